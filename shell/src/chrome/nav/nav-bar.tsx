import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
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
  useSession,
  type PortalArea,
} from '@portal/shared-kit';
import { Avatar, Badge, Dropdown, Tooltip } from 'antd';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { selectChrome } from '../state/chrome.selectors';
import { logoutRequested } from '../state/chrome.slice';
import { expiryText } from './expiry-text';
import { isLanding } from './nav-routes';
import { PortalLogo } from './portal-logo';

/** The navigation bar of spec §2: transparent on /index, dark blue elsewhere. */
export function NavBar() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const { token, user } = useSession();
  const { title, expiryEndTime } = useSelector(selectChrome);
  const landing = isLanding(pathname);
  const areas: PortalArea[] = hasBothAreas(user?.hasTrainUsePower)
    ? ['training', 'competition']
    : [];
  const avatar = <Avatar size={32} icon={<UserOutlined />} className="sh-nav-avatar" />;
  return (
    <header
      className={`sh-nav ${landing ? 'sh-nav-transparent' : 'sh-nav-solid'}`}
      data-testid="nav-bar"
    >
      <div className="sh-nav-left">
        <button type="button" className="sh-logo" onClick={() => void navigate('/index')}>
          <PortalLogo />
          <span className="sh-logo-text">证券投资教学与模拟交易竞赛平台</span>
        </button>
        {!landing && (
          <span className="sh-nav-arrows">
            <button type="button" aria-label="后退" onClick={() => void navigate(-1)}>
              <ArrowLeftOutlined />
            </button>
            <button type="button" aria-label="前进" onClick={() => void navigate(1)}>
              <ArrowRightOutlined />
            </button>
          </span>
        )}
        {title && <span className="sh-nav-title">{title}</span>}
      </div>
      <div className="sh-nav-right">
        {token && user ? (
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
        ) : (
          <Link className="sh-nav-login" to="/index">
            登录
          </Link>
        )}
      </div>
    </header>
  );
}
