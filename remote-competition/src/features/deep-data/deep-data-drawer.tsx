import { F9_LIMIT, addF9Entry, f9LimitText, removeF9Entry, type F9Entry } from '@portal/shared-kit';
import { App, Drawer, Empty, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { SecurityProfile } from './components/security-profile';
import { useQuery } from '../../state/data-hooks';
import { loadF9List, saveF9List } from './f9-storage';

/** A tab's label: the security's short name and code (the code alone until the quote arrives). */
function TabLabel({ code }: { code: string }) {
  const q = useQuery('getQuotes', { codes: code, pageSize: 1 });
  const name = q.data?.list[0]?.shortName;
  return <span>{name ? `${name} ${code.split('.')[0] ?? ''}` : code}</span>;
}

/** Props of the deep-data view. */
export interface DeepDataDrawerProps {
  /** The search hit to add and show; null keeps the drawer closed. */
  hit: { symbol: string; market: string } | null;
  onClose: () => void;
}

/**
 * The deep-data (F9) view: one tab per code, at most F9Limit codes (beyond that the spec's
 * notice), the newest active, the list kept in local storage.
 */
export function DeepDataDrawer({ hit, onClose }: DeepDataDrawerProps) {
  const { message } = App.useApp();
  const [list, setList] = useState<F9Entry[]>(loadF9List);
  useEffect(() => {
    if (!hit) return;
    const result = addF9Entry(list, `${hit.symbol}.${hit.market}`, F9_LIMIT);
    if (!result.ok) void message.warning(f9LimitText(F9_LIMIT));
    else {
      setList(result.list);
      saveF9List(result.list);
    }
    // Only a new hit adds to the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hit]);
  const update = (next: F9Entry[]) => {
    setList(next);
    saveF9List(next);
  };
  const active = list.find((e) => e.isActive)?.code;
  return (
    <Drawer open={!!hit} onClose={onClose} size={760} title="深度资料" destroyOnHidden>
      {list.length ? (
        <Tabs
          type="editable-card"
          hideAdd
          activeKey={active}
          onChange={(code) => update(list.map((e) => ({ ...e, isActive: e.code === code })))}
          onEdit={(code, action) => {
            if (action === 'remove' && typeof code === 'string') update(removeF9Entry(list, code));
          }}
          items={list.map((e) => ({
            key: e.code,
            label: <TabLabel code={e.code} />,
            children: e.isActive ? <SecurityProfile code={e.code} /> : null,
          }))}
        />
      ) : (
        <Empty />
      )}
    </Drawer>
  );
}
