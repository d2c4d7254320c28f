import type { IncomingMessage } from 'node:http';
import { AddressLimits, clientAddress } from './address-limits';

const req = (peer: string, forwarded?: string): IncomingMessage =>
  ({
    socket: { remoteAddress: peer },
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  }) as unknown as IncomingMessage;

describe('per-address connection limits (issue 35)', () => {
  it('caps the live sockets of one address and leaves every other address alone', () => {
    const limits = new AddressLimits({ maxLive: 3, maxPerMinute: 100 });
    for (let i = 0; i < 3; i += 1) expect(limits.open('10.0.0.1', 0)).toBe('ok');
    expect(limits.open('10.0.0.1', 1)).toBe('too-many');
    expect(limits.open('10.0.0.2', 1)).toBe('ok');
    limits.release('10.0.0.1');
    expect(limits.live('10.0.0.1')).toBe(2);
    expect(limits.open('10.0.0.1', 2)).toBe('ok');
  });

  it('caps new connections per minute, also when each closes at once', () => {
    const limits = new AddressLimits({ maxLive: 100, maxPerMinute: 5 });
    for (let i = 0; i < 5; i += 1) {
      expect(limits.open('10.0.0.1', 1000)).toBe('ok');
      limits.release('10.0.0.1');
    }
    expect(limits.open('10.0.0.1', 1000)).toBe('too-fast');
    expect(limits.attempt('10.0.0.1', 1000)).toBe('too-fast');
    expect(limits.attempt('10.0.0.3', 1000)).toBe('ok');
    // A minute later the address may connect again.
    expect(limits.open('10.0.0.1', 61_000)).toBe('ok');
  });

  it('never counts below zero and forgets idle addresses when many come and go', () => {
    const limits = new AddressLimits({ maxLive: 1, maxPerMinute: 10 });
    limits.release('nobody');
    expect(limits.live('nobody')).toBe(0);
    for (let i = 0; i < 10_000; i += 1) {
      limits.open(`a${i}`, 0);
      limits.release(`a${i}`);
    }
    limits.open('late', 120_000);
    expect(limits.size()).toBeLessThan(10);
  });

  it('reads the peer address, or the address the trusted proxy appended last', () => {
    expect(clientAddress(req('127.0.0.1', '6.6.6.6'), false)).toBe('127.0.0.1');
    // The client may send X-Forwarded-For itself: only the proxy's own (last) entry counts.
    expect(clientAddress(req('127.0.0.1', '6.6.6.6, 10.1.2.3'), true)).toBe('10.1.2.3');
    expect(clientAddress(req('127.0.0.1'), true)).toBe('127.0.0.1');
  });
});
