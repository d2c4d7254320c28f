import antdImportsLoader from './antd-imports-loader.cjs';
import { antdFolders } from './antd-folders.cjs';
import { readFileSync } from 'node:fs';
import routerImportsLoader from './router-imports-loader.cjs';
import { browserApi, routerExports } from './router-api.cjs';
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

describe('a remote built later than the shell', () => {
  it('finds every antd component in the shell: all of the installed antd, whatever the sources use', () => {
    const host = sharedDeps({ perComponentAntd: true, host: true }) as Record<string, Share>;
    const remote = sharedDeps({ perComponentAntd: true, host: false }) as Record<string, Share>;
    const folders = antdFolders();
    // Read from antd's own index: 70+ components, those no portal source imports among them.
    expect(folders.length).toBeGreaterThan(70);
    for (const folder of ['transfer', 'watermark', 'splitter', 'button', 'config-provider']) {
      expect(folders).toContain(folder);
      expect(host[`antd/es/${folder}`].import).toContain(`node_modules/antd/es/${folder}/index.js`);
      // One antd per page: remotes carry no copy (no second context or theme).
      expect(remote[`antd/es/${folder}`].import).toBe(false);
    }
  });

  it('the shell provides the other singletons whole (no narrowing to what it knows of)', () => {
    const host = sharedDeps({ perComponentAntd: true, host: true }) as Record<string, Share>;
    for (const pkg of ['@reduxjs/toolkit', 'react-redux', '@portal/shared-kit'])
      expect(host[pkg]).toEqual({
        singleton: true,
        requiredVersion: expect.any(String),
        version: expect.any(String),
      });
  });

  it('rewrites an antd import no portal source uses to its shared folder', () => {
    const run = (source: string) => {
      let result: { error: Error | null; out?: string } = { error: null };
      antdImportsLoader.call(
        { callback: (error: Error | null, out?: string) => (result = { error, out }) },
        source,
      );
      return result;
    };
    const ok = run(`import { Transfer, Watermark as W } from 'antd';`);
    expect(ok.error).toBeNull();
    expect(ok.out).toContain('import Transfer from "antd/es/transfer";');
    expect(ok.out).toContain('import W from "antd/es/watermark";');
    // A private path of antd would bring its own copy of antd's contexts: refused.
    expect(run(`import x from 'antd/es/config-provider/context';`).error).not.toBeNull();
    expect(run(`import { NoSuchThing } from 'antd';`).error).not.toBeNull();
  });

  it('finds the router’s whole browser API in the shell; its server side is the remote’s own copy', () => {
    const host = sharedDeps({ perComponentAntd: true, host: true }) as Record<string, Share>;
    const remote = sharedDeps({ perComponentAntd: true, host: false }) as Record<string, Share>;
    const api = browserApi();
    // Read from react-router's own export list: the routers, components, hooks and helpers.
    for (const name of ['createBrowserRouter', 'useBlocker', 'generatePath', 'useFetcher', 'href'])
      expect(api).toContain(name);
    for (const name of ['createCookie', 'StaticRouter', 'Scripts', 'UNSAFE_DataRouterContext'])
      expect(api).not.toContain(name);
    expect(api.length).toBeGreaterThan(60);
    expect(routerExports().length).toBeGreaterThan(api.length);
    for (const pkg of ['react-router', 'react-router-dom']) {
      const facade = readFileSync(host[pkg].import as string, 'utf8');
      for (const name of api) expect(facade).toMatch(new RegExp(`\\b${name}\\b`));
      expect(remote[pkg].import).toBe(false);
    }
    // The DOM RouterProvider (flushSync) from react-router-dom, as the package exports it.
    expect(readFileSync(host['react-router-dom'].import as string, 'utf8')).toMatch(
      /export \{ RouterProvider \} from ".*dom-export\.mjs"/,
    );

    const run = (source: string) => {
      let result: { error: Error | null; out?: string } = { error: null };
      routerImportsLoader.call(
        { callback: (error: Error | null, out?: string) => (result = { error, out }) },
        source,
      );
      return result;
    };
    const split = run(`import { useBlocker, isCookie as c, Route } from 'react-router-dom';`);
    expect(split.error).toBeNull();
    expect(split.out).toContain('import { useBlocker, Route } from "react-router-dom";');
    expect(split.out).toMatch(/import \{ isCookie as c \} from ".*react-router.*index\.mjs";/);
    expect(run(`import * as R from 'react-router';`).error).not.toBeNull();
    expect(run(`export { Link } from 'react-router-dom';`).error).not.toBeNull();
  });
});
