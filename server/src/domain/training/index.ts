// Pure training logic (spec §1, §2, §6, §7): nothing here imports Fastify or the database.
// Feature helpers add their own subfolders (e.g. domain/training/exams) and export them here.
export * from './messages';
export * from './roles';
export * from './tp-types';
export * from './train-log';
export * from './resources';
export * from './training-contest';
