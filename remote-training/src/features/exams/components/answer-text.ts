/** 判断题 (question type 3) keeps its key as A (true) or B (false). */
const TRUE_FALSE = 3;
const TF_TEXT: Readonly<Record<string, string>> = { A: '对', B: '错' };

/** An answer as users read it: 判断题 answers read 对/错 (issue 33), other types their letters. */
export function answerText(questionType: number, answer: string | null | undefined): string {
  const a = (answer ?? '').trim().toUpperCase();
  if (questionType === TRUE_FALSE) return TF_TEXT[a] ?? a;
  return a;
}

/** The label of option `letter` of a question: 判断题 options read 对/错 without letters. */
export function optionLabel(questionType: number, letter: string, text: string): string {
  return questionType === TRUE_FALSE ? (TF_TEXT[letter] ?? text) : `${letter}. ${text}`;
}
