import { startQuotationWatch } from './quotation-watch';

describe('quotation watch', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('re-subscribes silent types every 5 s inside a window only', async () => {
    jest.useFakeTimers();
    let clock = new Date(2026, 10, 20, 9, 10, 0).getTime();
    const hub = { resubscribeSilent: jest.fn(async () => []) };
    const stop = startQuotationWatch(hub, { now: () => clock });

    await jest.advanceTimersByTimeAsync(5_000);
    expect(hub.resubscribeSilent).not.toHaveBeenCalled();

    clock = new Date(2026, 10, 20, 9, 31, 0).getTime();
    await jest.advanceTimersByTimeAsync(5_000);
    expect(hub.resubscribeSilent).toHaveBeenCalledWith(clock);

    stop();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(hub.resubscribeSilent).toHaveBeenCalledTimes(1);
  });
});
