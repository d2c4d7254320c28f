import { useInjected } from '@portal/shared-kit';
import { Button, Space, Table, Tabs } from 'antd';
import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { fillColumns, orderColumns, positionColumns } from '../../components/account-columns';
import { AssetDetailView } from './components/asset-detail-view';
import { HistoryRange } from './components/history-range';
import { useQueryCenterData } from './state/query-center-reads';
import { queryCenterSaga } from './state/query-center.saga';
import {
  QUERY_CENTER_KEY,
  queryCenterActions as a,
  queryCenterSlice,
  selectQueryCenter,
  type QueryTab,
} from './state/query-center.slice';

const TABS: { key: QueryTab; label: string }[] = [
  { key: 'todayOrders', label: '当日委托' },
  { key: 'todayFills', label: '当日成交' },
  { key: 'historyOrders', label: '历史委托' },
  { key: 'historyFills', label: '历史成交' },
  { key: 'assets', label: '资产查询' },
];

const isHistoryTab = (tab: QueryTab) => tab === 'historyOrders' || tab === 'historyFills';

type QueryCenterState = ReturnType<typeof selectQueryCenter>;
type QueryCenterData = ReturnType<typeof useQueryCenterData>;

/** The tab's table: assets with the positions, or a page of orders or fills. */
function QueryCenterBody({ s, d }: { s: QueryCenterState; d: QueryCenterData }) {
  const dispatch = useDispatch();
  const isHistory = isHistoryTab(s.tab);
  const isOrders = s.tab === 'todayOrders' || s.tab === 'historyOrders';
  const orderCols = useMemo(() => orderColumns({ withDate: isHistory }), [isHistory]);
  const fillCols = useMemo(() => fillColumns(isHistory), [isHistory]);
  const pagination = {
    current: s.pageIndex,
    pageSize: s.pageSize,
    total: isOrders ? d.orders.total : d.fills.total,
    showSizeChanger: true,
    showTotal: (t: number) => `共 ${t} 条`,
    onChange: (pageIndex: number, pageSize: number) =>
      dispatch(a.pageChanged({ pageIndex, pageSize })),
  };

  if (s.tab === 'assets') {
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        <AssetDetailView assets={d.assets} />
        <Table
          size="small"
          rowKey={(r) => `${r.symbol}.${r.market}`}
          columns={positionColumns()}
          dataSource={d.positions}
          pagination={false}
          locale={{ emptyText: '暂无持仓' }}
        />
      </Space>
    );
  }
  if (isOrders) {
    return (
      <Table
        size="small"
        rowKey="orderId"
        columns={orderCols}
        dataSource={d.orders.rows}
        loading={d.loading}
        pagination={pagination}
        locale={{ emptyText: '暂无委托' }}
      />
    );
  }
  return (
    <Table
      size="small"
      rowKey="id"
      columns={fillCols}
      dataSource={d.fills.rows}
      loading={d.loading}
      pagination={pagination}
      locale={{ emptyText: '暂无成交' }}
    />
  );
}

/** Query center: today's and history orders and fills (by date range), assets, exports. */
export function QueryCenterPage() {
  useInjected({ key: QUERY_CENTER_KEY, reducer: queryCenterSlice.reducer, saga: queryCenterSaga });
  const dispatch = useDispatch();
  const s = useSelector(selectQueryCenter);
  const d = useQueryCenterData(s);
  useEffect(() => {
    dispatch(a.tabChosen('todayOrders'));
  }, [dispatch]);
  const isHistory = isHistoryTab(s.tab);

  return (
    <div className="sz-page" data-testid="query-center">
      <div className="sz-panel">
        <Tabs
          activeKey={s.tab}
          items={TABS}
          onChange={(k) => dispatch(a.tabChosen(k as QueryTab))}
          tabBarExtraContent={
            s.tab === 'todayOrders' || s.tab === 'todayFills' ? (
              <Button
                size="small"
                onClick={() =>
                  dispatch(a.exportRequested(s.tab === 'todayOrders' ? 'orders' : 'fills'))
                }
              >
                导出
              </Button>
            ) : null
          }
        />
        {isHistory && (
          <div className="sz-filters" style={{ marginBottom: 8 }}>
            <HistoryRange
              onQuery={(range) => {
                // A new range reads itself; 查询 of the same range reads it again.
                const same = range.fromDate === s.fromDate && range.toDate === s.toDate;
                dispatch(a.rangeChosen(range));
                if (!range.error && same) d.reload();
              }}
            />
          </div>
        )}
        <QueryCenterBody s={s} d={d} />
      </div>
    </div>
  );
}
