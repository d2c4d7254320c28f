#!/usr/bin/env node
// Exchange engine benchmark, in process, against server/dist (build first: `cd server && npm run
// build`; the script rebuilds unless --no-build). Two figures:
//   1. the pure domain pipeline (validate → freeze → match → book fills), no I/O;
//   1b. the same per asset class, through the class interface the engine uses (exchange-classes.mjs);
//   2. the engine with persistence before acknowledgement (PGlite in memory), orders from
//      several accounts at once, each validated, matched against the simulated book and stored.
// Bounded by order counts. Usage: node scripts/bench/exchange-engine.mjs [--orders=20000]
//   [--engine-orders=3000] [--accounts=20]
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runClassPipelines } from './exchange-classes.mjs';
import { ROOT } from './lib.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).flatMap((a) => {
    const m = /^--([\w-]+)=(.*)$/.exec(a);
    return m ? [[m[1], m[2]]] : [];
  }),
);
const pureOrders = Number(args.orders ?? 20000);
const engineOrders = Number(args['engine-orders'] ?? 3000);
const accountsN = Number(args.accounts ?? 20);

if (!process.argv.includes('--no-build')) {
  const b = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: path.join(ROOT, 'server'),
    stdio: 'inherit',
  });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
const require = createRequire(path.join(ROOT, 'server', 'package.json'));
const dist = (p) => require(path.join(ROOT, 'server', 'dist', p));
const ex = dist('domain/exchange/index.js');
const mk = dist('domain/market/index.js');
const { openPgliteDb } = dist('db/pglite-db.js');
const { migrate } = dist('db/migrate.js');
const { createExchange } = dist('features/trading/trading-service.js');
const { marketPortOf } = dist('features/trading/market-port.js');

const cal = new mk.TradingCalendar();
const clock = new mk.MarketClock({ mode: 'manual', startDate: '2026-11-20', calendar: cal });
const codes = ['601398', '600036', '000001', '600519', '510300', '688981'];
const universe = mk.buildUniverse('2026-11-20', cal).filter((s) => codes.includes(s.code));
const market = new mk.SimulatedMarket({ seed: 7, clock, securities: universe });
clock.advance(1200);
market.advance();
const secs = codes.map((c) => market.security(c)).filter(Boolean);

// 1. Pure pipeline.
{
  let cash = { initial: 1e12, transfers: 0, fees: 0, realised: 0, available: 1e12, frozen: 0 };
  const session = ex.sessionRule('continuous');
  let filled = 0;
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < pureOrders; i += 1) {
    const sec = secs[i % secs.length];
    const q = market.quote(`${sec.code}.${sec.market}`);
    const price = i % 2 === 0 ? (q.asks[4]?.price ?? q.last) : (q.bids[2]?.price ?? q.last);
    const position = ex.emptyPosition(sec.market, sec.code);
    const r = ex.validateOrder(
      { side: 1, kind: 'limit', qty: sec.minBuy, price },
      { security: sec, permitted: true, quote: q, session, cash, position, fees: ex.DEFAULT_FEES },
    );
    if (!r.ok) continue;
    const order = {
      orderId: i,
      accountId: 1,
      clOrdId: null,
      market: sec.market,
      code: sec.code,
      securityType: sec.type,
      side: 1,
      kind: 'limit',
      qty: sec.minBuy,
      filledQty: 0,
      filledAmount: 0,
      fees: 0,
      status: 0,
      rejectCode: null,
      tradingDate: q.tradingDate,
      matchKey: '',
      ...r.value,
    };
    let books = ex.freezeOnPlace(cash, position, order);
    for (const f of ex.matchOrder(order, { ...q, intervalVolume: 1e9 }, 0.25, ex.fillStep(sec))) {
      books = ex.applyFill(books, sec, ex.DEFAULT_FEES, f.qty, f.price);
      filled += 1;
    }
    cash = books.order.status === 2 ? books.cash : ex.releaseOrder(books, 'cancel').cash;
  }
  const s = Number(process.hrtime.bigint() - t0) / 1e9;
  console.log(
    `exchange-engine: pure pipeline    ${Math.round(pureOrders / s).toLocaleString('en')} orders/s (${pureOrders} orders, ${filled} fills, ${s.toFixed(2)} s)`,
  );
}

// 1b. The pure pipeline of every asset class, through the class interface the engine uses.
{
  for (const r of runClassPipelines(Math.max(20_000, pureOrders / 2))) {
    const figure = r.error ?? `${r.perSecond.toLocaleString('en').padStart(9)} orders/s`;
    const refused = r.refused ? `, ${r.refused} refused (${r.refusedCode})` : '';
    console.log(
      `exchange-engine: class ${r.label.padEnd(12)} ${figure}  (${r.code ?? '-'}${refused})  goal ≥ 500,000 (first round: A-shares 242,000)`,
    );
  }
}

// 2. Engine with persistence before ack.
{
  const db = await openPgliteDb(undefined);
  await migrate(db);
  const hub = { toUser() {}, toGroup() {}, toAll() {} };
  const svc = await createExchange({
    db,
    port: marketPortOf({ market, clock }),
    hub,
    limits: { orders: { max: 1e9, windowMs: 1000 }, cancels: { max: 1e9, windowMs: 1000 } },
    now: Date.now,
  });
  const accounts = [];
  for (let i = 0; i < accountsN; i += 1) {
    const [u] = await db.query(
      "INSERT INTO users (user_name, password_hash, role) VALUES ($1, 'x', 'student') RETURNING id",
      [`bench${i}`],
    );
    accounts.push(await svc.openAccount(u.id, 139, 100_000_000));
  }
  let ok = 0;
  let filled = 0;
  let next = 0;
  const t0 = process.hrtime.bigint();
  // One client per account, all at once: the engine serialises per account.
  await Promise.all(
    accounts.map(async (acct) => {
      while (next < engineOrders) {
        const i = next++;
        const sec = secs[i % secs.length];
        const q = market.quote(`${sec.code}.${sec.market}`);
        const r = await svc.engine.place(acct, {
          symbol: sec.code,
          market: sec.market,
          side: 1,
          kind: i % 2 === 0 ? 'market' : 'limit',
          qty: sec.minBuy,
          price: i % 2 === 0 ? null : (q.bids[1]?.price ?? q.last),
          clOrdId: `b-${i}`,
        });
        if (r.ok) {
          ok += 1;
          if (r.value.filledQty > 0) filled += 1;
        }
      }
    }),
  );
  const s = Number(process.hrtime.bigint() - t0) / 1e9;
  console.log(
    `exchange-engine: engine + PGlite  ${Math.round(ok / s).toLocaleString('en')} orders/s acknowledged (${ok}/${engineOrders} accepted, ${filled} filled at once, ${accountsN} accounts, ${s.toFixed(2)} s)`,
  );
  svc.stop();
  await db.close();
}
