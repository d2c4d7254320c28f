import { readAreaChoice, session } from '@portal/shared-kit';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
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

describe('the area switch (issue 33 item 1)', () => {
  const signIn = (hasTrainUsePower: boolean) =>
    session.signIn({
      Token: 't',
      Name: '李老师',
      UserName: 'teacher01',
      UserID: 9,
      Id: 9,
      MobilePhone: '13800000000',
      hasTrainUsePower,
      hasCombinePower: false,
    });
  afterEach(() => {
    session.clear();
    localStorage.clear();
  });

  it('leads a user with the training power to 实训教学 and remembers the choice', () => {
    signIn(true);
    render(
      <MemoryRouter initialEntries={['/mainmatch']}>
        <Routes>
          <Route
            path="/mainmatch"
            element={
              <UserMenu name="李老师" unreadCount={0} isAdmin={false} onLogout={() => undefined} />
            }
          />
          <Route path="/main" element={<p>training area</p>} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByTestId('area-switch'));
    expect(screen.getByText('training area')).toBeInTheDocument();
    expect(readAreaChoice()).toBe('training');
  });

  it('is not there without the training power', () => {
    signIn(false);
    show(0);
    expect(screen.queryByTestId('area-switch')).toBeNull();
  });
});
