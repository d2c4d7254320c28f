import { useSession } from '@portal/shared-kit';
import { FloatButton, Layout } from 'antd';
import { useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { trainingFeatures } from '../features';
import { activeMenuPath, buildMenu } from '../registry/menu-model';
import { HeaderSlots, OverlaySlots } from './header-slots';
import { SideMenu } from './side-menu';
import { UserArea } from './user-area';

/**
 * The training shell /main of spec §2: header (brand, the students' start/end training button,
 * avatar and user menu), the side menu by role, the page and back-to-top.
 */
export function TrainingLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { role } = useSession();
  const menu = useMemo(() => buildMenu(trainingFeatures, role), [role]);
  return (
    <Layout className="trn-shell">
      <Layout.Header className="trn-header">
        <div className="trn-brand" onClick={() => void navigate('/TrainTeach')}>
          实训教学
        </div>
        <div className="trn-header-right">
          <HeaderSlots />
          <UserArea />
        </div>
      </Layout.Header>
      <Layout>
        <Layout.Sider width={200} className="trn-sider" theme="light">
          <SideMenu entries={menu} active={activeMenuPath(trainingFeatures, pathname)} />
        </Layout.Sider>
        <Layout.Content className="trn-content">
          <Outlet />
        </Layout.Content>
      </Layout>
      <OverlaySlots />
      <FloatButton.BackTop tooltip="回到顶部" style={{ insetInlineEnd: 88 }} />
    </Layout>
  );
}
