import { type MatchInfo } from '@portal/shared-kit';
import { Button, Card, Input, Table } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatTime } from '../../common/format-time';
import { matchTypeName } from '../../common/match-type-names';
import { useQuery } from '../../state/data-hooks';

/**
 * /racingInfo/endInfo and /ExchangeMonitor/raceEndSearch: my ended contests, searchable; each
 * opens its final results.
 */
export function EndInfoPage({ title = '已结束比赛' }: { title?: string }) {
  const navigate = useNavigate();
  const [key, setKey] = useState('');
  const list = useQuery('getMatchOver', { key });
  return (
    <Card title={title} data-page="endInfo">
      <div className="cmp-toolbar">
        <Input.Search
          allowClear
          placeholder="比赛名称"
          style={{ width: 220 }}
          onSearch={(v) => setKey(v.trim())}
        />
      </div>
      <Table<MatchInfo>
        size="small"
        rowKey="matchID"
        loading={list.loading}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: '暂无已结束的比赛' }}
        pagination={{ pageSize: 10, showSizeChanger: false }}
        columns={[
          { title: '比赛名称', dataIndex: 'matchName' },
          { title: '类型', render: (_v, m) => matchTypeName(m.matchType) },
          {
            title: '比赛时间',
            render: (_v, m) => `${formatTime(m.matchStartTime)} ~ ${formatTime(m.matchEndTime)}`,
          },
          {
            title: '操作',
            render: (_v, m) => (
              <Button
                type="link"
                size="small"
                onClick={() =>
                  void navigate(
                    `/ExchangeMonitor/raceEndInfo?matchID=${m.matchID}&traderID=${m.traderID ?? ''}`,
                  )
                }
              >
                查看结果
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
