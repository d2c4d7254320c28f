import { Layout, Spin } from 'antd';
import { useSelector } from 'react-redux';
import { Outlet } from 'react-router-dom';
import { selectMatch } from '../state/competition-key';
import { CurrentMatchSwitcher } from './current-match-bar';
import { LeftMenu } from './left-menu';
import type { MenuEntry } from './menu-model';

/**
 * The frame of the personal and management centers, under the portal's navigation bar: a
 * left menu, the current-match switcher and the page.
 */
export function SideLayout({ title, menu }: { title: string; menu: MenuEntry[] }) {
  const { switching } = useSelector(selectMatch);
  return (
    <Layout className="cmp-center">
      <Layout.Sider width={200} theme="light" className="cmp-sider">
        <div className="cmp-center-title">{title}</div>
        <LeftMenu entries={menu} />
      </Layout.Sider>
      <Layout.Content className="cmp-content">
        <div className="cmp-center-bar">
          <span>当前比赛：</span>
          <CurrentMatchSwitcher />
        </div>
        <Outlet />
      </Layout.Content>
      <Spin spinning={switching} fullscreen description="加载中..." />
    </Layout>
  );
}
