/**
 * An error whose message is meant for the client: a hub method that throws it rejects the client's
 * `invoke` with exactly this message. Any other error becomes the generic
 * "An unexpected error occurred invoking 'X' on the server." so internals never leak.
 */
export class HubError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HubError';
  }
}
