// Question bank, exams and practice (issue 18): pure rules, no Fastify or database.
export * from './questions';
export * from './grading';
export * from './compose';
export * from './timing';
export * from './question-row';
export * from './edit-rules';
