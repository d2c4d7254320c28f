import { Menu } from 'antd';
import type { ItemType } from 'antd/es/menu/interface';
import { useNavigate } from 'react-router-dom';
import type { MenuEntry } from '../registry/menu-model';

const toItems = (entries: readonly MenuEntry[]): ItemType[] =>
  entries.map((e) =>
    e.children
      ? { key: e.key, label: e.label, children: toItems(e.children) }
      : { key: e.path ?? e.key, label: e.label },
  );

const flatten = (entries: readonly MenuEntry[]): MenuEntry[] =>
  entries.flatMap((e) => [e, ...flatten(e.children ?? [])]);

/** The training shell's side menu; `active` is the menu path to light up. */
export function SideMenu({ entries, active }: { entries: readonly MenuEntry[]; active?: string }) {
  const navigate = useNavigate();
  const all = flatten(entries);
  return (
    <Menu
      key={all.map((e) => e.key).join('|')}
      mode="inline"
      data-testid="training-menu"
      selectedKeys={active ? [active] : []}
      defaultOpenKeys={all.filter((e) => e.children).map((e) => e.key)}
      items={toItems(entries)}
      onClick={({ key }) => {
        const link = all.find((e) => e.key === key && e.href);
        void navigate(link?.href ?? String(key));
      }}
    />
  );
}
