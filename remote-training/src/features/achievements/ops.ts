import {
  achieveClasses,
  exportAchievements,
  searchAchievements,
  searchExamStats,
  searchProjectStats,
  searchProvinceStats,
} from './api/achieve-api';

/** Endpoint clients of TrainAchieveManage. */
export const achieveOps = {
  searchAchievements,
  exportAchievements,
  searchExamStats,
  searchProjectStats,
  searchProvinceStats,
  achieveClasses: () => achieveClasses(),
};
