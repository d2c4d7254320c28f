import type { ReactNode } from 'react';
import { cx } from './class-names';
import '../../styles/plain-tabs.css';

/**
 * A small dark tooltip beside `children`, shown while the pointer is over it or keyboard focus is
 * on it (plain CSS, antd's Tooltip look). The text is for the eye: the trigger carries the same
 * words as its accessible name (an aria-label), so the tooltip itself is hidden from assistive
 * technology.
 */
export function PlainTooltip({
  title,
  placement = 'left',
  className,
  children,
}: {
  title: string;
  placement?: 'left';
  /** Classes of the wrapper, which is what gets positioned. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <span className={cx('ra-tip-host', className)}>
      {children}
      <span className={`ra-tip ra-tip-${placement}`} aria-hidden="true">
        {title}
      </span>
    </span>
  );
}
