import { Card } from 'antd';
import { useState } from 'react';
import { QuoteTable } from '../../common/quotation/quote-table';
import { useQuery } from '../../state/data-hooks';

/** Plate id of the STAR market (科创板) in the quotation service. */
export const STAR_PLATE_ID = 4;

/** /StarProduct: STAR-market quotes. */
export function StarProductPage() {
  const [page, setPage] = useState(1);
  const q = useQuery('getPlateQuotes', { plateId: STAR_PLATE_ID, pageIndex: page, pageSize: 20 });
  return (
    <Card title="科创板" data-page="StarProduct">
      <QuoteTable
        rows={q.data?.list ?? []}
        total={q.data?.total ?? 0}
        loading={q.loading}
        page={page}
        pageSize={20}
        onPage={setPage}
      />
    </Card>
  );
}
