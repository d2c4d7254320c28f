import { rowCachesOf } from '../../cache/row-caches';
import type { Clock } from '../../context';
import type { Db } from '../../db/db';
import {
  TRAINING_TEMPLATE_MATCH_IDS,
  trainingContestName,
  trainingTemplateMatchId,
} from '../../domain/training';
import { blankContest, contestOfRow, type ContestRecord } from './contest-record';
import { matchInfo } from './contest-views';
import type { ContestsRepository } from './contests.repository';
import type { CurrentContest } from './current-contest';
import type { EnrolService } from './enrol.service';
import type { TradersRepository } from './traders.repository';

/** What a training contest is made from: the project. */
export interface TrainingProject {
  tpInfoID: number;
  title: string;
  marketType: number;
}

/** Open from before any trading day the demo knows until far ahead: a training never "ends". */
const OPEN_FROM = new Date('2020-01-01T00:00:00Z');
const OPEN_UNTIL = new Date('2099-12-31T00:00:00Z');

/**
 * The training projects' own contests (issue 33 item 6, migration 256): one hidden contest per
 * project (unpublished, never listed or ranked), a copy of the contest spec §4 gave a training
 * (its markets, funds and rules), in which every student of the project has their own account.
 * 开始 enters it (the student's current contest), 结束 leaves it.
 */
export class TrainingContests {
  constructor(
    private readonly db: Db,
    private readonly contests: ContestsRepository,
    private readonly traders: TradersRepository,
    private readonly enrolment: EnrolService,
    private readonly current: CurrentContest,
    private readonly clock: Clock,
  ) {}

  private async find(tpInfoID: number): Promise<ContestRecord | undefined> {
    const [row] = await this.db.query('SELECT * FROM matches WHERE tp_info_id = $1', [tpInfoID]);
    return row ? contestOfRow(row) : undefined;
  }

  /** The project's contest, made on first use. */
  async ofProject(p: TrainingProject): Promise<ContestRecord> {
    const found = await this.find(p.tpInfoID);
    if (found) return found;
    const templateId = trainingTemplateMatchId(p.marketType);
    const template =
      (await this.contests.byId(templateId)) ??
      blankContest(templateId === TRAINING_TEMPLATE_MATCH_IDS.FOREX ? 2 : 1, this.clock.now());
    const record: ContestRecord = {
      ...template,
      matchName: trainingContestName(p.title),
      organizer: '实训教学',
      registrationStartTime: OPEN_FROM,
      registrationEndTime: OPEN_UNTIL,
      startTime: OPEN_FROM,
      endTime: OPEN_UNTIL,
      realEndTime: null,
      isPublished: false,
      isAudit: false,
      isAllowLogin: true,
      isTopMatch: false,
      autoEnrol: false,
      maxTraders: 0,
      matchCommand: '',
      // A training's orders are graded by the teacher, not recorded as a contest's fouls.
      settings: {
        ...template.settings,
        riskRules: { ...template.settings.riskRules, recordFouls: false },
      },
    };
    try {
      await this.db.transaction(async (tx) => {
        const id = await this.contests.insert(record, null, tx);
        await tx.query('UPDATE matches SET tp_info_id = $2 WHERE match_id = $1', [id, p.tpInfoID]);
        await rowCachesOf(this.db).contestChanged(tx, id);
        await tx.query(
          `INSERT INTO trading_settings (match_id, settings)
           SELECT $1, settings FROM trading_settings WHERE match_id = $2`,
          [id, templateId],
        );
      });
    } catch (e) {
      // Two students starting at once: the other made it (the unique index refused this one).
      const made = await this.find(p.tpInfoID);
      if (made) return made;
      throw e;
    }
    return (await this.find(p.tpInfoID)) as ContestRecord;
  }

  /** 开始: the student's account in the project's contest, which becomes their current contest. */
  async enter(userId: number, p: TrainingProject): Promise<number> {
    const c = await this.ofProject(p);
    await this.enrolment.enrol(c, userId);
    await this.current.enter(userId, c.matchID, this.clock.now());
    return c.matchID;
  }

  /** 结束: the student is in no contest until they enter one again (trading falls back to 139). */
  async leave(userId: number): Promise<void> {
    await this.db.query(
      `DELETE FROM user_current_match WHERE user_id = $1
       AND match_id IN (SELECT match_id FROM matches WHERE tp_info_id IS NOT NULL)`,
      [userId],
    );
    await rowCachesOf(this.db).userChanged(this.db, userId);
  }

  /** The MatchInfo of the caller's running training's contest, or null when none runs. */
  async running(userId: number): Promise<ReturnType<typeof matchInfo> | null> {
    const [row] = await this.db.query<{ match_id: number }>(
      `SELECT m.match_id FROM train_logs l JOIN matches m ON m.tp_info_id = l.tp_info_id
       WHERE l.user_id = $1 AND l.ended_at IS NULL`,
      [userId],
    );
    if (!row) return null;
    const c = await this.contests.byId(Number(row.match_id));
    const t = c ? await this.traders.of(c.matchID, userId) : undefined;
    return c && t ? matchInfo(c, t, this.clock.now()) : null;
  }
}
