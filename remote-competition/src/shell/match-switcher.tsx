import { DownOutlined, SearchOutlined } from '@ant-design/icons';
import { MESSAGES, isCombineRecord, type MatchInfo } from '@portal/shared-kit';
import { Button, Collapse, Dropdown, Input } from 'antd';
import { useMemo, useState } from 'react';

/** Props of the header's match/combine switcher. */
export interface MatchSwitcherProps {
  matches: readonly MatchInfo[];
  combines: readonly MatchInfo[];
  current: MatchInfo | null;
  onSelect: (record: MatchInfo) => void;
  /** The lists have loaded (shown to tests as data-loaded). */
  loaded?: boolean;
  /** While a training runs it trades in its own account: no contest can be chosen (issue 33). */
  locked?: boolean;
}

const sameRecord = (a: MatchInfo | null, b: MatchInfo) =>
  !!a && a.matchID === b.matchID && isCombineRecord(a) === isCombineRecord(b);

function Group({
  records,
  current,
  onPick,
}: {
  records: readonly MatchInfo[];
  current: MatchInfo | null;
  onPick: (m: MatchInfo) => void;
}) {
  if (!records.length) return <div className="cmp-switcher-empty">{MESSAGES.EMPTY_GROUP}</div>;
  return (
    <ul className="cmp-switcher-list">
      {records.map((m) => (
        <li key={`${isCombineRecord(m) ? 'c' : 'm'}${m.matchID}`}>
          <button
            type="button"
            className={
              sameRecord(current, m) ? 'cmp-switcher-item is-current' : 'cmp-switcher-item'
            }
            onClick={() => onPick(m)}
          >
            {m.matchName}
            {m.breadNameStr ? <small>{m.breadNameStr}</small> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The header dropdown of spec §2: a search box and collapsible groups of contests and
 * combines; an empty group shows 无.
 */
export function MatchSwitcher({
  matches,
  combines,
  current,
  onSelect,
  loaded = true,
  locked = false,
}: MatchSwitcherProps) {
  const [open, setOpen] = useState(false);
  const [key, setKey] = useState('');
  const filter = useMemo(() => {
    const k = key.trim().toLowerCase();
    return (rs: readonly MatchInfo[]) =>
      k ? rs.filter((m) => m.matchName.toLowerCase().includes(k)) : rs;
  }, [key]);
  const pick = (m: MatchInfo) => {
    setOpen(false);
    if (!sameRecord(current, m)) onSelect(m);
  };
  const panel = (
    <div className="cmp-switcher-panel" role="dialog" aria-label="切换比赛">
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder="搜索比赛或组合"
        value={key}
        onChange={(e) => setKey(e.target.value)}
      />
      <Collapse
        size="small"
        ghost
        defaultActiveKey={['matches', 'combines']}
        items={[
          {
            key: 'matches',
            label: `比赛（${filter(matches).length}）`,
            children: <Group records={filter(matches)} current={current} onPick={pick} />,
          },
          {
            key: 'combines',
            label: `组合（${filter(combines).length}）`,
            children: <Group records={filter(combines)} current={current} onPick={pick} />,
          },
        ]}
      />
    </div>
  );
  return (
    <Dropdown
      open={open && !locked}
      onOpenChange={setOpen}
      trigger={['click']}
      disabled={locked}
      popupRender={() => panel}
    >
      <Button
        className="cmp-switcher-button"
        title={locked ? '实训进行中，请先结束当前实训' : undefined}
        data-testid="match-switcher"
        data-loaded={loaded}
        data-current={current ? current.matchID : ''}
      >
        <span className="cmp-switcher-name">{current ? current.matchName : '暂无比赛'}</span>
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}
