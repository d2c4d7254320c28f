import { ageScore } from '@portal/shared-kit';

/** One option of a questionnaire question, with its score (0-9, spec §9). */
export interface RiskOption {
  label: string;
  score: number;
}

/** One question; the age question is answered with a number and scored by `ageScore`. */
export interface RiskQuestion {
  title: string;
  options: RiskOption[];
}

const q = (title: string, ...options: [string, number][]): RiskQuestion => ({
  title,
  options: options.map(([label, score]) => ({ label, score })),
});

/** The 11 option questions that follow the age question (12 in all). */
export const RISK_QUESTIONS: readonly RiskQuestion[] = [
  q('您的年收入（万元）', ['5 以下', 1], ['5-10', 3], ['10-30', 5], ['30-50', 7], ['50 以上', 9]),
  q(
    '可用于投资的资产占家庭总资产的比例',
    ['10% 以下', 1],
    ['10%-25%', 3],
    ['25%-50%', 5],
    ['50%-75%', 7],
    ['75% 以上', 9],
  ),
  q(
    '您的投资经验',
    ['没有经验', 0],
    ['1 年以内', 2],
    ['1-3 年', 4],
    ['3-5 年', 6],
    ['5 年以上', 9],
  ),
  q(
    '您投资过的品种',
    ['银行存款', 1],
    ['债券、货币基金', 3],
    ['股票、混合基金', 5],
    ['期货、期权', 7],
    ['以上均有', 9],
  ),
  q('您的投资知识', ['基本不了解', 1], ['了解一些', 3], ['较为了解', 6], ['非常了解', 9]),
  q('您计划的投资期限', ['1 年以内', 1], ['1-3 年', 4], ['3-5 年', 6], ['5 年以上', 9]),
  q(
    '您的主要投资目的',
    ['保值，不愿本金损失', 1],
    ['获取稳定收益', 3],
    ['资产稳健增长', 6],
    ['追求高收益', 9],
  ),
  q('您能承受的最大亏损', ['不能亏损', 0], ['10% 以内', 3], ['10%-30%', 6], ['30% 以上', 9]),
  q('投资下跌 20% 时您会', ['全部卖出', 1], ['卖出一部分', 3], ['继续持有', 6], ['逢低买入', 9]),
  q('您更偏好的收益方式', ['低收益低风险', 1], ['中等收益中等风险', 5], ['高收益高风险', 9]),
  q('未来 3 年收入预期', ['减少', 1], ['基本稳定', 4], ['稳定增长', 7], ['大幅增长', 9]),
];

/** Risk levels by total score (the spec leaves the combining rule open: the scores add up). */
export const RISK_LEVELS = [
  { max: 25, name: '保守型' },
  { max: 45, name: '稳健型' },
  { max: 65, name: '平衡型' },
  { max: 85, name: '成长型' },
  { max: Infinity, name: '进取型' },
] as const;

/** The total score: the age score plus each chosen option's score. */
export function riskScore(age: number, chosen: readonly number[]): number {
  return ageScore(age) + chosen.reduce((s, v) => s + v, 0);
}

/** The level a total score falls in. */
export function riskLevel(score: number): string {
  return RISK_LEVELS.find((l) => score <= l.max)?.name ?? '进取型';
}

/** Questions in all, the age question included (12, spec §9). */
export const QUESTION_TOTAL = RISK_QUESTIONS.length + 1;
