import { MESSAGES, f9LimitText, importFinishedText } from './messages';

describe('interface messages', () => {
  it('uses the spec texts', () => {
    expect(MESSAGES.SESSION_TIMEOUT).toBe('登录超时，请重新登录');
    expect(MESSAGES.REQUEST_FAILED).toBe('请求异常');
    expect(MESSAGES.BIND_SUCCESS).toBe('绑定成功');
    expect(MESSAGES.NO_TRAINING_RIGHT).toBe('没有实训版权限');
    expect(MESSAGES.LOGIN_SUCCESS).toBe('登录成功');
    expect(MESSAGES.NO_SEARCH_RESULT).toBe('未检索到相关结果');
    expect(MESSAGES.HUB_NOT_REGISTERED).toBe('请注册 signalr 服务');
    expect(MESSAGES.DELETE_FINISHED).toBe('删除完成');
    expect(MESSAGES.CREATE_SECRET_FAILED).toBe('创建secret失败');
    expect(MESSAGES.QUERY_SECRET_FAILED).toBe('查询secret失败');
  });

  it('formats the import-finished notice', () => {
    expect(importFinishedText(12, 3)).toBe('已成功导入12条，失败3条');
    expect(importFinishedText(0, 0)).toBe('已成功导入0条，失败0条');
  });

  it('formats the deep-data limit notice with the limit', () => {
    expect(f9LimitText(7)).toBe(
      '可同时查看的证券代码上限为7个，当前超出限制，需删除部分代码才能添加查看深度资料',
    );
  });
});
