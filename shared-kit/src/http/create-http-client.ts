import axios from 'axios';
import type { AxiosAdapter, AxiosInstance, AxiosRequestConfig } from 'axios';
import { TIMINGS_MS } from '../domain';
import { session as pageSession } from '../session';
import { businessCall } from './business-call';
import type { BusinessCallOptions } from './business-call';
import type { OkEnvelope } from './envelopes';
import { toApiError } from './failure-handler';
import type { FailureContext } from './failure-handler';
import { antdNotifier } from './notifier';
import { browserNavigator } from './page-navigator';
import { decorateRequest } from './request-decorator';

/** A response body; object bodies also carry the HTTP status as `statusCode` (spec §7). */
export type HttpBody<T> = T extends object ? T & { statusCode: number } : T;

/** The shared HTTP client of spec §7. */
export interface HttpClient {
  /** The underlying instance, e.g. to set `defaults.baseURL` at boot. */
  readonly axios: AxiosInstance;
  request<T>(config: AxiosRequestConfig): Promise<HttpBody<T>>;
  get<T>(url: string, params?: object, config?: AxiosRequestConfig): Promise<HttpBody<T>>;
  post<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<HttpBody<T>>;
  /** A business call (isOK/data/msg envelope) through the wrapper of spec §8; resolves to `data`. */
  call<T>(config: AxiosRequestConfig, options?: BusinessCallOptions): Promise<T>;
  /** Swaps the notifier, navigator or session later, e.g. the shell's antd App message API. */
  configure(parts: Partial<FailureContext>): void;
}

/** Everything the client depends on; each part has the page's default. */
export interface HttpClientOptions extends Partial<FailureContext> {
  baseURL?: string;
  /** Replaces the transport, e.g. a function answering canned responses in tests. */
  adapter?: AxiosAdapter;
  now?: () => number;
}

function withStatusCode<T>(body: T, statusCode: number): HttpBody<T> {
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
    return { ...body, statusCode } as HttpBody<T>;
  }
  return body as HttpBody<T>;
}

/**
 * Creates an HTTP client: 60 s time-out, only HTTP 200 counts as success, every request decorated
 * (timestamp, Authorization, LogIDs) and every failure turned into an ApiError (401 expires the session).
 */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const ctx: FailureContext = {
    session: options.session ?? pageSession,
    notifier: options.notifier ?? antdNotifier,
    navigator: options.navigator ?? browserNavigator,
  };
  const now = options.now ?? Date.now;
  const instance = axios.create({
    baseURL: options.baseURL,
    timeout: TIMINGS_MS.API_TIMEOUT,
    validateStatus: (status) => status === 200,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  instance.interceptors.request.use((config) =>
    decorateRequest(config, ctx.session.getState(), now()),
  );
  instance.interceptors.response.use(undefined, (error: unknown) =>
    Promise.reject(toApiError(error, ctx)),
  );

  const request = async <T>(config: AxiosRequestConfig): Promise<HttpBody<T>> => {
    const response = await instance.request<T>(config);
    return withStatusCode(response.data, response.status);
  };

  return {
    axios: instance,
    request,
    get: (url, params, config) => request({ ...config, method: 'GET', url, params }),
    post: (url, data, config) => request({ ...config, method: 'POST', url, data }),
    call: <T>(config: AxiosRequestConfig, callOptions?: BusinessCallOptions) =>
      businessCall(request<OkEnvelope<T>>(config), ctx.notifier, callOptions),
    configure: (parts) => {
      Object.assign(ctx, parts);
    },
  };
}

/** The page's HTTP client (shared-kit is a federation singleton, so every remote uses this one). */
export const http: HttpClient = createHttpClient();
