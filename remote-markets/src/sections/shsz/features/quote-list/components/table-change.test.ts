import { initialQuoteListState, quoteListActions } from '../state/quote-list.slice';
import { tableChange } from './table-change';

const s = initialQuoteListState; // sorted by changePct desc, page 1 of 20

describe('the quote list table change', () => {
  it('asks for a new sort when the sorted column or its order changes', () => {
    expect(
      tableChange(s, { current: 1, pageSize: 20 }, { columnKey: 'last', order: 'ascend' }),
    ).toEqual(quoteListActions.sortChanged({ orderBy: 'last', sortord: 'asc' }));
    expect(
      tableChange(s, { current: 1, pageSize: 20 }, [{ columnKey: 'changePct', order: 'ascend' }]),
    ).toEqual(quoteListActions.sortChanged({ orderBy: 'changePct', sortord: 'asc' }));
  });

  it('asks for another page, not a sort, when the sort is the one shown', () => {
    expect(
      tableChange(s, { current: 3, pageSize: 50 }, { columnKey: 'changePct', order: 'descend' }),
    ).toEqual(quoteListActions.pageChanged({ pageIndex: 3, pageSize: 50 }));
  });

  it('asks for nothing when neither the sort nor the page changed', () => {
    expect(tableChange(s, { current: 1, pageSize: 20 }, {})).toBeNull();
  });
});
