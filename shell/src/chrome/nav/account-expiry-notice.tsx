import { AntdScope, useSession } from '@portal/shared-kit';
import { lazy, Suspense } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectChrome } from '../state/chrome.selectors';
import { expiryDismissed } from '../state/chrome.slice';

// Shown to few users (teachers and admins near expiry): its banner is fetched when it appears.
const ExpiryAlert = lazy(() => import('./expiry-alert').then((m) => ({ default: m.ExpiryAlert })));

/** The account-expiry notice for teachers and admins whose account is about to expire (spec §6). */
export function AccountExpiryNotice() {
  const dispatch = useDispatch();
  const { role } = useSession();
  const { expiryEndTime, expiryDismissed: dismissed } = useSelector(selectChrome);
  if (!expiryEndTime || dismissed || (role !== 'teacher' && role !== 'admin')) return null;
  return (
    <AntdScope>
      <Suspense fallback={null}>
        <ExpiryAlert endTime={expiryEndTime} onClose={() => dispatch(expiryDismissed())} />
      </Suspense>
    </AntdScope>
  );
}
