import { createElement } from 'react';
import { ROLES } from '../../registry/role-rules';
import type { TrainingFeature } from '../../registry/training-feature';
import { achieveOps } from './ops';
import { TrainAchieveManagePage } from './train-achieve-manage-page';

/** TrainAchieveManage (teachers, spec §6): achievement statistics (issue 18). */
export const achievementsFeature: TrainingFeature = {
  id: 'achievements',
  ops: achieveOps,
  routes: [
    {
      path: 'TrainAchieveManage',
      element: createElement(TrainAchieveManagePage),
      roles: ROLES.TEACHER_ONLY,
      menu: { label: '成绩统计', order: 90, group: 'TrainTeachManage' },
    },
  ],
};
