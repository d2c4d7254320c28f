import { MESSAGES, TIMINGS_MS } from '../domain';
import { isApiError } from './api-error';
import { isErrorMessage, messageText, unwrapOk } from './envelopes';
import type { OkEnvelope } from './envelopes';
import type { Notifier } from './notifier';

/** Options of one business call. */
export interface BusinessCallOptions {
  /** False when the caller shows the message itself (e.g. an inline alert); default true. */
  toast?: boolean;
}

const TOAST_SECONDS = TIMINGS_MS.ERROR_TOAST / 1000;

/**
 * The business-call wrapper of spec §8: a body message that is not empty and not 成功 shows as an
 * error toast for 3 s (numeric messages mapped through the error catalogue); success needs `isOK`.
 * A network or HTTP failure shows 请求异常; a 401 was already handled by the client.
 * @returns the envelope's data; otherwise rejects with an ApiError.
 */
export async function businessCall<T>(
  call: Promise<OkEnvelope<T>>,
  notifier: Notifier,
  options: BusinessCallOptions = {},
): Promise<T> {
  const toast = options.toast ?? true;
  let body: OkEnvelope<T>;
  try {
    body = await call;
  } catch (error) {
    if (toast && isApiError(error) && error.kind !== 'unauthorized') {
      notifier.error(error.message || MESSAGES.REQUEST_FAILED, TOAST_SECONDS);
    }
    throw error;
  }
  if (toast && isErrorMessage(body.msg)) notifier.error(messageText(body.msg), TOAST_SECONDS);
  return unwrapOk(body);
}
