import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { CombDeclarationPage, CombSplitPage } from './options-combo-pages';
import { ExercisePage } from './options-exercise-page';
import type { OptionHolding } from './options-api';

// antd tables and selects render slowly in jsdom on a loaded machine.
jest.setTimeout(90_000);

const ops = {
  account: jest.fn(),
  declare: jest.fn(),
  split: jest.fn(),
  lock: jest.fn(),
  exercise: jest.fn(),
  withdraw: jest.fn(),
};
jest.mock('./options-ops-api', () => ({
  ...jest.requireActual('./options-ops-api'),
  getOptionsAccount: () => ops.account() as unknown,
  declareCombination: (...a: unknown[]) => ops.declare(...a) as unknown,
  splitCombination: (...a: unknown[]) => ops.split(...a) as unknown,
  lockUnderlying: (...a: unknown[]) => ops.lock(...a) as unknown,
  declareExercise: (...a: unknown[]) => ops.exercise(...a) as unknown,
  withdrawExercise: (...a: unknown[]) => ops.withdraw(...a) as unknown,
}));

const holding = (security: string, posSide: 'L' | 'S', strike: number): OptionHolding => ({
  market: 'SSE',
  security,
  securityName: `50ETF购12月${strike * 1000}`,
  posSide,
  posSideName: posSide === 'L' ? '权利仓' : '义务仓',
  optionType: 'C',
  strike,
  expiry: '2026-12-23',
  qty: 2,
  closableQty: 2,
  avgPrice: 0.1,
  lastPrice: 0.1,
  marketValue: 2000,
  floatingPL: 0,
  margin: posSide === 'S' ? 5200 : 0,
});
const HOLDINGS = [holding('10008001', 'L', 3.1), holding('10008003', 'S', 3.2)];
jest.mock('./use-options-data', () => ({
  useOptionAccount: () => ({ holdings: HOLDINGS, refresh: jest.fn() }),
}));

const COMBO = {
  strategy: 'CNSJC',
  strategyName: '认购牛市价差策略',
  qty: 2,
  margin: 0,
  legs: HOLDINGS.map((h) => ({ ...h, unit: 10000, strike: h.strike ?? 0, expiry: '2026-12-23' })),
};
const STATE = { combinations: [COMBO], cover: [], exercises: [] };
const flush = () => act(async () => undefined);

/** Picks option `text` of the antd select with test id `id`. */
async function choose(id: string, text: RegExp) {
  fireEvent.mouseDown(within(screen.getByTestId(id)).getByRole('combobox'));
  await flush();
  const options = screen.getAllByText(text).filter((e) => e.closest('.ant-select-item-option'));
  fireEvent.click(options[0] as HTMLElement);
  await flush();
}

beforeEach(() => {
  for (const f of Object.values(ops)) f.mockReset().mockResolvedValue(STATE);
});

describe('combination pages', () => {
  it('declares a bull call spread from the L and S holdings and lists the combination', async () => {
    render(<CombDeclarationPage kind="etf" />);
    await flush();
    expect(screen.getByTestId('comb-submit')).toHaveProperty('disabled', true);
    await choose('comb-leg1', /10008001/);
    await choose('comb-leg2', /10008003/);
    await act(async () => {
      fireEvent.click(screen.getByTestId('comb-submit'));
    });
    expect(ops.declare).toHaveBeenCalledWith(
      'CNSJC',
      [
        { security: '10008001', market: 'SSE', posSide: 'L' },
        { security: '10008003', market: 'SSE', posSide: 'S' },
      ],
      1,
    );
    expect(screen.getByTestId('comb-note').textContent).toBe('组合申报成功');
    expect(screen.getByTestId('combinations').textContent).toContain('认购牛市价差策略');
    expect(screen.getByTestId('cover-panel')).toBeTruthy();
  });

  it('locks underlying shares as cover', async () => {
    render(<CombDeclarationPage kind="etf" />);
    await flush();
    await act(async () => {
      fireEvent.click(screen.getByTestId('cover-lock'));
    });
    expect(ops.lock).toHaveBeenCalledWith('510050', 1, 10000);
    expect(screen.getByTestId('comb-note').textContent).toBe('锁定成功');
  });

  it('splits a combination by its legs and count', async () => {
    render(<CombSplitPage kind="etf" />);
    await flush();
    await act(async () => {
      fireEvent.click(screen.getByTestId('comb-split'));
    });
    expect(ops.split).toHaveBeenCalledWith(
      'CNSJC',
      [
        { security: '10008001', market: 'SSE', posSide: 'L' },
        { security: '10008003', market: 'SSE', posSide: 'S' },
      ],
      2,
    );
  });
});

describe('exercise page', () => {
  it('lists the rights only and declares the chosen count', async () => {
    render(<ExercisePage kind="etf" />);
    await flush();
    const rows = within(screen.getByTestId('exercise-rights')).getAllByTestId('exercise-submit');
    expect(rows).toHaveLength(1);
    await act(async () => {
      fireEvent.click(rows[0] as HTMLElement);
    });
    expect(ops.exercise).toHaveBeenCalledWith('10008001', 'SSE', 1);
    expect(screen.getByTestId('exercise-note').textContent).toBe('行权申报成功');
  });

  it('withdraws a declared exercise', async () => {
    const declared = { ...COMBO.legs[0]!, qty: 2, cashFrozen: 62_000 };
    ops.account.mockResolvedValue({ ...STATE, exercises: [declared] });
    render(<ExercisePage kind="etf" />);
    await screen.findByTestId('exercise-withdraw');
    await act(async () => {
      fireEvent.click(screen.getByTestId('exercise-withdraw'));
    });
    expect(ops.withdraw).toHaveBeenCalledWith('10008001', 'SSE', 2);
    expect(screen.getByTestId('exercise-note').textContent).toBe('行权撤销成功');
  });
});
