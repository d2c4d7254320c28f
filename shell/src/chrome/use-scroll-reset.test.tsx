import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { useScrollReset } from './use-scroll-reset';

let go: (path: string) => void = () => undefined;
function Probe() {
  useScrollReset();
  const navigate = useNavigate();
  go = (path) => void navigate(path);
  return null;
}

describe('useScrollReset (issue 33 item 2)', () => {
  it('opens every new route at the top of the page', () => {
    render(
      <MemoryRouter initialEntries={['/TrainTeach']}>
        <Probe />
      </MemoryRouter>,
    );
    document.documentElement.scrollTop = 722;
    act(() => go('/TrainAchieveManage'));
    expect(document.documentElement.scrollTop).toBe(0);
  });

  it('keeps the position when only the query changes', () => {
    render(
      <MemoryRouter initialEntries={['/ManageCenter/RaceManage?current=0']}>
        <Probe />
      </MemoryRouter>,
    );
    document.documentElement.scrollTop = 300;
    act(() => go('/ManageCenter/RaceManage?current=1'));
    expect(document.documentElement.scrollTop).toBe(300);
  });
});
