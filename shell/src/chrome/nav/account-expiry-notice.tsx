import { useSession } from '@portal/shared-kit';
import { Alert } from 'antd';
import { useDispatch, useSelector } from 'react-redux';
import { selectChrome } from '../state/chrome.selectors';
import { expiryDismissed } from '../state/chrome.slice';
import { expiryText } from './expiry-text';

/** The account-expiry notice for teachers and admins whose account is about to expire (spec §6). */
export function AccountExpiryNotice() {
  const dispatch = useDispatch();
  const { role } = useSession();
  const { expiryEndTime, expiryDismissed: dismissed } = useSelector(selectChrome);
  if (!expiryEndTime || dismissed || (role !== 'teacher' && role !== 'admin')) return null;
  return (
    <Alert
      className="sh-expiry"
      type="warning"
      showIcon
      banner
      closable={{ onClose: () => dispatch(expiryDismissed()) }}
      title={expiryText(expiryEndTime)}
    />
  );
}
