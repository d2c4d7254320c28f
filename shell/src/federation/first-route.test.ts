import type { PortalManifest } from '@portal/shared-kit';
import type * as FirstRoute from './first-route';

// Unit test double of the federation runtime: records the plugin and answers loadRemote at once.
const runtime = {
  plugins: [] as { afterLoadManifest: (args: unknown) => unknown }[],
  loadRemote: jest.fn((_id: string) => Promise.resolve({})),
};
jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({ shareScopeMap: { default: {} } }),
  loadRemote: (id: string) => runtime.loadRemote(id),
  loadShare: () => Promise.resolve(undefined),
  registerPlugins: (plugins: never[]) => runtime.plugins.push(...plugins),
  registerRemotes: () => undefined,
}));

const manifest: PortalManifest = {
  school: '演示学校',
  remotes: [
    { name: 'remote_markets', entry: '/remotes/remote-markets/mf-manifest.json' },
    { name: 'remote_competition', entry: '/remotes/remote-competition/mf-manifest.json' },
  ],
  sections: [{ id: 'SHSZMarkets', remote: 'remote_markets', module: './SHSZMarkets' }],
};

/** A fresh copy of the module (its first-route state is per page). */
function load(response: Promise<unknown>) {
  jest.resetModules();
  runtime.plugins = [];
  global.fetch = jest.fn(() =>
    response.then((body) => ({ ok: true, json: () => Promise.resolve(body) })),
  ) as unknown as typeof fetch;
  return jest.requireActual<typeof FirstRoute>('./first-route');
}

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 5));
  return done;
};

describe('first route', () => {
  it("settles once the manifests of the route's remotes (the section and its frame) have arrived", async () => {
    const m = load(Promise.resolve(manifest));
    m.preloadFirstRoute('/SHSZMarkets/index');
    await new Promise((r) => setTimeout(r, 0));
    expect(runtime.loadRemote.mock.calls.map((c) => c[0])).toEqual(
      expect.arrayContaining(['remote_markets/SHSZMarkets', 'remote_competition/Frame']),
    );
    const plugin = runtime.plugins[0]!;
    expect(await settled(m.firstRouteRequested())).toBe(false);
    plugin.afterLoadManifest({ moduleInfo: { name: 'remote_markets' }, manifestJson: {} });
    expect(await settled(m.firstRouteRequested())).toBe(false);
    plugin.afterLoadManifest({ moduleInfo: { name: 'remote_competition' }, manifestJson: {} });
    expect(await settled(m.firstRouteRequested())).toBe(true);
  });

  it('settles at once for a path no remote renders, and when the portal manifest fails', async () => {
    const a = load(Promise.resolve(manifest));
    a.preloadFirstRoute('/nowhere');
    expect(await settled(a.firstRouteRequested())).toBe(true);
    const b = load(Promise.reject(new Error('offline')));
    b.preloadFirstRoute('/index');
    expect(await settled(b.firstRouteRequested())).toBe(true);
  });
});
