import { Type, type TObject } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { accountSelectors, optInt, page, paging } from '../../http/schemas';
import {
  accountFor,
  type ListFilter,
  type NamedOrder,
  tradingOf,
  type TradingService,
} from '../trading';
import { TodayOrdersRouteAnswer } from './section-lists.answers';

/** What a section's today's-orders call differs in: its path, text, row view and list filter. */
export interface TodayOrdersSpec<P extends TObject, V> {
  url: string;
  tags: string[];
  summary: string;
  /** The section's own parameters beside the account, paging and `isCanCancel`. */
  params?: P;
  view: (o: NamedOrder & { createdAt: Date }) => V;
  /** The section's part of the filter (trading date, security types …); default today. */
  filter?: (svc: TradingService, p: Record<string, unknown>) => Partial<ListFilter>;
}

/**
 * A market section's 当日委托 call (`{ total, list }`, paged, `isCanCancel` for the cancellable
 * ones), read from the exchange's order list of the caller's account (teachers may read any).
 */
export function todayOrdersRoute<P extends TObject, V>(
  app: FastifyInstance,
  ctx: AppContext,
  spec: TodayOrdersSpec<P, V>,
): void {
  endpoint(
    app,
    {
      url: spec.url,
      methods: ['GET', 'POST'],
      tags: spec.tags,
      summary: spec.summary,
      params: Type.Object({
        ...accountSelectors,
        ...paging,
        isCanCancel: optInt(0, 1),
        ...(spec.params?.properties ?? {}),
      }),
      data: TodayOrdersRouteAnswer,
      guard: requireUser,
    },
    async (p, request) => {
      const svc = await tradingOf(ctx);
      const ref = await accountFor(svc, request, p, { managersMayRead: true });
      const got = await svc.queries.orders({
        accountId: ref.accountId,
        tradingDate: svc.core.market.now().tradingDate,
        ...spec.filter?.(svc, p),
        cancellableOnly: p.isCanCancel === 1,
        ...page(p),
      });
      return { total: got.total, list: got.rows.map(spec.view) };
    },
  );
}
