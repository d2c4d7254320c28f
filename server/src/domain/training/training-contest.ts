/**
 * A training project's own contest (issue 33 item 6): the trades of a running training go to
 * the student's account in a hidden contest of the project, never to a real contest.
 */

/** The role-based default contests of spec §9 a training used to trade in (synthesize, forex). */
export const TRAINING_TEMPLATE_MATCH_IDS = { SYNTHESIZE: 139, FOREX: 658 } as const;

/** Market type of the foreign-exchange training projects (spec §2). */
const FOREX_MARKET_TYPE = 5;

/** Longest name a training contest gets (the project title is cut to fit). */
export const TRAINING_CONTEST_NAME_MAX = 60;

/**
 * The contest whose markets, funds and rules a project's own contest copies: the one spec §4's
 * selection gave a training of this market type (forex 658, everything else the synthesize 139).
 */
export function trainingTemplateMatchId(marketType: number): number {
  return marketType === FOREX_MARKET_TYPE
    ? TRAINING_TEMPLATE_MATCH_IDS.FOREX
    : TRAINING_TEMPLATE_MATCH_IDS.SYNTHESIZE;
}

/** The name a project's own contest shows where a contest's name would (实训项目：<title>). */
export function trainingContestName(title: string): string {
  const prefix = '实训项目：';
  const clean = title.replace(/\s+/g, ' ').trim() || '未命名';
  const room = TRAINING_CONTEST_NAME_MAX - prefix.length;
  return prefix + (clean.length > room ? `${clean.slice(0, room - 1)}…` : clean);
}
