import { sharedDeps } from './shared-deps.cjs';

type Share = { singleton: boolean; import?: string | false };

describe('shared singletons', () => {
  it('production: the host provides Highcharts and the modules the remotes use; remotes carry no copy', () => {
    const host = sharedDeps({ perComponentAntd: true, host: true }) as Record<string, Share>;
    const remote = sharedDeps({ perComponentAntd: true, host: false }) as Record<string, Share>;
    for (const key of [
      'highcharts',
      'highcharts/modules/stock',
      'highcharts/modules/accessibility',
    ]) {
      expect(host[key].singleton).toBe(true);
      expect(host[key].import).toEqual(expect.stringContaining('node_modules/highcharts/'));
      expect(remote[key].import).toBe(false);
    }
    // Any other sub-path is still one copy per page, from the remote that has it.
    expect(remote['highcharts/'].singleton).toBe(true);
    expect(remote['highcharts/'].import).toBeUndefined();
  });

  it('development: every app shares Highcharts from its own copy', () => {
    const remote = sharedDeps() as Record<string, Share>;
    expect(remote.highcharts.import).toBeUndefined();
    expect(remote['highcharts/modules/stock']).toBeUndefined();
  });
});
