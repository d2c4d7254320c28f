import { errorText } from '@portal/shared-kit/domain';

/** A refusal with its spec §8 code and Chinese text; the engine returns these instead of throwing. */
export interface Rejection {
  ok: false;
  code: number;
  text: string;
}

export type Result<T> = { ok: true; value: T } | Rejection;

/** Builds the refusal of a catalogue code with its catalogue text. */
export function reject(code: number): Rejection {
  return { ok: false, code, text: errorText(code) ?? String(code) };
}

export function accept<T>(value: T): Result<T> {
  return { ok: true, value };
}
