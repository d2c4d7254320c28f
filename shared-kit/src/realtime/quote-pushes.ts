import type { HubAdapter, HubHandler } from './hub-adapter';
import { QUOTATION_PUSH_TYPES } from './hub-constants';

/** A quotation push type of spec §3. */
export type QuotationPushType = (typeof QUOTATION_PUSH_TYPES)[number];

// Page-global (shared-kit is a federation singleton): listeners outlive a hub swap at re-login.
const listeners = new Map<string, Set<HubHandler>>();

function dispatch(type: string, args: unknown[]): void {
  listeners.get(type.toLowerCase())?.forEach((listener) => {
    try {
      listener(...args);
    } catch (error) {
      console.error(`quote listener for ${type} failed`, error);
    }
  });
}

/** Listens to one quotation push type; returns the function that stops listening. */
export function onQuotePush(type: QuotationPushType, listener: HubHandler): () => void {
  const key = type.toLowerCase();
  const set = listeners.get(key) ?? new Set<HubHandler>();
  set.add(listener);
  listeners.set(key, set);
  return () => {
    set.delete(listener);
  };
}

/**
 * Gives `hub` the page's handler for every quotation push type (done when a hub is registered):
 * a push that arrives after its page left (an UnSubscribe still on its way) finds a handler, so
 * the client never warns "No client method with the name …".
 */
export function attachQuotePushes(hub: HubAdapter): void {
  QUOTATION_PUSH_TYPES.forEach((type) =>
    hub.on(type, (...args: unknown[]) => dispatch(type, args)),
  );
}
