import type { TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import type { Quote } from '../../../api/market-types';
import { quoteListActions as a, type QuoteListState } from '../state/quote-list.slice';

/** What a change of the table asks for: a new sort (back to the first page), or another page. */
export function tableChange(
  s: Pick<QuoteListState, 'sort' | 'pageIndex' | 'pageSize'>,
  p: TablePaginationConfig,
  sorter: SorterResult<Quote> | SorterResult<Quote>[],
) {
  const one = Array.isArray(sorter) ? sorter[0] : sorter;
  const key = typeof one?.columnKey === 'string' ? one.columnKey : undefined;
  const order = one?.order;
  if (
    key &&
    order &&
    (key !== s.sort.orderBy || (order === 'ascend') !== (s.sort.sortord === 'asc'))
  ) {
    return a.sortChanged({ orderBy: key, sortord: order === 'ascend' ? 'asc' : 'desc' });
  }
  if (p.current !== s.pageIndex || p.pageSize !== s.pageSize) {
    return a.pageChanged({ pageIndex: p.current ?? 1, pageSize: p.pageSize ?? s.pageSize });
  }
  return null;
}
