import {
  DownOutlined,
  LogoutOutlined,
  SwapOutlined,
  UserOutlined,
  WarningFilled,
} from '@ant-design/icons';
import {
  AREA_HOME,
  AREA_LABEL,
  hasBothAreas,
  rememberAreaChoice,
  type PortalArea,
  type SessionUser,
} from '@portal/shared-kit';
import { Avatar, Badge, Dropdown, Tooltip } from 'antd';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { selectChrome } from '../state/chrome.selectors';
import { logoutRequested } from '../state/chrome.slice';
import { expiryText } from './expiry-text';

/**
 * The signed-in right side of the navigation bar: avatar to the user centre (with the expiry
 * warning), name with the area switch and logout. Fetched once someone is signed in (nav-bar.tsx).
 */
export function NavUser({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const { expiryEndTime } = useSelector(selectChrome);
  const areas: PortalArea[] = hasBothAreas(user.hasTrainUsePower)
    ? ['training', 'competition']
    : [];
  const avatar = <Avatar size={32} icon={<UserOutlined />} className="sh-nav-avatar" />;
  return (
    <>
      <Tooltip title={expiryEndTime ? expiryText(expiryEndTime) : '个人中心'}>
        <button
          type="button"
          className="sh-nav-avatar-button"
          aria-label="个人中心"
          onClick={() => void navigate('/UserCenter')}
        >
          {expiryEndTime ? (
            <Badge count={<WarningFilled className="sh-expiry-badge" />}>{avatar}</Badge>
          ) : (
            avatar
          )}
        </button>
      </Tooltip>
      <Dropdown
        trigger={['hover', 'click']}
        menu={{
          items: [
            ...areas.map((a) => ({
              key: a,
              icon: <SwapOutlined />,
              label: `进入${AREA_LABEL[a]}`,
            })),
            { key: 'logout', icon: <LogoutOutlined />, label: '退出登录' },
          ],
          onClick: ({ key }) => {
            if (key === 'logout') {
              dispatch(logoutRequested());
              return;
            }
            rememberAreaChoice(key as PortalArea);
            void navigate(AREA_HOME[key as PortalArea]);
          },
        }}
      >
        <span className="sh-nav-user" data-testid="nav-user">
          {user.Name || user.UserName}
          <DownOutlined />
        </span>
      </Dropdown>
    </>
  );
}
