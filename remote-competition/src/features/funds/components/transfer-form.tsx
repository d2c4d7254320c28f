import { App, Button, Form, InputNumber, Radio } from 'antd';
import { useMutation, useMutationDone } from '../../../state/data-hooks';
import { TRANSFER_DIRECTIONS } from '../api/bank-securities-transfer';

interface Values {
  direction: number;
  amount: number;
}

/** Bank-securities transfer: direction and amount, confirmed before it is sent. */
export function TransferForm({ assetAccount }: { assetAccount: number }) {
  const [form] = Form.useForm<Values>();
  const { message, modal } = App.useApp();
  const transfer = useMutation('bankSecuritiesTransfer');
  useMutationDone(transfer, (ok) => {
    if (!ok) return;
    void message.success('转账成功');
    form.setFieldValue('amount', null);
  });
  const submit = (v: Values) => {
    const text = v.direction === TRANSFER_DIRECTIONS.IN ? '银行转证券' : '证券转银行';
    modal.confirm({
      title: '确认转账',
      content: `${text} ${v.amount.toLocaleString('zh-CN')} 元`,
      onOk: () =>
        transfer.run({ assetAccount, direction: v.direction, amount: v.amount }, [
          'queryUserAssets',
          'getTransferRecords',
          'getTransferRecordSummary',
        ]),
    });
  };
  return (
    <Form
      form={form}
      layout="inline"
      initialValues={{ direction: TRANSFER_DIRECTIONS.IN }}
      onFinish={submit}
    >
      <Form.Item name="direction">
        <Radio.Group
          optionType="button"
          options={[
            { value: TRANSFER_DIRECTIONS.IN, label: '银行转证券' },
            { value: TRANSFER_DIRECTIONS.OUT, label: '证券转银行' },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="amount"
        label="转账金额"
        rules={[{ required: true, message: '请输入转账金额' }]}
      >
        <InputNumber min={0.01} precision={2} style={{ width: 180 }} addonAfter="元" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={transfer.status === 'loading'}>
        确认转账
      </Button>
    </Form>
  );
}
