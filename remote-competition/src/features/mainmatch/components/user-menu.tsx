import { DownOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import {
  AREA_HOME,
  AREA_LABEL,
  hasBothAreas,
  rememberAreaChoice,
  unreadBadge,
  useSession,
} from '@portal/shared-kit';
import { Badge, Button, Dropdown } from 'antd';
import { useNavigate } from 'react-router-dom';

/** Props of the header's user area. */
export interface UserMenuProps {
  name: string;
  unreadCount: number;
  isAdmin: boolean;
  onLogout: () => void;
}

/**
 * The personal-center entry with its unread badge (the number, '...' above 99) and the user
 * dropdown (personal center, management center for admins, logout). Users with the training
 * power also get the switch to the training area (issue 33).
 */
export function UserMenu({ name, unreadCount, isAdmin, onLogout }: UserMenuProps) {
  const navigate = useNavigate();
  const badge = unreadBadge(unreadCount);
  const both = hasBothAreas(useSession().user?.hasTrainUsePower);
  const toTraining = () => {
    rememberAreaChoice('training');
    void navigate(AREA_HOME.training);
  };
  const items = [
    { key: '/UserCenter/UserInfo', label: '个人信息' },
    { key: '/UserCenter/MyRace', label: '我的比赛' },
    ...(isAdmin ? [{ key: '/ManageCenter/RaceManage?current=0', label: '管理中心' }] : []),
    ...(both ? [{ key: AREA_HOME.training, label: `进入${AREA_LABEL.training}` }] : []),
    { type: 'divider' as const },
    { key: 'logout', label: '退出登录' },
  ];
  return (
    <div className="cmp-user-area">
      {both && (
        <Button
          type="text"
          className="cmp-header-link"
          icon={<SwapOutlined />}
          data-testid="area-switch"
          onClick={toTraining}
        >
          {AREA_LABEL.training}
        </Button>
      )}
      <Badge count={badge} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          className="cmp-header-link"
          icon={<UserOutlined />}
          onClick={() => navigate('/UserCenter/MyRace')}
        >
          个人中心
        </Button>
      </Badge>
      <Dropdown
        menu={{
          items,
          onClick: ({ key }) => {
            if (key === 'logout') onLogout();
            else if (key === AREA_HOME.training) toTraining();
            else void navigate(key);
          },
        }}
      >
        <Button type="text" className="cmp-header-link" data-testid="user-menu">
          {name}
          <DownOutlined />
        </Button>
      </Dropdown>
    </div>
  );
}
