import { errorText } from '../domain';
import { isErrorMessage, messageText, unwrapOk, unwrapQuotation, unwrapRetCode } from './envelopes';

describe('envelopes', () => {
  it('returns data of a retCode 0 envelope', () => {
    expect(unwrapRetCode({ retCode: 0, data: 'x' })).toBe('x');
  });

  it('rejects another retCode with the code kept', () => {
    expect(() => unwrapRetCode({ retCode: 12, data: null, msg: '失败' })).toThrow(
      expect.objectContaining({ code: 12, message: '失败' }),
    );
  });

  it('returns data of an isOK envelope and rejects a false one', () => {
    expect(unwrapOk({ isOK: true, data: 3 })).toBe(3);
    expect(() => unwrapOk({ isOK: false, data: 3, msg: '无权限' })).toThrow('无权限');
  });

  it('needs the isok flag on quotation envelopes', () => {
    expect(unwrapQuotation({ isok: true, data: [] })).toEqual([]);
    expect(() => unwrapQuotation({ isok: false, data: [] })).toThrow('请求异常');
  });

  it('counts only a non-empty message other than 成功 as an error', () => {
    expect(isErrorMessage('成功')).toBe(false);
    expect(isErrorMessage('')).toBe(false);
    expect(isErrorMessage(null)).toBe(false);
    expect(isErrorMessage('参数错误')).toBe(true);
    expect(isErrorMessage(60004)).toBe(true);
  });

  it('maps numeric messages through the catalogue and keeps other texts', () => {
    expect(messageText(60004)).toBe(errorText(60004));
    expect(messageText('60004')).toBe(errorText(60004));
    expect(messageText('参数错误')).toBe('参数错误');
  });
});
