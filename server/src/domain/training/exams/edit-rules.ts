/** Why an exam or a question may no longer change (issue 18: editing questions and exams). */
export const EDIT_TEXT = {
  EXAM_TAKEN: '已有学生参加该考试，不能修改',
  QUESTION_IN_USE: '该试题所在的考试已有学生作答，不能修改',
} as const;

/**
 * An exam can be edited (questions, scores, window, classes) while no student has opened a paper:
 * a paper is graded against the questions it was started with. Unpublished exams have no papers.
 */
export function examEditRefusal(papers: number): string | null {
  return papers > 0 ? EDIT_TEXT.EXAM_TAKEN : null;
}

/**
 * A question's key and wording can change while no paper of an exam holding it exists (the papers
 * would be re-graded silently); exercises give feedback only, so they never block an edit.
 */
export function questionEditRefusal(papersOfItsExams: number): string | null {
  return papersOfItsExams > 0 ? EDIT_TEXT.QUESTION_IN_USE : null;
}
