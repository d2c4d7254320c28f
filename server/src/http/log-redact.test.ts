import { redactUrl } from './log-redact';

describe('request log redaction', () => {
  it('hides passwords, codes and tokens in logged URLs', () => {
    const url = redactUrl('/api/user/login?userName=a&passWord=Secret1&phoneCode=123456&token=t');
    expect(url).toBe('/api/user/login?userName=a&passWord=***&phoneCode=***&token=***');
  });

  it('hides the hub connection token and leaves plain URLs alone', () => {
    expect(redactUrl('/hubs/quote?id=abc')).toBe('/hubs/quote?id=***');
    expect(redactUrl('/health')).toBe('/health');
  });
});
