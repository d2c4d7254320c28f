import type { ServerConfig, ServicesConfig } from '../../config';

/** Demo-only pages (SMS outbox, QR scan page): only with demo data, never in production. */
export const demoPagesEnabled = (config: Pick<ServerConfig, 'seedDemoData' | 'production'>) =>
  config.seedDemoData && !config.production;

/** A message as the console may show it: in production every run of digits (codes) is hidden. */
export function smsLogLine(phone: string, text: string, production: boolean): string {
  return `[短信] ${phone}: ${production ? text.replace(/\d{4,}/g, '******') : text}`;
}

/** Sends one text message. Real providers sit behind this; the default keeps an outbox. */
export interface SmsGateway {
  send(phone: string, text: string): Promise<void>;
}

/** One sent message as the demo page shows it. */
export interface OutboxMessage {
  phone: string;
  text: string;
  sentAt: string;
}

/**
 * Local default: keeps the latest messages in memory (GET /demo/sms-outbox) and prints a console
 * line, so a newcomer can register without an SMS contract.
 */
export class OutboxSmsGateway implements SmsGateway {
  private readonly messages: OutboxMessage[] = [];

  constructor(
    private readonly log: (line: string) => void = (line) => console.log(line),
    private readonly keep = 50,
    private readonly production = false,
  ) {}

  async send(phone: string, text: string): Promise<void> {
    this.messages.unshift({ phone, text, sentAt: new Date().toISOString() });
    this.messages.length = Math.min(this.messages.length, this.keep);
    this.log(smsLogLine(phone, text, this.production));
  }

  /** Newest first. */
  recent(): readonly OutboxMessage[] {
    return this.messages;
  }
}

/**
 * A real provider through a small HTTP bridge: POSTs `{ phone, text }` as JSON to SMS_HTTP_URL and
 * treats any non-2xx answer as a failure.
 */
export class HttpSmsGateway implements SmsGateway {
  constructor(private readonly url: string) {}

  async send(phone: string, text: string): Promise<void> {
    const res = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone, text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
  }
}

/** The gateway the configuration asks for; in production the outbox never prints a code. */
export function createSmsGateway(config: ServicesConfig, production = false): SmsGateway {
  if (config.smsProvider === 'http') {
    if (!config.smsHttpUrl) throw new Error('SMS_PROVIDER=http needs SMS_HTTP_URL');
    return new HttpSmsGateway(config.smsHttpUrl);
  }
  return new OutboxSmsGateway(undefined, undefined, production);
}
