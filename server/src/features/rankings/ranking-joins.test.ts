import { TEST_DB_KINDS } from '../../db/test-db';
import { addUser, signIn } from '../../http/test-app';
import { startTradingServer } from '../trading/trading-test-kit';

jest.setTimeout(90_000);

type Call = Awaited<ReturnType<typeof startTradingServer>>['call'];

describe.each(TEST_DB_KINDS)(
  'a participant who joins during the day is ranked at once (%s)',
  (kind) => {
    let t: Awaited<ReturnType<typeof startTradingServer>>;
    let admin: Call;
    let matchID: number;
    beforeAll(async () => {
      t = await startTradingServer(kind);
      await addUser(t.s.ctx, { userName: 'admin28r', role: 'admin' });
      const auth = await signIn(t.s.app, 'admin28r');
      admin = (url, params = {}) => t.call(url, params, auth);
      const made = await admin('/VERace/MatchManage/AddMatch', {
        matchType: 1,
        matchBasisInfo: {
          matchName: '日中报名的比赛',
          initialRMB: 1_000_000,
          registrationStartTime: '2020-01-01T00:00:00Z',
          registrationEndTime: '2099-01-01T00:00:00Z',
          startTime: '2020-01-02T00:00:00Z',
          endTime: '2099-12-31T00:00:00Z',
        },
        allowedBreedIDs: [101],
      });
      matchID = made.data.matchBasisInfo.matchID;
      await admin('/VERace/MatchManage/PublishMatch', { matchID });
      await admin('/VERace/MatchManage/AuditMatch', { matchID });
    });
    afterAll(() => t.s.close());

    const ranked = async () => {
      const board = await t.call('/VERace/Ranking/GetRealTimePersonalRankings', {
        MatchID: matchID,
        PageIndex: 1,
        PageSize: 50,
      });
      expect(board.isOK).toBe(true);
      return (board.data.list as { UserName: string }[]).map((r) => r.UserName).sort();
    };

    it('lists a student, a teacher and an admin who sign up after the board was read', async () => {
      expect((await t.call('/VERace/MatchManage/SignUpMatch', { matchId: matchID })).isOK).toBe(
        true,
      );
      expect(await ranked()).toEqual(['trader01']);
      // Two more join during the day: a second student and a teacher (staff are ranked too).
      const other = await signIn(t.s.app, 'trader02');
      const teacher = await signIn(t.s.app, 'teacher9');
      for (const headers of [other, teacher]) {
        const r = await t.call('/VERace/MatchManage/SignUpMatch', { matchId: matchID }, headers);
        expect(r.isOK).toBe(true);
      }
      const adminJoin = await admin('/VERace/MatchManage/SignUpMatch', { matchId: matchID });
      expect(adminJoin.isOK).toBe(true);
      // Within seconds (the boards' 3 s reuse), not at the next close.
      t.s.clock.advance(4_000);
      await ranked();
      t.s.clock.advance(4_000);
      expect(await ranked()).toEqual(['admin28r', 'teacher9', 'trader01', 'trader02']);
    });
  },
);
