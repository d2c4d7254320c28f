import { MESSAGES } from '@portal/shared-kit';
import { createElement } from 'react';
import type { TrainingFeature } from '../../registry/training-feature';
import { trainListOps } from './ops';
import { TrainGPInfoPage } from './train-gp-info-page';
import { TrainOperaCasePage } from './train-opera-case-page';
import { TrainListDetailPage } from './train-list-detail-page';
import { TrainListPage } from './train-list-page';

/** TrainList, TrainListDetail (lights TrainTeach) and the hidden TrainGPInfo (spec §2). */
export const trainListFeature: TrainingFeature = {
  id: 'train-list',
  ops: trainListOps,
  // The extra side-menu entry that jumps to the competition side (spec §2).
  links: [
    {
      key: 'mainmatch',
      label: MESSAGES.SIMULATED_COMPETITION,
      href: '/mainmatch',
      order: 90,
      group: 'TrainExam',
    },
  ],
  routes: [
    {
      path: 'TrainList',
      element: createElement(TrainListPage),
      menu: { label: '实训任务', order: 30 },
    },
    {
      path: 'TrainListDetail',
      element: createElement(TrainListDetailPage),
      activeMenu: '/TrainTeach',
    },
    { path: 'TrainGPInfo', element: createElement(TrainGPInfoPage) },
    {
      path: 'TrainOperaCase',
      element: createElement(TrainOperaCasePage),
      menu: { label: '案例实训', order: 35 },
    },
  ],
};
