import type { TrainingFeature } from '../../registry/training-feature';
import { TaskPanel } from './components/task-panel';
import { TrainingBanner } from './components/training-banner';
import { TrainingToggle } from './components/training-toggle';
import { sessionOps } from './ops';

/** Over another area's page, the training-mode banner; everywhere, the task panel. */
function TaskOverlays() {
  return (
    <>
      <TrainingBanner />
      <TaskPanel />
    </>
  );
}

/** The practical-training session: the header's 开始/结束 button and the floating task panel. */
export const trainingSessionFeature: TrainingFeature = {
  id: 'training-session',
  routes: [],
  ops: sessionOps,
  header: TrainingToggle,
  overlay: TaskOverlays,
};
