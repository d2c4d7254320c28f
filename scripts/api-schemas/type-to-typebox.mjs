// Turns a TypeScript type (as the checker sees a handler's answer) into TypeBox source text, as
// JSON.stringify would send it: Dates become strings, undefined properties optional, functions dropped.
import ts from 'typescript';

const F = ts.TypeFlags;

const keyOf = (p) =>
  /^[A-Za-z_$][\w$]*$/.test(p.getName()) ? p.getName() : JSON.stringify(p.getName());

/** One file's worth of named schemas: a named object type is written once and referenced. */
export class SchemaWriter {
  constructor(checker) {
    this.checker = checker;
    /** type → const name */
    this.names = new Map();
    /** const name → source text, in the order written (dependencies first) */
    this.defs = new Map();
    this.inProgress = new Set();
    this.recursive = new Set();
    /** Places where the answer's shape is not known (any / unknown), for the review list. */
    this.loose = [];
  }

  /** Source text of the schema of `type`; `where` names the endpoint, for the review list. */
  schema(type, where) {
    this.where = where;
    return this.convert(type, 0);
  }

  convert(type, depth) {
    const c = this.checker;
    // Only the REPLIED marker is a symbol: the handler wrote the reply itself (a file, a page).
    if (type.flags & (F.UniqueESSymbol | F.ESSymbol)) return 'Type.Null()';
    if (depth > 30) return this.unknown('too deep');
    if (type.flags & (F.Any | F.Unknown)) return this.unknown('any');
    if (type.flags & F.Never) return 'Type.Never()';
    if (type.flags & F.Null) return 'Type.Null()';
    if (type.flags & (F.Undefined | F.Void)) return 'Type.Null()';
    if (type.flags & F.StringLiteral) return `Type.Literal(${JSON.stringify(type.value)})`;
    if (type.flags & F.NumberLiteral) return `Type.Literal(${type.value})`;
    if (type.flags & F.BooleanLiteral)
      return `Type.Literal(${c.typeToString(type) === 'true' ? 'true' : 'false'})`;
    if (type.flags & (F.String | F.TemplateLiteral)) return 'Type.String()';
    if (type.flags & F.Number) return 'Type.Number()';
    if (type.flags & F.Boolean) return 'Type.Boolean()';
    if (type.flags & F.BigInt) return this.unknown('bigint');
    if (type.flags & F.Union) return this.union(type, depth);
    if (type.flags & F.Intersection || type.flags & F.Object) return this.object(type, depth);
    return this.unknown(c.typeToString(type));
  }

  unknown(why) {
    this.loose.push(`${this.where}: ${why}`);
    return 'Type.Unknown()';
  }

  union(type, depth) {
    // The REPLIED marker (a unique symbol) is no answer: the handler wrote the reply itself.
    const answers = type.types.filter((t) => !(t.flags & (F.UniqueESSymbol | F.ESSymbol)));
    let members = answers.filter((t) => !(t.flags & (F.Undefined | F.Void)));
    const hadUndefined = members.length !== answers.length;
    const bools = members.filter((t) => t.flags & F.BooleanLiteral);
    const parts = [];
    if (bools.length === 2) {
      members = members.filter((t) => !(t.flags & F.BooleanLiteral));
      parts.push('Type.Boolean()');
    }
    for (const m of members) parts.push(this.convert(m, depth + 1));
    if (hadUndefined && !parts.includes('Type.Null()')) parts.push('Type.Null()');
    const unique = [...new Set(parts)];
    if (unique.includes('Type.Unknown()')) return 'Type.Unknown()';
    return unique.length === 1 ? unique[0] : `Type.Union([${unique.join(', ')}])`;
  }

  object(type, depth) {
    const c = this.checker;
    const toJson = c.getPropertyOfType(type, 'toJSON');
    if (toJson) {
      const sig = c.getSignaturesOfType(c.getTypeOfSymbol(toJson), ts.SignatureKind.Call)[0];
      if (!sig) return this.unknown('toJSON');
      const ret = c.getReturnTypeOfSignature(sig);
      // Date.toJSON(): string
      return ret.flags & F.String ? 'Type.String()' : this.convert(ret, depth + 1);
    }
    if (c.isTupleType(type)) {
      const args = c.getTypeArguments(type);
      return `Type.Tuple([${args.map((a) => this.convert(a, depth + 1)).join(', ')}])`;
    }
    if (c.isArrayType(type)) {
      const [item] = c.getTypeArguments(type);
      return `Type.Array(${this.convert(item, depth + 1)})`;
    }
    const name = this.nameOf(type);
    if (name) return this.named(type, name, depth);
    return this.objectLiteral(type, depth);
  }

  /** Named (interface or alias) object types become one const each. */
  nameOf(type) {
    const symbol = type.aliasSymbol ?? type.getSymbol();
    if (!symbol) return undefined;
    const n = symbol.getName();
    if (!/^[A-Z][A-Za-z0-9_]*$/.test(n) || n === 'Object') return undefined;
    const args = type.aliasTypeArguments ?? (type.typeArguments || []);
    const argNames = args.map((a) => {
      const s = a.aliasSymbol ?? a.getSymbol();
      return s && /^[A-Z]\w*$/.test(s.getName()) ? s.getName() : '';
    });
    if (n === 'Record' || n === 'Partial' || n === 'Pick' || n === 'Omit' || n === 'Readonly')
      return undefined;
    return n + argNames.join('');
  }

  named(type, name, depth) {
    const known = this.names.get(type);
    if (known) return known;
    if (this.inProgress.has(type)) {
      // A tree (a node holding its children): the self reference is TypeBox's `This`.
      this.recursive.add(type);
      return 'This';
    }
    this.inProgress.add(type);
    let body = this.objectLiteral(type, depth);
    this.inProgress.delete(type);
    if (this.recursive.has(type)) body = `Type.Recursive((This) => ${body})`;
    let unique = `${name}Schema`;
    for (let i = 2; this.defs.has(unique) && this.defs.get(unique) !== body; i += 1)
      unique = `${name}${i}Schema`;
    this.defs.set(unique, body);
    this.names.set(type, unique);
    return unique;
  }

  objectLiteral(type, depth) {
    const c = this.checker;
    const props = c.getPropertiesOfType(type);
    const indexType = c.getIndexTypeOfType(type, ts.IndexKind.String);
    if (props.length === 0 && indexType)
      return `Type.Record(Type.String(), ${this.convert(indexType, depth + 1)})`;
    if (props.length === 0 && c.getSignaturesOfType(type, ts.SignatureKind.Call).length)
      return this.unknown('function');
    const fields = [];
    for (const p of props) {
      const pt = c.getTypeOfSymbol(p);
      if (pt.flags & (F.Any | F.Unknown)) {
        fields.push(`${keyOf(p)}: ${this.unknown(`${p.getName()}: unknown`)}`);
        continue;
      }
      if (c.getSignaturesOfType(pt, ts.SignatureKind.Call).length && !(pt.flags & F.Union))
        continue;
      const optional =
        (p.flags & ts.SymbolFlags.Optional) !== 0 ||
        (pt.flags & F.Union && pt.types.some((t) => t.flags & (F.Undefined | F.Void))) ||
        pt.flags & F.Undefined;
      const nonNull = c.getNonNullableType(pt);
      // `below: null` alone: the non-null part is never.
      let inner = nonNull.flags & F.Never ? 'Type.Null()' : this.convert(nonNull, depth + 1);
      if (pt.flags & F.Union && pt.types.some((t) => t.flags & F.Null))
        inner = inner.startsWith('Type.Union([')
          ? inner.includes('Type.Null()')
            ? inner
            : inner.replace(/\]\)$/, ', Type.Null()])')
          : inner === 'Type.Unknown()'
            ? inner
            : `Type.Union([${inner}, Type.Null()])`;
      fields.push(`${keyOf(p)}: ${optional ? `Type.Optional(${inner})` : inner}`);
    }
    // Named properties and an index signature ({ symbol, [indexId]: value }): the rest are values.
    const typedRest = indexType && !(indexType.flags & (F.Any | F.Unknown));
    const rest = typedRest
      ? `, { additionalProperties: ${this.convert(indexType, depth + 1)} }`
      : '';
    return `Type.Object({ ${fields.join(', ')} }${rest})`;
  }
}
