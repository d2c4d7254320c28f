/**
 * Why a call failed: the server said no (`business`), the session expired (`unauthorized`), the
 * server was not reached (`network`) or answered with another HTTP status (`http`).
 */
export type ApiErrorKind = 'business' | 'unauthorized' | 'network' | 'http';

/** Details of an ApiError besides its Chinese message. */
export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** The envelope's code (retCode, or the numeric msg) when the server gave one. */
  code?: number | string;
  /** The HTTP status when a response arrived. */
  status?: number;
}

/** A failed call, with a message ready to show (inline in a form, or in a toast). */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: number | string | undefined;
  readonly status: number | undefined;

  constructor(message: string, init: ApiErrorInit) {
    super(message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.code = init.code;
    this.status = init.status;
  }
}

/** True for errors raised by the shared HTTP client. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
