import { useSession } from '@portal/shared-kit';
import { Button, Card, Empty, Tabs, Typography } from 'antd';
import type { TpInfo } from '../../common/api/training-types';
import { isTrainingStudent } from '../../registry/role-rules';
import { chooseTraining } from './choose-training';
import { useQuery } from './hooks';

/** Case tasks of one case project, as tabs. */
function CaseTabs({ project }: { project: TpInfo }) {
  const panels = useQuery('projectPanels', { tpInfoID: project.tpInfoID });
  if ((panels.data ?? []).length === 0) return <Empty description="暂无案例任务" />;
  return (
    <Tabs
      items={(panels.data ?? []).map((c) => ({
        key: String(c.casePanelID),
        label: c.title,
        children: (
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
            {c.content}
          </Typography.Paragraph>
        ),
      }))}
    />
  );
}

/** /TrainOperaCase: the case projects (type 7) with their tasks; a student picks one to run. */
export function TrainOperaCasePage() {
  const { role, trainingLogIds } = useSession();
  const projects = useQuery('listProjects', { tpTypeID: 7, pageIndex: 1, pageSize: 20 });
  const list = projects.data?.list ?? [];
  return (
    <div data-page="TrainOperaCase">
      <Typography.Title level={4}>案例实训</Typography.Title>
      {list.length === 0 && !projects.loading ? <Empty description="暂无案例实训项目" /> : null}
      {list.map((p) => (
        <Card
          key={p.tpInfoID}
          title={p.trainTitle}
          className="trn-page-card"
          extra={
            isTrainingStudent(role) ? (
              <Button
                type="primary"
                disabled={trainingLogIds.length > 0}
                onClick={() => chooseTraining(p)}
              >
                选为当前实训
              </Button>
            ) : null
          }
        >
          <Typography.Paragraph type="secondary">{p.description}</Typography.Paragraph>
          <CaseTabs project={p} />
        </Card>
      ))}
    </div>
  );
}
