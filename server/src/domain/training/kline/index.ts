export * from './patterns';
export { gradeTell, QUIZ_SIZE, tellQuiz, type TellQuestion } from './quiz';
