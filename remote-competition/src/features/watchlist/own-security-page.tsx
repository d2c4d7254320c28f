import { MESSAGES, useSession } from '@portal/shared-kit';
import { AutoComplete, Button, Card, Input } from 'antd';
import { useState } from 'react';
import { QuoteTable } from '../../common/quotation/quote-table';
import { useDebounced } from '../../common/use-debounced';
import { useQuery } from '../../state/data-hooks';
import { addCode, loadWatchlist, saveWatchlist } from './watchlist-storage';

/** /OwnSecurity: the watchlist — add by search, live quotes, remove. */
export function OwnSecurityPage() {
  const user = useSession().user?.UserName ?? '';
  const [codes, setCodes] = useState<string[]>(() => loadWatchlist(user));
  const [text, setText] = useState('');
  const keyword = useDebounced(text.trim(), 200);
  const hits = useQuery('searchSecurities', { keyword }, { skip: !keyword });
  const quotes = useQuery(
    'getQuotes',
    { codes: codes.join(','), pageSize: 200 },
    { skip: !codes.length },
  );
  const update = (next: string[]) => {
    setCodes(next);
    saveWatchlist(user, next);
  };
  return (
    <Card title="自选股" data-page="OwnSecurity">
      <div className="cmp-toolbar">
        <AutoComplete
          style={{ width: 280 }}
          value={text}
          onChange={setText}
          notFoundContent={keyword && !hits.loading ? MESSAGES.NO_SEARCH_RESULT : null}
          options={(keyword ? (hits.data ?? []) : []).map((h) => ({
            value: `${h.symbol}.${h.market}`,
            label: `${h.symbol} ${h.shortname}`,
          }))}
          onSelect={(v: string) => {
            update(addCode(codes, v));
            setText('');
          }}
        >
          <Input placeholder="输入代码/简称/拼音添加自选" />
        </AutoComplete>
      </div>
      <QuoteTable
        rows={codes.length ? (quotes.data?.list ?? []) : []}
        total={codes.length}
        loading={!!codes.length && quotes.loading}
        page={1}
        pageSize={200}
        onPage={() => undefined}
        extraColumns={[
          {
            title: '操作',
            render: (_v, r) => (
              <Button
                type="link"
                size="small"
                danger
                onClick={() => update(codes.filter((c) => c !== `${r.symbol}.${r.market}`))}
              >
                删除
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
