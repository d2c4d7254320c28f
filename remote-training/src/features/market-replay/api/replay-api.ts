import { http } from '@portal/shared-kit';
import { TRAINING_API } from '../../../common/api/training-prefix';
import type { ApiData, ApiItem } from '@portal/shared-kit/api-types';

type ReplayAnswer = ApiData<'/VETrain/Replay/Start'>;

export type ReplayBar = Pick<
  ReplayAnswer['bars'][number],
  'time' | 'open' | 'high' | 'low' | 'close' | 'volume'
>;

export type ReplayTrade = Pick<
  ReplayAnswer['trades'][number],
  'bar' | 'time' | 'side' | 'qty' | 'price' | 'amount' | 'fee'
>;

/**
 * A replay as the server shows it; `bars` start at index `from`. The bars are rebased and labelled
 * 第1日 … (minute bars 第1日 09:31 …): the code, the name and the dates come only at the end
 * (`source`, null until the replay is finished). `version` grows with every change of the replay
 * (orders pushes and answers that cross); `lot` and `minBuy` are the shares per lot and the smallest
 * buy of the replayed board; `freq` is daily bars or 1-minute bars.
 */
export type ReplayView = Pick<
  ReplayAnswer,
  | 'replayID'
  | 'key'
  | 'code'
  | 'name'
  | 'source'
  | 'freq'
  | 'total'
  | 'shown'
  | 'speed'
  | 'playing'
  | 'finished'
  | 'version'
  | 'from'
  | 'price'
  | 'cash'
  | 'qty'
  | 'sellable'
  | 'equity'
  | 'holdEquity'
  | 'startCash'
  | 'lot'
  | 'minBuy'
> & { bars: ReplayBar[]; trades: ReplayTrade[] };

/** What a replay plays: daily bars or the 1-minute bars of one or two days. */
export type ReplayFreq = 'day' | 'minute';

/** Lengths a replay may have: daily bars, or trading days of minute bars. */
export type ReplayOptions = Pick<
  NonNullable<ApiData<'/VETrain/Replay/Options'>>,
  'dayBars' | 'minuteDays'
>;

export type ReplayRecord = Pick<
  ApiItem<'/VETrain/Replay/SearchReplays'>,
  | 'replayID'
  | 'userName'
  | 'code'
  | 'name'
  | 'freq'
  | 'dateFrom'
  | 'dateTo'
  | 'barsTotal'
  | 'barsShown'
  | 'startCash'
  | 'equity'
  | 'holdEquity'
  | 'tradeCount'
  | 'finished'
  | 'createTime'
>;

const post = <T>(path: string, data: unknown) =>
  http.call<T>({ method: 'POST', url: `${TRAINING_API}/Replay/${path}`, data });

/** GET /VETrain/Replay/Options */
export const replayOptions = () =>
  http.call<ReplayOptions>({ method: 'GET', url: `${TRAINING_API}/Replay/Options` });

/** POST /VETrain/Replay/Start */
export const startReplay = (a: {
  speed: number;
  freq: ReplayFreq;
  length: number;
}): Promise<ReplayView> => post<ReplayAnswer>('Start', a);

/** POST /VETrain/Replay/Control */
export const controlReplay = (a: {
  replayID: number;
  action: 'play' | 'pause' | 'step' | 'speed';
  speed?: number;
}): Promise<ReplayView> => post<ApiData<'/VETrain/Replay/Control'>>('Control', a);

/** POST /VETrain/Replay/Trade */
export const tradeReplay = (a: {
  replayID: number;
  side: 1 | 2;
  qty: number;
}): Promise<ReplayView> => post<ApiData<'/VETrain/Replay/Trade'>>('Trade', a);

/** GET /VETrain/Replay/SearchReplays */
export const searchReplays = () =>
  http.call<ReplayRecord[]>({ method: 'GET', url: `${TRAINING_API}/Replay/SearchReplays` });

/**
 * Puts a view's bars in place over what is already shown. Pushes and answers may cross: the state
 * (playing, cash, …) of the newer version wins, so a push sent before a pause cannot undo it.
 */
export function mergeView(prev: ReplayView | null, next: ReplayView): ReplayView {
  if (!prev || prev.replayID !== next.replayID) return next;
  const bars = [...prev.bars];
  next.bars.forEach((b, i) => {
    bars[next.from + i] = b;
  });
  const base = next.version >= prev.version ? next : prev;
  return { ...base, from: 0, bars: bars.slice(0, base.shown) };
}
