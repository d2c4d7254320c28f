import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { unreadBadge } from '@portal/shared-kit';
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
 * dropdown (personal center, management center for admins, logout).
 */
export function UserMenu({ name, unreadCount, isAdmin, onLogout }: UserMenuProps) {
  const navigate = useNavigate();
  const badge = unreadBadge(unreadCount);
  const items = [
    { key: '/UserCenter/UserInfo', label: '个人信息' },
    { key: '/UserCenter/MyRace', label: '我的比赛' },
    ...(isAdmin ? [{ key: '/ManageCenter/RaceManage?current=0', label: '管理中心' }] : []),
    { type: 'divider' as const },
    { key: 'logout', label: '退出登录' },
  ];
  return (
    <div className="cmp-user-area">
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
          onClick: ({ key }) => (key === 'logout' ? onLogout() : navigate(key)),
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
