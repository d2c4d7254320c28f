import { loadAntdScope } from '@portal/shared-kit';
import { act, render, screen } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { loadRemoteModule } from './first-route';
import { RemoteArea } from './remote-area';

const loadRemote = jest.fn<Promise<unknown>, [string]>();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  getInstance: () => undefined,
  loadShare: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const area = (name: string) => ({ AreaRoutes: () => <p>{name}</p> });
const frame = {
  SectionFrame: ({ children }: { children: ReactNode }) => <section>框架{children}</section>,
};

describe('RemoteArea', () => {
  // As the shell's boot does for every first page but the landing page.
  beforeAll(() => loadAntdScope(), 60_000);
  beforeEach(() => loadRemote.mockReset());

  it('renders an area whose module has loaded in its first pass, without a spinner or a second load', async () => {
    let renders = 0;
    loadRemote.mockResolvedValue({
      AreaRoutes: () => {
        renders += 1;
        return <p>已加载的区域</p>;
      },
    });
    await loadRemoteModule('remote_done', './Routes');
    const { container } = render(
      <RemoteArea target={{ remote: 'remote_done', module: './Routes', key: 'done' }} />,
    );
    // No act() flush, no waiting: the view is there from the first commit.
    expect(screen.getByText('已加载的区域')).toBeInTheDocument();
    expect(container.querySelector('.remote-area-loading')).toBeNull();
    await act(async () => undefined);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    // The load the mount still confirms keeps the state: the area rendered once.
    expect(renders).toBe(1);
  });

  it('waits for the frame of a section too: a loaded area without its frame shows the spinner', async () => {
    loadRemote.mockImplementation((id) =>
      Promise.resolve(id === 'remote_frame/Frame' ? frame : area('行情分区')),
    );
    await loadRemoteModule('remote_sec', './Section');
    const target = {
      remote: 'remote_sec',
      module: './Section',
      key: 'sec',
      frame: { remote: 'remote_frame', module: './Frame' },
    };
    const { container } = render(<RemoteArea target={target} />);
    expect(container.querySelector('.remote-area-loading')).not.toBeNull();
    expect(await screen.findByText('行情分区')).toBeInTheDocument();
    expect(screen.getByText(/框架/)).toBeInTheDocument();
  });

  it('shows the spinner while a module is still loading, then the area', async () => {
    let resolve: (mod: unknown) => void = () => undefined;
    loadRemote.mockReturnValue(new Promise((r) => (resolve = r)));
    const { container } = render(
      <RemoteArea target={{ remote: 'remote_slow', module: './Routes', key: 'slow' }} />,
    );
    expect(container.querySelector('.remote-area-loading')).not.toBeNull();
    await act(async () => resolve(area('慢的区域')));
    expect(screen.getByText('慢的区域')).toBeInTheDocument();
  });

  it("renders an area inside antd's scope unless its module mounts its own (antdScope = 'own')", async () => {
    // What an area sees of antd's App: its message API inside a scope, nothing outside one.
    const Probe = ({ name }: { name: string }) => {
      const { message } = App.useApp();
      return <p>{`${name}:${typeof message?.error}`}</p>;
    };
    loadRemote.mockImplementation((id) =>
      Promise.resolve(
        id === 'remote_own/Routes'
          ? { antdScope: 'own', AreaRoutes: () => <Probe name="自带" /> }
          : { AreaRoutes: () => <Probe name="旧版" /> },
      ),
    );
    render(<RemoteArea target={{ remote: 'remote_old', module: './Routes', key: 'old' }} />);
    render(<RemoteArea target={{ remote: 'remote_own', module: './Routes', key: 'own' }} />);
    // An area built before the flag existed (every older build) gets the shell's scope.
    expect(await screen.findByText('旧版:function')).toBeInTheDocument();
    expect(await screen.findByText('自带:undefined')).toBeInTheDocument();
  });
});
