import { AxiosError, AxiosHeaders } from 'axios';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';

/** A canned answer: an HTTP status and body, or `'network'` for a server that cannot be reached. */
export type FakeAnswer = { status: number; body?: unknown } | 'network';

/** A transport for tests: answers each request by calling `respond`, and records every request. */
export interface FakeAdapter {
  adapter: AxiosAdapter;
  requests: InternalAxiosRequestConfig[];
}

/**
 * Builds an axios adapter that answers from `respond` and, like axios' own adapters, rejects the
 * statuses that `validateStatus` refuses. Pass it as `adapter` to `createHttpClient` in tests.
 */
export function createFakeAdapter(
  respond: (config: InternalAxiosRequestConfig) => FakeAnswer,
): FakeAdapter {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const answer = respond(config);
    if (answer === 'network') {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    }
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status,
      statusText: String(answer.status),
      headers: new AxiosHeaders(),
      config,
    };
    if (config.validateStatus && !config.validateStatus(answer.status)) {
      throw new AxiosError(
        `Request failed with status code ${answer.status}`,
        AxiosError.ERR_BAD_RESPONSE,
        config,
        undefined,
        response,
      );
    }
    return response;
  };
  return { adapter, requests };
}
