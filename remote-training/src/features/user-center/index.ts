import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import { ROLES } from '../../registry/role-rules';
import type { TrainingFeature } from '../../registry/training-feature';
import { userCenterOps } from './ops';
import { TrainDiscRecordPage } from './train-disc-record-page';
import { TrainMyDataPage } from './train-my-data-page';
import { TrainResultPage } from './train-result-page';
import { TrainSecurityPage } from './train-security-page';

/** TrainUserCenter, opened from the avatar: TrainMyData, TrainSecurity, TrainResult, TrainDiscRecord. */
export const userCenterFeature: TrainingFeature = {
  id: 'user-center',
  ops: userCenterOps,
  routes: [
    {
      path: 'TrainUserCenter',
      element: createElement(Navigate, { to: '/TrainUserCenter/TrainMyData', replace: true }),
    },
    { path: 'TrainUserCenter/TrainMyData', element: createElement(TrainMyDataPage) },
    { path: 'TrainUserCenter/TrainSecurity', element: createElement(TrainSecurityPage) },
    {
      path: 'TrainUserCenter/TrainResult',
      element: createElement(TrainResultPage),
      roles: ROLES.STUDENT_ONLY,
    },
    { path: 'TrainUserCenter/TrainDiscRecord', element: createElement(TrainDiscRecordPage) },
  ],
};
