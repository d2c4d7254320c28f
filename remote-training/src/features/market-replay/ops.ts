import * as histrade from './api/histrade-api';
import * as kchart from './api/kchart-api';
import * as api from './api/replay-api';
import * as sets from './api/sets-api';
import * as timeshar from './api/timeshar-api';

/** Endpoint clients of the market replay and the K-line tools. */
export const replayOps = {
  replayOptions: () => api.replayOptions(),
  startReplay: api.startReplay,
  controlReplay: api.controlReplay,
  tradeReplay: api.tradeReplay,
  searchReplays: () => api.searchReplays(),
  tellQuiz: kchart.tellQuiz,
  tellSubmit: kchart.tellSubmit,
  kchartExamples: kchart.kchartExamples,
  labelQuiz: kchart.labelQuiz,
  labelSubmit: kchart.labelSubmit,
  discQuiz: kchart.discQuiz,
  discSubmit: kchart.discSubmit,
  histradeStart: histrade.histradeStart,
  histradeStep: histrade.histradeStep,
  histradeSubmit: histrade.histradeSubmit,
  timeSharQuiz: timeshar.timeSharQuiz,
  timeSharSubmit: timeshar.timeSharSubmit,
  kchartScores: () => kchart.kchartScores(),
  skillSummary: () => kchart.skillSummary(),
  searchSets: sets.searchSets,
  saveSet: sets.saveSet,
  deleteSet: sets.deleteSet,
  setStats: sets.setStats,
  setClasses: () => sets.setClasses(),
};
