import type { OrderSide } from '../../../../common';

export type { Bar, BookLevel, ChartPeriod, Quote, SearchHit } from '../../api/market-types';
export type { AssetSummary, FillRow, OrderRow, PositionRow } from '../../api/account-rows';

/** Order type of the ticket. */
export type PriceType = 'limit' | 'market';

/** What the ticket submits. */
export interface OrderDraft {
  side: OrderSide;
  priceType: PriceType;
  price: number;
  qty: number;
}
