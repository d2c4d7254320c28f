import { formatVolume, volumeUnitDivisor } from './volume';

describe('volume units (spec §9)', () => {
  it('divides Shanghai and Shenzhen stocks and funds by 100', () => {
    expect(volumeUnitDivisor('SSE', 'stock')).toBe(100);
    expect(volumeUnitDivisor('SZSE', 'stock')).toBe(100);
    expect(volumeUnitDivisor('SSE', 'fund')).toBe(100);
    expect(volumeUnitDivisor('szse', 'fund')).toBe(100);
  });
  it('divides Shenzhen indexes by 100 and Shenzhen bonds by 10', () => {
    expect(volumeUnitDivisor('SZSE', 'index')).toBe(100);
    expect(volumeUnitDivisor('SZSE', 'bond')).toBe(10);
  });
  it('leaves everything else undivided', () => {
    expect(volumeUnitDivisor('SSE', 'index')).toBe(1);
    expect(volumeUnitDivisor('SSE', 'bond')).toBe(1);
    expect(volumeUnitDivisor('HKEX', 'stock')).toBe(1);
    expect(volumeUnitDivisor('BSE', 'stock')).toBe(1);
  });
  it('formats volumes in units with 万/亿', () => {
    expect(formatVolume(123456700, 'SSE', 'stock')).toBe('123.46万');
    expect(formatVolume(5000, 'SZSE', 'bond')).toBe('500');
    expect(formatVolume(undefined, 'SSE', 'stock')).toBe('—');
  });
});
