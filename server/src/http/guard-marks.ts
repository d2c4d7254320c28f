import type { FastifyRequest } from 'fastify';

/** A route guard: who may call (and, for some, how often). */
export type Guard = (request: FastifyRequest) => Promise<void>;

/** The call limit a guard counts against (set by `limited`, http/call-limits.ts). */
export const CALL_KIND: unique symbol = Symbol('call-kind');

/** A guard that counts calls against a per-user limit of `kind`. */
export type CountingGuard = Guard & { [CALL_KIND]?: string };

/** The limit `guard` counts against, if any. */
export const callKindOf = (guard: Guard | undefined): string | undefined =>
  (guard as CountingGuard | undefined)?.[CALL_KIND];

/**
 * Spreadsheet exports: a path whose last segment says Export, or OutPut but for a template. Each
 * builds a workbook of up to 100 000 rows, so each counts against the caller's export limit.
 */
export const EXPORT_PATH = /\/(?:[^/]*Export[^/]*|OutPut(?![^/]*Template)[^/]*)$/;
