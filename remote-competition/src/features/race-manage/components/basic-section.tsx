import { DatePicker, Form, Input, InputNumber, Select, Switch } from 'antd';
import { MATCH_TYPE_NAMES } from '../../../common/match-type-names';

/** Benchmarks a contest may rank against (spec §3 index codes). */
export const BENCHMARKS = [
  { value: '000300.SSE', label: '沪深300' },
  { value: '000001.SSE', label: '上证指数' },
  { value: '399001.SZSE', label: '深证成指' },
  { value: '399006.SZSE', label: '创业板指' },
  { value: '000688.SSE', label: '科创50' },
];

const TYPES = Object.entries(MATCH_TYPE_NAMES)
  .filter(([k]) => k !== '0')
  .map(([k, v]) => ({ value: Number(k), label: v }));

/** Name, type, schedule, entry and the rules text of a contest. */
export function BasicSection() {
  return (
    <>
      <Form.Item
        name="matchName"
        label="比赛名称"
        rules={[{ required: true, whitespace: true, message: '请输入比赛名称' }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="matchType" label="比赛类型" rules={[{ required: true }]}>
        <Select options={TYPES} style={{ width: 220 }} />
      </Form.Item>
      <Form.Item name="organizer" label="主办方">
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="registration"
        label="报名时间"
        rules={[{ required: true, message: '请选择报名时间' }]}
      >
        <DatePicker.RangePicker showTime />
      </Form.Item>
      <Form.Item
        name="period"
        label="比赛时间"
        dependencies={['registration']}
        rules={[
          { required: true, message: '请选择比赛时间' },
          ({ getFieldValue }) => ({
            validator: (_r, v: [{ isBefore: (x: unknown) => boolean }, unknown] | undefined) => {
              const reg = getFieldValue('registration') as [unknown, unknown] | undefined;
              return v && reg && v[0].isBefore(reg[0])
                ? Promise.reject(new Error('比赛开始时间不能早于报名开始时间'))
                : Promise.resolve();
            },
          }),
        ]}
      >
        <DatePicker.RangePicker showTime />
      </Form.Item>
      <Form.Item name="maxTraders" label="人数上限" extra="0 表示不限">
        <InputNumber min={0} />
      </Form.Item>
      <Form.Item name="matchCommand" label="参赛口令" extra="留空则无需口令">
        <Input.Password maxLength={50} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="isAllowLogin" label="允许登录交易" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="isTopMatch" label="置顶" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="matchRule" label="比赛规则">
        <Input.TextArea rows={4} maxLength={20000} />
      </Form.Item>
    </>
  );
}
