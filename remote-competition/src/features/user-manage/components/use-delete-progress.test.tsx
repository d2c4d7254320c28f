import { SignalRHubAdapter, registerHub, unregisterHub } from '@portal/shared-kit';
import { FakeHubConnection } from '@portal/shared-kit/testing';
import { act, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { useDeleteProgress } from './use-delete-progress';

function Probe({ onDone }: { onDone: () => void }) {
  useDeleteProgress(onDone);
  return null;
}

it('shows 删除完成 and re-reads the list when the DeleteProgress push arrives', async () => {
  const connection = new FakeHubConnection();
  const hub = new SignalRHubAdapter({ url: '/hubs/quote', connectionFactory: () => connection });
  registerHub(hub);
  await hub.start();
  const onDone = jest.fn();
  render(
    <App>
      <Probe onDone={onDone} />
    </App>,
  );
  act(() =>
    connection.push('deleteprogress', { complete: true, total: 2, successnum: 2, msg: '删除完成' }),
  );
  expect(await screen.findByText('删除完成')).toBeInTheDocument();
  expect(onDone).toHaveBeenCalledTimes(1);
  unregisterHub();
  await hub.stop();
});
