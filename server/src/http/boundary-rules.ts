/**
 * The API's boundary rule, as pure checks over a value and the JSON schema that describes it:
 * every number finite and inside its range, every string free of NUL and inside its length,
 * no array where a scalar is expected, no absurd nesting. Fastify-free so it can be tested alone.
 */

/** Longest text accepted where a schema gives no `maxLength`. */
export const DEFAULT_MAX_LENGTH = 4000;
/** Largest magnitude accepted where a schema gives no range (money and counts fit easily). */
export const DEFAULT_MAX_NUMBER = 1e15;
/** Longest list accepted where a schema gives no `maxItems`. */
export const DEFAULT_MAX_ITEMS = 10_000;
/** Deepest nesting of objects and lists accepted in any parameter. */
export const MAX_DEPTH = 16;

/** The subset of JSON schema the rule reads (TypeBox builds exactly these keywords). */
export interface SchemaNode {
  type?: string | string[];
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  maxLength?: number;
  maxItems?: number;
}

/** The alternatives of a schema node (a union lists several, anything else is one). */
function branches(schema: SchemaNode | undefined): SchemaNode[] {
  if (!schema) return [];
  const alts = schema.anyOf ?? schema.oneOf;
  return alts ? alts.flatMap(branches) : [schema];
}

const typesOf = (s: SchemaNode): string[] =>
  s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type];
const hasType = (schema: SchemaNode | undefined, ...names: string[]): boolean =>
  branches(schema).some((b) => typesOf(b).some((t) => names.includes(t)));
/** True when the schema only says "a number" (so numeric text is coerced to one). */
export function isNumericOnly(schema: SchemaNode | undefined): boolean {
  const all = branches(schema);
  return all.length > 0 && all.every((b) => hasType(b, 'number', 'integer'));
}
/** True when the schema names types and none of them is a list. */
const isScalarOnly = (schema: SchemaNode | undefined): boolean =>
  branches(schema).length > 0 &&
  branches(schema).every((b) => typesOf(b).length > 0 && !typesOf(b).includes('array'));

/** The reason a number breaks its schema's range, or undefined. */
function rangeProblem(
  n: number,
  schema: SchemaNode | undefined,
  field: string,
): string | undefined {
  if (!Number.isFinite(n)) return `参数${field}必须是有限的数字`;
  const numeric = branches(schema).filter((b) => hasType(b, 'number', 'integer'));
  const ranges = numeric.length > 0 ? numeric : [{}];
  let problem: string | undefined;
  for (const r of ranges) {
    const max = r.maximum ?? (r.exclusiveMaximum === undefined ? DEFAULT_MAX_NUMBER : undefined);
    const min = r.minimum ?? (r.exclusiveMinimum === undefined ? -DEFAULT_MAX_NUMBER : undefined);
    if (max !== undefined && n > max) problem = `参数${field}不能大于${max}`;
    else if (min !== undefined && n < min) problem = `参数${field}不能小于${min}`;
    else if (r.exclusiveMaximum !== undefined && n >= r.exclusiveMaximum)
      problem = `参数${field}必须小于${r.exclusiveMaximum}`;
    else if (r.exclusiveMinimum !== undefined && n <= r.exclusiveMinimum)
      problem = `参数${field}必须大于${r.exclusiveMinimum}`;
    else return undefined;
  }
  return problem;
}

function textProblem(s: string, schema: SchemaNode | undefined, field: string): string | undefined {
  if (s.includes('\u0000')) return `参数${field}不能包含空字符`;
  const limits = branches(schema)
    .filter((b) => hasType(b, 'string'))
    .map((b) => b.maxLength ?? DEFAULT_MAX_LENGTH);
  const max = limits.length ? Math.max(...limits) : DEFAULT_MAX_LENGTH;
  if (s.length > max) return `参数${field}长度不能超过${max}个字符`;
  // Numeric text meant as a number is coerced by the validator: check the number it becomes.
  if (isNumericOnly(schema) && s.trim() !== '' && !Number.isNaN(Number(s))) {
    return rangeProblem(Number(s), schema, field);
  }
  return undefined;
}

/**
 * A parsed parameter bag: `{}`, a null-prototype object, or an instance of a null-prototype
 * class (Fastify's query parser makes those). Buffers, streams and other classes are not.
 */
const isPlainObject = (v: unknown): v is Record<string, unknown> => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
};

const join = (path: string, key: string | number): string =>
  path === '' ? String(key) : `${path}.${key}`;

/**
 * The first way a parameter value breaks the boundary rule, as a Chinese sentence naming the
 * field, or undefined when it keeps it. `schema` may be undefined (unknown parameter): the
 * default limits apply then.
 */
export function boundaryProblem(
  value: unknown,
  schema: SchemaNode | undefined,
  path = '',
  depth = 0,
): string | undefined {
  const field = path || '请求';
  if (depth > MAX_DEPTH) return `参数${field}层级过深`;
  if (typeof value === 'number') return rangeProblem(value, schema, field);
  if (typeof value === 'string') return textProblem(value, schema, field);
  if (typeof value === 'bigint') return `参数${field}类型不正确`;
  if (Array.isArray(value)) {
    if (schema && isScalarOnly(schema)) return `参数${field}类型不正确`;
    const list = branches(schema).filter((b) => hasType(b, 'array'));
    const max =
      Math.max(...list.map((b) => b.maxItems ?? DEFAULT_MAX_ITEMS), 0) || DEFAULT_MAX_ITEMS;
    if (value.length > max) return `参数${field}最多${max}项`;
    const items = list.find((b) => b.items)?.items;
    for (let i = 0; i < value.length; i += 1) {
      const problem = boundaryProblem(value[i], items, join(path, i), depth + 1);
      if (problem) return problem;
    }
    return undefined;
  }
  if (isPlainObject(value)) {
    const props = branches(schema).find((b) => b.properties)?.properties;
    for (const [key, item] of Object.entries(value)) {
      if (key.length > 200 || key.includes('\u0000')) return `参数${field}名称不正确`;
      const problem = boundaryProblem(item, props?.[key], join(path, key), depth + 1);
      if (problem) return problem;
    }
  }
  return undefined;
}

/**
 * Drops parameters sent as empty text where the schema expects a number (an empty id is
 * "absent", not "0" or a type error). Returns the same object when nothing is dropped.
 */
export function dropEmptyNumbers(
  bag: Record<string, unknown>,
  schema: SchemaNode | undefined,
): Record<string, unknown> {
  const props = branches(schema).find((b) => b.properties)?.properties;
  if (!props) return bag;
  const empty = Object.keys(bag).filter(
    (k) =>
      (bag[k] === '' || (typeof bag[k] === 'string' && bag[k].trim() === '')) &&
      isNumericOnly(props[k]),
  );
  if (empty.length === 0) return bag;
  const out = { ...bag };
  for (const k of empty) delete out[k];
  return out;
}
