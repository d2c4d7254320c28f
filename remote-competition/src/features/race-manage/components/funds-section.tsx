import { Form, InputNumber, Select } from 'antd';
import { BENCHMARKS } from './basic-section';

/** Initial funds per currency, exchange rates, the risk-free rate and the benchmark. */
export function FundsSection() {
  return (
    <>
      <Form.Item name="initialRMB" label="初始资金(人民币)">
        <InputNumber min={0} step={100000} style={{ width: 220 }} addonAfter="元" />
      </Form.Item>
      <Form.Item name="initialHKD" label="初始资金(港币)">
        <InputNumber min={0} step={100000} style={{ width: 220 }} addonAfter="港元" />
      </Form.Item>
      <Form.Item name="initialUSD" label="初始资金(美元)">
        <InputNumber min={0} step={10000} style={{ width: 220 }} addonAfter="美元" />
      </Form.Item>
      <Form.Item name="initHKExchangeRate" label="港币汇率">
        <InputNumber min={0} step={0.01} />
      </Form.Item>
      <Form.Item name="initUSExchangeRate" label="美元汇率">
        <InputNumber min={0} step={0.01} />
      </Form.Item>
      <Form.Item name="noRiskInterestRatesPct" label="无风险利率(年化%)">
        <InputNumber min={0} max={100} step={0.1} />
      </Form.Item>
      <Form.Item name="marketIndustryReturnIndexID" label="业绩基准">
        <Select options={BENCHMARKS} style={{ width: 220 }} />
      </Form.Item>
    </>
  );
}
