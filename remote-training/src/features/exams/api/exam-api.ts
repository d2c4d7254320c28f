import { downloadFile, http } from '@portal/shared-kit';
import type { ApiData, ApiItem, ApiPage } from '@portal/shared-kit/api-types';
import { TRAINING_API } from '../../../common/api/training-prefix';
import type { TrainClass } from '../../../common/api/training-types';
import type {
  Exam,
  ExamDetail,
  ExamStats,
  Exercise,
  ExerciseDetail,
  ExerciseToPractise,
  MyExam,
  PaperDetail,
  Question,
  QuestionBody,
  QuestionField,
  QuestionImport,
  SavedPaper,
  SubmittedPaper,
  StartedExam,
  Subject,
} from './exam-types';

export type {
  Exam,
  ExamDetail,
  ExamStats,
  Exercise,
  ExerciseDetail,
  ExerciseToPractise,
  MyExam,
  Paper,
  PaperDetail,
  PaperQuestion,
  Question,
  QuestionBody,
  QuestionField,
  QuestionImport,
  SavedPaper,
  StartedExam,
  StudentQuestion,
  Subject,
  SubmittedPaper,
} from './exam-types';

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
  http.call<ApiPage<'/VETrain/Question/SearchQuestions', Question>>({
    method: 'GET',
    url: `${TRAINING_API}/Question/SearchQuestions`,
    params: a,
  });
/** POST /VETrain/Question/AddQuestion */
export const addQuestion = (a: QuestionBody) =>
  post<Pick<ApiData<'/VETrain/Question/AddQuestion'>, QuestionField>>('Question/AddQuestion', a);
/** POST /VETrain/Question/DeleteQuestion */
export const deleteQuestion = (a: { questionID: number }) =>
  post<ApiData<'/VETrain/Question/DeleteQuestion'>>('Question/DeleteQuestion', a);
/** GET /VETrain/Subject/SearchSubjects (the subject picker) */
export const examSubjects = () =>
  http.call<ApiPage<'/VETrain/Subject/SearchSubjects', Subject>>({
    method: 'GET',
    url: `${TRAINING_API}/Subject/SearchSubjects`,
    params: { pageIndex: 1, pageSize: 1000 },
  });
/** GET /VETrain/Class/SearchClasses (the target classes) */
export const examClasses = () =>
  http.call<ApiPage<'/VETrain/Class/SearchClasses', TrainClass>>({
    method: 'GET',
    url: `${TRAINING_API}/Class/SearchClasses`,
    params: { pageIndex: 1, pageSize: 1000 },
  });
/** GET /VETrain/Exam/SearchExams */
export const searchExams = (a: { pageIndex: number; pageSize: number }) =>
  http.call<ApiPage<'/VETrain/Exam/SearchExams', Exam>>({
    method: 'GET',
    url: `${TRAINING_API}/Exam/SearchExams`,
    params: a,
  });
/** POST /VETrain/Exam/ComposeRandom */
export const composeRandom = (a: {
  subjectID?: number;
  single: number;
  multiple: number;
  trueFalse: number;
}) => post<Pick<ApiItem<'/VETrain/Exam/ComposeRandom'>, QuestionField>[]>('Exam/ComposeRandom', a);
/** POST /VETrain/Exam/AddExam */
export const addExam = (a: {
  title: string;
  startTime: string;
  endTime: string;
  durationMinutes: number;
  classIDs: number[];
  questions: { questionID: number; score: number }[];
  publish: boolean;
}) => post<Pick<ApiData<'/VETrain/Exam/AddExam'>, 'examID'>>('Exam/AddExam', a);
/** POST /VETrain/Exam/PublishExam */
export const publishExam = (a: { examID: number }) =>
  post<ApiData<'/VETrain/Exam/PublishExam'>>('Exam/PublishExam', a);
/** POST /VETrain/Exam/DeleteExam */
export const deleteExam = (a: { examID: number }) =>
  post<ApiData<'/VETrain/Exam/DeleteExam'>>('Exam/DeleteExam', a);
/** GET /VETrain/Exam/GetExamPapers */
export const getExamPapers = (a: { examID: number }) =>
  http.call<ExamStats>({ method: 'GET', url: `${TRAINING_API}/Exam/GetExamPapers`, params: a });
/** GET /VETrain/Exam/SearchMyExams */
export const searchMyExams = () =>
  http.call<MyExam[]>({ method: 'GET', url: `${TRAINING_API}/Exam/SearchMyExams` });
/** POST /VETrain/Exam/StartExam */
export const startExam = (a: { examID: number }) => post<StartedExam>('Exam/StartExam', a);
/** POST /VETrain/Exam/SaveAnswers */
export const saveAnswers = (a: { examID: number; answers: Record<string, string> }) =>
  post<SavedPaper>('Exam/SaveAnswers', a);
/** POST /VETrain/Exam/SubmitExam */
export const submitExam = (a: { examID: number; answers: Record<string, string> }) =>
  post<SubmittedPaper>('Exam/SubmitExam', a);
/** GET /VETrain/Exam/GetPaper */
export const getPaper = (a: { paperID: number }) =>
  http.call<PaperDetail>({ method: 'GET', url: `${TRAINING_API}/Exam/GetPaper`, params: a });
/** GET /VETrain/Exercise/SearchExercises */
export const searchExercises = () =>
  http.call<Exercise[]>({ method: 'GET', url: `${TRAINING_API}/Exercise/SearchExercises` });
/** POST /VETrain/Exercise/AddExercise */
export const addExercise = (a: { title: string; questionIDs: number[]; classIDs: number[] }) =>
  post<Pick<ApiData<'/VETrain/Exercise/AddExercise'>, 'exerciseID'>>('Exercise/AddExercise', a);
/** POST /VETrain/Exercise/DeleteExercise */
export const deleteExercise = (a: { exerciseID: number }) =>
  post<ApiData<'/VETrain/Exercise/DeleteExercise'>>('Exercise/DeleteExercise', a);
/** GET /VETrain/Exercise/GetExercise */
export const getExercise = (a: { exerciseID: number }) =>
  http.call<ExerciseToPractise>({
    method: 'GET',
    url: `${TRAINING_API}/Exercise/GetExercise`,
    params: a,
  });
/** POST /VETrain/Exercise/CheckAnswer */
export const checkAnswer = (a: { exerciseID: number; questionID: number; answer: string }) =>
  post<
    Pick<ApiData<'/VETrain/Exercise/CheckAnswer'>, 'correct' | 'answer' | 'explanation' | 'counted'>
  >('Exercise/CheckAnswer', a);

/** POST /VETrain/Question/ImportQuestionByExcel (multipart file; progress as ImportProgress pushes) */
export function importQuestions(a: { file: File }): Promise<QuestionImport> {
  const form = new FormData();
  form.append('file', a.file);
  return http.call<QuestionImport>({
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

/** POST /VETrain/Question/UpdateQuestion */
export const updateQuestion = (a: QuestionBody & { questionID: number }) =>
  post<Pick<ApiData<'/VETrain/Question/UpdateQuestion'>, QuestionField>>(
    'Question/UpdateQuestion',
    a,
  );
/** GET /VETrain/Exam/GetExam */
export const getExam = (a: { examID: number }) =>
  http.call<ExamDetail>({ method: 'GET', url: `${TRAINING_API}/Exam/GetExam`, params: a });
/** POST /VETrain/Exam/UpdateExam */
export const updateExam = (a: Parameters<typeof addExam>[0] & { examID: number }) =>
  post<Pick<ApiData<'/VETrain/Exam/UpdateExam'>, 'examID'>>('Exam/UpdateExam', a);
/** GET /VETrain/Exercise/GetExerciseDetail */
export const getExerciseDetail = (a: { exerciseID: number }) =>
  http.call<ExerciseDetail>({
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
}) =>
  post<Pick<ApiData<'/VETrain/Exercise/UpdateExercise'>, 'exerciseID'>>(
    'Exercise/UpdateExercise',
    a,
  );
