import { downloadFile, http } from '@portal/shared-kit';
import { TRAINING_API } from '../../../common/api/training-prefix';
import type { Paged, TrainClass } from '../../../common/api/training-types';

/** One student's achievements. */
export interface Achievement {
  userID: number;
  userName: string;
  realName: string;
  className: string;
  province: string;
  exams: number;
  examAvg: number | null;
  reports: number;
  reportAvg: number | null;
  trainings: number;
  trainingAvg: number | null;
  minutes: number;
}

/** GET /VETrain/Achieve/SearchAchievements */
export const searchAchievements = (a: { classID?: number }) =>
  http.call<Achievement[]>({
    method: 'GET',
    url: `${TRAINING_API}/Achieve/SearchAchievements`,
    params: a,
  });

/** GET /VETrain/Achieve/ExportAchievements (.xlsx) */
export const exportAchievements = (a: { classID?: number }) =>
  downloadFile({
    url: `${TRAINING_API}/Achieve/ExportAchievements${a.classID ? `?classID=${a.classID}` : ''}`,
    fileName: '成绩统计.xlsx',
  });

/** GET /VETrain/Class/SearchClasses (the class filter) */
export const achieveClasses = () =>
  http.call<Paged<TrainClass>>({
    method: 'GET',
    url: `${TRAINING_API}/Class/SearchClasses`,
    params: { pageIndex: 1, pageSize: 1000 },
  });

/** One exam's statistics (published exams). */
export interface ExamStat {
  examID: number;
  title: string;
  totalScore: number;
  assigned: number;
  submitted: number;
  avgScore: number | null;
  maxScore: number | null;
  minScore: number | null;
  avgMinutes: number | null;
  passRate: number | null;
}

/** One training project's statistics. */
export interface ProjectStat {
  tpInfoID: number;
  title: string;
  students: number;
  trainings: number;
  avgScore: number | null;
  avgMinutes: number | null;
}

/** Students of one province (empty name: unknown). */
export interface ProvinceStat {
  province: string;
  students: number;
  participants: number;
  avgPercent: number | null;
}

/** GET /VETrain/Achieve/SearchExamStats */
export const searchExamStats = (a: { classID?: number }) =>
  http.call<ExamStat[]>({
    method: 'GET',
    url: `${TRAINING_API}/Achieve/SearchExamStats`,
    params: a,
  });
/** GET /VETrain/Achieve/SearchProjectStats */
export const searchProjectStats = (a: { classID?: number }) =>
  http.call<ProjectStat[]>({
    method: 'GET',
    url: `${TRAINING_API}/Achieve/SearchProjectStats`,
    params: a,
  });
/** GET /VETrain/Achieve/SearchProvinceStats */
export const searchProvinceStats = (a: { classID?: number }) =>
  http.call<ProvinceStat[]>({
    method: 'GET',
    url: `${TRAINING_API}/Achieve/SearchProvinceStats`,
    params: a,
  });

/** One student's skill-tool results (SkillSummary): replays and K-line scores by tool. */
export interface SkillRow {
  userID: number;
  userName: string;
  realName: string;
  className: string;
  replays: number;
  /** Average excess of the finished replays over buy-and-hold, %. */
  replayExcess: number | null;
  tellCount: number;
  tellAvg: number | null;
  labelCount: number;
  labelAvg: number | null;
  discCount: number;
  discAvg: number | null;
  timesharCount: number;
  timesharAvg: number | null;
  histradeCount: number;
  histradeAvg: number | null;
}

/** GET /VETrain/KChart/SkillSummary (the 技能练习 tab) */
export const searchSkillSummary = (a: { classID?: number }) =>
  http.call<SkillRow[]>({ method: 'GET', url: `${TRAINING_API}/KChart/SkillSummary`, params: a });
