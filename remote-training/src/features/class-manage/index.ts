import { createElement } from 'react';
import { ROLES } from '../../registry/role-rules';
import type { TrainingFeature } from '../../registry/training-feature';
import { classOps } from './ops';
import { TrainClassInfoPage } from './train-class-info-page';
import { TrainClassManagePage } from './train-class-manage-page';

/** TrainClassManage and TrainClassInfo (teachers only, spec §6). */
export const classManageFeature: TrainingFeature = {
  id: 'class-manage',
  ops: classOps,
  routes: [
    {
      path: 'TrainClassManage',
      element: createElement(TrainClassManagePage),
      roles: ROLES.TEACHER_ONLY,
      menu: { label: '班级管理', order: 10, group: 'TrainTeachManage' },
    },
    {
      path: 'TrainClassInfo',
      element: createElement(TrainClassInfoPage),
      roles: ROLES.TEACHER_ONLY,
      activeMenu: '/TrainClassManage',
    },
  ],
};
