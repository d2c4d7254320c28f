import {
  achieveClasses,
  exportAchievements,
  searchAchievements,
  searchExamStats,
  searchProjectStats,
  searchProvinceStats,
  searchSkillSummary,
} from './api/achieve-api';

/** Endpoint clients of TrainAchieveManage. */
export const achieveOps = {
  searchAchievements,
  exportAchievements,
  searchExamStats,
  searchProjectStats,
  searchProvinceStats,
  searchSkillSummary,
  achieveClasses: () => achieveClasses(),
};
