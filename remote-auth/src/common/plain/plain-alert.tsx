import { CloseCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { cx } from './class-names';
import '../../styles/plain-input.css';

/** An error message in a red box with its icon (antd's Alert type="error" showIcon). */
export function ErrorAlert({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div role="alert" className={cx('ra-alert', 'ra-alert-error', className)}>
      <span className="ra-alert-icon" aria-hidden="true">
        <CloseCircleFilled />
      </span>
      <div className="ra-alert-message">{children}</div>
    </div>
  );
}
