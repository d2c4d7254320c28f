/** Question type codes of spec §3: 0 or 1 single choice, 2 multiple choice, 3 true-false. */
export const QUESTION_TYPES = [0, 1, 2, 3] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** The two options of every true-false question (answer A = 正确, B = 错误). */
export const TRUE_FALSE_OPTIONS = ['正确', '错误'] as const;

export const QUESTION_TYPE_NAMES: Readonly<Record<QuestionType, string>> = {
  0: '单选题',
  1: '单选题',
  2: '多选题',
  3: '判断题',
};

export const EXAM_TEXT = {
  TYPE: '题型不正确',
  CONTENT: '请输入题目内容',
  OPTIONS: '选择题需要2-8个选项，选项内容不能为空',
  ANSWER: '答案不正确',
  DIFFICULTY: '难度应为1-3',
  QUESTION_NOT_FOUND: '试题不存在',
  EXAM_NOT_FOUND: '考试不存在',
  EXAM_NO_QUESTIONS: '请至少选择一道试题',
  EXAM_TIME: '考试时间不正确',
  EXAM_NOT_OPEN: '不在考试时间内',
  EXAM_NOT_YOURS: '该考试未发布给你的班级',
  EXAM_SUBMITTED: '试卷已提交',
  EXAM_PUBLISHED: '考试已发布，不能修改',
  NOT_ENOUGH: '题库中符合条件的试题不足',
  EXERCISE_NOT_FOUND: '练习不存在',
} as const;

/** A question as a teacher writes it (before validation). */
export interface QuestionInput {
  questionType: number;
  content: string;
  options: string[];
  answer: string;
  difficulty: number;
  explanation: string;
}

/** A validated question: options fixed for true-false, answer as sorted option letters. */
export interface CleanQuestion extends QuestionInput {
  questionType: QuestionType;
}

const LETTERS = 'ABCDEFGH';

/** The option letters of an answer ("ca", "A,C" → "AC"), sorted and without repeats. */
export function normalizeAnswer(answer: string): string {
  const letters = new Set(answer.toUpperCase().replace(/[^A-H]/g, ''));
  return [...letters].sort().join('');
}

const bad = (s: string) => s.includes('\0');

/** Validates a question; the answer must name existing options (one for single and true-false). */
export function cleanQuestion(q: QuestionInput): CleanQuestion | { error: string } {
  if (!(QUESTION_TYPES as readonly number[]).includes(q.questionType))
    return { error: EXAM_TEXT.TYPE };
  const content = q.content.trim();
  if (!content || bad(content)) return { error: EXAM_TEXT.CONTENT };
  if (!Number.isInteger(q.difficulty) || q.difficulty < 1 || q.difficulty > 3)
    return { error: EXAM_TEXT.DIFFICULTY };
  const type = q.questionType as QuestionType;
  const options = type === 3 ? [...TRUE_FALSE_OPTIONS] : q.options.map((o) => o.trim());
  if (options.length < 2 || options.length > 8 || options.some((o) => !o || bad(o)))
    return { error: EXAM_TEXT.OPTIONS };
  const answer = normalizeAnswer(q.answer);
  const inRange = [...answer].every((l) => LETTERS.indexOf(l) < options.length);
  const countOk = type === 2 ? answer.length >= 1 : answer.length === 1;
  if (!answer || !inRange || !countOk) return { error: EXAM_TEXT.ANSWER };
  const explanation = q.explanation.trim();
  if (bad(explanation)) return { error: EXAM_TEXT.CONTENT };
  return { questionType: type, content, options, answer, difficulty: q.difficulty, explanation };
}
