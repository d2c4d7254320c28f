import { formatMoney } from '@portal/shared-kit';
import { Checkbox, Descriptions, Modal } from 'antd';
import { useState } from 'react';

/** What the user is about to send. */
export interface OrderSummary {
  security: string;
  sideText: string;
  priceText: string;
  qtyText: string;
  amount: number;
}

/**
 * 二次确认 before an order is sent; 不再提示 turns it off (back on in 个人信息 › 交易设置).
 */
export function OrderConfirmModal({
  summary,
  onConfirm,
  onCancel,
}: {
  summary: OrderSummary | null;
  onConfirm: (dontAskAgain: boolean) => void;
  onCancel: () => void;
}) {
  const [dontAsk, setDontAsk] = useState(false);
  return (
    <Modal
      open={summary !== null}
      title="委托确认"
      okText="确认下单"
      cancelText="取消"
      onOk={() => onConfirm(dontAsk)}
      onCancel={onCancel}
      destroyOnHidden
      width={420}
    >
      {summary && (
        <Descriptions column={1} size="small" data-testid="order-confirm">
          <Descriptions.Item label="证券">{summary.security}</Descriptions.Item>
          <Descriptions.Item label="方向">{summary.sideText}</Descriptions.Item>
          <Descriptions.Item label="价格">{summary.priceText}</Descriptions.Item>
          <Descriptions.Item label="数量">{summary.qtyText}</Descriptions.Item>
          <Descriptions.Item label="委托金额">{formatMoney(summary.amount)}</Descriptions.Item>
        </Descriptions>
      )}
      <Checkbox checked={dontAsk} onChange={(e) => setDontAsk(e.target.checked)}>
        不再提示
      </Checkbox>
    </Modal>
  );
}
