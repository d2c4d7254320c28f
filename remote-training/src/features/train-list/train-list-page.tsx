import { MESSAGES, useSession } from '@portal/shared-kit';
import { App, Button, Card, Input, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TpInfo } from '../../common/api/training-types';
import { useCurrentTraining } from '../../common/current-training';
import { isTrainingStudent } from '../../registry/role-rules';
import { chooseTraining } from './choose-training';
import { ExerciseTasks } from './exercise-tasks';
import { useQuery } from './hooks';

/** The project table's columns; a student also chooses the project to train in (not once started). */
function projectColumns(a: {
  student: boolean;
  started: boolean;
  currentID: number | undefined;
  onDetail: (p: TpInfo) => void;
  onChoose: (p: TpInfo) => void;
}): TableColumnsType<TpInfo> {
  const { student, started } = a;
  return [
    { title: '实训项目', dataIndex: 'trainTitle' },
    {
      title: '类型',
      dataIndex: 'tpTypeName',
      render: (v: string) => <Tag color="blue">{v}</Tag>,
    },
    { title: '说明', dataIndex: 'description', ellipsis: true },
    { title: '案例任务', dataIndex: 'casePanelCount', width: 90 },
    {
      title: '操作',
      width: 200,
      render: (_: unknown, p) => (
        <Space>
          <Button size="small" onClick={() => a.onDetail(p)}>
            详情
          </Button>
          {student ? (
            <Button
              size="small"
              type={a.currentID === p.tpInfoID ? 'primary' : 'default'}
              disabled={started}
              data-testid={`choose-${p.tpInfoID}`}
              onClick={() => a.onChoose(p)}
            >
              {a.currentID === p.tpInfoID ? '当前实训' : '选择实训'}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];
}

/** /TrainList: the student's training projects and exercises (teachers and admins: all of them). */
export function TrainListPage() {
  const { role, trainingLogIds } = useSession();
  const student = isTrainingStudent(role);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const current = useCurrentTraining();
  const [tpTypeID, setType] = useState<number | undefined>();
  const [searchKey, setKey] = useState('');
  const [pageIndex, setPage] = useState(1);
  const types = useQuery('listTpTypes', undefined as never);
  const list = useQuery('listProjects', { tpTypeID, searchKey, pageIndex, pageSize: 10 });
  const started = trainingLogIds.length > 0;
  return (
    <Card
      title={student ? '我的实训任务' : '实训项目'}
      className="trn-page-card"
      data-page="TrainList"
      extra={
        <Space>
          <Select
            allowClear
            placeholder="实训类型"
            style={{ width: 140 }}
            value={tpTypeID}
            onChange={(v?: number) => {
              setType(v);
              setPage(1);
            }}
            options={(types.data ?? []).map((t) => ({ value: t.tpTypeID, label: t.tpTypeName }))}
          />
          <Input.Search
            allowClear
            placeholder="项目名称"
            style={{ width: 200 }}
            onSearch={(v) => {
              setKey(v.trim());
              setPage(1);
            }}
          />
        </Space>
      }
    >
      <Table<TpInfo>
        rowKey="tpInfoID"
        size="small"
        loading={list.loading}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: student ? '老师尚未给你的班级分配实训项目' : '暂无实训项目' }}
        pagination={{
          current: pageIndex,
          pageSize: 10,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={projectColumns({
          student,
          started,
          currentID: current?.tpInfoID,
          onDetail: (p) => void navigate(`/TrainListDetail?tpInfoID=${p.tpInfoID}`),
          onChoose: (p) => {
            chooseTraining(p);
            void message.info(MESSAGES.TRAINING_HINT);
          },
        })}
      />
      <ExerciseTasks student={student} />
    </Card>
  );
}
