import { Type } from '@sinclair/typebox';

/** A bounded text parameter: oversize strings are refused before any work. */
export const text = (maxLength = 200) => Type.String({ maxLength });
export const optText = (maxLength = 200) => Type.Optional(text(maxLength));

/** Ids and counters arrive as numbers or numeric text; validation coerces them. */
export const id = () => Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const optInt = (minimum = 0, maximum = 2_147_483_647) =>
  Type.Optional(Type.Integer({ minimum, maximum }));

/**
 * The account selectors a trading call may carry (spec §7 spellings; `accountFor` resolves them):
 * one schema for every call that takes them.
 */
export const accountSelectors = { userID: optInt(1), assetAccount: optInt(1) };

/** Paging of list calls; pageSize is capped so one call cannot dump a table. */
export const paging = {
  pageIndex: optInt(1),
  pageSize: optInt(1, 1000),
};

/** A list of ids, as a JSON array or a comma-separated text ("1,2,3"). */
export const idList = () =>
  Type.Union([Type.Array(id(), { maxItems: 1000 }), Type.String({ maxLength: 12_000 })]);

/** Normalises an id list parameter to numbers, dropping anything that is not a positive integer. */
export function toIds(value: number[] | string | undefined): number[] {
  const items = Array.isArray(value) ? value : (value ?? '').split(',');
  return [...new Set(items.map(Number).filter((n) => Number.isInteger(n) && n > 0))];
}

/** Clamps paging parameters to sane defaults. */
export function page(p: { pageIndex?: number; pageSize?: number }): {
  limit: number;
  offset: number;
} {
  const size = p.pageSize ?? 20;
  return { limit: size, offset: ((p.pageIndex ?? 1) - 1) * size };
}
