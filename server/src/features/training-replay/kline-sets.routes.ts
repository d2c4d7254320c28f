import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { TRAINING_ROLES as R } from '../../domain/training';
import { currentUser } from '../../http/auth';
import { beijingIso } from '../../http/beijing-iso';
import { endpoint } from '../../http/endpoint';
import { notFound, refuse } from '../../http/app-error';
import { trainingGuard, TRAINING_PREFIX } from '../training';
import { KLINE_SET_MAX, KLINE_SET_TOOLS, klineSetSeeds } from '../../domain/training/kline';
import { drawsOf, setRowOf } from './kline-attempts';
import { setStatsRoute } from './kline-set-stats.routes';
import { DeleteSetAnswer, SaveSetAnswer, SearchSetsAnswer } from './training-replay.answers';

/** Counted attempts a teacher may allow per round. */
export const KLINE_SET_ATTEMPTS_MAX = 5;

const tags = ['training'];
const base = `${TRAINING_PREFIX}/KChart`;
const toolSchema = () => Type.Union(KLINE_SET_TOOLS.map((t) => Type.Literal(t)));
const idSchema = () => Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const KLINE_SET_TEXT = {
  NO_CLASS: '班级不存在',
  NO_SET: '题组不存在',
  SEED_RANGE: '题组编号超出范围',
} as const;

/**
 * Named K-line question sets (题组): a teacher gives a class `count` rounds of one tool and the
 * rule of counted attempts; each student of that class answers their own draw of every round
 * (drawSeed) and sees the rule, their counted score and attempts per round on the tool page.
 */
export function klineSetRoutes(app: FastifyInstance, ctx: AppContext): void {
  setStatsRoute(app, ctx);
  searchSetsRoute(app, ctx);
  setEditRoutes(app, ctx);
}

/** The sets a student's class has (with their own rounds), or every set for a teacher. */
function searchSetsRoute(app: FastifyInstance, ctx: AppContext): void {
  endpoint(
    app,
    {
      url: `${base}/SearchSets`,
      methods: ['GET', 'POST'],
      tags,
      guard: trainingGuard(R.ANY),
      summary: '老师布置的K线题组',
      params: Type.Object({ tool: Type.Optional(toolSchema()) }),
      data: SearchSetsAnswer,
    },
    async (p, r) => {
      const u = currentUser(r);
      const student = u.role === 'student';
      const rows = await ctx.db.query<Record<string, unknown>>(
        `SELECT s.*, c.name AS class_name, t.real_name AS teacher_name FROM training_kline_sets s
           JOIN classes c ON c.id = s.class_id LEFT JOIN users t ON t.id = s.created_by
          WHERE ($1::text IS NULL OR s.tool = $1)
            AND (NOT $2::boolean OR s.class_id = (SELECT class_id FROM users WHERE id = $3))
          ORDER BY s.set_id DESC LIMIT 200`,
        [p.tool ?? null, student, u.id],
      );
      const mine = student ? await countedScores(ctx, u.id) : new Map<string, Counted>();
      return rows.map((x) => setView(x, mine, student ? u.id : undefined));
    },
  );
}

/** A set given to a class, or deleted (teachers). */
function setEditRoutes(app: FastifyInstance, ctx: AppContext): void {
  endpoint(
    app,
    {
      url: `${base}/SaveSet`,
      methods: ['POST'],
      tags,
      guard: trainingGuard(R.TEACHER_ONLY),
      summary: '布置K线题组',
      params: Type.Object({
        name: Type.String({ minLength: 1, maxLength: 40, pattern: '^[^\\u0000]*\\S[^\\u0000]*$' }),
        tool: toolSchema(),
        seed: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
        count: Type.Integer({ minimum: 1, maximum: KLINE_SET_MAX }),
        classID: idSchema(),
        /** Counted attempts per round (the best counts); 1 by default. */
        attempts: Type.Optional(Type.Integer({ minimum: 1, maximum: KLINE_SET_ATTEMPTS_MAX })),
      }),
      data: SaveSetAnswer,
    },
    async (p, r) => {
      if (p.seed + p.count - 1 > 1_000_000) throw refuse(KLINE_SET_TEXT.SEED_RANGE);
      const [cls] = await ctx.db.query('SELECT id FROM classes WHERE id = $1', [p.classID]);
      if (!cls) throw refuse(KLINE_SET_TEXT.NO_CLASS);
      const [row] = await ctx.db.query<{ id: number }>(
        `INSERT INTO training_kline_sets (name, tool, seed, count, class_id, created_by, attempts)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING set_id AS id`,
        [p.name.trim(), p.tool, p.seed, p.count, p.classID, currentUser(r).id, p.attempts ?? 1],
      );
      return { setID: Number(row?.id) };
    },
  );

  endpoint(
    app,
    {
      url: `${base}/DeleteSet`,
      methods: ['POST'],
      tags,
      guard: trainingGuard(R.TEACHER_ONLY),
      summary: '删除K线题组',
      params: Type.Object({ setID: idSchema() }),
      data: DeleteSetAnswer,
    },
    async (p) => {
      const gone = await ctx.db.query(
        'DELETE FROM training_kline_sets WHERE set_id = $1 RETURNING set_id',
        [p.setID],
      );
      if (gone.length === 0) throw notFound(KLINE_SET_TEXT.NO_SET);
      return null;
    },
  );
}

/** A student's counted score (best of the counted attempts) and attempts, per quiz number. */
type Counted = { score: number | null; used: number };

/** The student's counted scores, keyed `tool:seed`. */
async function countedScores(ctx: AppContext, userID: number): Promise<Map<string, Counted>> {
  const mine = new Map<string, Counted>();
  for (const x of await ctx.db.query<Record<string, unknown>>(
    `SELECT tool, seed, count(*)::int AS used, max(score) FILTER (WHERE counted) AS score
       FROM training_kline_scores WHERE user_id = $1 GROUP BY tool, seed`,
    [userID],
  ))
    mine.set(`${String(x.tool)}:${Number(x.seed)}`, {
      score: x.score == null ? null : Number(x.score),
      used: Number(x.used),
    });
  return mine;
}

/** One set as listed: a student's rounds are their own draws (`studentID`), a teacher's the set's. */
function setView(x: Record<string, unknown>, mine: Map<string, Counted>, studentID?: number) {
  const tool = String(x.tool);
  const set = setRowOf(x);
  // A student's rounds are their own draws; a teacher sees the set's round numbers.
  const seeds =
    studentID === undefined ? klineSetSeeds(set.seed, set.count) : drawsOf(set, studentID);
  return {
    setID: Number(x.set_id),
    name: String(x.name),
    tool,
    seed: Number(x.seed),
    count: Number(x.count),
    classID: Number(x.class_id),
    className: String(x.class_name),
    teacherName: String(x.teacher_name ?? ''),
    createTime: beijingIso(x.created_at as string),
    attempts: set.attempts,
    rounds: seeds.map((seed) => {
      const m = mine.get(`${tool}:${seed}`);
      return {
        seed,
        score: m?.score ?? null,
        used: m?.used ?? 0,
        final: (m?.used ?? 0) >= set.attempts,
      };
    }),
  };
}
