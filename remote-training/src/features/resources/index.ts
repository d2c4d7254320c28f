import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import { ROLES } from '../../registry/role-rules';
import type { TrainingFeature } from '../../registry/training-feature';
import { ResourceLibrary } from './components/resource-library';
import { resourceOps } from './ops';

const library = (category: 'teach' | 'exercise' | 'train' | 'extra', title: string) =>
  createElement(ResourceLibrary, { category, title, key: category });

/** TrainResManage's libraries (admins and teachers, spec §6) and TrainExtraRes for everybody. */
export const resourcesFeature: TrainingFeature = {
  id: 'resources',
  ops: resourceOps,
  routes: [
    {
      path: 'TrainResManage',
      element: createElement(Navigate, { to: '/TrainTeachRes', replace: true }),
      roles: ROLES.ADMIN_AND_TEACHER,
      activeMenu: '/TrainTeachRes',
    },
    {
      path: 'TrainTeachRes',
      element: library('teach', '教学资源'),
      roles: ROLES.ADMIN_AND_TEACHER,
      menu: { label: '教学资源', order: 10, group: 'TrainResManage' },
    },
    {
      path: 'TrainExercisRes',
      element: library('exercise', '练习资源'),
      roles: ROLES.ADMIN_AND_TEACHER,
      menu: { label: '练习资源', order: 20, group: 'TrainResManage' },
    },
    {
      path: 'TraintrainRes',
      element: library('train', '实训资源'),
      roles: ROLES.ADMIN_AND_TEACHER,
      menu: { label: '实训资源', order: 30, group: 'TrainResManage' },
    },
    {
      path: 'TrainExtraRes',
      element: library('extra', '拓展资源'),
      menu: { label: '拓展资源', order: 70 },
    },
  ],
};
