import { pinyin } from 'pinyin-pro';

/**
 * Words whose reading the dictionary may pick wrongly in security names; applied over the
 * library's whole-name result so its own word context still handles everything else.
 */
const WORD_FIXES: ReadonlyArray<readonly [string, string]> = [
  ['银行', 'YH'],
  ['重庆', 'CQ'],
  ['长江', 'CJ'],
  ['长城', 'CC'],
  ['长安', 'CA'],
  ['长春', 'CC'],
  ['行业', 'HY'],
  ['乐普', 'LP'],
  ['厦门', 'XM'],
  ['蚌埠', 'BB'],
  ['六国', 'LG'],
  ['券商', 'QS'],
  ['朝阳', 'CY'],
];

/** Pinyin initials of a security name in upper case; letters and digits pass through, "*" drops. */
export function pinyinAbbr(name: string): string {
  const letters = pinyin(name, { pattern: 'first', toneType: 'none', type: 'array' });
  // One entry per character: fixes can be written by position.
  if (letters.length === name.length) {
    for (const [word, fix] of WORD_FIXES) {
      let at = name.indexOf(word);
      while (at >= 0) {
        for (let k = 0; k < fix.length; k += 1) letters[at + k] = fix[k] as string;
        at = name.indexOf(word, at + word.length);
      }
    }
  }
  return letters
    .join('')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase();
}
