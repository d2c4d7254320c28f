import { Col, Form, Input, InputNumber, Row, Switch } from 'antd';
import { NUMERIC_RISK_RULES } from '../contest-form-fields';

/** Risk controls (codes 60140–60159): every limit optional; empty means no limit. */
export function RiskSection() {
  return (
    <>
      <Row gutter={16}>
        {NUMERIC_RISK_RULES.map(([key, label]) => (
          <Col span={8} key={key}>
            <Form.Item name={['risk', key]} label={label}>
              <InputNumber min={0} style={{ width: '100%' }} placeholder="不限" />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Form.Item name="blacklist" label="禁止买入证券（黑名单）">
        <Input.TextArea rows={2} placeholder="代码，逗号或换行分隔" />
      </Form.Item>
      <Form.Item name="whitelist" label="仅允许买入证券（白名单）">
        <Input.TextArea rows={2} placeholder="代码，逗号或换行分隔" />
      </Form.Item>
      <Form.Item name="recordFouls" label="违规记入违规记录" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="foulPoints" label="每次违规扣分">
        <InputNumber min={0} step={0.5} />
      </Form.Item>
    </>
  );
}
