import { BreedType, BSE_BREED_ID, MatchType, type BreedView } from './match';

/** Match authorization flags of spec §3, derived from the match type and its breed views. */
export interface AuthFlags {
  ismultiple: boolean;
  isforeignEx: boolean;
  isdayEx: boolean;
  /** A-shares (a stock breed that is neither a connect entry nor bse). */
  hasShares: boolean;
  /** A fund child breed (name contains 基金) under a stock breed. */
  hasSharesJijin: boolean;
  /** A bond child breed (name contains 债券) under a stock breed. */
  hasSharesZhaiquan: boolean;
  /** Shanghai-HK connect: a stock breed whose showName mentions 港 and 沪. */
  hasHgt: boolean;
  /** Shenzhen-HK connect: a stock breed whose showName mentions 港 and 深. */
  hasSgt: boolean;
  /** Beijing exchange: breedID 30. */
  hasNgt: boolean;
  hasfinanceEx: boolean;
  hasGoodsEx: boolean;
  /** Individual (ETF) options. */
  hasPersonEx: boolean;
  /** Stock-index options. */
  hasFingerEx: boolean;
  /** HK stocks (breed type 11). */
  hasGg: boolean;
  hasRzrq: boolean;
  hasCommodityEx: boolean;
}

interface FlatBreed {
  breed: BreedView;
  /** breedType of the top-level breed this one sits under (its own for top level). */
  rootType: number;
  isChild: boolean;
}

function flatten(views: readonly BreedView[], rootType?: number): FlatBreed[] {
  // A disallowed parent hides its children too.
  return views
    .filter((b) => b.isAllow !== false)
    .flatMap((b) => {
      const root = rootType ?? b.breedType;
      return [
        { breed: b, rootType: root, isChild: rootType !== undefined },
        ...flatten(b.childBreeds ?? [], root),
      ];
    });
}

const nameOf = (b: BreedView): string => `${b.showName ?? ''}${b.breedName ?? ''}`;
const isConnect = (b: BreedView): boolean =>
  b.breedType === BreedType.STOCK && /港/.test(b.showName ?? '');

/**
 * Derives the authorization flags of a match (spec §3) from its type and allowed breeds.
 * Connect entries are stock breeds told apart by showName (沪 → hasHgt, 深 → hasSgt);
 * fund and bond are child breeds of a stock breed named 基金 / 债券; breedID 30 is bse.
 */
export function deriveAuthFlags(matchType: number, breedViews: readonly BreedView[]): AuthFlags {
  const all = flatten(breedViews ?? []);
  const some = (p: (f: FlatBreed) => boolean): boolean => all.some(p);
  const ofType = (t: number): boolean => some((f) => f.breed.breedType === t);
  const connect = all.filter((f) => isConnect(f.breed)).map((f) => f.breed.showName);
  const stockChild = (word: string): boolean =>
    some((f) => f.isChild && f.rootType === BreedType.STOCK && nameOf(f.breed).includes(word));
  return {
    ismultiple: matchType === MatchType.COMPREHENSIVE,
    isforeignEx: matchType === MatchType.FOREIGN_EXCHANGE,
    isdayEx: matchType === MatchType.DAY_INNER,
    hasShares: some(
      (f) =>
        !f.isChild &&
        f.breed.breedType === BreedType.STOCK &&
        f.breed.breedID !== BSE_BREED_ID &&
        !isConnect(f.breed),
    ),
    hasSharesJijin: stockChild('基金'),
    hasSharesZhaiquan: stockChild('债券'),
    hasHgt: connect.some((n) => n.includes('沪')),
    hasSgt: connect.some((n) => n.includes('深')),
    hasNgt: some((f) => f.breed.breedID === BSE_BREED_ID),
    hasfinanceEx: ofType(BreedType.FINANCIAL_FUTURES),
    hasGoodsEx: ofType(BreedType.COMMODITY_FUTURES),
    hasPersonEx: ofType(BreedType.INDIVIDUAL_OPTIONS),
    hasFingerEx: ofType(BreedType.INDEX_OPTIONS),
    hasGg: ofType(BreedType.HK_STOCK),
    hasRzrq: ofType(BreedType.MARGIN),
    hasCommodityEx: ofType(BreedType.COMMODITY_OPTIONS),
  };
}

/** All flags false: the state before a match is selected. */
export const NO_AUTH_FLAGS: AuthFlags = deriveAuthFlags(MatchType.UNSET, []);
