/** A history or today's list query: the page, and for history the date range (YYYY-MM-DD). */
export interface HistoryQuery {
  fromDate?: string;
  toDate?: string;
  securityType?: number;
  pageIndex: number;
  pageSize: number;
}
