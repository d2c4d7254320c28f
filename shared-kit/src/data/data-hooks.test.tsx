import { act, render, screen, waitFor } from '@testing-library/react';
import { createAppStore } from '../store/create-app-store';
import { StoreProvider } from '../store/store-provider';
import { createDataHooks } from './data-hooks';
import { provideOps } from './op-registry';

let saved = 'draft';
const ops = {
  getNote: (_args: { id: number }) => Promise.resolve(saved),
  saveNote: (args: { value: string }) => {
    saved = args.value;
    return Promise.resolve({ ok: true });
  },
  failing: (_args: undefined) => Promise.reject(new Error('余额不足')),
};
const { useQuery, useMutation, useMutationDone } = createDataHooks<typeof ops>('notes');

function Note({ onDone }: { onDone: (ok: boolean) => void }) {
  const note = useQuery('getNote', { id: 1 });
  const save = useMutation('saveNote');
  useMutationDone(save, onDone);
  return (
    <div>
      <span>{note.loading ? '加载中' : `内容 ${note.data}`}</span>
      <button onClick={() => save.run({ value: 'sent' }, ['getNote'])}>保存</button>
    </div>
  );
}

function Failing() {
  const r = useQuery('failing', undefined);
  return <span>{r.error ?? '…'}</span>;
}

beforeEach(() => {
  saved = 'draft';
  provideOps('notes', ops);
});

describe('createDataHooks (the portal API over named endpoint clients)', () => {
  it('reads on mount and re-reads what a successful write invalidates', async () => {
    const done = jest.fn();
    render(
      <StoreProvider store={createAppStore()}>
        <Note onDone={done} />
      </StoreProvider>,
    );
    expect(await screen.findByText('内容 draft')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: '保存' }).click());
    expect(await screen.findByText('内容 sent')).toBeInTheDocument();
    await waitFor(() => expect(done).toHaveBeenCalledWith(true));
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('shows the error message of a failed read', async () => {
    render(
      <StoreProvider store={createAppStore()}>
        <Failing />
      </StoreProvider>,
    );
    expect(await screen.findByText('余额不足')).toBeInTheDocument();
  });
});
