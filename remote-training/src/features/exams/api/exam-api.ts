import { downloadFile, http } from '@portal/shared-kit';
import { TRAINING_API } from '../../../common/api/training-prefix';
import type { Paged, TrainClass } from '../../../common/api/training-types';

/** A question as students see it (never the key before the paper is submitted). */
export interface StudentQuestion {
  questionID: number;
  questionType: number;
  typeName: string;
  content: string;
  options: string[];
  score?: number;
}

/** A question with its key (teachers; papers already submitted). */
export interface Question extends StudentQuestion {
  subjectID: number | null;
  subjectName: string;
  difficulty: number;
  answer: string;
  explanation: string;
  createTime: string;
  given?: string;
  correct?: boolean;
}

export interface QuestionBody {
  questionType: number;
  subjectID?: number;
  difficulty: number;
  content: string;
  options: string[];
  answer: string;
  explanation: string;
}

export interface Exam {
  examID: number;
  title: string;
  startTime: string;
  endTime: string;
  durationMinutes: number;
  published: boolean;
  questionCount: number;
  totalScore: number;
  classNames: string;
  /** Students: 0 not started, 1 started, 2 submitted. */
  state?: number;
  score?: number | null;
}

export interface Paper {
  paperID: number;
  examID: number;
  startedAt: string;
  deadline: string;
  serverNow: string;
  submitted: boolean;
  submittedAt: string | null;
  score: number | null;
  totalScore: number;
  answers: Record<string, string>;
  questions: Question[];
  title?: string;
  realName?: string;
  userName?: string;
}

export interface ExamStats {
  exam: Exam;
  papers: {
    paperID: number;
    userName: string;
    realName: string;
    startedAt: string;
    submittedAt: string | null;
    score: number | null;
  }[];
  distribution: { label: string; count: number }[];
  questions: { questionID: number; content: string; errorRate: number }[];
}

export interface Exercise {
  exerciseID: number;
  title: string;
  questionCount: number;
  classNames: string;
  createTime: string;
}

const post = <T>(path: string, data: object) =>
  http.call<T>({ method: 'POST', url: `${TRAINING_API}/${path}`, data });

/** GET /VETrain/Question/SearchQuestions */
export const searchQuestions = (a: {
  questionType?: number;
  subjectID?: number;
  searchKey?: string;
  pageIndex: number;
  pageSize: number;
}) =>
  http.call<Paged<Question>>({
    method: 'GET',
    url: `${TRAINING_API}/Question/SearchQuestions`,
    params: a,
  });
/** POST /VETrain/Question/AddQuestion */
export const addQuestion = (a: QuestionBody) => post<Question>('Question/AddQuestion', a);
/** POST /VETrain/Question/DeleteQuestion */
export const deleteQuestion = (a: { questionID: number }) =>
  post<boolean>('Question/DeleteQuestion', a);
/** GET /VETrain/Subject/SearchSubjects (the subject picker) */
export const examSubjects = () =>
  http.call<Paged<{ subjectID: number; subjectName: string }>>({
    method: 'GET',
    url: `${TRAINING_API}/Subject/SearchSubjects`,
    params: { pageIndex: 1, pageSize: 1000 },
  });
/** GET /VETrain/Class/SearchClasses (the target classes) */
export const examClasses = () =>
  http.call<Paged<TrainClass>>({
    method: 'GET',
    url: `${TRAINING_API}/Class/SearchClasses`,
    params: { pageIndex: 1, pageSize: 1000 },
  });
/** GET /VETrain/Exam/SearchExams */
export const searchExams = (a: { pageIndex: number; pageSize: number }) =>
  http.call<Paged<Exam>>({ method: 'GET', url: `${TRAINING_API}/Exam/SearchExams`, params: a });
/** POST /VETrain/Exam/ComposeRandom */
export const composeRandom = (a: {
  subjectID?: number;
  single: number;
  multiple: number;
  trueFalse: number;
}) => post<Question[]>('Exam/ComposeRandom', a);
/** POST /VETrain/Exam/AddExam */
export const addExam = (a: {
  title: string;
  startTime: string;
  endTime: string;
  durationMinutes: number;
  classIDs: number[];
  questions: { questionID: number; score: number }[];
  publish: boolean;
}) => post<{ examID: number }>('Exam/AddExam', a);
/** POST /VETrain/Exam/PublishExam */
export const publishExam = (a: { examID: number }) => post<boolean>('Exam/PublishExam', a);
/** POST /VETrain/Exam/DeleteExam */
export const deleteExam = (a: { examID: number }) => post<boolean>('Exam/DeleteExam', a);
/** GET /VETrain/Exam/GetExamPapers */
export const getExamPapers = (a: { examID: number }) =>
  http.call<ExamStats>({ method: 'GET', url: `${TRAINING_API}/Exam/GetExamPapers`, params: a });
/** GET /VETrain/Exam/SearchMyExams */
export const searchMyExams = () =>
  http.call<Exam[]>({ method: 'GET', url: `${TRAINING_API}/Exam/SearchMyExams` });
/** POST /VETrain/Exam/StartExam */
export const startExam = (a: { examID: number }) =>
  post<{ exam: Exam; paper: Paper }>('Exam/StartExam', a);
/** POST /VETrain/Exam/SaveAnswers */
export const saveAnswers = (a: { examID: number; answers: Record<string, string> }) =>
  post<Paper>('Exam/SaveAnswers', a);
/** POST /VETrain/Exam/SubmitExam */
export const submitExam = (a: { examID: number; answers: Record<string, string> }) =>
  post<Paper>('Exam/SubmitExam', a);
/** GET /VETrain/Exam/GetPaper */
export const getPaper = (a: { paperID: number }) =>
  http.call<Paper>({ method: 'GET', url: `${TRAINING_API}/Exam/GetPaper`, params: a });
/** GET /VETrain/Exercise/SearchExercises */
export const searchExercises = () =>
  http.call<Exercise[]>({ method: 'GET', url: `${TRAINING_API}/Exercise/SearchExercises` });
/** POST /VETrain/Exercise/AddExercise */
export const addExercise = (a: { title: string; questionIDs: number[]; classIDs: number[] }) =>
  post<{ exerciseID: number }>('Exercise/AddExercise', a);
/** POST /VETrain/Exercise/DeleteExercise */
export const deleteExercise = (a: { exerciseID: number }) =>
  post<boolean>('Exercise/DeleteExercise', a);
/** GET /VETrain/Exercise/GetExercise */
export const getExercise = (a: { exerciseID: number }) =>
  http.call<Exercise & { questions: StudentQuestion[] }>({
    method: 'GET',
    url: `${TRAINING_API}/Exercise/GetExercise`,
    params: a,
  });
/** POST /VETrain/Exercise/CheckAnswer */
export const checkAnswer = (a: { exerciseID: number; questionID: number; answer: string }) =>
  post<{ correct: boolean; answer: string; explanation: string; counted?: boolean }>(
    'Exercise/CheckAnswer',
    a,
  );

/** POST /VETrain/Question/ImportQuestionByExcel (multipart file; progress as ImportProgress pushes) */
export function importQuestions(a: { file: File }): Promise<{ total: number }> {
  const form = new FormData();
  form.append('file', a.file);
  return http.call<{ total: number }>({
    method: 'POST',
    url: `${TRAINING_API}/Question/ImportQuestionByExcel`,
    data: form,
  });
}

/** GET /VETrain/Question/OutPutQuestionTemplate (the question import template) */
export const downloadQuestionTemplate = () =>
  downloadFile({
    url: `${TRAINING_API}/Question/OutPutQuestionTemplate`,
    fileName: '试题导入模板.xlsx',
  });

/** GET the import's error records (the url the last progress push carries) */
export const downloadQuestionImportErrors = (a: { url: string }) =>
  downloadFile({ url: a.url, fileName: '导入失败记录.txt' });

/** An exam as the edit page loads it (teachers; with keys). */
export interface ExamDetail extends Exam {
  classIDs: number[];
  papers: number;
  editable: boolean;
  questions: (Question & { score: number })[];
}

/** POST /VETrain/Question/UpdateQuestion */
export const updateQuestion = (a: QuestionBody & { questionID: number }) =>
  post<Question>('Question/UpdateQuestion', a);
/** GET /VETrain/Exam/GetExam */
export const getExam = (a: { examID: number }) =>
  http.call<ExamDetail>({ method: 'GET', url: `${TRAINING_API}/Exam/GetExam`, params: a });
/** POST /VETrain/Exam/UpdateExam */
export const updateExam = (a: Parameters<typeof addExam>[0] & { examID: number }) =>
  post<{ examID: number }>('Exam/UpdateExam', a);
/** GET /VETrain/Exercise/GetExerciseDetail */
export const getExerciseDetail = (a: { exerciseID: number }) =>
  http.call<{ exerciseID: number; title: string; classIDs: number[]; questions: Question[] }>({
    method: 'GET',
    url: `${TRAINING_API}/Exercise/GetExerciseDetail`,
    params: a,
  });
/** POST /VETrain/Exercise/UpdateExercise */
export const updateExercise = (a: {
  exerciseID: number;
  title: string;
  questionIDs: number[];
  classIDs: number[];
}) => post<{ exerciseID: number }>('Exercise/UpdateExercise', a);
