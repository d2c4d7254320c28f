import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { MESSAGES } from '../domain';
import { http, isApiError, type ApiErrorKind } from '../http';

/** One business call as an endpoint describes it (spec §7: the isOK/data/msg envelope). */
export interface PortalQueryArgs {
  url: string;
  method?: 'GET' | 'POST';
  /** The body of a POST. */
  data?: unknown;
  /** The query string of a GET. */
  params?: Record<string, unknown>;
  /** False when the page shows the failure itself; reads default to no toast. */
  toast?: boolean;
}

/** Why a read or write failed, with the message ready to show. */
export interface PortalQueryError {
  message: string;
  kind?: ApiErrorKind;
  code?: number | string;
  status?: number;
}

/** The error of a failed call, as RTK Query keeps it (plain data, so the store stays serializable). */
export function toQueryError(error: unknown): PortalQueryError {
  if (isApiError(error)) {
    return {
      message: error.message || MESSAGES.REQUEST_FAILED,
      kind: error.kind,
      ...(error.code !== undefined ? { code: error.code } : {}),
      ...(error.status !== undefined ? { status: error.status } : {}),
    };
  }
  return {
    message: error instanceof Error && error.message ? error.message : MESSAGES.REQUEST_FAILED,
  };
}

/**
 * The portal API's base query: every call goes through the page's one HTTP client (`http.call`:
 * time-out, token, LogIDs, envelope unwrapping, the error catalogue, 401 → back to /index), so an
 * endpoint gets the envelope's `data` or a `PortalQueryError`.
 */
export const httpBaseQuery: BaseQueryFn<PortalQueryArgs, unknown, PortalQueryError> = async ({
  url,
  method = 'POST',
  data,
  params,
  toast = false,
}) => {
  try {
    const result = await http.call<unknown>({ method, url, data, params }, { toast });
    return { data: result ?? null };
  } catch (error) {
    return { error: toQueryError(error) };
  }
};
