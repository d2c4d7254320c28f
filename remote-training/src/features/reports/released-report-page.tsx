import { Button, Card, Table, Tag } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { shownTime } from '../../common/format';
import type { Report } from './api/report-api';
import { useQuery } from './hooks';

/** releasedReport?templateID= (admins and teachers): the submitted reports of a template. */
export function ReleasedReportPage() {
  const navigate = useNavigate();
  const templateID = Number(useSearchParams()[0].get('templateID'));
  const list = useQuery('searchReports', { templateID }, { skip: !(templateID > 0) });
  return (
    <Card title="已提交的实验报告" className="trn-page-card" data-page="releasedReport">
      <Table<Report>
        rowKey={(r) => String(r.reportID)}
        size="small"
        loading={list.loading}
        dataSource={list.data ?? []}
        locale={{ emptyText: '暂无提交的报告' }}
        pagination={false}
        columns={[
          { title: '用户名', dataIndex: 'userName' },
          { title: '姓名', dataIndex: 'realName' },
          { title: '提交时间', dataIndex: 'submitTime', render: shownTime },
          {
            title: '状态',
            dataIndex: 'statusName',
            render: (v: string, r) => <Tag color={r.status === 4 ? 'green' : 'orange'}>{v}</Tag>,
          },
          { title: '分数', dataIndex: 'score', render: (v: number | null) => v ?? '—' },
          {
            title: '操作',
            render: (_: unknown, r) => (
              <Button
                size="small"
                onClick={() => navigate(`/TrainReportInfo?reportID=${r.reportID}`)}
              >
                批阅
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
