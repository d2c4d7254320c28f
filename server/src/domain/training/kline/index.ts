export * from './patterns';
export { gradeTell, QUIZ_SIZE, tellQuiz, type TellQuestion } from './quiz';
export * from './levels';
export * from './label';
export * from './disc';
export * from './examples';
export * from './chart-patterns';
export * from './histrade';
export * from './timeshar';
