/**
 * The one prefix of the training calls whose prefix spec §7 leaves open (see server/API-training.md):
 * `${TRAINING_PREFIX}/TrainLog/Start`, `${TRAINING_PREFIX}/TPInfo/SearchTPInfos`, …
 */
export const TRAINING_PREFIX = '/VETrain';
