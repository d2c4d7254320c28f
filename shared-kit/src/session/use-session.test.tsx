import { act, render, screen } from '@testing-library/react';
import { createMemoryStorage } from './session-persistence';
import { createSession } from './session-store';
import { useSession } from './use-session';
import type { Session } from './session-store';

function UnreadBadge({ source }: { source: Session }) {
  const { unreadCount } = useSession(source);
  return <span>{`未读 ${unreadCount}`}</span>;
}

describe('useSession', () => {
  it('re-renders when the session changes', () => {
    const source = createSession(createMemoryStorage());
    render(<UnreadBadge source={source} />);
    expect(screen.getByText('未读 0')).toBeInTheDocument();
    act(() => source.setUnreadCount(8));
    expect(screen.getByText('未读 8')).toBeInTheDocument();
  });
});
