import * as api from './api/exam-api';

/** Endpoint clients of the question bank, exams and practice. */
export const examOps = {
  searchQuestions: api.searchQuestions,
  addQuestion: api.addQuestion,
  deleteQuestion: api.deleteQuestion,
  examSubjects: () => api.examSubjects(),
  examClasses: () => api.examClasses(),
  searchExams: api.searchExams,
  composeRandom: api.composeRandom,
  addExam: api.addExam,
  publishExam: api.publishExam,
  deleteExam: api.deleteExam,
  getExamPapers: api.getExamPapers,
  searchMyExams: () => api.searchMyExams(),
  startExam: api.startExam,
  saveAnswers: api.saveAnswers,
  submitExam: api.submitExam,
  getPaper: api.getPaper,
  searchExercises: () => api.searchExercises(),
  addExercise: api.addExercise,
  deleteExercise: api.deleteExercise,
  getExercise: api.getExercise,
  checkAnswer: api.checkAnswer,
  importQuestions: api.importQuestions,
  downloadQuestionTemplate: () => api.downloadQuestionTemplate(),
  downloadQuestionImportErrors: api.downloadQuestionImportErrors,
};
