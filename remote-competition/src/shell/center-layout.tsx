import { SideLayout } from './side-layout';
import { buildCenterMenu, buildManageMenu } from './menu-model';
import { useMenu } from './use-menu';

/** The personal center (/UserCenter and its pages, spec §2). */
export function CenterLayout() {
  return <SideLayout title="个人中心" menu={useMenu(buildCenterMenu)} />;
}

/** The management center (/ManageCenter, admins only). */
export function ManageLayout() {
  return <SideLayout title="管理中心" menu={useMenu(buildManageMenu)} />;
}
