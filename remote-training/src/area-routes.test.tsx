import { session } from '@portal/shared-kit';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AreaRoutes } from './area-routes';
import { fakeServer, signInAs } from './test/render-area';

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="where">{pathname}</output>;
}

const open = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AreaRoutes />
      <Where />
    </MemoryRouter>,
  );

// Mounting antd pages is slow on the shared, busy machine.
jest.setTimeout(120_000);

beforeEach(() => {
  fakeServer({});
});
afterEach(() => {
  session.clear();
  jest.restoreAllMocks();
});

it('sends an anonymous visitor of /main to /index', async () => {
  open('/main');
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/index'));
});

it('sends a user without the training right to /index', async () => {
  signInAs('student', false);
  open('/TrainTeach');
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/index'));
});

it('opens /main on /TrainTeach with the side menu', async () => {
  signInAs('student');
  open('/main');
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/TrainTeach'));
  expect(screen.getByTestId('training-menu')).toHaveTextContent('实训教学');
});
