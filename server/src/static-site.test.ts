import { cacheControlFor } from './static-site';

describe('cacheControlFor', () => {
  it('caches hashed chunks (and their precompressed twins) for a year, immutable', () => {
    for (const file of [
      '/dist/main.63867bdb.js',
      '/dist/__federation_expose_Routes.12e21ca1.js',
      '/dist/shared-base.5aa15999.js.br',
      '/dist/7470.4f0ddfd3.js.gz',
      '/dist/0a1b2c3d4e5f60718293.png',
    ]) {
      expect(cacheControlFor(file)).toBe('public, max-age=31536000, immutable');
    }
  });

  it('revalidates the page, the manifests and the remote entries on every use', () => {
    for (const file of [
      '/dist/index.html',
      '/dist/remoteEntry.js',
      '/dist/remoteEntry.js.br',
      '/dist/mf-manifest.json',
      '/dist/antd-union.json',
      '/dist/favicon.svg',
    ]) {
      expect(cacheControlFor(file)).toBe('no-cache');
    }
  });
});
