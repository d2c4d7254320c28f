import { parseSecurityInfoList, securityKey, securityKind } from './security-info';

describe('security info list (spec §3)', () => {
  it('reads semicolon-separated records of nine comma-separated fields', () => {
    const list = parseSecurityInfoList(
      '600519,SSE,贵州茅台,GZMT,1,4,1500.5,100,0.01;510300,sse,沪深300ETF,HS300ETF,11,4,4.012,100,0.001;',
    );
    expect(list).toEqual([
      {
        symbol: '600519',
        market: 'SSE',
        shortName: '贵州茅台',
        pyShortName: 'GZMT',
        securityType: 1,
        flagBits: 4,
        lcp: 1500.5,
        bQtyStep: 100,
        minTickSize: 0.01,
      },
      expect.objectContaining({ symbol: '510300', market: 'SSE', securityType: 11 }),
    ]);
  });

  it('skips records with fewer than nine fields', () => {
    expect(
      parseSecurityInfoList('600519,SSE,贵州茅台;000001,SZSE,平安银行,PAYH,1,4,10,100,0.01'),
    ).toHaveLength(1);
  });

  it('keys a security as symbol.MARKET', () => {
    expect(securityKey({ symbol: '000001', market: 'szse' })).toBe('000001.SZSE');
  });

  it('tells stock, fund, bond and index apart', () => {
    expect([1, 19, 21, 3, 11, 4, 5, 2].map(securityKind)).toEqual([
      'stock',
      'stock',
      'stock',
      'fund',
      'fund',
      'bond',
      'bond',
      'index',
    ]);
  });
});
