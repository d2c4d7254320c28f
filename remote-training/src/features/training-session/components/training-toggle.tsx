import { MESSAGES, useSession } from '@portal/shared-kit';
import { Button, Select, Tooltip } from 'antd';
import { isTrainingStudent } from '../../../registry/role-rules';
import { setCurrentTraining } from '../../../common/current-training';
import { useQuery } from '../hooks';
import { useTrainingToggle } from '../use-training-toggle';

/** The students' start/end training button in the shell header, with its project choice and hint. */
export function TrainingToggle() {
  const { role } = useSession();
  if (!isTrainingStudent(role)) return null;
  return <StudentToggle />;
}

function StudentToggle() {
  const { started, current, busy, toggle } = useTrainingToggle('header');
  const projects = useQuery('sessionProjects', undefined as never);
  const list = projects.data?.list ?? [];
  return (
    <div className="trn-toggle" data-testid="training-header-toggle">
      <Select
        className="trn-project-select"
        size="small"
        placeholder="选择实训项目"
        disabled={started}
        value={current?.tpInfoID}
        loading={projects.loading}
        options={list.map((p) => ({ value: p.tpInfoID, label: p.trainTitle }))}
        notFoundContent="暂无分配的实训项目"
        onChange={(id: number) => {
          const p = list.find((x) => x.tpInfoID === id);
          if (p)
            setCurrentTraining({
              tpInfoID: p.tpInfoID,
              trainTitle: p.trainTitle,
              trainType: p.trainType,
              marketType: p.marketType,
              landingPath: p.landingPath,
            });
        }}
      />
      <Tooltip title={MESSAGES.TRAINING_HINT}>
        <Button
          type="primary"
          danger={started}
          size="small"
          loading={busy}
          disabled={!started && !current}
          data-testid="training-toggle"
          onClick={toggle}
        >
          {started ? MESSAGES.TRAINING_END : MESSAGES.TRAINING_START}
        </Button>
      </Tooltip>
      <span className="trn-hint">{MESSAGES.TRAINING_HINT}</span>
    </div>
  );
}
