import { achieveClasses, exportAchievements, searchAchievements } from './api/achieve-api';

/** Endpoint clients of TrainAchieveManage. */
export const achieveOps = {
  searchAchievements,
  exportAchievements,
  achieveClasses: () => achieveClasses(),
};
