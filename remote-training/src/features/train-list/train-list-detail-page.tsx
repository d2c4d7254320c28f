import { useSession } from '@portal/shared-kit';
import { Button, Card, Descriptions, Empty, Tabs, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isTrainingStudent } from '../../registry/role-rules';
import { shownTime } from '../../common/format';
import { landingPageName } from '../../common/landing-page-name';
import { chooseTraining } from './choose-training';
import { useQuery } from './hooks';

/** /TrainListDetail?tpInfoID=: one project with its case tasks (the active menu stays TrainTeach). */
export function TrainListDetailPage() {
  const [params] = useSearchParams();
  const tpInfoID = Number(params.get('tpInfoID')) || 0;
  const navigate = useNavigate();
  const { role, trainingLogIds } = useSession();
  const info = useQuery('projectDetail', { tpInfoID }, { skip: !tpInfoID });
  const panels = useQuery('projectPanels', { tpInfoID }, { skip: !tpInfoID });
  if (!tpInfoID) return <Empty description="请从实训任务列表选择项目" />;
  const p = info.data;
  return (
    <Card
      loading={info.loading}
      title={p?.trainTitle ?? '实训详情'}
      className="trn-page-card"
      data-page="TrainListDetail"
      extra={<Button onClick={() => void navigate('/TrainList')}>返回列表</Button>}
    >
      {p ? (
        <>
          <Descriptions size="small" column={3} bordered>
            <Descriptions.Item label="实训类型">{p.tpTypeName}</Descriptions.Item>
            <Descriptions.Item label="交易页面">{landingPageName(p.landingPath)}</Descriptions.Item>
            <Descriptions.Item label="创建时间">{shownTime(p.createTime)}</Descriptions.Item>
            <Descriptions.Item label="实训说明" span={3}>
              {p.description || '—'}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            案例任务
          </Typography.Title>
          {(panels.data ?? []).length === 0 ? (
            <Empty description="暂无案例任务" />
          ) : (
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
          )}
          {isTrainingStudent(role) ? (
            <Button
              type="primary"
              disabled={trainingLogIds.length > 0}
              onClick={() => chooseTraining(p)}
            >
              选为当前实训
            </Button>
          ) : null}
        </>
      ) : null}
    </Card>
  );
}
