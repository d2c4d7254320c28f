import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Side, TradableSecurity } from '../../domain/exchange';
import { keyOf, type Quote } from '../../domain/market';
import { requireUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { accountSelectors, optText, text } from '../../http/schemas';
import {
  accountFor,
  tradeError,
  maxVolumeOf,
  snapshotOf,
  type AccountRecord,
  parseSide,
  tradingOf,
  type TradingService,
} from '../trading';
import { RouteAnswer } from './section-lists.answers';

const SECURITY_ILLEGAL = 60001;
const PARAMETER_ERROR = 60011;

/** The call's parameters: the account, the contract, side, effect, price and (optional) lots. */
const params = Type.Object({
  ...accountSelectors,
  kind: optText(20),
  security: text(30),
  market: optText(10),
  side: Type.Union([Type.Integer(), Type.String({ maxLength: 4 })]),
  effect: Type.Optional(
    Type.Union([Type.Integer({ minimum: 0, maximum: 9 }), Type.String({ maxLength: 20 })]),
  ),
  price: Type.Optional(Type.Number()),
  qty: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
});

/** What the order path needs to size an order, and what the answer adds beside the volume. */
export interface MaxVolumeArgs<T, E> {
  svc: TradingService;
  account: AccountRecord;
  sec: TradableSecurity;
  terms: T;
  quote: Quote | undefined;
  side: Side;
  effect: E;
  price: number;
  qty: number;
}

/** What a derivatives section's max-volume calls differ in (futures lots, option contracts). */
export interface MaxVolumeSpec<T, E extends string> {
  tags: string[];
  /** The open and the close call: path and summary. */
  open: { url: string; summary: string };
  close: { url: string; summary: string };
  /** The contract terms of the section, undefined for a security it does not trade (60001). */
  terms: (sec: TradableSecurity | undefined) => T | undefined;
  /** The effect a call asks (its `effect` parameter, or the call's default). */
  effect: (given: number | string | undefined, open: boolean) => E;
  isOpening: (effect: E) => boolean;
  /** The section's own figures (margin, premium …), from the rule functions the order path uses. */
  figures: (args: MaxVolumeArgs<T, E>) => Promise<SectionFigures> | SectionFigures;
}

/** A section's own figures beside the volume (marginPerLot, premiumPerContract …): numbers. */
type SectionFigures = Record<string, number>;

/** The answer: the volume and price, then the section's figures. */
interface MaxVolumeAnswer {
  maxVolume: number;
  price: number;
  [figure: string]: number;
}

/**
 * A derivatives section's 最大可开 / 最大可平 calls: the volume the order path would accept for the
 * caller's account (`maxVolumeOf`, the same sizing the order is checked with) at the price asked
 * (else the last), with the section's figures beside it. An effect that does not fit the call
 * (an open on the close call) is 60011.
 */
export function maxVolumeRoutes<T, E extends string>(
  app: FastifyInstance,
  ctx: AppContext,
  spec: MaxVolumeSpec<T, E>,
): void {
  const route = (call: { url: string; summary: string }, open: boolean) =>
    endpoint(
      app,
      {
        ...call,
        methods: ['GET', 'POST'],
        tags: spec.tags,
        params,
        data: RouteAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const ref = await accountFor(svc, request, p);
        const sec = svc.core.market.security(p.security, p.market);
        const terms = spec.terms(sec);
        if (!sec || terms === undefined) throw tradeError(SECURITY_ILLEGAL);
        const side: Side = parseSide(p.side);
        const effect = spec.effect(p.effect, open);
        if (spec.isOpening(effect) !== open) throw tradeError(PARAMETER_ERROR);
        const quote = svc.core.market.quote(keyOf(sec));
        const price =
          p.price !== undefined && Number.isFinite(p.price) && p.price > 0
            ? p.price
            : (quote?.last ?? sec.basePrice);
        const account = await snapshotOf(svc, ref.accountId);
        const maxVolume = await maxVolumeOf(svc.core, account, sec, side, effect, price);
        const args = { svc, account, sec, terms, quote, side, effect, price, qty: p.qty ?? 1 };
        const answer: MaxVolumeAnswer = { maxVolume, price, ...(await spec.figures(args)) };
        return answer;
      },
    );
  route(spec.open, true);
  route(spec.close, false);
}
