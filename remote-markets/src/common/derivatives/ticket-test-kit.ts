import { act } from '@testing-library/react';

/**
 * Test kit of the derivatives tickets: the two calls a ticket makes (place and max volume) as
 * jest mocks, and a module factory for the section's api. In a test:
 * `jest.mock('./futures-api', () => mockTicketApi('placeFuturesOrder'))`.
 */
export const ticketCalls = { place: jest.fn(), maxVolume: jest.fn() };

export const mockTicketApi = (placeName: string) => ({
  [placeName]: (...args: unknown[]) => ticketCalls.place(...args) as unknown,
  queryMaxVolume: (...args: unknown[]) => ticketCalls.maxVolume(...args) as unknown,
});

/** Resets both calls: the order answers `statusName`, the max-volume query answers `max`. */
export function answerTicketCalls(statusName: string, max: Record<string, number>) {
  ticketCalls.place.mockReset().mockResolvedValue({ statusName });
  ticketCalls.maxVolume.mockReset().mockResolvedValue(max);
}

/** Lets pending promises and their state updates settle. */
export const flush = () => act(async () => undefined);
