import type { ApiData } from '@portal/shared-kit/api-types';
import { postForAccount } from '../derivatives';

/** Combination strategies (SSE codes) and their names, as the server answers them. */
export const STRATEGIES: Array<{ code: string; name: string; legs: string[] }> = [
  {
    code: 'CNSJC',
    name: '认购牛市价差策略',
    legs: ['认购 权利仓（低行权价）', '认购 义务仓（高行权价）'],
  },
  {
    code: 'CXSJC',
    name: '认购熊市价差策略',
    legs: ['认购 义务仓（低行权价）', '认购 权利仓（高行权价）'],
  },
  {
    code: 'PNSJC',
    name: '认沽牛市价差策略',
    legs: ['认沽 权利仓（低行权价）', '认沽 义务仓（高行权价）'],
  },
  {
    code: 'PXSJC',
    name: '认沽熊市价差策略',
    legs: ['认沽 义务仓（低行权价）', '认沽 权利仓（高行权价）'],
  },
  { code: 'KS', name: '跨式空头策略', legs: ['认购 义务仓', '认沽 义务仓（同行权价）'] },
  {
    code: 'KKS',
    name: '宽跨式空头策略',
    legs: ['认购 义务仓（高行权价）', '认沽 义务仓（低行权价）'],
  },
  { code: 'ZBD', name: '普通转备兑', legs: ['认购 义务仓'] },
];

/** The sides each strategy's legs are held on (leg 1, leg 2). */
export const LEG_SIDES: Record<string, Array<'L' | 'S'>> = {
  CNSJC: ['L', 'S'],
  CXSJC: ['S', 'L'],
  PNSJC: ['L', 'S'],
  PXSJC: ['S', 'L'],
  KS: ['S', 'S'],
  KKS: ['S', 'S'],
  ZBD: ['S'],
};

/** The account's combinations, covered locks and exercise declarations (every op answers it). */
type AccountAnswer = ApiData<'/VERace/SOQuery/QueryOptionsAccount'>;

export type ComboLegView = Pick<
  AccountAnswer['combinations'][number]['legs'][number],
  | 'security'
  | 'market'
  | 'securityName'
  | 'posSide'
  | 'posSideName'
  | 'optionType'
  | 'strike'
  | 'expiry'
  | 'unit'
>;

export type Combination = Pick<
  AccountAnswer['combinations'][number],
  'strategy' | 'strategyName' | 'qty' | 'margin'
> & { legs: ComboLegView[] };

export type CoverRow = Pick<
  AccountAnswer['cover'][number],
  'security' | 'market' | 'securityName' | 'qty' | 'locked' | 'used' | 'free'
>;

export type OptionsAccountState = Pick<AccountAnswer, 'combinations' | 'cover'> & {
  exercises: Array<ComboLegView & Pick<AccountAnswer['exercises'][number], 'qty' | 'cashFrozen'>>;
};

export interface LegChoice {
  security: string;
  market: string;
  posSide: string;
}

const legParams = (strategy: string, legs: LegChoice[], orderQty: number) => ({
  strategy,
  orderQty,
  leg1Security: legs[0]?.security,
  leg1Market: legs[0]?.market,
  leg1PosSide: legs[0]?.posSide,
  ...(legs[1]
    ? { leg2Security: legs[1].security, leg2Market: legs[1].market, leg2PosSide: legs[1].posSide }
    : {}),
});

export const getOptionsAccount = () =>
  postForAccount<AccountAnswer>('/VERace/SOQuery/QueryOptionsAccount', {}, false);
export const declareCombination = (strategy: string, legs: LegChoice[], qty: number) =>
  postForAccount<ApiData<'/VERace/SOTrade/PlaceSOMLegOrder'>>(
    '/VERace/SOTrade/PlaceSOMLegOrder',
    legParams(strategy, legs, qty),
  );
export const splitCombination = (strategy: string, legs: LegChoice[], qty: number) =>
  postForAccount<ApiData<'/VERace/SOTrade/CombinationSplit'>>(
    '/VERace/SOTrade/CombinationSplit',
    legParams(strategy, legs, qty),
  );
export const lockUnderlying = (security: string, direction: 1 | 2, orderQty: number) =>
  postForAccount<ApiData<'/VERace/SOTrade/LockUnderlying'>>('/VERace/SOTrade/LockUnderlying', {
    security,
    direction,
    orderQty,
  });
export const declareExercise = (security: string, market: string, orderQty: number) =>
  postForAccount<ApiData<'/VERace/SOTrade/Exercise'>>('/VERace/SOTrade/Exercise', {
    security,
    market,
    orderQty,
  });
export const withdrawExercise = (security: string, market: string, orderQty: number) =>
  postForAccount<ApiData<'/VERace/SOTrade/Exercise'>>('/VERace/SOTrade/Exercise', {
    security,
    market,
    orderQty,
    direction: 2,
  });
