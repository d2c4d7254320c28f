/**
 * A failure the client should see, with its HTTP status and Chinese message. Business refusals
 * (wrong password, name taken, expired code) use status 200 with `isOK: false` because the
 * portal's HTTP client shows the body message only for 200 answers (spec §8).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retCode: number = status === 200 ? 1 : status,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** A business rule said no: HTTP 200, isOK false, the message for the user. */
export const refuse = (msg: string): AppError => new AppError(200, msg);
export const badRequest = (msg: string): AppError => new AppError(400, msg);
export const unauthorized = (msg: string): AppError => new AppError(401, msg);
export const forbidden = (msg: string): AppError => new AppError(403, msg);
export const notFound = (msg: string): AppError => new AppError(404, msg);
export const tooManyRequests = (msg: string): AppError => new AppError(429, msg);

/** 429 with the seconds after which the caller may try again (sent as Retry-After). */
export class TooManyCalls extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
