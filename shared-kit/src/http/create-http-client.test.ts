import { MESSAGES } from '../domain';
import { createMemoryStorage, createSession } from '../session';
import type { Session } from '../session';
import { ApiError } from './api-error';
import { createHttpClient } from './create-http-client';
import { createFakeAdapter } from '../testing/fake-adapter';
import type { FakeAnswer } from '../testing/fake-adapter';

function setup(answer: FakeAnswer = { status: 200, body: { isOK: true, data: 1, msg: '' } }) {
  const session: Session = createSession(createMemoryStorage());
  const notifier = { error: jest.fn() };
  const navigator = { replace: jest.fn(), reload: jest.fn() };
  const fake = createFakeAdapter(() => answer);
  const client = createHttpClient({
    session,
    notifier,
    navigator,
    adapter: fake.adapter,
    now: () => 1700000000000,
  });
  return { client, session, notifier, navigator, requests: fake.requests };
}

function signIn(session: Session) {
  session.signIn({
    Token: 'abc',
    Name: '李四',
    UserName: 'lisi01',
    UserID: 1,
    Id: 1,
    MobilePhone: '',
    hasTrainUsePower: true,
    hasCombinePower: false,
  });
}

describe('shared HTTP client', () => {
  it('times out after 60 s', () => {
    expect(setup().client.axios.defaults.timeout).toBe(60_000);
  });

  it('appends a timestamp query parameter to every call', async () => {
    const { client, requests } = setup();
    await client.get('/VERace/Combine/GetAll', { key: 'x' });
    expect(requests[0]?.params).toEqual({ key: 'x', timestamp: 1700000000000 });
  });

  it('sends the token as a Bearer Authorization header', async () => {
    const { client, session, requests } = setup();
    signIn(session);
    await client.get('/VERace/Combine/GetAll');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer abc');
  });

  it('sends no Authorization header without a token', async () => {
    const { client, requests } = setup();
    await client.get('/VERace/Combine/GetAll');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('sends the joined LogIDs during a practical-training session', async () => {
    const { client, session, requests } = setup();
    session.startTraining([31, 32]);
    await client.post('/VERace/TrainLog/Save', {});
    expect(requests[0]?.headers.get('LogIDs')).toBe('31,32');
  });

  it('leaves LogIDs off the score call', async () => {
    const { client, session, requests } = setup();
    session.startTraining([31]);
    await client.post('/VERace/TrainLog/Score', {});
    expect(requests[0]?.headers.has('LogIDs')).toBe(false);
  });

  it('returns an object body with the HTTP status as statusCode', async () => {
    const { client } = setup({ status: 200, body: { isOK: true, data: [1] } });
    await expect(client.get('/x')).resolves.toEqual({ isOK: true, data: [1], statusCode: 200 });
  });

  it('on 401 with a token tells the user, clears the session and reloads /index', async () => {
    const { client, session, notifier, navigator } = setup({ status: 401 });
    signIn(session);
    const failure = client.get('/x');
    await expect(failure).rejects.toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(notifier.error).toHaveBeenCalledWith(MESSAGES.SESSION_TIMEOUT, 3);
    expect(session.getState().token).toBeNull();
    expect(navigator.replace).toHaveBeenCalledWith('/index');
    expect(navigator.reload).toHaveBeenCalled();
  });

  it('on 401 without a token does the same silently', async () => {
    const { client, notifier, navigator } = setup({ status: 401 });
    await expect(client.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(notifier.error).not.toHaveBeenCalled();
    expect(navigator.replace).toHaveBeenCalledWith('/index');
    expect(navigator.reload).toHaveBeenCalled();
  });

  it('rejects a network failure with 请求异常', async () => {
    const { client } = setup('network');
    await expect(client.get('/x')).rejects.toMatchObject({
      kind: 'network',
      message: '请求异常',
    });
  });

  it('treats a status other than 200 as a failure', async () => {
    const { client, navigator } = setup({ status: 500, body: {} });
    await expect(client.get('/x')).rejects.toMatchObject({ kind: 'http', status: 500 });
    expect(navigator.reload).not.toHaveBeenCalled();
  });

  it('shows the server message of a refused call, e.g. a rate limit', async () => {
    const { client } = setup({
      status: 429,
      body: { retCode: 429, isOK: false, msg: '操作过于频繁，请稍后再试' },
    });
    await expect(client.get('/x')).rejects.toMatchObject({
      kind: 'http',
      status: 429,
      message: '操作过于频繁，请稍后再试',
    });
  });

  it('maps a numeric message of a refused call through the error catalogue', async () => {
    const { client } = setup({ status: 400, body: { isOK: false, msg: '60004' } });
    await expect(client.get('/x')).rejects.toMatchObject({ message: '可用资金不足' });
  });

  it('uses a notifier configured after creation', async () => {
    const { client, session } = setup({ status: 401 });
    signIn(session);
    const later = { error: jest.fn() };
    client.configure({ notifier: later });
    await expect(client.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(later.error).toHaveBeenCalledWith(MESSAGES.SESSION_TIMEOUT, 3);
  });
});
