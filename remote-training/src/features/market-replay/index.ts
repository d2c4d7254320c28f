import { createElement } from 'react';
import { ROLES } from '../../registry/role-rules';
import type { TrainingFeature } from '../../registry/training-feature';
import { KChartDiscPage } from './kchart-disc-page';
import { KChartHistradePage } from './kchart-histrade-page';
import { KChartInfoPage } from './kchart-info-page';
import { KChartLabelPage } from './kchart-label-page';
import { KChartTellPage } from './kchart-tell-page';
import { KChartTimeSharPage } from './kchart-timeshar-page';
import { MarketReplayPage } from './market-replay-page';
import { replayOps } from './ops';
import { SkillAchievePage } from './skill-achieve-page';

/**
 * Skill tools (技能学习, issue 19): TrainMarketReplay (daily and minute bars) and the K-line tools
 * TrainKChartInfo, TrainKChartTell, TrainKChartLabel, TrainKCharDisc, TrainKCharTimeShar and trainKChartHistrade.
 */
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
      path: 'TrainKChartInfo',
      element: createElement(KChartInfoPage),
      menu: { label: 'K线知识', order: 15, group: 'TrainTeachTool' },
    },
    {
      path: 'TrainKChartTell',
      element: createElement(KChartTellPage),
      menu: { label: 'K线识别', order: 20, group: 'TrainTeachTool' },
    },
    {
      path: 'TrainKChartLabel',
      element: createElement(KChartLabelPage),
      menu: { label: 'K线标注', order: 30, group: 'TrainTeachTool' },
    },
    {
      path: 'TrainKCharDisc',
      element: createElement(KChartDiscPage),
      menu: { label: 'K线判断', order: 40, group: 'TrainTeachTool' },
    },
    {
      path: 'trainKChartHistrade',
      element: createElement(KChartHistradePage),
      menu: { label: '历史交易', order: 50, group: 'TrainTeachTool' },
    },
    {
      path: 'TrainKCharTimeShar',
      element: createElement(KChartTimeSharPage),
      menu: { label: '分时图', order: 45, group: 'TrainTeachTool' },
    },
    {
      // Every student's results for teachers (the link below, next to 成绩统计), a student's own.
      path: 'TrainSkillAchieve',
      element: createElement(SkillAchievePage),
    },
  ],
  links: [
    {
      key: 'TrainSkillAchieve',
      label: '技能练习成绩',
      href: '/TrainSkillAchieve',
      order: 91,
      group: 'TrainTeachManage',
      roles: ROLES.TEACHER_ONLY,
    },
  ],
};
