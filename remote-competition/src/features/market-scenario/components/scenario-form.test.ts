import { scenarioRequest } from './scenario-form';

// The form sends only the fields its kind takes; the server checks every one again.
describe('scenarioRequest', () => {
  it('a gap sends its percentage and optional time, trimmed', () => {
    expect(
      scenarioRequest({ kind: 'gap', security: ' 300750 ', pct: -12, days: 3, note: '  ' }),
    ).toEqual({
      kind: 'gap',
      security: '300750',
      note: undefined,
      effectiveDate: undefined,
      effectiveTime: undefined,
      pct: -12,
    });
  });

  it('a limit run sends the direction as −1 / +1 and its days', () => {
    expect(
      scenarioRequest({ kind: 'limitRun', security: '600519', direction: 'up', days: 2 }),
    ).toMatchObject({ kind: 'limitRun', pct: 1, days: 2 });
    expect(
      scenarioRequest({ kind: 'limitRun', security: '600519', direction: 'down', days: 3 }),
    ).toMatchObject({ pct: -1, days: 3 });
  });

  it('a burst sends factor and days; the expiry jump no time at all', () => {
    expect(
      scenarioRequest({ kind: 'volBurst', security: '510050', factor: 3, days: 2, pct: 5 }),
    ).toMatchObject({ kind: 'volBurst', factor: 3, days: 2 });
    expect(scenarioRequest({ kind: 'expiryJump', effectiveDate: '2026-12-01', pct: 5 })).toEqual({
      kind: 'expiryJump',
      security: undefined,
      note: undefined,
    });
  });
});
