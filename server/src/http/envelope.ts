import { MESSAGES } from '@portal/shared-kit/domain';
import { Type, type TSchema } from '@sinclair/typebox';

/** Success message: the portal's business wrapper treats 成功 as "no error" (spec §8). */
export const OK_MSG = MESSAGES.OK_MESSAGE;

/**
 * The envelope every platform call answers with. It carries both spec conventions at once:
 * `isOK`/`data`/`msg` and `retCode` (0 = ok), so either client unwrapper accepts it.
 */
export interface Envelope<T> {
  isOK: boolean;
  retCode: number;
  msg: string;
  data: T;
}

/** Wraps a successful result. */
export function ok<T>(data: T, msg: string = OK_MSG): Envelope<T> {
  return { isOK: true, retCode: 0, msg, data };
}

/** Wraps a failure. */
export function failure(retCode: number, msg: string): Envelope<null> {
  return { isOK: false, retCode, msg, data: null };
}

/** Response schema of an envelope; `data` defaults to anything (serialised as is). */
export function envelopeSchema(data: TSchema | undefined): TSchema {
  return Type.Object({
    isOK: Type.Boolean(),
    retCode: Type.Integer(),
    msg: Type.String(),
    data: data ?? Type.Unknown(),
  });
}
