import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { queryOne } from '../../db/db';
import { TRAINING_ROLES as R } from '../../domain/training';
import {
  finished,
  isSpeed,
  pause,
  play,
  setSpeed,
  step,
  tradeReplay,
} from '../../domain/training/replay';
import { badRequest, notFound } from '../../http/app-error';
import { currentUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { id } from '../../http/schemas';
import { marketOf } from '../quotation';
import { trainingGuard, TRAINING_PREFIX } from '../training';
import { stocksOf } from './exercise-history';
import { DEFAULT_DAY_BARS, drawReplay, MAX_BARS } from './replay-bars';
import { replayRecordRoutes } from './replay-records.routes';
import { ReplaySessions, replayView, START_CASH_LI, type ReplaySession } from './replay-sessions';
import {
  ControlAnswer,
  OptionsAnswer,
  StartAnswer,
  StateAnswer,
  TradeAnswer,
} from './training-replay.answers';

const tags = ['training'];
const base = `${TRAINING_PREFIX}/Replay`;

/** The live replays and what every group of calls does with them. */
interface ReplayState {
  sessions: ReplaySessions;
  /** Writes a session's progress and result to its stored record. */
  store: (s: ReplaySession) => Promise<unknown>;
  /** The caller's running replay, or a refusal. */
  live: (replayID: number, userID: number) => ReplaySession;
}

/** TrainMarketReplay: replays of stored daily or minute history, pushed over the hub (HisTrain groups). */
export function replayRoutes(app: FastifyInstance, ctx: AppContext): void {
  const sessions = new ReplaySessions(ctx.hub);
  replayRecordRoutes(app, ctx);
  app.addHook('onClose', async () => sessions.close());
  const state = replayState(ctx, sessions);
  startRoutes(app, ctx, state);
  playerRoutes(app, state);
}

/** The sessions with their store and lookup. */
function replayState(ctx: AppContext, sessions: ReplaySessions): ReplayState {
  const store = (s: ReplaySession) => {
    const v = replayView(s);
    return ctx.db.query(
      `UPDATE training_replays SET bars_shown = $2, equity_li = $3, hold_li = $4, trades = $5,
         finished = $6, finished_at = CASE WHEN $6 THEN now() ELSE NULL END WHERE replay_id = $1`,
      [
        s.replayID,
        v.shown,
        Math.round(v.equity * 1000),
        Math.round(v.holdEquity * 1000),
        JSON.stringify(v.trades),
        v.finished,
      ],
    );
  };
  const live = (replayID: number, userID: number) => {
    const s = sessions.get(replayID, userID);
    if (!s) throw notFound('回放不存在或已结束');
    return s;
  };
  return { sessions, store, live };
}

/** The lengths on offer, and a new replay of a randomly drawn security and stretch. */
function startRoutes(app: FastifyInstance, ctx: AppContext, state: ReplayState): void {
  const { sessions, store } = state;
  endpoint(
    app,
    {
      url: `${base}/Options`,
      methods: ['GET', 'POST'],
      tags,
      guard: trainingGuard(R.ANY),
      summary: '回放可选长度（证券与日期随机抽取，结束后公布）',
      params: Type.Object({}),
      data: OptionsAnswer,
    },
    async () => ({ dayBars: { min: 20, max: MAX_BARS, default: DEFAULT_DAY_BARS }, minuteDays: 2 }),
  );

  endpoint(
    app,
    {
      url: `${base}/Start`,
      methods: ['POST'],
      tags,
      guard: trainingGuard(R.ANY),
      summary: '开始行情回放（随机证券与区间，价格换算，结束后公布来源）',
      params: Type.Object({
        speed: Type.Integer({ minimum: 1, maximum: 60 }),
        freq: Type.Optional(Type.Union([Type.Literal('day'), Type.Literal('minute')])),
        /** Daily bars (20–500), or trading days of minute bars (1–2). */
        length: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_BARS })),
      }),
      data: StartAnswer,
    },
    async (p, r) => {
      const u = currentUser(r);
      const { market } = await marketOf(ctx);
      const freq = p.freq ?? 'day';
      const length = p.length ?? (freq === 'day' ? DEFAULT_DAY_BARS : 1);
      const draw = drawReplay(market, stocksOf(market), freq, length);
      if (!sessions.roomFor(u.id)) throw badRequest('进行中的回放已达上限，请先结束一个回放');
      const { sec, bars, source } = draw;
      const row = await queryOne<{ id: number }>(
        ctx.db,
        `INSERT INTO training_replays (user_id, code, market, name, date_from, date_to, bars_total, start_cash_li, equity_li, hold_li, freq)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $8, $9) RETURNING replay_id AS id`,
        [
          u.id,
          source.code,
          source.market,
          source.name,
          source.from,
          source.to,
          bars.length,
          START_CASH_LI,
          freq,
        ],
      );
      const s = sessions.open({
        replayID: Number(row?.id),
        userID: u.id,
        sec,
        bars,
        source,
        freq,
        speed: p.speed,
        onFinish: (done) => void store(done),
      });
      return replayView(s);
    },
  );
}

/** A running replay: play, pause, step, speed; trades at the shown bar; its state. */
function playerRoutes(app: FastifyInstance, state: ReplayState): void {
  const { sessions, live } = state;
  endpoint(
    app,
    {
      url: `${base}/Control`,
      methods: ['POST'],
      tags,
      guard: trainingGuard(R.ANY),
      summary: '播放、暂停、单步、调速',
      params: Type.Object({
        replayID: id(),
        action: Type.Union([
          Type.Literal('play'),
          Type.Literal('pause'),
          Type.Literal('step'),
          Type.Literal('speed'),
        ]),
        speed: Type.Optional(Type.Integer({ minimum: 1, maximum: 60 })),
      }),
      data: ControlAnswer,
    },
    async (p, r) => {
      const s = live(p.replayID, currentUser(r).id);
      const before = s.clock.shown;
      control(sessions, s, p.action, p.speed);
      return replayView(s, before);
    },
  );

  endpoint(
    app,
    {
      url: `${base}/Trade`,
      methods: ['POST'],
      tags,
      guard: trainingGuard(R.ANY),
      summary: '按回放价格买卖',
      params: Type.Object({
        replayID: id(),
        side: Type.Integer({ minimum: 1, maximum: 2 }),
        qty: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
      }),
      data: TradeAnswer,
    },
    async (p, r) => {
      const s = live(p.replayID, currentUser(r).id);
      tradeAtShownBar(s, p.side as 1 | 2, p.qty);
      await state.store(s);
      return replayView(s, s.clock.shown);
    },
  );

  endpoint(
    app,
    {
      url: `${base}/State`,
      methods: ['GET', 'POST'],
      tags,
      guard: trainingGuard(R.ANY),
      summary: '回放当前状态',
      params: Type.Object({ replayID: id() }),
      data: StateAnswer,
    },
    async (p, r) => replayView(live(p.replayID, currentUser(r).id)),
  );
}

/** Applies a player action to the session's clock (a step also pushes the new bar). */
function control(
  sessions: ReplaySessions,
  s: ReplaySession,
  action: 'play' | 'pause' | 'step' | 'speed',
  speed: number | undefined,
): void {
  if (action === 'play') s.clock = play(s.clock);
  if (action === 'pause') s.clock = pause(s.clock);
  if (action === 'step') sessions.apply(s, step(s.clock));
  if (action === 'speed') {
    if (speed === undefined || !isSpeed(speed)) throw badRequest('回放速度为1到60倍');
    s.clock = setSpeed(s.clock, speed);
  }
  if (action !== 'step') s.version += 1;
}

/** Buys or sells at the close of the last bar shown. */
function tradeAtShownBar(s: ReplaySession, side: 1 | 2, qty: number): void {
  if (finished(s.clock)) throw badRequest('回放已结束');
  const bar = s.bars[s.clock.shown - 1];
  if (!bar) throw badRequest('回放已结束');
  const done = tradeReplay(s.account, s.sec, {
    side,
    qty,
    price: bar.close,
    bar: s.clock.shown - 1,
    time: bar.time,
  });
  if (!done.ok) throw badRequest(done.text);
  s.account = done.value;
  s.version += 1;
}
