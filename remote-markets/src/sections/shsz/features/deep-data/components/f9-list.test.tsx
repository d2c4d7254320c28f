import { createAppStore, F9_LIMIT, StoreProvider, type AppStore } from '@portal/shared-kit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { F9_STORAGE_KEY, loadF9List } from '../../../../../common';
import { deepDataSaga } from '../state/deep-data.saga';
import {
  DEEP_DATA_KEY,
  deepDataActions,
  deepDataSlice,
  selectF9List,
} from '../state/deep-data.slice';
import { F9List } from './f9-list';

// The saga also names the codes and loads the active one's data; those calls answer nothing here.
jest.mock('../../../api/get-security-info', () => ({ getSecurityInfo: async () => [] }));
jest.mock('../../../api/get-quotes', () => ({ getQuotes: async () => [] }));
jest.mock('../../../api/get-bars', () => ({ getBars: async () => ({ bars: [], preClose: null }) }));

const CODES = [
  '600519.SSE',
  '000001.SZSE',
  '600036.SSE',
  '300750.SZSE',
  '601318.SSE',
  '000858.SZSE',
  '688981.SSE',
];
const LIMIT_TEXT =
  '可同时查看的证券代码上限为7个，当前超出限制，需删除部分代码才能添加查看深度资料';

function renderList(): AppStore {
  const store = createAppStore();
  store.injectReducer(DEEP_DATA_KEY, deepDataSlice.reducer);
  store.injectSaga(DEEP_DATA_KEY, deepDataSaga);
  render(
    <StoreProvider store={store}>
      <F9List names={{ '600519.SSE': '贵州茅台' }} />
    </StoreProvider>,
  );
  return store;
}

const add = (store: AppStore, code: string) =>
  act(() => {
    store.dispatch(deepDataActions.entryAdded(code));
  });
const active = (store: AppStore) => selectF9List(store.getState()).find((e) => e.isActive)?.code;

beforeEach(() => localStorage.clear());

describe('deep-data (F9) list', () => {
  it('makes an added code the active tab', () => {
    const store = renderList();
    add(store, CODES[0] ?? '');
    add(store, CODES[1] ?? '');
    expect(active(store)).toBe(CODES[1]);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('000001.SZSE');
    expect(screen.getByText('贵州茅台 600519.SSE')).toBeInTheDocument();
  });

  it(`refuses an eighth code with the limit notice and keeps ${F9_LIMIT}`, () => {
    const store = renderList();
    CODES.forEach((c) => add(store, c));
    add(store, '002594.SZSE');
    expect(screen.getByText(LIMIT_TEXT)).toBeInTheDocument();
    expect(selectF9List(store.getState()).map((e) => e.code)).toEqual(CODES);
  });

  it('replaces a code already listed instead of refusing or duplicating it', () => {
    const store = renderList();
    CODES.forEach((c) => add(store, c));
    add(store, CODES[0] ?? '');
    expect(screen.queryByText(LIMIT_TEXT)).not.toBeInTheDocument();
    expect(selectF9List(store.getState())).toHaveLength(F9_LIMIT);
    expect(active(store)).toBe(CODES[0]);
  });

  it('activates the last remaining code when the active one is deleted', () => {
    const store = renderList();
    CODES.slice(0, 3).forEach((c) => add(store, c));
    act(() => {
      store.dispatch(deepDataActions.entryActivated(CODES[0] ?? ''));
    });
    const activeTab = screen.getByRole('tab', { selected: true }).closest('.ant-tabs-tab');
    const close = activeTab?.querySelector('.ant-tabs-tab-remove');
    if (!close) throw new Error('no close button on the active tab');
    fireEvent.click(close);
    expect(selectF9List(store.getState()).map((e) => e.code)).toEqual(CODES.slice(1, 3));
    expect(active(store)).toBe(CODES[2]);
  });

  it('keeps the list in local storage across page loads', () => {
    const store = renderList();
    add(store, CODES[0] ?? '');
    add(store, CODES[1] ?? '');
    expect(JSON.parse(localStorage.getItem(F9_STORAGE_KEY) ?? '[]')).toEqual([
      { code: CODES[0], isActive: false },
      { code: CODES[1], isActive: true },
    ]);
    expect(loadF9List()).toEqual(selectF9List(store.getState()));
  });
});
