import { http } from '../http';
import { createFakeAdapter } from '../testing';
import { addOperationLog } from './add-operation-log';

const entry = {
  appName: '仿真竞赛',
  appVersion: '1.0',
  ip: '',
  os: 'Linux',
  username: 'student01',
  module: '竞赛-进入比赛',
  operation: '21',
  content: '进入比赛',
  operationTime: '2026-11-21 09:30:00',
  param1: '8',
};

it('posts the entry as an array of one to AddOperationLog without bothering the user', async () => {
  const fake = createFakeAdapter(() => ({ status: 200, body: { isOK: false, msg: '写入失败' } }));
  const notifier = { error: jest.fn() };
  const original = http.axios.defaults.adapter;
  http.axios.defaults.adapter = fake.adapter;
  http.configure({ notifier });
  try {
    await addOperationLog(entry).catch(() => undefined);
    expect(fake.requests[0]?.url).toBe('/VERace/OnlineNumber/AddOperationLog');
    expect(JSON.parse(String(fake.requests[0]?.data))).toEqual([entry]);
    expect(notifier.error).not.toHaveBeenCalled();
  } finally {
    http.axios.defaults.adapter = original;
  }
});
