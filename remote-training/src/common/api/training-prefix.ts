/** The server's one prefix for the training calls whose prefix spec §7 leaves open. */
export const TRAINING_API = '/VETrain';
