import { MESSAGES, errorText } from '../domain';
import { ApiError } from './api-error';

/** Server message field: text, or a catalogue code sent as number or numeric text. */
export type EnvelopeMessage = string | number | null | undefined;

/** Envelope with `retCode` 0 meaning ok (spec §7). */
export interface RetCodeEnvelope<T> {
  retCode: number;
  data: T;
  msg?: EnvelopeMessage;
}

/** Envelope of most calls: `isOK`, `data`, `msg` (spec §7). */
export interface OkEnvelope<T> {
  isOK: boolean;
  data: T;
  msg?: EnvelopeMessage;
}

/** Envelope of quotation calls: they need an `isok` flag (spec §7). */
export interface QuotationEnvelope<T> {
  isok: boolean;
  data: T;
  msg?: EnvelopeMessage;
}

/** True when the body message must be shown as an error: not empty and not 成功 (spec §8). */
export function isErrorMessage(msg: EnvelopeMessage): boolean {
  if (msg === null || msg === undefined) return false;
  const text = String(msg).trim();
  return text !== '' && text !== MESSAGES.OK_MESSAGE;
}

/** The text to show for a body message: a numeric message is mapped through the error catalogue. */
export function messageText(msg: EnvelopeMessage): string {
  if (msg === null || msg === undefined) return '';
  return errorText(msg) ?? String(msg).trim();
}

/** A numeric message is a catalogue code; sagas can branch on it. */
function codeOf(msg: EnvelopeMessage): number | undefined {
  const text = String(msg ?? '').trim();
  return /^\d+$/.test(text) ? Number(text) : undefined;
}

/** Returns `data` of a retCode envelope, or throws a business ApiError carrying the retCode. */
export function unwrapRetCode<T>(body: RetCodeEnvelope<T>): T {
  if (body.retCode === 0) return body.data;
  throw new ApiError(messageText(body.msg) || errorText(body.retCode) || MESSAGES.REQUEST_FAILED, {
    kind: 'business',
    code: body.retCode,
  });
}

/** Returns `data` of an isOK envelope, or throws a business ApiError with the mapped message. */
export function unwrapOk<T>(body: OkEnvelope<T>): T {
  if (body.isOK) return body.data;
  throw new ApiError(messageText(body.msg) || MESSAGES.REQUEST_FAILED, {
    kind: 'business',
    code: codeOf(body.msg),
  });
}

/** Returns `data` of a quotation envelope, or throws a business ApiError. */
export function unwrapQuotation<T>(body: QuotationEnvelope<T>): T {
  if (body.isok) return body.data;
  throw new ApiError(messageText(body.msg) || MESSAGES.REQUEST_FAILED, {
    kind: 'business',
    code: codeOf(body.msg),
  });
}
