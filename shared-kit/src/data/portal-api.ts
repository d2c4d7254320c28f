import { createApi } from '@reduxjs/toolkit/query/react';
import { httpBaseQuery } from './http-base-query';
import { runOp, type OpCall } from './op-registry';

/**
 * What cached data stands for. `Op` tags one named endpoint client of an area (`area/op`); the
 * account tags are what the hub's account pushes change (push-bridge.ts); `Quote` is market data.
 */
export const PORTAL_TAGS = ['Op', 'Quote', 'Order', 'Fill', 'Position', 'Capital'] as const;
export type PortalTag = (typeof PORTAL_TAGS)[number];

/** The cache tag of one named endpoint client of an area. */
export const opTag = (area: string, op: string) => ({ type: 'Op' as const, id: `${area}/${op}` });

/** A write through a named client; on success it re-reads the named clients in `invalidates`. */
export interface OpMutation extends OpCall {
  invalidates?: readonly string[];
}

/**
 * The portal's one data layer (RTK Query): a single API whose reducer and middleware the page's
 * store carries from its creation (create-app-store.ts), so every remote, built with the shell or
 * alone, adds its endpoints with `portalApi.injectEndpoints` and finds them served. Its two own
 * endpoints run an area's named endpoint clients (`createDataHooks`).
 */
export const portalApi = createApi({
  reducerPath: 'portalApi',
  baseQuery: httpBaseQuery,
  tagTypes: PORTAL_TAGS,
  endpoints: (build) => ({
    runOp: build.query<unknown, OpCall>({
      queryFn: (call) => runOp(call),
      providesTags: (_result, _error, { area, op }) => [opTag(area, op)],
    }),
    runOpWrite: build.mutation<unknown, OpMutation>({
      queryFn: (call) => runOp(call),
      invalidatesTags: (_result, error, { area, invalidates = [] }) =>
        error ? [] : invalidates.map((op) => opTag(area, op)),
    }),
  }),
});

/** The portal API with whatever endpoints the areas injected. */
export type PortalApi = typeof portalApi;
