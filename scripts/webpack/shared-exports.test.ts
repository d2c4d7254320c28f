import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { missingExports } from './shared-exports-plugin.cjs';
import { importsOf, toJson, WHOLE } from './shared-exports.cjs';

const names = (source: string) => toJson(importsOf(source));

describe('shared exports union', () => {
  it('collects value imports by their exported names', () => {
    const used = names(`
      import { Link, useNavigate as go, type NavigateFunction } from 'react-router-dom';
      import type { Location } from 'react-router-dom';
      import createSagaMiddleware, { eventChannel } from 'redux-saga';
      import axios from 'axios';
      export { Outlet } from 'react-router-dom';
      import { Button } from 'antd';
    `);
    expect(used['react-router-dom']).toEqual(['Link', 'Outlet', 'useNavigate']);
    expect(used['redux-saga']).toEqual(['default', 'eventChannel']);
    expect(used.axios).toEqual(['default']);
    expect(used['@reduxjs/toolkit']).toEqual([]);
    // Only the tree-shaken shared libraries are collected.
    expect(Object.keys(used)).not.toContain('antd');
  });

  it('keeps a library whole when it is used as a namespace, dynamically or re-exported whole', () => {
    expect(names(`import * as rr from 'react-router'; rr.useParams();`)['react-router']).toBe(
      WHOLE,
    );
    expect(names(`const m = import('axios');`).axios).toBe(WHOLE);
    expect(names(`const m = require('redux');`).redux).toBe(WHOLE);
    expect(names(`export * from '@portal/shared-kit';`)['@portal/shared-kit']).toBe(WHOLE);
    // A whole use is not narrowed again by a later named import.
    expect(names(`import * as r from 'redux'; import { compose } from 'redux';`).redux).toBe(WHOLE);
  });

  it('fails a remote that imports what a deployed shell does not provide', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-exports-'));
    const file = path.join(dir, 'shared-exports.json');
    fs.writeFileSync(
      file,
      JSON.stringify({ 'react-router-dom': ['Link'], '@portal/shared-kit': WHOLE }),
    );
    // remote-auth imports more of react-router-dom than Link.
    const missing = missingExports('remote-auth', file);
    expect(missing.length).toBeGreaterThan(0);
    expect(missing.every((m: string) => m.startsWith('react-router-dom: '))).toBe(true);
    expect(missingExports('remote-auth', undefined)).toEqual([]);
  });
});
