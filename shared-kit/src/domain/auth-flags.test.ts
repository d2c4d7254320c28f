import { NO_AUTH_FLAGS, deriveAuthFlags } from './auth-flags';
import type { BreedView } from './match';

/** Builds a breed view for tests; only the fields a test cares about need passing. */
function breed(p: Partial<BreedView> & Pick<BreedView, 'breedID' | 'breedType'>): BreedView {
  return {
    breedName: '',
    parentID: 0,
    showName: '',
    isAllow: true,
    currencyType: 1,
    childBreeds: [],
    ...p,
  };
}

const aShares = breed({
  breedID: 1,
  breedType: 1,
  breedName: '股票',
  showName: '沪深A股',
  childBreeds: [
    breed({ breedID: 2, breedType: 1, breedName: '基金', showName: '基金', parentID: 1 }),
    breed({ breedID: 3, breedType: 1, breedName: '债券', showName: '债券', parentID: 1 }),
  ],
});

describe('deriveAuthFlags', () => {
  it('sets the match-type flags from the match type', () => {
    expect(deriveAuthFlags(1, []).ismultiple).toBe(true);
    expect(deriveAuthFlags(2, []).isforeignEx).toBe(true);
    expect(deriveAuthFlags(4, []).isdayEx).toBe(true);
    expect(deriveAuthFlags(5, [])).toEqual(NO_AUTH_FLAGS);
  });

  it('gives shares, fund and bond from a stock breed and its 基金/债券 children', () => {
    const f = deriveAuthFlags(1, [aShares]);
    expect(f).toMatchObject({ hasShares: true, hasSharesJijin: true, hasSharesZhaiquan: true });
    expect(f.hasHgt || f.hasSgt || f.hasNgt).toBe(false);
  });

  it('tells Shanghai-HK from Shenzhen-HK connect by showName', () => {
    const hgt = breed({ breedID: 7, breedType: 1, showName: '沪港通' });
    const sgt = breed({ breedID: 8, breedType: 1, showName: '深港通' });
    expect(deriveAuthFlags(1, [hgt])).toMatchObject({
      hasHgt: true,
      hasSgt: false,
      hasShares: false,
    });
    expect(deriveAuthFlags(1, [sgt])).toMatchObject({
      hasHgt: false,
      hasSgt: true,
      hasShares: false,
    });
  });

  it('treats breedID 30 as the Beijing exchange, not as A-shares', () => {
    const f = deriveAuthFlags(1, [breed({ breedID: 30, breedType: 1, showName: '北交所' })]);
    expect(f.hasNgt).toBe(true);
    expect(f.hasShares).toBe(false);
  });

  it('maps each other breed type to its flag', () => {
    const cases: [number, keyof typeof NO_AUTH_FLAGS][] = [
      [2, 'hasRzrq'],
      [3, 'hasPersonEx'],
      [4, 'hasfinanceEx'],
      [5, 'hasGoodsEx'],
      [9, 'hasFingerEx'],
      [10, 'hasCommodityEx'],
      [11, 'hasGg'],
    ];
    for (const [type, flag] of cases) {
      const f = deriveAuthFlags(6, [breed({ breedID: 100 + type, breedType: type })]);
      const set = Object.entries(f)
        .filter(([, v]) => v)
        .map(([k]) => k);
      expect(set).toEqual([flag]);
    }
  });

  it('ignores disallowed breeds and the children of a disallowed parent', () => {
    const f = deriveAuthFlags(1, [
      { ...aShares, isAllow: false },
      breed({ breedID: 50, breedType: 2, isAllow: false }),
    ]);
    expect(f).toEqual({ ...NO_AUTH_FLAGS, ismultiple: true });
  });
});
