import type { QuotationSubscription } from './hub-adapter';

const keyOf = (s: QuotationSubscription): string =>
  `${s.QuotationType.toLowerCase()}|${JSON.stringify(s.SearchParamData)}`;

/** Active subscriptions, one per quotation type and parameters, restored on every new connection. */
export class SubscriptionBook {
  private readonly byKey = new Map<string, QuotationSubscription>();

  add(subscription: QuotationSubscription): void {
    this.byKey.set(keyOf(subscription), subscription);
  }

  /** Removes a subscription; returns true when no other one of its quotation type is left. */
  remove(subscription: QuotationSubscription): boolean {
    this.byKey.delete(keyOf(subscription));
    const type = subscription.QuotationType.toLowerCase();
    return !this.all().some((s) => s.QuotationType.toLowerCase() === type);
  }

  all(): QuotationSubscription[] {
    return [...this.byKey.values()];
  }

  clear(): void {
    this.byKey.clear();
  }
}
