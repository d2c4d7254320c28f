import { Menu } from 'antd';
import type { ItemType } from 'antd/es/menu/interface';
import { useLocation, useNavigate } from 'react-router-dom';
import type { MenuEntry } from './menu-model';

const toItems = (entries: readonly MenuEntry[]): ItemType[] =>
  entries.map((e) =>
    e.children
      ? { key: e.key, label: e.label, children: toItems(e.children) }
      : { key: e.path ?? e.key, label: e.label },
  );

const flatten = (entries: readonly MenuEntry[]): MenuEntry[] =>
  entries.flatMap((e) => [e, ...flatten(e.children ?? [])]);

/**
 * The selected entry: the longest menu path the location starts with; an entry with a query
 * (RaceManage?current=1) also needs that query in the location.
 */
export function selectedKey(
  entries: readonly MenuEntry[],
  pathname: string,
  search = '',
): string | undefined {
  const fits = (path: string) => {
    const [base = path, query] = path.split('?');
    return pathname.startsWith(base) && (!query || search.includes(query));
  };
  const paths = flatten(entries)
    .map((e) => e.path)
    .filter((p): p is string => !!p && fits(p));
  return paths.sort((a, b) => b.length - a.length)[0];
}

/** The competition shell's left menu. */
export function LeftMenu({ entries }: { entries: readonly MenuEntry[] }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const selected = selectedKey(entries, pathname, search);
  return (
    <Menu
      // Remounts when the entries change, so groups that appear later open too.
      key={flatten(entries)
        .map((e) => e.key)
        .join('|')}
      mode="inline"
      className="cmp-left-menu"
      selectedKeys={selected ? [selected] : []}
      defaultOpenKeys={flatten(entries)
        .filter((e) => e.children)
        .map((e) => e.key)}
      items={toItems(entries)}
      onClick={({ key }) => navigate(String(key))}
    />
  );
}
