import { createElement } from 'react';
import { ROLES } from '../../registry/role-rules';
import type { TrainingFeature } from '../../registry/training-feature';
import { reportOps } from './ops';
import { ReleasedReportPage } from './released-report-page';
import { ReportInfoPage } from './report-info-page';
import { ReportManagePage } from './report-manage-page';
import { TrainReportPage } from './train-report-page';

/** Experiment reports (issue 18): templates, writing and submitting, marking (spec §3 states). */
export const reportsFeature: TrainingFeature = {
  id: 'reports',
  ops: reportOps,
  routes: [
    {
      path: 'TrainReport',
      element: createElement(TrainReportPage),
      roles: ROLES.STUDENT_ONLY,
      menu: { label: '实验报告', order: 14, group: 'TrainExam' },
    },
    {
      path: 'TrainReportManage',
      element: createElement(ReportManagePage),
      roles: ROLES.ADMIN_AND_TEACHER,
      menu: { label: '实验报告管理', order: 65, group: 'TrainTeachManage' },
    },
    {
      path: 'releasedReport',
      element: createElement(ReleasedReportPage),
      roles: ROLES.ADMIN_AND_TEACHER,
      activeMenu: '/TrainReportManage',
    },
    { path: 'TrainReportInfo', element: createElement(ReportInfoPage) },
  ],
};
