import { createMemoryStorage, createSession } from '../session';
import { createHttpClient } from './create-http-client';
import { createFakeAdapter } from '../testing/fake-adapter';
import type { FakeAnswer } from '../testing/fake-adapter';

function clientAnswering(answer: FakeAnswer) {
  const notifier = { error: jest.fn() };
  const client = createHttpClient({
    session: createSession(createMemoryStorage()),
    notifier,
    navigator: { replace: jest.fn(), reload: jest.fn() },
    adapter: createFakeAdapter(() => answer).adapter,
  });
  return { client, notifier };
}

describe('business call wrapper', () => {
  it('resolves to data when isOK and the message is 成功, without a toast', async () => {
    const { client, notifier } = clientAnswering({
      status: 200,
      body: { isOK: true, data: { id: 9 }, msg: '成功' },
    });
    await expect(client.call({ url: '/VERace/MatchManage/JoinExercising' })).resolves.toEqual({
      id: 9,
    });
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('shows a server message as an error toast for 3 s and rejects when not isOK', async () => {
    const { client, notifier } = clientAnswering({
      status: 200,
      body: { isOK: false, data: null, msg: '比赛已结束' },
    });
    await expect(client.call({ url: '/x' })).rejects.toMatchObject({
      kind: 'business',
      message: '比赛已结束',
    });
    expect(notifier.error).toHaveBeenCalledWith('比赛已结束', 3);
  });

  it('maps a numeric message through the error catalogue and keeps the code', async () => {
    const { client, notifier } = clientAnswering({
      status: 200,
      body: { isOK: false, data: null, msg: '60004' },
    });
    const failure = client.call({ url: '/x' });
    await expect(failure).rejects.toMatchObject({ kind: 'business', code: 60004 });
    const [text] = notifier.error.mock.calls[0] as [string, number];
    expect(text).not.toBe('60004');
    await expect(failure).rejects.toHaveProperty('message', text);
  });

  it('needs isOK for success even without a message', async () => {
    const { client, notifier } = clientAnswering({
      status: 200,
      body: { isOK: false, data: null, msg: '' },
    });
    await expect(client.call({ url: '/x' })).rejects.toMatchObject({ kind: 'business' });
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('shows 请求异常 on a network failure', async () => {
    const { client, notifier } = clientAnswering('network');
    await expect(client.call({ url: '/x' })).rejects.toMatchObject({ message: '请求异常' });
    expect(notifier.error).toHaveBeenCalledWith('请求异常', 3);
  });

  it('leaves the message to the caller when the toast is turned off', async () => {
    const { client, notifier } = clientAnswering({
      status: 200,
      body: { isOK: false, data: null, msg: '密码错误' },
    });
    await expect(client.call({ url: '/x' }, { toast: false })).rejects.toMatchObject({
      message: '密码错误',
    });
    expect(notifier.error).not.toHaveBeenCalled();
  });
});
