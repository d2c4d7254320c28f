import { cleanQuestion, EXAM_TEXT, type CleanQuestion } from './questions';

/** Columns of the question import template (/questionsManage/importQuestion), in order. */
export const QUESTION_TEMPLATE_HEADERS = [
  '题型',
  '科目',
  '难度',
  '题目',
  '选项A',
  '选项B',
  '选项C',
  '选项D',
  '选项E',
  '选项F',
  '答案',
  '解析',
];

const TYPE_BY_TEXT: Readonly<Record<string, number>> = {
  '0': 0,
  '1': 1,
  '2': 2,
  '3': 3,
  单选: 0,
  单选题: 0,
  多选: 2,
  多选题: 2,
  判断: 3,
  判断题: 3,
};
const DIFFICULTY: Readonly<Record<string, number>> = {
  '': 1,
  简单: 1,
  中等: 2,
  困难: 3,
  '1': 1,
  '2': 2,
  '3': 3,
};
/** True-false answers may be written as 正确/错误, 对/错, √/×. */
const TF_ANSWER: Readonly<Record<string, string>> = {
  正确: 'A',
  对: 'A',
  '√': 'A',
  错误: 'B',
  错: 'B',
  '×': 'B',
};

/** A template row as a validated question and its subject name, or the reason it is refused. */
export function rowToQuestion(
  row: readonly string[],
): { question: CleanQuestion; subjectName: string } | { error: string } {
  const cell = (i: number) => (row[i] ?? '').trim();
  const type = TYPE_BY_TEXT[cell(0)];
  if (type === undefined) return { error: EXAM_TEXT.TYPE };
  const difficulty = DIFFICULTY[cell(2)];
  if (difficulty === undefined) return { error: EXAM_TEXT.DIFFICULTY };
  const options = [4, 5, 6, 7, 8, 9].map(cell).filter(Boolean);
  const rawAnswer = cell(10);
  const answer = type === 3 ? (TF_ANSWER[rawAnswer] ?? rawAnswer) : rawAnswer;
  const q = cleanQuestion({
    questionType: type,
    content: cell(3),
    options,
    answer,
    difficulty,
    explanation: cell(11),
  });
  if ('error' in q) return q;
  return { question: q, subjectName: cell(1) };
}
