import { http } from '@portal/shared-kit';

/** A plate (板块) and how many securities it holds. */
export interface PlateRow {
  plateId: number;
  plateName: string;
  count: number;
}

/** GET /static/security/newplate */
export async function getPlates(markets: readonly string[]): Promise<PlateRow[]> {
  const data = await http.call<{ list?: PlateRow[] }>(
    {
      method: 'GET',
      url: '/static/security/newplate',
      params: { searchString: '', markets: markets.join(','), pageSize: 200, pageIndex: 1 },
    },
    { toast: false },
  );
  return data?.list ?? [];
}
