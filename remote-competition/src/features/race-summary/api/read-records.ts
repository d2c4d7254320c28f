import { http, PAGE_SIZES } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** POST /VERace/FoulsRecord/ReadRecords (marks my records read; page size 2147483647) */
export function readRecords(a: {
  MatchID: number;
}): Promise<ApiData<'/VERace/FoulsRecord/ReadRecords'>> {
  return http.call<ApiData<'/VERace/FoulsRecord/ReadRecords'>>(
    {
      method: 'POST',
      url: '/VERace/FoulsRecord/ReadRecords',
      data: { MatchID: a.MatchID, pageIndex: 1, pageSize: PAGE_SIZES.FOUL_READ },
    },
    { toast: false },
  );
}
