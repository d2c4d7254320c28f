import { http, PAGE_SIZES } from '@portal/shared-kit';

/** POST /VERace/FoulsRecord/ReadRecords (marks my records read; page size 2147483647) */
export function readRecords(a: { MatchID: number }): Promise<{ read: number; unread: number }> {
  return http.call<{ read: number; unread: number }>(
    {
      method: 'POST',
      url: '/VERace/FoulsRecord/ReadRecords',
      data: { MatchID: a.MatchID, pageIndex: 1, pageSize: PAGE_SIZES.FOUL_READ },
    },
    { toast: false },
  );
}
