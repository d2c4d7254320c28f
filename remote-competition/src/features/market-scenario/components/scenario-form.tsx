import { App, Button, Form, Input, InputNumber, Select, Typography } from 'antd';
import { useMutation, useMutationDone } from '../../../state/data-hooks';
import type { NewScenario, ScenarioKind } from '../api/scenario-api';

export const KIND_OPTIONS: { value: ScenarioKind; label: string }[] = [
  { value: 'gap', label: '跳空缺口' },
  { value: 'limitRun', label: '连续涨跌停' },
  { value: 'volBurst', label: '波动放大' },
  { value: 'expiryJump', label: '跳至下一到期日' },
];

const HINTS: Record<ScenarioKind, string> = {
  gap: '证券或标的的价格水平按幅度跳变；超出当日涨跌幅的部分在之后的交易日继续以涨跌停兑现。衍生品随标的变动。',
  limitRun: '连续若干个交易日以涨停或跌停价开盘并收盘（一字板），之后从最后收盘价继续交易。',
  volBurst: '若干个交易日内价格相对前收的波动放大为设定倍数。',
  expiryJump:
    '立即把整个模拟市场的时钟移到下一个期权到期日（或所填合约的到期日/最后交易日）收盘，下一次日终结算即行权、交割。',
};

interface FormValues {
  kind: ScenarioKind;
  security?: string;
  effectiveDate?: string;
  effectiveTime?: string;
  pct?: number;
  direction?: 'down' | 'up';
  days?: number;
  factor?: number;
  note?: string;
}

/** The request the form's values make (only the fields the kind takes). */
export function scenarioRequest(v: FormValues): NewScenario {
  const text = (s?: string) => (s?.trim() ? s.trim() : undefined);
  const base = { kind: v.kind, security: text(v.security), note: text(v.note) };
  if (v.kind === 'expiryJump') return base;
  const when = { effectiveDate: text(v.effectiveDate), effectiveTime: text(v.effectiveTime) };
  if (v.kind === 'gap') return { ...base, ...when, pct: v.pct };
  if (v.kind === 'limitRun')
    return { ...base, ...when, pct: v.direction === 'up' ? 1 : -1, days: v.days };
  return { ...base, ...when, days: v.days, factor: v.factor };
}
/** The figures the kind takes: the gap's size, the limit run's direction, the days, the factor. */
function KindFigureFields({ kind }: { kind: ScenarioKind }) {
  return (
    <>
      {kind === 'gap' && (
        <Form.Item name="pct" label="幅度（%）" rules={[{ required: true, message: '请填写幅度' }]}>
          <InputNumber min={-90} max={100} step={1} data-testid="scenario-pct" />
        </Form.Item>
      )}
      {kind === 'limitRun' && (
        <Form.Item name="direction" label="方向">
          <Select
            style={{ width: 90 }}
            options={[
              { value: 'down', label: '跌停' },
              { value: 'up', label: '涨停' },
            ]}
          />
        </Form.Item>
      )}
      {(kind === 'limitRun' || kind === 'volBurst') && (
        <Form.Item name="days" label="交易日数">
          <InputNumber min={1} max={10} precision={0} />
        </Form.Item>
      )}
      {kind === 'volBurst' && (
        <Form.Item name="factor" label="放大倍数">
          <InputNumber min={1.5} max={5} step={0.5} />
        </Form.Item>
      )}
    </>
  );
}

/** 生效日期 and 生效时刻 (today and the next minute when left empty). */
function EffectiveTimeFields() {
  return (
    <>
      <Form.Item
        name="effectiveDate"
        label="生效日期"
        rules={[{ pattern: /^\d{4}-\d{2}-\d{2}$/, message: '格式为 YYYY-MM-DD' }]}
      >
        <Input placeholder="缺省为当日" style={{ width: 120 }} />
      </Form.Item>
      <Form.Item
        name="effectiveTime"
        label="生效时刻"
        rules={[{ pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: '格式为 HH:MM' }]}
      >
        <Input placeholder="缺省为下一分钟" style={{ width: 120 }} />
      </Form.Item>
    </>
  );
}

/** 新增行情情景: kind, security, effective time and the kind's figures. */
export function ScenarioForm() {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const add = useMutation('addScenario');
  const kind = Form.useWatch('kind', form) ?? 'gap';
  useMutationDone(add, (ok) => {
    if (!ok) return;
    void message.success(kind === 'expiryJump' ? '行情时钟已跳至到期日' : '行情情景已排期');
    form.resetFields(['security', 'pct', 'note']);
  });
  const timed = kind !== 'expiryJump';
  return (
    <Form
      form={form}
      layout="inline"
      className="cmp-toolbar"
      data-testid="scenario-form"
      initialValues={{ kind: 'gap', direction: 'down', days: 1, factor: 2 }}
      onFinish={(v) => add.run(scenarioRequest(v), ['listScenarios'])}
    >
      <Form.Item name="kind" label="情景">
        <Select options={KIND_OPTIONS} style={{ width: 150 }} data-testid="scenario-kind" />
      </Form.Item>
      <Form.Item
        name="security"
        label={kind === 'expiryJump' ? '合约（可选）' : '证券/标的'}
        rules={[
          { required: kind !== 'expiryJump', message: '请填写证券代码' },
          { max: 20, message: '代码最多 20 个字符' },
        ]}
      >
        <Input placeholder="如 300750" style={{ width: 120 }} data-testid="scenario-security" />
      </Form.Item>
      <KindFigureFields kind={kind} />
      {timed && <EffectiveTimeFields />}
      <Form.Item name="note" label="说明" rules={[{ max: 200, message: '说明最多 200 个字' }]}>
        <Input style={{ width: 200 }} />
      </Form.Item>
      <Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          loading={add.status === 'loading'}
          data-testid="scenario-add"
        >
          {kind === 'expiryJump' ? '立即执行' : '排期'}
        </Button>
      </Form.Item>
      <Typography.Text type="secondary" style={{ flexBasis: '100%', marginTop: 8 }}>
        {HINTS[kind]}
      </Typography.Text>
    </Form>
  );
}
