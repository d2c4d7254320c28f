import type { TrainingFeature } from '../../registry/training-feature';
import { TrainTeachPage } from './train-teach-page';
import { createElement } from 'react';

/** TrainTeach: the nine knowledge lessons (spec §1), the default page of /main. */
export const trainTeachFeature: TrainingFeature = {
  id: 'train-teach',
  routes: [
    {
      path: 'TrainTeach',
      element: createElement(TrainTeachPage),
      menu: { label: '实训教学', order: 10 },
    },
  ],
};
