import { Button, Card, Select, Space, Typography } from 'antd';
import { ConditionBuilder } from './components/condition-builder';
import { StockTable } from './components/stock-table';
import {
  PAGE_SIZE,
  SaveSchemeModal,
  plateOptionsOf,
  useConditionalStock,
} from './conditional-stock-parts';

/**
 * /TrainkEquityScreener/conditionalStock: conditions on the server's indicators (GetIndexList,
 * GetIndexRange), industry and concept plates (GetPlateList), results from Query sorted and
 * paged on the server; the screen can be saved as a scheme (myStrategy).
 */
export function ConditionalStock() {
  const p = useConditionalStock();
  const { navigate, groups, plates, ranges, drafts, setDrafts, plateIds, setPlateIds } = p;
  const { asked, setAsked, page, setPage, saving, setSaving, form, editing, defs, result } = p;
  const { save, conditions, run, submitScheme } = p;
  const plateOptions = plateOptionsOf(plates.data);
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={12}>
      <Card size="small" title="选股条件" loading={groups.loading && !groups.data}>
        <ConditionBuilder
          value={drafts}
          onChange={setDrafts}
          groups={groups.data ?? []}
          ranges={ranges.data?.list ?? []}
        />
        <Space style={{ marginTop: 12 }} wrap>
          <span>板块：</span>
          <Select
            aria-label="板块"
            mode="multiple"
            allowClear
            placeholder="全部（可选行业、概念）"
            style={{ minWidth: 320 }}
            options={plateOptions}
            value={plateIds}
            optionFilterProp="label"
            onChange={setPlateIds}
          />
          <Button type="primary" onClick={run}>
            选股
          </Button>
          <Button onClick={() => setSaving(true)} disabled={!conditions.length}>
            保存方案
          </Button>
          <Button onClick={() => navigate('/TrainkEquityScreener/scheme/myStrategy')}>
            我的方案
          </Button>
        </Space>
      </Card>
      <Card
        size="small"
        title="选股结果"
        extra={
          result.data ? (
            <Typography.Text type="secondary">
              {`${result.data.tradingDate} 共${result.data.total}只`}
            </Typography.Text>
          ) : null
        }
      >
        <StockTable
          rows={result.data?.list ?? []}
          defs={defs}
          indicatorIds={(asked?.conditions ?? []).map((c) => c.indexId)}
          loading={!!asked && result.loading}
          total={result.data?.total ?? 0}
          page={page}
          pageSize={PAGE_SIZE}
          sortBy={asked?.sortBy ?? asked?.conditions[0]?.indexId}
          sortOrder={asked?.sortOrder ?? 'asc'}
          onPage={setPage}
          onSort={(sortBy, sortOrder) => {
            if (!asked) return;
            setPage(1);
            setAsked({ ...asked, sortBy, sortOrder });
          }}
        />
      </Card>
      <SaveSchemeModal
        open={saving}
        loading={save.status === 'loading'}
        form={form}
        schemeName={editing?.schemeName ?? ''}
        onCancel={() => setSaving(false)}
        onOk={submitScheme}
      />
    </Space>
  );
}
