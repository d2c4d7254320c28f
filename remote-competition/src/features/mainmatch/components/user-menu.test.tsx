import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { UserMenu } from './user-menu';

const show = (unreadCount: number) =>
  render(
    <MemoryRouter>
      <UserMenu name="张三" unreadCount={unreadCount} isAdmin={false} onLogout={() => undefined} />
    </MemoryRouter>,
  );

it('shows the unread count on the personal-center entry', () => {
  show(7);
  expect(screen.getByText('7')).toBeInTheDocument();
});

it("shows '...' above 99 unread messages", () => {
  show(100);
  expect(screen.getByText('...')).toBeInTheDocument();
});
