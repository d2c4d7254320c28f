import { Card } from 'antd';
import { Link } from 'react-router-dom';
import { DevSignIn } from './dev-sign-in';

/** A route the standalone page lists. */
export interface DevRoute {
  path: string;
  label: string;
}

/** The standalone page's start: sign in against the local server, then open any route of the remote. */
export function RouteIndex({ title, routes }: { title: string; routes: readonly DevRoute[] }) {
  return (
    <div style={{ maxWidth: 960, margin: '24px auto', padding: '0 16px' }}>
      <Card title={`${title}（单独开发）`} data-testid="dev-route-index">
        <p>本页只在单独开发一个模块时出现，接口转发到本地服务器。</p>
        <DevSignIn />
        <ul className="dev-route-list" style={{ marginTop: 16, lineHeight: 2 }}>
          {routes.map((r) => (
            <li key={r.path}>
              <Link to={r.path}>{r.label}</Link> <code>{r.path}</code>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
