import { createThrottle, matchLogCode, matchLogEntry } from './operation-log';

describe('operation logs of entering and leaving', () => {
  it('uses the spec action codes for matches and combines', () => {
    expect(matchLogCode('enter', false)).toBe(21);
    expect(matchLogCode('leave', false)).toBe(22);
    expect(matchLogCode('enter', true)).toBe(25);
    expect(matchLogCode('leave', true)).toBe(26);
  });

  it('names the record and its trader in the entry', () => {
    const e = matchLogEntry(
      'enter',
      { matchID: 9, matchName: '综合赛', matchType: 1, traderID: '77' },
      'u1',
      new Date(0),
    );
    expect(e).toMatchObject({
      operation: '进入比赛',
      param1: '77',
      username: 'u1',
      module: '竞赛',
    });
    expect(e.content).toContain('综合赛');
  });

  it('lets one call of a key through within 1.5 s', () => {
    const pass = createThrottle(1500);
    expect(pass('a', 0)).toBe(true);
    expect(pass('a', 1499)).toBe(false);
    expect(pass('b', 1499)).toBe(true);
    expect(pass('a', 1500)).toBe(true);
  });
});
