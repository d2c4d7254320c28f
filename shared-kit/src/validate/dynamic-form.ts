import type { ValidationResult } from './limits';
import { isEmail, isIdCard, isMainlandPhone } from './patterns';

/** Dynamic form messages of spec §5. */
export const DYNAMIC_FORM_MESSAGES = {
  REQUIRED: '存在必填项为空！',
  INTEGER: '数值整数格式错误！',
  DECIMAL: '数值格式错误！',
  EMAIL: '邮箱格式错误！',
  ID_CARD: '身份证号码格式错误！',
  MOBILE: '手机号码格式错误！',
  PATTERN: '数据格式与正则表达式不匹配',
} as const;

/** 数据表…格式应该为数组，请联系管理员处理！ with the table's name in place of the ellipsis. */
export function tableNotArrayText(tableName: string): string {
  return `数据表${tableName}格式应该为数组，请联系管理员处理！`;
}

/** Column props of a dynamic form definition (spec §3). */
export interface DynamicColumnProps {
  require?: boolean | number | string;
  type?: string;
  /** Verification kind: int/integer, decimal/number/float, email, idcard, mobile/phone, regex. */
  dataverify?: string;
  /** Custom pattern, checked whenever given. */
  regtext?: string;
}

/** One column of a dynamic form table. */
export interface DynamicColumn {
  field: string;
  props?: DynamicColumnProps;
  readonly?: boolean;
}

/** A dynamic form table definition. */
export interface DynamicTable {
  name?: string;
  Columns: DynamicColumn[];
  PrimaryKeyFields?: string[];
}

type Kind = 'integer' | 'decimal' | 'email' | 'idcard' | 'mobile';

const KINDS: Record<string, Kind> = {
  int: 'integer',
  integer: 'integer',
  decimal: 'decimal',
  number: 'decimal',
  float: 'decimal',
  double: 'decimal',
  numeric: 'decimal',
  email: 'email',
  mail: 'email',
  idcard: 'idcard',
  identity: 'idcard',
  mobile: 'mobile',
  phone: 'mobile',
  tel: 'mobile',
};

const CHECKS: Record<Kind, [(v: string) => boolean, string]> = {
  integer: [(v) => /^[+-]?\d+$/.test(v), DYNAMIC_FORM_MESSAGES.INTEGER],
  decimal: [(v) => /^[+-]?\d+(\.\d+)?$/.test(v), DYNAMIC_FORM_MESSAGES.DECIMAL],
  email: [isEmail, DYNAMIC_FORM_MESSAGES.EMAIL],
  idcard: [isIdCard, DYNAMIC_FORM_MESSAGES.ID_CARD],
  mobile: [isMainlandPhone, DYNAMIC_FORM_MESSAGES.MOBILE],
};

const isRequired = (r: DynamicColumnProps['require']): boolean =>
  r === true || r === 1 || r === '1' || r === 'true';

/**
 * Validates one value against its column (spec §5 dynamic form validators).
 * Empty values only fail when the column is required; read-only columns are not the user's to fix.
 */
export function validateDynamicField(column: DynamicColumn, value: unknown): ValidationResult {
  if (column.readonly) return undefined;
  const props = column.props ?? {};
  const text = value === null || value === undefined ? '' : String(value).trim();
  if (text === '') return isRequired(props.require) ? DYNAMIC_FORM_MESSAGES.REQUIRED : undefined;
  const kind = KINDS[(props.dataverify || props.type || '').toLowerCase()];
  if (kind) {
    const [check, message] = CHECKS[kind];
    if (!check(text)) return message;
  }
  if (props.regtext) {
    let pattern: RegExp;
    try {
      pattern = new RegExp(props.regtext);
    } catch {
      // A broken pattern is a configuration fault the user cannot fix, so it does not block input.
      return undefined;
    }
    if (!pattern.test(text)) return DYNAMIC_FORM_MESSAGES.PATTERN;
  }
  return undefined;
}

/**
 * Validates a table's rows: the data must be an array, then every column of every row.
 * @returns the first message, or undefined when all rows pass.
 */
export function validateDynamicTable(table: DynamicTable, rows: unknown): ValidationResult {
  if (!Array.isArray(rows)) return tableNotArrayText(table.name ?? '');
  for (const row of rows) {
    const record = (row ?? {}) as Record<string, unknown>;
    for (const column of table.Columns) {
      const message = validateDynamicField(column, record[column.field]);
      if (message) return message;
    }
  }
  return undefined;
}
