import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import { ROLES } from '../../registry/role-rules';
import type { TrainingFeature } from '../../registry/training-feature';
import { peopleOps } from './ops';
import { TrainSubjectManagePage } from './train-subject-manage-page';
import { TrainUserManagementPage } from './train-user-management-page';

/** TrainUserManagement (teachers) and TrainSubjectManage (admins and teachers), spec §6. */
export const peopleFeature: TrainingFeature = {
  id: 'people',
  ops: peopleOps,
  routes: [
    {
      path: 'TrainTeachManage',
      element: createElement(Navigate, { to: '/TrainSubjectManage', replace: true }),
      roles: ROLES.ADMIN_AND_TEACHER,
    },
    {
      path: 'TrainUserManagement',
      element: createElement(TrainUserManagementPage),
      roles: ROLES.TEACHER_ONLY,
      menu: { label: '用户管理', order: 20, group: 'TrainTeachManage' },
    },
    {
      path: 'TrainSubjectManage',
      element: createElement(TrainSubjectManagePage),
      roles: ROLES.ADMIN_AND_TEACHER,
      menu: { label: '科目管理', order: 30, group: 'TrainTeachManage' },
    },
  ],
};
