import * as api from './api/replay-api';

/** Endpoint clients of the market replay and the K-line quiz. */
export const replayOps = {
  replayOptions: () => api.replayOptions(),
  startReplay: api.startReplay,
  controlReplay: api.controlReplay,
  tradeReplay: api.tradeReplay,
  searchReplays: () => api.searchReplays(),
  tellQuiz: api.tellQuiz,
  tellSubmit: api.tellSubmit,
};
