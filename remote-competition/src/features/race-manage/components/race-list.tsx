import { formatTime } from '../../../common/format-time';
import {
  App,
  Button,
  Card,
  Input,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { matchTypeName } from '../../../common/match-type-names';
import { useMutation, useMutationDone, useQuery } from '../../../state/data-hooks';
import type { ManagedMatch } from '../api/search-match-list';

const PAGE_SIZE = 15;
const STATES = ['未开始', '进行中', '已结束'];
const STATE_COLORS = ['blue', 'green', 'default'];

/** What the 操作 links do with a contest. */
type RaceActs = {
  edit: (m: ManagedMatch) => void;
  publish: (m: ManagedMatch) => void;
  audit: (m: ManagedMatch) => void;
  results: (m: ManagedMatch) => void;
  end: (m: ManagedMatch) => void;
  remove: (m: ManagedMatch) => void;
};

/** The 操作 cell: edit, (un)publish, audit once published, results, end a running one, delete one not started. */
function raceActions(m: ManagedMatch, a: RaceActs) {
  return (
    <Space size={0} wrap>
      <Button type="link" size="small" onClick={() => a.edit(m)}>
        编辑
      </Button>
      <Button type="link" size="small" onClick={() => a.publish(m)}>
        {m.isPublished ? '取消发布' : '发布'}
      </Button>
      {m.isPublished ? (
        <Button type="link" size="small" onClick={() => a.audit(m)}>
          {m.isAudit ? '取消审核' : '审核通过'}
        </Button>
      ) : null}
      <Button type="link" size="small" onClick={() => a.results(m)}>
        参赛数据
      </Button>
      {m.currentState === 1 ? (
        <Popconfirm title="确定提前结束该比赛？" onConfirm={() => a.end(m)}>
          <Button type="link" size="small" danger>
            结束
          </Button>
        </Popconfirm>
      ) : null}
      {m.currentState === 0 ? (
        <Popconfirm title="确定删除该比赛？" onConfirm={() => a.remove(m)}>
          <Button type="link" size="small" danger>
            删除
          </Button>
        </Popconfirm>
      ) : null}
    </Space>
  );
}

/** The contest table's columns. */
function raceColumns(a: RaceActs): TableColumnsType<ManagedMatch> {
  return [
    { title: '比赛名称', dataIndex: 'matchName' },
    { title: '类型', dataIndex: 'matchType', render: (t: number) => matchTypeName(t) },
    {
      title: '比赛时间',
      render: (_v, m) => `${formatTime(m.startTime)} ~ ${formatTime(m.endTime)}`,
    },
    {
      title: '人数',
      render: (_v, m) => `${m.traderCount}${m.maxTraders ? ` / ${m.maxTraders}` : ''}`,
    },
    {
      title: '状态',
      render: (_v, m) => <Tag color={STATE_COLORS[m.currentState]}>{STATES[m.currentState]}</Tag>,
    },
    {
      title: '发布/审核',
      render: (_v, m) => (
        <Space size={4}>
          <Tag color={m.isPublished ? 'green' : 'default'}>
            {m.isPublished ? '已发布' : '未发布'}
          </Tag>
          <Tag color={m.isAudit ? 'green' : 'default'}>{m.isAudit ? '已审核' : '未审核'}</Tag>
        </Space>
      ),
    },
    { title: '操作', render: (_v, m) => raceActions(m, a) },
  ];
}

/** The admin's contest list: search, state filter, publish, audit, end, delete, edit. */
export function RaceList() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [key, setKey] = useState('');
  const [state, setState] = useState<number | undefined>();
  const [page, setPage] = useState(1);
  const list = useQuery('searchMatchList', { key, state, pageIndex: page, pageSize: PAGE_SIZE });
  const publish = useMutation('publishMatch');
  const audit = useMutation('auditMatch');
  const end = useMutation('endMatch');
  const remove = useMutation('deleteMatch');
  useMutationDone(publish, (ok) => ok && void message.success('操作成功'));
  useMutationDone(audit, (ok) => ok && void message.success('操作成功'));
  useMutationDone(end, (ok) => ok && void message.success('比赛已结束'));
  useMutationDone(remove, (ok) => ok && void message.success('比赛已删除'));
  const inv = ['searchMatchList'];
  const acts: RaceActs = {
    edit: (m) => void navigate(`/ManageCenter/RaceManage?current=1&matchID=${m.matchID}`),
    publish: (m) => publish.run({ matchID: m.matchID, isPublished: !m.isPublished }, inv),
    audit: (m) => audit.run({ matchID: m.matchID, isAudit: !m.isAudit }, inv),
    results: (m) => void navigate(`/UserCenter/UserCompetOver?matchID=${m.matchID}`),
    end: (m) => end.run({ matchID: m.matchID }, inv),
    remove: (m) => remove.run({ matchID: m.matchID }, inv),
  };
  return (
    <Card
      title="比赛列表"
      data-page="RaceManage"
      extra={
        <Button type="primary" onClick={() => void navigate('/ManageCenter/RaceManage?current=1')}>
          创建比赛
        </Button>
      }
    >
      <div className="cmp-toolbar">
        <Input.Search
          allowClear
          placeholder="比赛名称"
          style={{ width: 220 }}
          onSearch={(v) => {
            setKey(v.trim());
            setPage(1);
          }}
        />
        <Select
          allowClear
          placeholder="比赛状态"
          style={{ width: 140 }}
          value={state}
          onChange={(v) => {
            setState(v);
            setPage(1);
          }}
          options={STATES.map((label, value) => ({ value, label }))}
        />
      </div>
      <Table<ManagedMatch>
        size="small"
        rowKey="matchID"
        loading={list.loading}
        dataSource={list.data?.list ?? []}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={raceColumns(acts)}
      />
    </Card>
  );
}
