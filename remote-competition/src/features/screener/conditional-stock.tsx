import { App, Button, Card, Form, Input, Modal, Select, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation, useMutationDone, useQuery } from '../../state/data-hooks';
import type { ScreenDefinition } from './api/stockpick-types';
import { ConditionBuilder, type ConditionDraft } from './components/condition-builder';
import { StockTable } from './components/stock-table';
import { cleanConditions, indicatorIndex } from './condition-text';

const PAGE_SIZE = 20;
const START: ConditionDraft[] = [{ indexId: 'pe' }, { indexId: 'roe' }];

/**
 * /TrainkEquityScreener/conditionalStock: conditions on the server's indicators (GetIndexList,
 * GetIndexRange), industry and concept plates (GetPlateList), results from Query sorted and
 * paged on the server; the screen can be saved as a scheme (myStrategy).
 */
export function ConditionalStock() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const groups = useQuery('getIndexList', {});
  const plates = useQuery('getPlateList', {});
  const ranges = useQuery('getIndexRange', {});
  const [drafts, setDrafts] = useState<ConditionDraft[]>(START);
  const [plateIds, setPlateIds] = useState<number[]>([]);
  const [asked, setAsked] = useState<ScreenDefinition | null>(null);
  const [page, setPage] = useState(1);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ schemeName: string }>();
  // ?schemeId= edits a saved scheme: its conditions load here and saving updates it.
  const [params] = useSearchParams();
  const editId = Number(params.get('schemeId')) || 0;
  const schemes = useQuery('getSchemes', {}, { skip: !editId });
  const editing = schemes.data?.find((x) => x.schemeId === editId);
  useEffect(() => {
    if (!editing) return;
    setDrafts(editing.conditions);
    setPlateIds(editing.plateIds ?? []);
  }, [editing]);
  const defs = useMemo(() => indicatorIndex(groups.data), [groups.data]);
  const result = useQuery(
    'queryStocks',
    { ...(asked ?? { conditions: [] }), pageIndex: page, pageSize: PAGE_SIZE },
    { skip: !asked },
  );
  const save = useMutation('saveScheme');
  useMutationDone(save, (ok) => {
    if (!ok) return;
    setSaving(false);
    void message.success('方案已保存');
  });
  const conditions = cleanConditions(drafts);
  const run = () => {
    if (!conditions.length) {
      void message.warning('请至少设置一个选股条件');
      return;
    }
    setPage(1);
    setAsked({ conditions, plateIds, sortBy: asked?.sortBy, sortOrder: asked?.sortOrder });
  };
  const plateOptions = [
    {
      label: '行业',
      title: '行业',
      options: (plates.data?.industries ?? []).map((p) => ({
        value: p.plateId,
        label: `${p.plateName}（${p.count}）`,
      })),
    },
    {
      label: '概念',
      title: '概念',
      options: (plates.data?.concepts ?? []).map((p) => ({
        value: p.plateId,
        label: `${p.plateName}（${p.count}）`,
      })),
    },
  ];
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
      <Modal
        title="保存方案"
        open={saving}
        okText="保存"
        cancelText="取消"
        confirmLoading={save.status === 'loading'}
        onCancel={() => setSaving(false)}
        onOk={() =>
          void form.validateFields().then((v) =>
            save.run(
              {
                // An edit keeps the scheme's trading settings.
                schemeId: editing?.schemeId,
                rebalanceDays: editing?.rebalanceDays,
                holdings: editing?.holdings,
                weighting: editing?.weighting,
                sortBy: editing?.sortBy,
                sortOrder: editing?.sortOrder,
                schemeName: v.schemeName.trim(),
                conditions,
                plateIds,
              },
              ['getSchemes'],
            ),
          )
        }
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{ schemeName: editing?.schemeName ?? '' }}
        >
          <Form.Item
            name="schemeName"
            label="方案名称"
            rules={[
              { required: true, whitespace: true, message: '请输入方案名称' },
              { max: 40, message: '方案名称不能超过40个字' },
            ]}
          >
            <Input placeholder="如：低估值高ROE" maxLength={40} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
