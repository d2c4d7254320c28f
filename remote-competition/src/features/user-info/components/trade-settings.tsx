import { setOrderConfirmEnabled, useOrderConfirm, useSession } from '@portal/shared-kit';
import { Card, Space, Switch, Typography } from 'antd';

/** 交易设置: the order confirmation (二次确认) the trading pages show before sending an order. */
export function TradeSettings() {
  const { user } = useSession();
  const userId = user ? (user.UserID ?? user.Id) : null;
  const confirm = useOrderConfirm(userId);
  return (
    <Card title="交易设置" size="small" style={{ marginTop: 16 }} data-testid="trade-settings">
      <Space>
        <Switch
          checked={confirm}
          disabled={userId === null}
          aria-label="下单二次确认"
          onChange={(on) => userId !== null && setOrderConfirmEnabled(userId, on)}
        />
        <span>下单二次确认</span>
        <Typography.Text type="secondary">开启后，每笔委托发送前先弹出确认框</Typography.Text>
      </Space>
    </Card>
  );
}
