import { formatMoney, useSession } from '@portal/shared-kit';
import { isCompetitionAdmin } from '../../shell/use-match-bootstrap';
import { Button, Card, DatePicker, Empty, Input, Table } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { useMemo, useState } from 'react';
import { field } from '../../common/api/field';
import { useMutation, useQuery } from '../../state/data-hooks';
import type { RankingRow } from './api/search-personal-rankings';
import { rankColumns, type RankColumn } from './rank-columns';

const PAGE_SIZE = 20;

function cell(row: RankingRow, c: RankColumn): string {
  const v = field(row, c.field);
  if (v === undefined || v === '') return '—';
  if (c.kind === 'text') return String(v);
  const n = Number(v);
  if (!Number.isFinite(n)) return String(v);
  if (c.kind === 'percent') return `${formatMoney(n * 100)}%`;
  return formatMoney(n, c.kind === 'money' || c.field.endsWith('Score') ? 2 : 4);
}

type RankSort = { sortField?: string; sortType?: 'asc' | 'desc' };

/** The ranking's columns: rank and user name fixed on the left, then the contest's own columns. */
function rankTableColumns(
  cols: RankColumn[],
  page: number,
  sort: RankSort,
): ColumnsType<RankingRow> {
  return [
    {
      title: '排名',
      key: 'rank',
      width: 70,
      fixed: 'left',
      render: (_v, r, i) => r.Rank || (page - 1) * PAGE_SIZE + i + 1,
    },
    {
      title: '用户名',
      key: 'UserName',
      width: 120,
      fixed: 'left',
      render: (_v, r) => r.UserName,
    },
    ...cols.map((c) => ({
      title: c.label,
      key: c.field,
      align: c.kind === 'text' ? ('left' as const) : ('right' as const),
      sorter: c.kind !== 'text',
      sortOrder:
        sort.sortField === c.field
          ? sort.sortType === 'asc'
            ? ('ascend' as const)
            : ('descend' as const)
          : null,
      render: (_v: unknown, r: RankingRow) => cell(r, c),
    })),
  ];
}

/** The table's sorter as the call's sort fields (none when the sort is cleared). */
function sortOf(sorter: unknown): RankSort {
  const one = sorter as SorterResult<RankingRow>;
  return one.order
    ? {
        sortField: String(one.columnKey),
        sortType: one.order === 'ascend' ? 'asc' : 'desc',
      }
    : {};
}

/**
 * /ExchangeMonitor/Rank: the contest's personal ranking, searchable, sortable and paged, with
 * the columns the contest's settings show, and export.
 */
export function RankPage() {
  const s = useSession();
  const matchID = s.currentMatch?.matchID ?? 0;
  const [searchKey, setSearchKey] = useState('');
  const [searchDate, setSearchDate] = useState<string | undefined>();
  const [sort, setSort] = useState<RankSort>({});
  const [page, setPage] = useState(1);
  const rows = useQuery(
    'searchPersonalRankings',
    { matchID, searchKey, searchDate, ...sort, pageIndex: page, pageSize: PAGE_SIZE },
    // A combine has no ranking (spec §6): the page guard sends the user away; ask nothing meanwhile.
    { skip: !matchID || s.isCombine },
  );
  const exporter = useMutation('exportPersonalRankings');
  const cols = useMemo(() => rankColumns(rows.data?.columns), [rows.data?.columns]);
  const columns = rankTableColumns(cols, page, sort);
  if (!matchID || s.isCombine)
    return (
      <Card>
        <Empty description={s.isCombine ? '组合不参与排名' : '请先选择比赛'} />
      </Card>
    );
  return (
    <Card title={`排行榜 · ${s.currentMatch?.matchName ?? ''}`} data-page="Rank">
      <div className="cmp-toolbar">
        <Input.Search
          allowClear
          placeholder="姓名/用户名/班级"
          style={{ width: 240 }}
          onSearch={(v) => {
            setSearchKey(v.trim());
            setPage(1);
          }}
        />
        <DatePicker
          placeholder="排名日期"
          onChange={(d) => {
            setSearchDate(d ? d.format('YYYY-MM-DD') : undefined);
            setPage(1);
          }}
        />
        {isCompetitionAdmin(s.role) ? (
          <Button
            loading={exporter.status === 'loading'}
            onClick={() => exporter.run({ matchID, searchKey, searchDate, ...sort })}
          >
            导出
          </Button>
        ) : null}
      </div>
      <Table<RankingRow>
        size="small"
        rowKey={(r) => String(r.TraderID)}
        columns={columns}
        dataSource={rows.data?.list ?? []}
        loading={rows.loading}
        scroll={{ x: 'max-content' }}
        onChange={(_p, _f, sorter) => {
          setSort(sortOf(sorter));
          setPage(1);
        }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: rows.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
          showTotal: (t) => `共 ${t} 人`,
        }}
      />
    </Card>
  );
}
