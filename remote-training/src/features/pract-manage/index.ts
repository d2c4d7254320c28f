import { createElement } from 'react';
import { ROLES } from '../../registry/role-rules';
import type { TrainingFeature } from '../../registry/training-feature';
import { practOps } from './ops';
import { TrainPractManagePage } from './train-pract-manage-page';

/** TrainPractManage: assign projects to classes, see each student's logs and score them (teachers). */
export const practManageFeature: TrainingFeature = {
  id: 'pract-manage',
  ops: practOps,
  routes: [
    {
      path: 'TrainPractManage',
      element: createElement(TrainPractManagePage),
      roles: ROLES.TEACHER_ONLY,
      menu: { label: '实训管理', order: 40, group: 'TrainTeachManage' },
    },
  ],
};
