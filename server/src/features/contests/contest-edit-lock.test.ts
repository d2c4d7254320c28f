import { TEST_DB_KINDS } from '../../db/test-db';
import { CONTEST_TEXT } from '../../domain/contests';
import { addUser, signIn } from '../../http/test-app';
import { startTradingServer } from '../trading/trading-test-kit';

jest.setTimeout(90_000);

type Call = Awaited<ReturnType<typeof startTradingServer>>['call'];

describe.each(TEST_DB_KINDS)('a contest stays editable until its first trade (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTradingServer>>;
  let admin: Call;
  beforeAll(async () => {
    t = await startTradingServer(kind);
    await addUser(t.s.ctx, { userName: 'admin28e', role: 'admin' });
    const auth = await signIn(t.s.app, 'admin28e');
    admin = (url, params = {}) => t.call(url, params, auth);
  });
  afterAll(() => t.s.close());

  const create = async (matchType: number, extra: Record<string, unknown> = {}) => {
    const made = await admin('/VERace/MatchManage/AddMatch', {
      matchType,
      matchBasisInfo: { matchName: `类型${matchType}比赛`, initialRMB: 1_000_000 },
      ...extra,
    });
    expect(made.isOK).toBe(true);
    return made.data;
  };
  const allowed = (views: { breedID: number; isAllow: boolean; childBreeds?: unknown[] }[]) =>
    views.filter((v) => v.isAllow).map((v) => v.breedID);

  it('GetNewMatchDefaults gives each type its markets and a start at the next open', async () => {
    const futures = await admin('/VERace/MatchManage/GetNewMatchDefaults', { matchType: 7 });
    expect(futures.data.breedIDs).toEqual([5, 10]);
    const start = new Date(futures.data.startTime);
    expect(start.getTime()).toBeGreaterThan(t.s.clock.now().getTime());
    // 09:30 Asia/Shanghai on a weekday.
    expect(start.toISOString().slice(11, 16)).toBe('01:30');
    expect([0, 6]).not.toContain(new Date(start.getTime() + 8 * 3_600_000).getUTCDay());
    expect(
      (await admin('/VERace/MatchManage/GetNewMatchDefaults', { matchType: 8 })).data.breedIDs,
    ).toEqual([4]);
  });

  it('a contest made with the defaults only is valid, starts at the next open and trades its type', async () => {
    const d = await create(7);
    expect(new Date(d.matchBasisInfo.startTime).getTime()).toBeGreaterThan(
      t.s.clock.now().getTime(),
    );
    expect(allowed(d.matchBreedViews)).toEqual([5, 10]);
    expect(d.editLock).toBeNull();
  });

  it('changing the type without naming markets takes the new type its default markets', async () => {
    const d = await create(1, { allowedBreedIDs: [101] });
    const u = await admin('/VERace/MatchManage/UpdateMatch', {
      matchID: d.matchBasisInfo.matchID,
      matchType: 8,
    });
    expect(u.isOK).toBe(true);
    expect(allowed(u.data.matchBreedViews)).toEqual([4]);
  });

  it('a started contest without a trade may change its start, type, funds and markets; after a trade only the rest', async () => {
    const d = await create(1, {
      allowedBreedIDs: [101],
      matchBasisInfo: {
        matchName: '已开始的比赛',
        initialRMB: 1_000_000,
        registrationStartTime: '2020-01-01T00:00:00Z',
        registrationEndTime: '2099-01-01T00:00:00Z',
        startTime: '2020-01-02T00:00:00Z',
        endTime: '2099-12-31T00:00:00Z',
      },
    });
    const matchID = d.matchBasisInfo.matchID as number;
    await admin('/VERace/MatchManage/PublishMatch', { matchID });
    await admin('/VERace/MatchManage/AuditMatch', { matchID });
    expect(d.matchCurrentState).toBe(1);
    const early = await admin('/VERace/MatchManage/UpdateMatch', {
      matchID,
      matchBasisInfo: { startTime: '2020-01-03T00:00:00Z', initialRMB: 500_000 },
      allowedBreedIDs: [1],
    });
    expect(early.isOK).toBe(true);
    expect(early.data.matchBasisInfo.initialRMB).toBe(500_000);

    // A student joins, enters the contest and buys: the contest now has a trade.
    expect((await t.call('/VERace/MatchManage/SignUpMatch', { matchId: matchID })).isOK).toBe(true);
    const going = await t.call('/VERace/MatchManage/GetMatchGoing', { pageSize: 100 });
    const me = going.data.list.find((m: { matchID: number }) => m.matchID === matchID);
    await t.call('/VERace/MatchUser/LoginMatch', { traderID: Number(me.traderID) });
    const q = t.svc.core.market.quote('601398.SSE');
    const buy = await t.call('/TradeGW/Trade/PlaceXHOrder', {
      security: '601398',
      side: 'B',
      orderQty: 100,
      price: q?.limitUp,
    });
    expect(buy.retCode).toBe(0);
    await t.step(5);
    await t.svc.idle();

    const late = await admin('/VERace/MatchManage/UpdateMatch', {
      matchID,
      matchBasisInfo: { startTime: '2020-01-04T00:00:00Z' },
    });
    expect(late).toMatchObject({ isOK: false, msg: CONTEST_TEXT.LOCKED_AFTER_TRADE });
    const markets = await admin('/VERace/MatchManage/UpdateMatch', {
      matchID,
      allowedBreedIDs: [5],
    });
    expect(markets.msg).toBe(CONTEST_TEXT.LOCKED_AFTER_TRADE);
    // The same values again (the form sends every field) and the rules text still save.
    const rules = await admin('/VERace/MatchManage/UpdateMatch', {
      matchID,
      matchBasisInfo: {
        startTime: '2020-01-03T00:00:00Z',
        matchRule: '新规则',
        initialRMB: 500_000,
      },
      allowedBreedIDs: [1],
    });
    expect(rules.isOK).toBe(true);
    expect(rules.data.editLock).toBe(CONTEST_TEXT.LOCKED_AFTER_TRADE);
    const detail = await admin('/VERace/MatchManage/GetMatchDetail', { matchID });
    expect(detail.data.editLock).toMatch('比赛已有成交');
  });
});
