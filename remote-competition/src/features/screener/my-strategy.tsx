import { Button, Popconfirm, Space, Table } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatTime } from '../../common/format-time';
import { useMutation, useMutationDone, useQuery } from '../../state/data-hooks';
import type { Scheme } from './api/stockpick-types';
import { conditionText, indicatorIndex } from './condition-text';

const WEIGHTING = { equal: '等权', marketCap: '市值加权' } as const;

/** /TrainkEquityScreener/scheme/myStrategy: the user's schemes, kept on the server. */
export function MyStrategy() {
  const navigate = useNavigate();
  const schemes = useQuery('getSchemes', {});
  const groups = useQuery('getIndexList', {});
  const defs = useMemo(() => indicatorIndex(groups.data), [groups.data]);
  const remove = useMutation('deleteScheme');
  useMutationDone(remove, (ok) => ok && schemes.reload());
  const detail = (s: Scheme) =>
    navigate(`/TrainkEquityScreener/scheme/strategyDetail?schemeId=${s.schemeId}`);
  return (
    <Table<Scheme>
      size="small"
      rowKey="schemeId"
      loading={schemes.loading}
      dataSource={schemes.data ?? []}
      locale={{ emptyText: '暂无方案，可在条件选股中保存' }}
      pagination={false}
      columns={[
        { title: '方案名称', dataIndex: 'schemeName', width: 180 },
        {
          title: '选股条件',
          key: 'conditions',
          render: (_, s) => s.conditions.map((c) => conditionText(c, defs)).join('；'),
        },
        {
          title: '调仓',
          key: 'trading',
          width: 220,
          render: (_, s) =>
            `每${s.rebalanceDays ?? 20}个交易日，持${s.holdings ?? 10}只，${WEIGHTING[s.weighting ?? 'equal']}`,
        },
        {
          title: '创建时间',
          dataIndex: 'createTime',
          width: 170,
          render: (t: string) => formatTime(t),
        },
        {
          title: '操作',
          key: 'actions',
          width: 260,
          render: (_, s) => (
            <Space size={4}>
              <Button type="link" size="small" onClick={() => detail(s)}>
                详情
              </Button>
              <Button type="link" size="small" onClick={() => detail(s)}>
                回测
              </Button>
              <Button
                type="link"
                size="small"
                onClick={() =>
                  navigate(`/TrainkEquityScreener/conditionalStock?schemeId=${s.schemeId}`)
                }
              >
                修改条件
              </Button>
              <Popconfirm
                title="删除方案及其全部回测？"
                okText="删除"
                cancelText="取消"
                onConfirm={() => remove.run({ schemeId: s.schemeId })}
              >
                <Button type="link" size="small" danger>
                  删除
                </Button>
              </Popconfirm>
            </Space>
          ),
        },
      ]}
    />
  );
}
