import { DownOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import {
  AREA_HOME,
  AREA_LABEL,
  formatBeijingTime,
  rememberAreaChoice,
  session,
  useSession,
} from '@portal/shared-kit';
import { Avatar, Button, Dropdown, Tooltip } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useMutation, useMutationDone, useQuery } from './shell-hooks';

const USER_CENTER = '/TrainUserCenter/TrainMyData';

/** The expiry tooltip of spec §6 (teachers and admins whose account is near expiry). */
export function expiryTip(endTime: string): string {
  return `您的账户即将于${formatBeijingTime(endTime, 'date')}到期，请联系客服或销售人员续费。`;
}

/**
 * The header's user area: the avatar opens TrainUserCenter (with the expiry tooltip for
 * teachers and admins), the name's dropdown logs out (session cleared, back to /index); the
 * area switch leads to the competition side (issue 33).
 */
export function UserArea() {
  const navigate = useNavigate();
  const { user, role } = useSession();
  const manager = role === 'teacher' || role === 'admin';
  const expiry = useQuery('getAccountExpiry', undefined as never, { skip: !manager });
  const out = useMutation('logout');
  const leave = () => {
    session.clear();
    void navigate('/index', { replace: true });
  };
  useMutationDone(out, (ok) => {
    if (ok) leave();
  });
  const end = expiry.data?.isNearestExpired ? expiry.data.endTime : null;
  const toCompetition = () => {
    rememberAreaChoice('competition');
    void navigate(AREA_HOME.competition);
  };
  return (
    <>
      <Button
        type="text"
        className="trn-header-link"
        icon={<SwapOutlined />}
        data-testid="area-switch"
        onClick={toCompetition}
      >
        {AREA_LABEL.competition}
      </Button>
      <Tooltip title={end ? expiryTip(end) : undefined}>
        <Button
          type="text"
          className="trn-header-link"
          data-testid="training-avatar"
          onClick={() => void navigate(USER_CENTER)}
        >
          <Avatar size="small" icon={<UserOutlined />} /> 个人中心
        </Button>
      </Tooltip>
      <Dropdown
        menu={{
          items: [
            { key: 'competition', label: `进入${AREA_LABEL.competition}` },
            { key: 'logout', label: '退出登录' },
          ],
          onClick: ({ key }) => (key === 'logout' ? out.run(undefined as never) : toCompetition()),
        }}
      >
        <Button type="text" className="trn-header-link" data-testid="training-user-menu">
          {user?.Name || user?.UserName}
          <DownOutlined />
        </Button>
      </Dropdown>
    </>
  );
}
