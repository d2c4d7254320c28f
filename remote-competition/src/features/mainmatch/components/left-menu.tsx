import { Menu } from 'antd';
import type { ItemType } from 'antd/es/menu/interface';
import { useLocation, useNavigate } from 'react-router-dom';
import type { MenuEntry } from '../state/menu-model';

const toItems = (entries: readonly MenuEntry[]): ItemType[] =>
  entries.map((e) =>
    e.children
      ? { key: e.key, label: e.label, children: toItems(e.children) }
      : { key: e.path ?? e.key, label: e.label },
  );

/** The selected entry: the longest menu path the current location starts with. */
export function selectedKey(entries: readonly MenuEntry[], pathname: string): string | undefined {
  const paths = entries
    .flatMap((e) => [e, ...(e.children ?? [])])
    .map((e) => e.path)
    .filter((p): p is string => !!p && pathname.startsWith(p.split('?')[0] ?? p));
  return paths.sort((a, b) => b.length - a.length)[0];
}

/** The competition shell's left menu. */
export function LeftMenu({ entries }: { entries: readonly MenuEntry[] }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const selected = selectedKey(entries, pathname);
  return (
    <Menu
      mode="inline"
      className="cmp-left-menu"
      selectedKeys={selected ? [selected] : []}
      defaultOpenKeys={entries.map((e) => e.key)}
      items={toItems(entries)}
      onClick={({ key }) => navigate(String(key))}
    />
  );
}
