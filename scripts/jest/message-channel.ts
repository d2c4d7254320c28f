/**
 * jsdom has no MessageChannel; antd's form posts one message through it to run watchers in a
 * macro task. A timer-based channel keeps that behaviour without holding the process open.
 */
class TimerMessagePort {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  peer: TimerMessagePort | null = null;
  postMessage(data: unknown): void {
    const target = this.peer;
    setTimeout(() => target?.onmessage?.({ data }), 0);
  }
  close(): void {
    this.onmessage = null;
  }
}

class TimerMessageChannel {
  readonly port1 = new TimerMessagePort();
  readonly port2 = new TimerMessagePort();
  constructor() {
    this.port1.peer = this.port2;
    this.port2.peer = this.port1;
  }
}

if (typeof globalThis.MessageChannel === 'undefined') {
  Object.assign(globalThis, { MessageChannel: TimerMessageChannel });
}
