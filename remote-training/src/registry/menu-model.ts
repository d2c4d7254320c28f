import { roleAllowed } from './role-rules';
import type { MenuGroupId, TrainingFeature } from './training-feature';

/** A side-menu entry: a page (`path`), a jump (`href`) or a group with children. */
export interface MenuEntry {
  key: string;
  label: string;
  path?: string;
  href?: string;
  children?: MenuEntry[];
}

/** The side menu's groups with their order among top-level entries (spec §2 training shell). */
export const MENU_GROUPS: Readonly<Record<MenuGroupId, { label: string; order: number }>> = {
  TrainTeachTool: { label: '技能学习', order: 20 },
  TrainExam: { label: '考试测评', order: 40 },
  TrainResManage: { label: '资源管理', order: 60 },
  TrainTeachManage: { label: '教学管理', order: 80 },
};

interface Placed {
  entry: MenuEntry;
  order: number;
  group?: MenuGroupId;
}

/**
 * The side menu for `role`: every route with a menu entry and every link the role may see, in
 * order, grouped; groups without a visible child are left out.
 */
export function buildMenu(features: readonly TrainingFeature[], role: string | null): MenuEntry[] {
  const placed: Placed[] = [];
  for (const f of features) {
    for (const r of f.routes) {
      if (!r.menu || !roleAllowed(r.roles, role)) continue;
      const path = `/${r.path}`;
      placed.push({ entry: { key: path, label: r.menu.label, path }, ...r.menu });
    }
    for (const l of f.links ?? []) {
      if (!roleAllowed(l.roles, role)) continue;
      placed.push({ entry: { key: l.key, label: l.label, href: l.href }, ...l });
    }
  }
  const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;
  const top: Placed[] = placed.filter((p) => !p.group);
  for (const [id, g] of Object.entries(MENU_GROUPS) as [
    MenuGroupId,
    (typeof MENU_GROUPS)[MenuGroupId],
  ][]) {
    const children = placed.filter((p) => p.group === id).sort(byOrder);
    if (children.length === 0) continue;
    top.push({
      entry: { key: id, label: g.label, children: children.map((c) => c.entry) },
      order: g.order,
    });
  }
  return top.sort(byOrder).map((p) => p.entry);
}

/** The menu path that lights up on `pathname`: the route's own entry or its `activeMenu`. */
export function activeMenuPath(
  features: readonly TrainingFeature[],
  pathname: string,
): string | undefined {
  const clean = pathname.replace(/\/+$/, '');
  for (const f of features) {
    for (const r of f.routes) {
      if (`/${r.path}`.toLowerCase() !== clean.toLowerCase()) continue;
      if (r.activeMenu) return r.activeMenu;
      return r.menu ? `/${r.path}` : undefined;
    }
  }
  return undefined;
}
