import {
  isChineseLettersDigits,
  isChineseWordHyphen,
  isChineseWordParens,
  isDecimalNumber,
  isDigitsOnly,
  isEmail,
  isEndNotBeforeStart,
  isIdCard,
  isInteger,
  isLettersDigits,
  isMainlandPhone,
  isNameChars,
  isNonNegativeFloat,
  isPriceWithDecimals,
  isStrongPassword,
  isWordChars,
} from './patterns';

describe('generic input validators (spec §5)', () => {
  it('digits only, empty allowed', () => {
    expect(isDigitsOnly('')).toBe(true);
    expect(isDigitsOnly('0123')).toBe(true);
    expect(isDigitsOnly('12a')).toBe(false);
  });
  it('mainland phone', () => {
    expect(isMainlandPhone('19900001111')).toBe(true);
    expect(isMainlandPhone('09900001111')).toBe(false);
  });
  it('letters and digits, word chars', () => {
    expect(isLettersDigits('abC9')).toBe(true);
    expect(isLettersDigits('ab_9')).toBe(false);
    expect(isWordChars('ab_9')).toBe(true);
    expect(isWordChars('')).toBe(false);
  });
  it('password strength', () => {
    expect(isStrongPassword('aB3xyz')).toBe(true);
    expect(isStrongPassword('ab3xyz')).toBe(false);
  });
  it('decimal with optional sign and no leading zeros', () => {
    for (const ok of ['0', '0.5', '-12.25', '+7', '100']) expect(isDecimalNumber(ok)).toBe(true);
    for (const bad of ['01', '00.5', '1.', '.5', '--1', ''])
      expect(isDecimalNumber(bad)).toBe(false);
  });
  it('e-mail', () => {
    expect(isEmail('teacher@school.edu.cn')).toBe(true);
    expect(isEmail('teacher@school')).toBe(false);
    expect(isEmail('a b@c.cn')).toBe(false);
  });
  it('Chinese character classes', () => {
    expect(isChineseLettersDigits('中文abc123')).toBe(true);
    expect(isChineseLettersDigits('')).toBe(false);
    expect(isChineseLettersDigits('中-文')).toBe(false);
    expect(isChineseWordHyphen('中-文_a1')).toBe(true);
    expect(isChineseWordHyphen('中(文)')).toBe(false);
    expect(isChineseWordParens('金融(1)班（二）')).toBe(true);
    expect(isChineseWordParens('金融-1')).toBe(false);
    expect(isNameChars('李 雷-Lee_1.（二）"x"')).toBe(true);
    expect(isNameChars('李雷@')).toBe(false);
  });
  it('ID card: 15 digits, 18 digits, or 17 digits plus X', () => {
    expect(isIdCard('110101199001011234')).toBe(true);
    expect(isIdCard('11010119900101123X')).toBe(true);
    expect(isIdCard('110101900101123')).toBe(true);
    expect(isIdCard('1101011990010112')).toBe(false);
    expect(isIdCard('11010119900101123Y')).toBe(false);
  });
});

describe('helpers (spec §5)', () => {
  it('price decimals 2, 3 or 4', () => {
    expect(isPriceWithDecimals('10.12', 2)).toBe(true);
    expect(isPriceWithDecimals('10.123', 2)).toBe(false);
    expect(isPriceWithDecimals('10.123', 3)).toBe(true);
    expect(isPriceWithDecimals('10.1234', 4)).toBe(true);
    expect(isPriceWithDecimals('10.12345', 4)).toBe(false);
    expect(isPriceWithDecimals('-1.2', 2)).toBe(false);
  });
  it('non-negative float and integer', () => {
    expect(isNonNegativeFloat('3.14')).toBe(true);
    expect(isNonNegativeFloat('-3.14')).toBe(false);
    expect(isInteger('-42')).toBe(true);
    expect(isInteger('4.2')).toBe(false);
  });
  it('end must not be before start', () => {
    expect(isEndNotBeforeStart('2026-03-01', '2026-03-02')).toBe(true);
    expect(isEndNotBeforeStart('2026-03-01', '2026-03-01')).toBe(true);
    expect(isEndNotBeforeStart('2026-03-02', '2026-03-01')).toBe(false);
    expect(isEndNotBeforeStart(new Date(2000), 1000)).toBe(false);
    expect(isEndNotBeforeStart(undefined, '2026-03-01')).toBe(true);
  });
});
