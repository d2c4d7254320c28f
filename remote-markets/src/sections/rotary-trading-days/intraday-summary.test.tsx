import { render, screen } from '@testing-library/react';
import type { Desk } from './intraday-api';
import { countdownText, IntradaySummary } from './intraday-summary';

const DESK: Desk = {
  tradingDate: '2026-11-23',
  clock: '14:50:00',
  cutoff: '14:57:00',
  secondsToCutoff: 420,
  closed: false,
  availableCash: 999_000,
  todayPnl: -12.5,
  codes: [],
  positions: [],
  orders: [],
  fills: [],
  roundTrips: [],
};

describe('intraday summary', () => {
  it('counts down to the forced close in h:mm:ss', () => {
    expect(countdownText(3725)).toBe('1:02:05');
    expect(countdownText(-5)).toBe('0:00:00');
    render(<IntradaySummary desk={DESK} />);
    expect(screen.getByTestId('rt-countdown').textContent).toBe('0:07:00');
    expect(screen.getByTestId('rt-cutoff').textContent).toBe('14:57');
    expect(screen.getByTestId('rt-pnl').textContent).toBe('-12.50');
  });

  it('says when the cut-off has passed', () => {
    render(<IntradaySummary desk={{ ...DESK, closed: true, secondsToCutoff: 0 }} />);
    expect(screen.getByTestId('rt-countdown').textContent).toBe('已到强平时间');
  });
});
