import { TIMINGS_MS } from '../domain';

/** Hub methods the portal invokes (spec §7). */
export const HUB_METHODS = {
  LOGIN: 'Login',
  SUBSCRIBE: 'Subscribe',
  UNSUBSCRIBE: 'UnSubscribe',
  HIS_TRAIN: 'HisTrain',
  UN_HIS_TRAIN: 'UnHisTrain',
} as const;

/** Quotation push types of spec §3. */
export const QUOTATION_PUSH_TYPES = [
  'ContractDate',
  'SoTickQuotation',
  'TickQuotationInfo',
  'TickQuotationcs',
] as const;

/** Hub timings of spec §9, in milliseconds. */
export const HUB_TIMINGS = {
  KEEP_ALIVE: TIMINGS_MS.HUB_KEEP_ALIVE,
  SERVER_TIMEOUT: TIMINGS_MS.HUB_SERVER_TIMEOUT,
  RETRY: TIMINGS_MS.HUB_RECONNECT_RETRY,
  /** A quotation type without a push for longer than this is re-subscribed (in the windows). */
  QUOTATION_SILENCE: 30_000,
  /** Period of the refresh timer that looks for silent quotation types. */
  QUOTATION_WATCH: 5_000,
} as const;
