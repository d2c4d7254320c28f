import * as kchart from './api/kchart-api';
import * as api from './api/replay-api';

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
  kchartScores: () => kchart.kchartScores(),
  skillSummary: () => kchart.skillSummary(),
};
