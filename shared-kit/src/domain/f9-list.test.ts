import { addF9Entry, removeF9Entry, type F9Entry } from './f9-list';

const codes = (l: F9Entry[]): string => l.map((e) => `${e.code}${e.isActive ? '*' : ''}`).join(',');

describe('F9 list (spec §4)', () => {
  it('makes an added code active and the others inactive', () => {
    const r = addF9Entry([{ code: 'A', isActive: true }], 'B');
    expect(r.ok).toBe(true);
    expect(codes(r.list)).toBe('A,B*');
  });

  it('replaces an existing entry with the same code', () => {
    const list = [
      { code: 'A', isActive: false },
      { code: 'B', isActive: true },
    ];
    expect(codes(addF9Entry(list, 'A').list)).toBe('B,A*');
  });

  it('refuses an eighth code but still re-adds a listed one at the limit', () => {
    const full = ['1', '2', '3', '4', '5', '6', '7'].map((code) => ({ code, isActive: false }));
    expect(addF9Entry(full, '8').ok).toBe(false);
    expect(addF9Entry(full, '3').ok).toBe(true);
  });

  it('activates the last remaining entry when the active one is deleted', () => {
    const list = [
      { code: 'A', isActive: false },
      { code: 'B', isActive: false },
      { code: 'C', isActive: true },
    ];
    expect(codes(removeF9Entry(list, 'C'))).toBe('A,B*');
    expect(codes(removeF9Entry(list, 'A'))).toBe('B,C*');
    expect(removeF9Entry([{ code: 'A', isActive: true }], 'A')).toEqual([]);
  });
});
