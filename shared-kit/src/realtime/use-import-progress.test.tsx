import { act, renderHook } from '@testing-library/react';
import { FakeHubConnection } from '../testing/fake-hub-connection';
import { registerHub, unregisterHub } from './hub-registry';
import { SignalRHubAdapter } from './signalr-hub-adapter';
import { useImportProgress } from './use-import-progress';

let connection: FakeHubConnection;
let hub: SignalRHubAdapter;
beforeEach(async () => {
  connection = new FakeHubConnection();
  hub = new SignalRHubAdapter({ url: '/hubs/quote', connectionFactory: () => connection });
  registerHub(hub);
  await hub.start();
});
afterEach(async () => {
  unregisterHub();
  await hub.stop();
});

const finished = { complete: true, total: 2, progress: 100, successnum: 1 };

it('keeps a finished import when the upload answers after its last push (a small file)', () => {
  const { result } = renderHook(() => useImportProgress());
  act(() => connection.push('importprogress', finished));
  act(() => result.current.accepted(2));
  expect(result.current.progress).toMatchObject({ complete: true, successnum: 1, total: 2 });
});

it('shows a bar at 0 % from the upload answer, then follows the pushes; a new file starts over', () => {
  const { result } = renderHook(() => useImportProgress());
  act(() => result.current.accepted(2));
  expect(result.current.progress).toMatchObject({ complete: false, progress: 0, total: 2 });
  act(() => connection.push('importprogress', { ...finished, complete: false, progress: 50 }));
  expect(result.current.progress).toMatchObject({ complete: false, progress: 50 });
  act(() => connection.push('importprogress', finished));
  expect(result.current.done).toMatchObject({ successnum: 1 });
  expect(result.current.failed).toBe(1);
  act(() => result.current.reset());
  expect(result.current.progress).toBeNull();
});
