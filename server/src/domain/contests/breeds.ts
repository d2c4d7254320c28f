import {
  BreedType,
  BSE_BREED_ID,
  type BreedView,
  type SecurityTypePermission,
} from '@portal/shared-kit/domain';

interface BreedDef {
  breedID: number;
  breedName: string;
  breedType: number;
  showName: string;
  currencyType: number;
  /** Market/security-type pairs this breed opens in a comprehensive contest. */
  opens: readonly [readonly string[], readonly number[]];
  children?: readonly BreedDef[];
}

const A = ['SSE', 'SZSE'] as const;
const COMMODITY = ['SHFE', 'INE', 'DCE', 'CZCE', 'GFEX'] as const;

/**
 * The breed tree every contest chooses from (spec §3 "Breed view"). Security type ids follow the
 * market simulator: 1/19/21 stocks, 3 fund, 11 ETF, 4 bond, 5 convertible, 6 HK, 7 financial
 * future, 8 commodity future, 9 ETF option, 10 index option, 12 commodity option. The connect
 * entries are stock breeds told apart by showName (沪港通/深港通); breedID 30 is the BSE.
 */
export const BREED_CATALOGUE: readonly BreedDef[] = [
  {
    breedID: 1,
    breedName: '股票',
    breedType: BreedType.STOCK,
    showName: '沪深股票',
    currencyType: 1,
    opens: [[], []],
    children: [
      {
        breedID: 101,
        breedName: 'A股',
        breedType: BreedType.STOCK,
        showName: 'A股',
        currencyType: 1,
        opens: [A, [1, 19, 21]],
      },
      {
        breedID: 102,
        breedName: '基金',
        breedType: BreedType.STOCK,
        showName: '基金',
        currencyType: 1,
        opens: [A, [3, 11]],
      },
      {
        breedID: 103,
        breedName: '债券',
        breedType: BreedType.STOCK,
        showName: '债券',
        currencyType: 1,
        opens: [A, [4, 5]],
      },
    ],
  },
  {
    breedID: 21,
    breedName: '港股通',
    breedType: BreedType.STOCK,
    showName: '沪港通',
    currencyType: 2,
    opens: [['HKEX'], [6]],
  },
  {
    breedID: 22,
    breedName: '港股通',
    breedType: BreedType.STOCK,
    showName: '深港通',
    currencyType: 2,
    opens: [['HKEX'], [6]],
  },
  {
    breedID: BSE_BREED_ID,
    breedName: '北交所',
    breedType: BreedType.STOCK,
    showName: '北交所',
    currencyType: 1,
    opens: [['BSE'], [1]],
  },
  {
    breedID: 2,
    breedName: '融资融券',
    breedType: BreedType.MARGIN,
    showName: '融资融券',
    currencyType: 1,
    opens: [A, [1, 19, 21]],
  },
  {
    breedID: 3,
    breedName: '个股期权',
    breedType: BreedType.INDIVIDUAL_OPTIONS,
    showName: '个股期权',
    currencyType: 1,
    opens: [A, [9]],
  },
  {
    breedID: 4,
    breedName: '金融期货',
    breedType: BreedType.FINANCIAL_FUTURES,
    showName: '金融期货',
    currencyType: 1,
    opens: [['CFFEX'], [7]],
  },
  {
    breedID: 5,
    breedName: '商品期货',
    breedType: BreedType.COMMODITY_FUTURES,
    showName: '商品期货',
    currencyType: 1,
    opens: [COMMODITY, [8]],
  },
  {
    breedID: 9,
    breedName: '股指期权',
    breedType: BreedType.INDEX_OPTIONS,
    showName: '股指期权',
    currencyType: 1,
    opens: [['CFFEX'], [10]],
  },
  {
    breedID: 10,
    breedName: '商品期权',
    breedType: BreedType.COMMODITY_OPTIONS,
    showName: '商品期权',
    currencyType: 1,
    opens: [COMMODITY, [12]],
  },
  {
    breedID: 11,
    breedName: '港股',
    breedType: BreedType.HK_STOCK,
    showName: '港股',
    currencyType: 2,
    opens: [['HKEX'], [6]],
  },
];

function view(def: BreedDef, parentID: number, allowed: ReadonlySet<number>): BreedView {
  const childBreeds = (def.children ?? []).map((c) => view(c, def.breedID, allowed));
  return {
    breedID: def.breedID,
    breedName: def.breedName,
    breedType: def.breedType,
    parentID,
    showName: def.showName,
    // A parent is allowed when it or any child is: disallowing it would hide the children.
    isAllow: allowed.has(def.breedID) || childBreeds.some((c) => c.isAllow),
    currencyType: def.currencyType,
    childBreeds,
  };
}

/** The full breed tree with isAllow set for the chosen ids (a parent id allows all its children). */
export function breedTree(allowedIds: readonly number[]): BreedView[] {
  const allowed = new Set(allowedIds);
  for (const def of BREED_CATALOGUE) {
    if (allowed.has(def.breedID)) for (const c of def.children ?? []) allowed.add(c.breedID);
  }
  return BREED_CATALOGUE.map((d) => view(d, 0, allowed));
}

/** Ids of every allowed breed in a tree. */
export function allowedBreedIds(views: readonly BreedView[]): number[] {
  return views.flatMap((v) => [
    ...(v.isAllow ? [v.breedID] : []),
    ...allowedBreedIds(v.childBreeds ?? []),
  ]);
}

const defsById = new Map<number, BreedDef>();
const index = (defs: readonly BreedDef[]): void =>
  defs.forEach((d) => {
    defsById.set(d.breedID, d);
    index(d.children ?? []);
  });
index(BREED_CATALOGUE);

/** Market/security-type pairs a comprehensive contest allows (MatchInfo.securityTypes). */
export function securityTypesOf(views: readonly BreedView[]): SecurityTypePermission[] {
  const seen = new Set<string>();
  const out: SecurityTypePermission[] = [];
  for (const idValue of allowedBreedIds(views)) {
    const def = defsById.get(idValue);
    if (!def) continue;
    for (const market of def.opens[0]) {
      for (const securityType of def.opens[1]) {
        const key = `${market}|${securityType}`;
        if (!seen.has(key)) out.push({ market, securityType });
        seen.add(key);
      }
    }
  }
  return out;
}

/** Names of the allowed top-level breeds (the breedNameList of the match detail). */
export function breedNames(views: readonly BreedView[]): string[] {
  return views.filter((v) => v.isAllow).map((v) => v.showName);
}

/** Default breeds by match type: what a new contest of that type offers. */
export function defaultBreedIds(matchType: number): number[] {
  switch (matchType) {
    case 1:
      // 综合: every breed, as the default contest 139 trades everything the exchange offers.
      return BREED_CATALOGUE.map((b) => b.breedID);
    case 3:
      return [1, 2];
    case 4:
      return [101];
    case 6:
      return [3, 9];
    case 7:
      return [5, 10];
    case 8:
      return [4];
    case 5:
      return [1];
    default:
      return [];
  }
}
