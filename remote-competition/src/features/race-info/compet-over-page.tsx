import { Button, Card, Input, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatTime } from '../../common/format-time';
import { useMutation, useQuery } from '../../state/data-hooks';
/** The contest select and the trader search. */
function TraderToolbar(props: {
  contests: { matchID: number; matchName: string }[];
  matchID: number | undefined;
  onContest: (matchID: number) => void;
  onSearch: (key: string) => void;
}) {
  return (
    <div className="cmp-toolbar">
      <Select
        showSearch
        optionFilterProp="label"
        placeholder="选择比赛"
        style={{ width: 280 }}
        value={props.matchID}
        onChange={(v: number) => props.onContest(v)}
        options={props.contests.map((m) => ({
          value: m.matchID,
          label: m.matchName,
        }))}
      />
      <Input.Search
        allowClear
        placeholder="姓名/用户名/班级"
        style={{ width: 220 }}
        onSearch={props.onSearch}
      />
    </div>
  );
}

/** /UserCenter/UserCompetOver (admin): a contest's traders — who joined, when, last sign-in, state. */
export function CompetOverPage() {
  const [params, setParams] = useSearchParams();
  const matchID = Number(params.get('matchID')) || undefined;
  const [key, setKey] = useState('');
  const [page, setPage] = useState(1);
  const contests = useQuery('searchMatchList', { pageIndex: 1, pageSize: 500 });
  const traders = useQuery(
    'getMatchTraders',
    { matchID: matchID ?? 0, key, pageIndex: page, pageSize: 20 },
    { skip: !matchID },
  );
  const setState = useMutation('setTraderState');
  return (
    <Card title="参赛数据" data-page="UserCompetOver">
      <TraderToolbar
        contests={contests.data?.list ?? []}
        matchID={matchID}
        onContest={(v) => {
          setParams({ matchID: String(v) });
          setPage(1);
        }}
        onSearch={(v) => {
          setKey(v.trim());
          setPage(1);
        }}
      />
      <Table
        size="small"
        rowKey="traderID"
        loading={!!matchID && traders.loading}
        dataSource={traders.data?.list ?? []}
        locale={{ emptyText: matchID ? '暂无参赛选手' : '请选择比赛' }}
        pagination={{
          current: page,
          pageSize: 20,
          total: traders.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
          showTotal: (t) => `共 ${t} 人`,
        }}
        columns={[
          { title: '交易账号', dataIndex: 'traderID' },
          { title: '用户名', dataIndex: 'userName' },
          { title: '姓名', dataIndex: 'realName' },
          { title: '班级', dataIndex: 'className' },
          { title: '团队', render: (_v, t) => t.teamName || '—' },
          { title: '报名时间', render: (_v, t) => formatTime(t.joinTime) },
          { title: '最近登录', render: (_v, t) => formatTime(t.lastLoginTime) || '—' },
          {
            title: '状态',
            render: (_v, t) =>
              t.traderState === 0 ? <Tag color="green">正常</Tag> : <Tag color="red">已禁用</Tag>,
          },
          {
            title: '操作',
            render: (_v, t) => (
              <Space>
                <Button
                  type="link"
                  size="small"
                  onClick={() =>
                    setState.run(
                      { traderID: t.traderID, traderState: t.traderState === 0 ? 1 : 0 },
                      ['getMatchTraders'],
                    )
                  }
                >
                  {t.traderState === 0 ? '禁用' : '启用'}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
