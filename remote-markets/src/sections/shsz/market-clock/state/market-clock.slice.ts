import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The section's view of server time (spec §9: refreshed every 60 s, ticking locally every 1 s). */
export interface MarketClockState {
  /** Server time now, epoch ms; 0 until the first answer. */
  now: number;
  tradingDate: string;
  /** Trading-hours check of spec §9 (09:00–15:30 by server time). */
  inTradingHours: boolean;
}

export const initialMarketClockState: MarketClockState = {
  now: 0,
  tradingDate: '',
  inTradingHours: false,
};

export const marketClockSlice = createSlice({
  name: 'shszClock',
  initialState: initialMarketClockState,
  reducers: {
    clockTicked(
      state,
      action: PayloadAction<{ now: number; tradingDate: string; inTradingHours: boolean }>,
    ) {
      Object.assign(state, action.payload);
    },
    /** Spec §4: security info is refreshed between 09:10 and 09:15. */
    securityInfoRefreshDue() {},
  },
});

export const { clockTicked, securityInfoRefreshDue } = marketClockSlice.actions;

export const MARKET_CLOCK_KEY = 'shszClock';

export const selectMarketClock = (state: Record<string, unknown>): MarketClockState =>
  (state[MARKET_CLOCK_KEY] as MarketClockState | undefined) ?? initialMarketClockState;
export const selectServerNow = (s: Record<string, unknown>) => selectMarketClock(s).now;
export const selectInTradingHours = (s: Record<string, unknown>) =>
  selectMarketClock(s).inTradingHours;
