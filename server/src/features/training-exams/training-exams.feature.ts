import type { Feature } from '../feature';
import { achievementStatsRoutes } from './achievement-stats.routes';
import { achievementsRoutes } from './achievements.routes';
import { contestReportsRoutes } from './contest-reports.routes';
import { examEditRoutes } from './exam-edit.routes';
import { examsRoutes } from './exams.routes';
import { exercisesRoutes } from './exercises.routes';
import { myExamsRoutes } from './my-exams.routes';
import { myReportsRoutes } from './my-reports.routes';
import { questionImportRoutes } from './question-import.routes';
import { questionsRoutes } from './questions.routes';
import { reportsRoutes } from './reports.routes';
import { seedQuestionBank } from '../../demo/training-questions-demo';

/** Question bank, exams, practice and experiment reports of the training area (issue 18). */
export const trainingExamsFeature: Feature = async (app, ctx) => {
  questionsRoutes(app, ctx);
  await questionImportRoutes(app, ctx);
  examsRoutes(app, ctx);
  examEditRoutes(app, ctx);
  myExamsRoutes(app, ctx);
  exercisesRoutes(app, ctx);
  reportsRoutes(app, ctx);
  myReportsRoutes(app, ctx);
  contestReportsRoutes(app, ctx);
  achievementsRoutes(app, ctx);
  achievementStatsRoutes(app, ctx);
  // Runs after the training demo (registered earlier) has made its subjects and classes.
  if (ctx.config.seedDemoData)
    app.addHook('onReady', () => seedQuestionBank(ctx.db, ctx.clock.now()).then(() => undefined));
};
