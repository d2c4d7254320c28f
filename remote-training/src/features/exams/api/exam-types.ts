import type { ApiData, ApiItem, ApiRow } from '@portal/shared-kit/api-types';

type ExerciseQuestion = ApiData<'/VETrain/Exercise/GetExercise'>['questions'][number];
type PaperAnswer = ApiData<'/VETrain/Exam/GetPaper'>;

/** A question of a paper: with the key, the answer given and the result once it is submitted. */
export type PaperQuestion = PaperAnswer['questions'][number];

/** A question as students see it (never the key before the paper is submitted). */
export type StudentQuestion = Pick<
  ExerciseQuestion,
  'questionID' | 'questionType' | 'typeName' | 'content' | 'options'
> &
  Partial<Pick<PaperQuestion, 'score'>>;

/** The fields of a question with its key. */
export type QuestionField =
  | 'questionID'
  | 'questionType'
  | 'typeName'
  | 'content'
  | 'options'
  | 'subjectID'
  | 'subjectName'
  | 'difficulty'
  | 'answer'
  | 'explanation'
  | 'createTime';

/** A question with its key (teachers' bank). */
export type Question = Pick<ApiRow<'/VETrain/Question/SearchQuestions'>, QuestionField>;

/** What a question import answers at once (the rows come as ImportProgress pushes). */
export type QuestionImport = Pick<ApiData<'/VETrain/Question/ImportQuestionByExcel'>, 'total'>;

export interface QuestionBody {
  questionType: number;
  subjectID?: number;
  difficulty: number;
  content: string;
  options: string[];
  answer: string;
  explanation: string;
}

type ExamField =
  | 'examID'
  | 'title'
  | 'startTime'
  | 'endTime'
  | 'durationMinutes'
  | 'published'
  | 'questionCount'
  | 'totalScore'
  | 'classNames';

/** An exam as teachers list it. */
export type Exam = Pick<ApiRow<'/VETrain/Exam/SearchExams'>, ExamField>;

/** A subject of the bank's subject picker. */
export type Subject = Pick<ApiRow<'/VETrain/Subject/SearchSubjects'>, 'subjectID' | 'subjectName'>;

/** A student's exam: state 0 not started, 1 started, 2 submitted; the score once submitted. */
export type MyExam = Pick<ApiItem<'/VETrain/Exam/SearchMyExams'>, ExamField | 'state' | 'score'>;

type PaperField =
  | 'paperID'
  | 'examID'
  | 'startedAt'
  | 'deadline'
  | 'serverNow'
  | 'submitted'
  | 'submittedAt'
  | 'score'
  | 'totalScore'
  | 'answers'
  | 'questions';

/** The student's own paper, as StartExam, SaveAnswers and SubmitExam answer it. */
export type Paper = Pick<ApiData<'/VETrain/Exam/StartExam'>['paper'], PaperField>;

/** What StartExam answers: the exam and the student's paper (made at the first start). */
export type StartedExam = Pick<ApiData<'/VETrain/Exam/StartExam'>, 'exam' | 'paper'>;

/** What SaveAnswers and SubmitExam answer: the paper, null when it is gone meanwhile. */
export type SavedPaper = Pick<NonNullable<ApiData<'/VETrain/Exam/SaveAnswers'>>, PaperField> | null;

/** What SubmitExam answers: the graded paper, null when it is gone meanwhile. */
export type SubmittedPaper = Pick<
  NonNullable<ApiData<'/VETrain/Exam/SubmitExam'>>,
  PaperField
> | null;

/** A paper as GetPaper answers it: with the exam's title and whose paper it is. */
export type PaperDetail = Pick<PaperAnswer, PaperField | 'title' | 'realName' | 'userName'>;

/** An exam's papers, score distribution and per-question error rates (teachers). */
export type ExamStats = Pick<
  ApiData<'/VETrain/Exam/GetExamPapers'>,
  'exam' | 'papers' | 'distribution' | 'questions'
>;

/** An exercise as the practice lists show it. */
export type Exercise = Pick<
  ApiItem<'/VETrain/Exercise/SearchExercises'>,
  'exerciseID' | 'title' | 'questionCount' | 'classNames' | 'createTime'
>;

/** An exercise with its questions, as a student practises it (no keys). */
export type ExerciseToPractise = Pick<
  ApiData<'/VETrain/Exercise/GetExercise'>,
  'exerciseID' | 'title' | 'questionCount' | 'classNames' | 'createTime' | 'questions'
>;

/** An exam as the edit page loads it (teachers; with keys). */
export type ExamDetail = Pick<
  ApiData<'/VETrain/Exam/GetExam'>,
  ExamField | 'classIDs' | 'papers' | 'editable' | 'questions'
>;

/** An exercise as the edit page loads it (teachers; with keys). */
export type ExerciseDetail = Pick<
  ApiData<'/VETrain/Exercise/GetExerciseDetail'>,
  'exerciseID' | 'title' | 'classIDs' | 'questions'
>;
