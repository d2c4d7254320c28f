/** 开仓, 平仓, 备兑开仓 (sell against locked shares), 备兑平仓. */
export type OptionEffect = 'open' | 'close' | 'coveredOpen' | 'coveredClose';

/** Whether an effect opens a holding (开仓 or 备兑开仓). */
export const isOpenEffect = (e: OptionEffect) => e === 'open' || e === 'coveredOpen';
