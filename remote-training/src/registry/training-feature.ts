import type { OpRegistry, Role } from '@portal/shared-kit';
import type { ComponentType, ReactNode } from 'react';

/** Roles a training route may name (spec §2, §6); proUser and bAdmin never match a session role today. */
export type TrainingRole = Role | 'proUser' | 'bAdmin';

/** Groups of the side menu; each route's menu entry names one, or none for a top-level entry. */
export type MenuGroupId = 'TrainTeachTool' | 'TrainExam' | 'TrainResManage' | 'TrainTeachManage';

/** Where a route sits in the side menu. */
export interface RouteMenu {
  label: string;
  /** Sort key inside its group (or among top-level entries). */
  order: number;
  group?: MenuGroupId;
}

/** One page of the training area, mounted under the training shell /main. */
export interface TrainingRoute {
  /** Path without the leading slash, e.g. `TrainTeach` or `examManage/addExam`. */
  path: string;
  element: ReactNode;
  /** Who may open it; omitted means every training user (spec §6). */
  roles?: readonly TrainingRole[];
  /** Its side-menu entry; omitted means a page without one (e.g. TrainGPInfo, details). */
  menu?: RouteMenu;
  /** Path of the menu entry that lights up on this page (e.g. TrainListDetail → TrainTeach). */
  activeMenu?: string;
}

/** A side-menu entry that jumps elsewhere (e.g. 仿真竞赛 → the competition side). */
export interface MenuLink {
  key: string;
  label: string;
  href: string;
  order: number;
  group?: MenuGroupId;
  roles?: readonly TrainingRole[];
}

/** What a feature folder contributes to the training area (its `index.ts` exports one). */
export interface TrainingFeature {
  id: string;
  routes: readonly TrainingRoute[];
  /** Endpoint clients by name, run by the area's data saga (see `createTrainingHooks`). */
  ops?: OpRegistry;
  links?: readonly MenuLink[];
  /** Parts of the shell's header (e.g. the students' start/end training button). */
  header?: ComponentType;
  /** Parts floating over every page of the shell (e.g. the task panel). */
  overlay?: ComponentType;
}
