import { MESSAGES } from '@portal/shared-kit';
import { act, fireEvent, screen } from '@testing-library/react';
import { fakeServer, renderInArea } from '../../../test/render-area';
import { SecuritySearch } from './security-search';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const type = async (text: string) => {
  fireEvent.change(screen.getByRole('combobox'), { target: { value: text } });
  await act(async () => {
    jest.advanceTimersByTime(200);
  });
};

it('searches 200 ms after typing stops, across the spec markets, 30 hits at most', async () => {
  const calls: Record<string, unknown>[] = [];
  fakeServer({
    '/QuotationAPI/api/v1/security/search': (p) => {
      calls.push(p);
      return [
        { symbol: '600000', shortname: '浦发银行', pyshortname: 'PFYH', market: 'SSE', typeid: 1 },
      ];
    },
  });
  const onOpen = jest.fn();
  renderInArea(<SecuritySearch onOpen={onOpen} />);
  fireEvent.focus(screen.getByRole('combobox'));
  await type('pf');
  expect(calls).toEqual([
    { keyword: 'pf', markets: 'SZSE,SSE,CFFEX,SHFE,INE,CZCE,DCE,BSE,HKEX', limit: 30 },
  ]);
  fireEvent.click(await screen.findByText('浦发银行'));
  expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ symbol: '600000', market: 'SSE' }));
});

it('shows 未检索到相关结果 when nothing matches', async () => {
  fakeServer({ '/QuotationAPI/api/v1/security/search': () => [] });
  renderInArea(<SecuritySearch onOpen={() => undefined} />);
  fireEvent.focus(screen.getByRole('combobox'));
  await type('zzzz');
  expect(await screen.findByText(MESSAGES.NO_SEARCH_RESULT)).toBeInTheDocument();
});
