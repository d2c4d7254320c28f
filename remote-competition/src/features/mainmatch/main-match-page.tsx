import { useSession } from '@portal/shared-kit';
import { Button, Card, Descriptions, Empty, Space, Tag } from 'antd';
import { useNavigate, useOutletContext } from 'react-router-dom';
import { formatTime } from '../../common/format-time';
import { matchTypeName } from '../../common/match-type-names';
import type { MenuEntry } from '../../shell/menu-model';
import { StudentDashboard } from './components/student-dashboard';

/** Shown in place of a missing time. */
const NONE = '—';

/** Tab 0 of /mainmatch: the current match or combine, where to trade in it, and the dashboard. */
export function MainMatchPage() {
  const { menu } = useOutletContext<{ menu: MenuEntry[] }>();
  const marketLinks = (menu.find((g) => g.key === 'markets')?.children ?? []).flatMap((e) =>
    e.children ? e.children : [e],
  );
  const s = useSession();
  const navigate = useNavigate();
  const m = s.currentMatch;
  if (!m) {
    return (
      <Card data-page="mainmatch">
        <Empty description="暂无可参加的比赛，请在个人中心报名">
          <Button type="primary" onClick={() => navigate('/UserCenter/MyRace')}>
            我的比赛
          </Button>
        </Empty>
      </Card>
    );
  }
  return (
    <>
      <Card
        data-page="mainmatch"
        title={m.matchName}
        extra={<Tag color="blue">{s.isCombine ? '组合' : matchTypeName(m.matchType)}</Tag>}
      >
        <Descriptions column={2} size="small">
          <Descriptions.Item label={s.isCombine ? '创建时间' : '开始时间'}>
            {formatTime(m.matchStartTime) || NONE}
          </Descriptions.Item>
          {s.isCombine ? (
            <Descriptions.Item label="品种">{m.breadNameStr || NONE}</Descriptions.Item>
          ) : (
            <Descriptions.Item label="结束时间">
              {formatTime(m.matchEndTime) || NONE}
            </Descriptions.Item>
          )}
          {m.traderID ? <Descriptions.Item label="交易账号">{m.traderID}</Descriptions.Item> : null}
        </Descriptions>
        <Space wrap style={{ marginTop: 16 }}>
          {marketLinks.map((l) => (
            <Button
              key={l.key}
              type="primary"
              ghost
              onClick={() => navigate(l.path ?? '/mainmatch')}
            >
              {l.label}
            </Button>
          ))}
        </Space>
      </Card>
      <StudentDashboard match={m} isCombine={s.isCombine} tradePath={marketLinks[0]?.path} />
    </>
  );
}
