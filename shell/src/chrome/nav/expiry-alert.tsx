import { Alert } from 'antd';
import { expiryText } from './expiry-text';

/** The banner of the account-expiry notice (account-expiry-notice.tsx decides when it shows). */
export function ExpiryAlert({ endTime, onClose }: { endTime: string; onClose: () => void }) {
  return (
    <Alert
      className="sh-expiry"
      type="warning"
      showIcon
      banner
      closable={{ onClose }}
      title={expiryText(endTime)}
    />
  );
}
