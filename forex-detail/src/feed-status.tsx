import { Button, Tag } from 'antd';
import type { FeedState } from './quote-feed';

const HOST_NAME = ['主站点', '备用站点'];

/** The state in words: connected, connecting (and which reconnection attempt) or disconnected. */
export function feedText(state: FeedState): string {
  if (state.kind === 'offline') return '行情连接已断开';
  const host = HOST_NAME[state.host] ?? `站点${state.host + 1}`;
  if (state.kind === 'live') return `行情已连接（${host}）`;
  return state.attempt === 0
    ? `行情连接中（${host}）`
    : `行情重连中（${host}，第${state.attempt}次）`;
}

/** The feed state as a tag; offline, a button starts over from the primary host. */
export function FeedStatus({ state, onRetry }: { state: FeedState; onRetry: () => void }) {
  const color =
    state.kind === 'live' ? 'success' : state.kind === 'offline' ? 'error' : 'processing';
  return (
    <span className="fxd-status">
      <Tag color={color} data-testid="fxd-socket" data-state={state.kind}>
        {feedText(state)}
      </Tag>
      {state.kind === 'offline' ? (
        <Button size="small" onClick={onRetry}>
          重新连接
        </Button>
      ) : null}
    </span>
  );
}
