import type { Clock } from '../../context';
import type { Db } from '../../db/db';
import {
  CONTEST_TEXT as T,
  manageProblem,
  securityTypesOf,
  type ContestActivity,
  type ManageAction,
} from '../../domain/contests';
import { IDENTITY_TEXT } from '../../domain/identity';
import { forbidden, notFound, refuse } from '../../http/app-error';
import type { SessionUser } from '../../http/auth';
import { applyContestInput, changesLocked, type ContestInput } from './contest-input';
import { blankContest, type ContestRecord } from './contest-record';
import { matchDetail } from './contest-views';
import type { ContestsRepository } from './contests.repository';
import type { ContestPorts } from './ports';

type MatchDetailView = ReturnType<typeof matchDetail>;
type ManagerDetail = MatchDetailView & { editLock: string | null };

/** Contest management of the admin center: create, edit, publish, audit, end, delete. */
export class ContestService {
  constructor(
    private readonly db: Db,
    private readonly contests: ContestsRepository,
    private readonly ports: () => ContestPorts,
    private readonly clock: Clock,
  ) {}

  /** The contest or 404 比赛不存在. */
  async get(matchId: number): Promise<ContestRecord> {
    const c = await this.contests.byId(matchId);
    if (!c) throw notFound(T.NOT_FOUND);
    return c;
  }

  /** A system admin manages every contest; a teacher those they created or co-manage. */
  async assertManages(user: SessionUser, matchId: number): Promise<ContestRecord> {
    const c = await this.get(matchId);
    if (user.role === 'admin') return c;
    const managers = await this.contests.managers(matchId);
    if (user.role === 'teacher' && managers.some((m) => m.adminID === user.id)) return c;
    throw forbidden(IDENTITY_TEXT.FORBIDDEN);
  }

  /** The match detail record; managers see the command and the managers. */
  /** The match detail; a manager's also says why its schedule can no longer change (editLock). */
  async detail(c: ContestRecord, forManager: true): Promise<ManagerDetail>;
  async detail(c: ContestRecord, forManager: boolean): Promise<MatchDetailView | ManagerDetail>;
  async detail(c: ContestRecord, forManager: boolean): Promise<MatchDetailView | ManagerDetail> {
    const [count, managers] = await Promise.all([
      this.contests.traderCount(c.matchID),
      forManager ? this.contests.managers(c.matchID) : Promise.resolve([]),
    ]);
    const detail = matchDetail(c, { count, managers }, this.clock.now(), forManager);
    if (!forManager) return detail;
    // Why type, start, funds and markets can no longer change (null while they still can).
    const lock = manageProblem('editSchedule', c, this.clock.now(), await this.activity(c.matchID));
    return { ...detail, editLock: lock };
  }

  async create(input: ContestInput, admin: SessionUser) {
    const type = input.matchType ?? input.matchBasisInfo?.matchType ?? 1;
    const record = applyContestInput(blankContest(type, this.clock.now()), input);
    const id = await this.db.transaction(async (tx) => {
      const matchId = await this.contests.insert(record, admin.id, tx);
      await this.contests.addCreator(matchId, admin.id, tx);
      if (input.managerIDs) await this.contests.setManagers(matchId, input.managerIDs, tx);
      return matchId;
    });
    const saved = await this.get(id);
    await this.syncTrading(saved);
    return this.detail(saved, true);
  }

  async update(input: ContestInput & { matchID: number }, admin: SessionUser) {
    const current = await this.assertManages(admin, input.matchID);
    const next = applyContestInput(current, input);
    if (changesLocked(current, next)) {
      this.check('editSchedule', current, await this.activity(current.matchID));
    } else this.check('editRules', current);
    await this.db.transaction(async (tx) => {
      await this.contests.update(next, tx);
      if (input.managerIDs) await this.contests.setManagers(next.matchID, input.managerIDs, tx);
    });
    await this.syncTrading(next);
    return this.detail(await this.get(next.matchID), true);
  }

  async publish(admin: SessionUser, matchId: number, isPublished: boolean) {
    const c = await this.assertManages(admin, matchId);
    this.check('publish', c);
    // Withdrawing publication also withdraws the audit: it must be audited again.
    await this.save({ ...c, isPublished, isAudit: isPublished && c.isAudit });
    return this.detail(await this.get(matchId), true);
  }

  async audit(admin: SessionUser, matchId: number, isAudit: boolean) {
    const c = await this.assertManages(admin, matchId);
    this.check('audit', c);
    await this.save({ ...c, isAudit });
    return this.detail(await this.get(matchId), true);
  }

  /** Ends a contest now: realEndTime is stamped and trading, sign-up and login stop. */
  async end(admin: SessionUser, matchId: number) {
    const c = await this.assertManages(admin, matchId);
    this.check('end', c);
    await this.save({ ...c, realEndTime: this.clock.now() });
    return this.detail(await this.get(matchId), true);
  }

  async remove(admin: SessionUser, matchId: number): Promise<boolean> {
    const c = await this.assertManages(admin, matchId);
    this.check('delete', c);
    await this.contests.delete(matchId);
    return true;
  }

  async setManagers(admin: SessionUser, matchId: number, adminIds: number[]) {
    await this.assertManages(admin, matchId);
    // Delete-then-insert in one transaction: a failed insert never leaves the contest bare.
    await this.db.transaction((tx) => this.contests.setManagers(matchId, adminIds, tx));
    return this.contests.managers(matchId);
  }

  private check(action: ManageAction, c: ContestRecord, activity?: ContestActivity): void {
    const problem = manageProblem(action, c, this.clock.now(), activity);
    if (problem) throw refuse(problem);
  }

  /** Whether any trader of the contest has a fill: type, start, funds and markets then freeze. */
  async activity(matchId: number): Promise<ContestActivity> {
    const [r] = await this.db.query<{ traded: boolean }>(
      `SELECT EXISTS (
         SELECT 1 FROM trading_orders o JOIN trading_accounts a ON a.account_id = o.account_id
         WHERE a.match_id = $1 AND o.filled_qty > 0) AS traded`,
      [matchId],
    );
    return { hasTrades: Boolean(r?.traded) };
  }

  private async save(c: ContestRecord): Promise<void> {
    await this.contests.update(c);
  }

  /** The exchange enforces spec §5 "Security permitted in a match" from these settings. */
  private async syncTrading(c: ContestRecord): Promise<void> {
    await this.ports().syncTradingSettings(c.matchID, {
      securityTypes: securityTypesOf(c.settings.breedViews),
      matchUseCodes: c.settings.useCodes,
    });
  }
}
