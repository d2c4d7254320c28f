import { downloadFile, http } from '@portal/shared-kit';
import { TRAINING_API } from '../../../common/api/training-prefix';
import type { TrainClass } from '../../../common/api/training-types';
import type { ApiItem, ApiPage } from '@portal/shared-kit/api-types';

/** One student's achievements. */
export type Achievement = Pick<
  ApiItem<'/VETrain/Achieve/SearchAchievements'>,
  | 'userID'
  | 'userName'
  | 'realName'
  | 'className'
  | 'province'
  | 'exams'
  | 'examAvg'
  | 'reports'
  | 'reportAvg'
  | 'trainings'
  | 'trainingAvg'
  | 'minutes'
>;

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
  http.call<ApiPage<'/VETrain/Class/SearchClasses', TrainClass>>({
    method: 'GET',
    url: `${TRAINING_API}/Class/SearchClasses`,
    params: { pageIndex: 1, pageSize: 1000 },
  });

/** One exam's statistics (published exams). */
export type ExamStat = Pick<
  ApiItem<'/VETrain/Achieve/SearchExamStats'>,
  | 'examID'
  | 'title'
  | 'totalScore'
  | 'assigned'
  | 'submitted'
  | 'avgScore'
  | 'maxScore'
  | 'minScore'
  | 'avgMinutes'
  | 'passRate'
>;

/** One training project's statistics. */
export type ProjectStat = Pick<
  ApiItem<'/VETrain/Achieve/SearchProjectStats'>,
  'tpInfoID' | 'title' | 'students' | 'trainings' | 'avgScore' | 'avgMinutes'
>;

/** Students of one province (empty name: unknown). */
export type ProvinceStat = Pick<
  ApiItem<'/VETrain/Achieve/SearchProvinceStats'>,
  'province' | 'students' | 'participants' | 'avgPercent'
>;

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
export type SkillRow = Pick<
  ApiItem<'/VETrain/KChart/SkillSummary'>,
  | 'userID'
  | 'userName'
  | 'realName'
  | 'className'
  | 'replays'
  | 'replayExcess'
  | 'tellCount'
  | 'tellAvg'
  | 'labelCount'
  | 'labelAvg'
  | 'discCount'
  | 'discAvg'
  | 'timesharCount'
  | 'timesharAvg'
  | 'histradeCount'
  | 'histradeAvg'
>;

/** GET /VETrain/KChart/SkillSummary (the 技能练习 tab) */
export const searchSkillSummary = (a: { classID?: number }) =>
  http.call<SkillRow[]>({ method: 'GET', url: `${TRAINING_API}/KChart/SkillSummary`, params: a });
