import {
  validateDynamicField,
  validateDynamicTable,
  type DynamicColumn,
  type DynamicTable,
} from './dynamic-form';

const col = (props: DynamicColumn['props'], readonly = false): DynamicColumn => ({
  field: 'v',
  props,
  readonly,
});

describe('validateDynamicField (spec §5)', () => {
  it('reports an empty required field', () => {
    expect(validateDynamicField(col({ require: true }), '')).toBe('存在必填项为空！');
    expect(validateDynamicField(col({ require: '1' }), null)).toBe('存在必填项为空！');
    expect(validateDynamicField(col({ require: false, dataverify: 'email' }), '')).toBeUndefined();
  });

  it.each([
    ['int', '1.5', '数值整数格式错误！', '-15'],
    ['decimal', '1.5.1', '数值格式错误！', '1.50'],
    ['email', 'x@', '邮箱格式错误！', 'x@y.cn'],
    ['idcard', '12345', '身份证号码格式错误！', '11010119900101123X'],
    ['mobile', '2381234567', '手机号码格式错误！', '13812345678'],
  ])('checks %s values', (kind, bad, message, good) => {
    expect(validateDynamicField(col({ dataverify: kind }), bad)).toBe(message);
    expect(validateDynamicField(col({ dataverify: kind }), good)).toBeUndefined();
  });

  it('falls back to the column type when no verification kind is set', () => {
    expect(validateDynamicField(col({ type: 'integer' }), 'abc')).toBe('数值整数格式错误！');
  });

  it('checks a custom pattern', () => {
    const c = col({ dataverify: 'regex', regtext: '^[A-Z]{3}$' });
    expect(validateDynamicField(c, 'abc')).toBe('数据格式与正则表达式不匹配');
    expect(validateDynamicField(c, 'ABC')).toBeUndefined();
    expect(validateDynamicField(col({ regtext: '([' }), 'x')).toBeUndefined();
  });

  it('skips read-only columns', () => {
    expect(validateDynamicField(col({ require: true }, true), '')).toBeUndefined();
  });
});

describe('validateDynamicTable', () => {
  const table: DynamicTable = {
    name: '学生名单',
    Columns: [
      { field: 'name', props: { require: true } },
      { field: 'phone', props: { dataverify: 'mobile' } },
    ],
  };

  it('requires the data to be an array, naming the table', () => {
    expect(validateDynamicTable(table, { name: 'x' })).toBe(
      '数据表学生名单格式应该为数组，请联系管理员处理！',
    );
  });

  it('returns the first failing message across rows', () => {
    expect(validateDynamicTable(table, [{ name: '李雷', phone: '13812345678' }])).toBeUndefined();
    expect(validateDynamicTable(table, [{ name: '李雷', phone: '123' }, { name: '' }])).toBe(
      '手机号码格式错误！',
    );
    expect(validateDynamicTable(table, [{ name: '韩梅梅' }, { phone: '13812345678' }])).toBe(
      '存在必填项为空！',
    );
  });
});
