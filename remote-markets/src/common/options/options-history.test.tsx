import { act, fireEvent, render, screen } from '@testing-library/react';
import { OptionsHistoryFills } from './options-history';
import type { OptionFill } from './options-api';

// antd tables and date pickers render slowly in jsdom on a loaded machine.
jest.setTimeout(90_000);

const history = jest.fn();
jest.mock('./options-api', () => ({
  ...jest.requireActual('./options-api'),
  getHistoryFills: (...a: unknown[]) => history(...a) as unknown,
}));

const EXPIRED: OptionFill = {
  reportId: 9,
  security: 'HO2612-C-2700',
  securityName: '上证50购12月2700',
  actionName: '到期交割',
  posSideName: '权利仓',
  qty: 1,
  price: 2970,
  amount: 27000,
  fees: 0,
  realised: 21000,
  time: '2026-12-18T15:00:00.000+08:00',
  tradingDate: '2026-12-18',
};

describe('历史成交 of an option section', () => {
  it('queries the range and shows the expiry settlement with its trading date', async () => {
    history.mockResolvedValue({ total: 1, list: [EXPIRED] });
    render(<OptionsHistoryFills kind="index" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /查\s?询/ }));
    });
    expect(history).toHaveBeenCalledWith('index', undefined, undefined);
    expect(await screen.findByText('到期交割')).toBeTruthy();
    expect(screen.getByText('2026-12-18')).toBeTruthy();
    expect(screen.getByText('上证50购12月2700 HO2612-C-2700')).toBeTruthy();
  });
});
