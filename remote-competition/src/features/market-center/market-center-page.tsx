import { enabledSectionIds, usePortalManifest } from '@portal/shared-kit';
import { Card, Empty, Input, Menu, Tabs } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useOpenDeepData } from '../../common/deep-data-context';
import { QuoteTable } from '../../common/quotation/quote-table';
import { useQuery } from '../../state/data-hooks';
import { MARKET_CENTER_PAGES, marketCenterPage, type PlateTab } from './market-center-sections';

const PAGE_SIZE = 20;

function PlateQuotes({ plate }: { plate: PlateTab }) {
  const [page, setPage] = useState(1);
  const [key, setKey] = useState('');
  const open = useOpenDeepData();
  const q = useQuery('getPlateQuotes', {
    plateId: plate.plateId,
    pageIndex: page,
    pageSize: PAGE_SIZE,
    searchString: key,
  });
  return (
    <>
      <Input.Search
        allowClear
        placeholder="代码/简称/拼音"
        style={{ width: 240, marginBottom: 8 }}
        onSearch={(v) => {
          setKey(v.trim());
          setPage(1);
        }}
      />
      <QuoteTable
        rows={q.data?.list ?? []}
        total={q.data?.total ?? 0}
        loading={q.loading}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        onOpen={open}
      />
    </>
  );
}

/** /marketCenter/*: the market-center frame with quote lists of every enabled market (spec §2). */
export function MarketCenterPage() {
  const rest = useParams()['*'] ?? '';
  const navigate = useNavigate();
  const enabled = enabledSectionIds(usePortalManifest());
  const current = marketCenterPage(rest, enabled);
  const pages = MARKET_CENTER_PAGES.filter((p) => enabled.includes(p.section));
  if (!current) return <Empty description="暂无可用市场" />;
  return (
    <div className="cmp-market-center" data-page="marketCenter">
      <Menu
        className="cmp-market-center-nav"
        mode="inline"
        selectedKeys={[current.path]}
        items={pages.map((p) => ({ key: p.path, label: p.title }))}
        onClick={({ key }) => navigate(`/marketCenter/${key}`)}
      />
      <Card title={`行情中心 · ${current.title}`} className="cmp-market-center-body">
        <Tabs
          destroyOnHidden
          items={current.plates.map((p) => ({
            key: String(p.plateId),
            label: p.label,
            children: <PlateQuotes plate={p} />,
          }))}
        />
      </Card>
    </div>
  );
}
