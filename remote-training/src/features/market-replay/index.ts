import { createElement } from 'react';
import type { TrainingFeature } from '../../registry/training-feature';
import { KChartTellPage } from './kchart-tell-page';
import { MarketReplayPage } from './market-replay-page';
import { replayOps } from './ops';

/** Skill tools (技能学习, issue 19): TrainMarketReplay and the TrainKChartTell quiz. */
export const marketReplayFeature: TrainingFeature = {
  id: 'market-replay',
  ops: replayOps,
  routes: [
    {
      path: 'TrainMarketReplay',
      element: createElement(MarketReplayPage),
      menu: { label: '行情回放', order: 10, group: 'TrainTeachTool' },
    },
    {
      path: 'TrainKChartTell',
      element: createElement(KChartTellPage),
      menu: { label: 'K线识别', order: 20, group: 'TrainTeachTool' },
    },
  ],
};
