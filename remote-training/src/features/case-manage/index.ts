import { createElement } from 'react';
import { ROLES } from '../../registry/role-rules';
import type { TrainingFeature } from '../../registry/training-feature';
import { AddCasePanelPage } from './add-case-panel-page';
import { caseOps } from './ops';
import { TrainCaseManagePage } from './train-case-manage-page';

/** TrainCaseManage and addCasePanel: case panel management (admins only, spec §6). */
export const caseManageFeature: TrainingFeature = {
  id: 'case-manage',
  ops: caseOps,
  routes: [
    {
      path: 'TrainCaseManage',
      element: createElement(TrainCaseManagePage),
      roles: ROLES.ADMIN_ONLY,
      menu: { label: '案例管理', order: 80, group: 'TrainTeachManage' },
    },
    {
      path: 'addCasePanel',
      element: createElement(AddCasePanelPage),
      roles: ROLES.ADMIN_ONLY,
      activeMenu: '/TrainCaseManage',
    },
  ],
};
