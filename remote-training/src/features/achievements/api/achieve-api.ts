import { downloadFile, http } from '@portal/shared-kit';
import { TRAINING_API } from '../../../common/api/training-prefix';
import type { Paged, TrainClass } from '../../../common/api/training-types';

/** One student's achievements. */
export interface Achievement {
  userID: number;
  userName: string;
  realName: string;
  className: string;
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
