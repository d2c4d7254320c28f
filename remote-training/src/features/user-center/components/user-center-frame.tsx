import { useSession } from '@portal/shared-kit';
import { Card, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isTrainingStudent } from '../../../registry/role-rules';

const BASE = '/TrainUserCenter';

/** TrainUserCenter's frame: its four tabs (TrainResult for students only, spec §6). */
export function UserCenterFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { role } = useSession();
  const tabs = [
    { key: `${BASE}/TrainMyData`, label: '我的资料' },
    { key: `${BASE}/TrainSecurity`, label: '账号安全' },
    ...(isTrainingStudent(role) ? [{ key: `${BASE}/TrainResult`, label: '实训成绩' }] : []),
    { key: `${BASE}/TrainDiscRecord`, label: '违规记录' },
  ];
  return (
    <Card title="个人中心" className="trn-page-card" data-page="TrainUserCenter">
      <Tabs activeKey={pathname} items={tabs} onChange={(key) => void navigate(key)} />
      {children}
    </Card>
  );
}
