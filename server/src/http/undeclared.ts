import { Kind, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/**
 * Properties of an answer that its schema does not name (paths such as `/list/0/sources`). The
 * schemas allow extra properties, so the check passes them; but the client types, generated from
 * the schemas, lack them: a page reading one is typed by hand again. Recursive schemas (`This`)
 * are not followed.
 */
export function undeclaredProperties(schema: TSchema, value: unknown, path = ''): string[] {
  const kind = (schema as { [Kind]?: string })[Kind];
  if (kind === 'Object' && isPlainObject(value)) return objectExtras(schema, value, path);
  if (kind === 'Array' && Array.isArray(value)) {
    const items = part<TSchema>(schema, 'items');
    return value.flatMap((v, i) => undeclaredProperties(items, v, `${path}/${i}`));
  }
  if (kind === 'Union') {
    const match = part<TSchema[]>(schema, 'anyOf').find((s) => Value.Check(s, value));
    return match ? undeclaredProperties(match, value, path) : [];
  }
  if (kind === 'Record' && isPlainObject(value)) {
    const [each] = Object.values(part<Record<string, TSchema>>(schema, 'patternProperties'));
    if (!each) return [];
    return Object.entries(value).flatMap(([k, v]) => undeclaredProperties(each, v, `${path}/${k}`));
  }
  return [];
}

function objectExtras(schema: TSchema, value: Record<string, unknown>, path: string): string[] {
  const props = part<Record<string, TSchema>>(schema, 'properties');
  const rest = part<TSchema | boolean | undefined>(schema, 'additionalProperties');
  const out: string[] = [];
  for (const [k, v] of Object.entries(value)) {
    const declared = props[k];
    if (declared) out.push(...undeclaredProperties(declared, v, `${path}/${k}`));
    else if (rest === undefined) out.push(`${path}/${k}`);
    else if (typeof rest === 'object') out.push(...undeclaredProperties(rest, v, `${path}/${k}`));
  }
  return out;
}

const part = <T>(schema: TSchema, key: string): T => (schema as Record<string, unknown>)[key] as T;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
