import { LoadingOutlined } from '@ant-design/icons';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names';
import '../../styles/plain-button.css';

/** Two Chinese characters alone, which antd's Button spaces out ("登 录"). */
const TWO_CJK = /^[\u4e00-\u9fa5]{2}$/;

export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** primary: filled in the portal colour; ghost: a white outline on a dark background. */
  variant?: 'primary' | 'ghost';
  /** antd's large (40 px) or small (24 px) size. */
  size?: 'large' | 'small';
  /** As wide as its container. */
  block?: boolean;
  /** Busy (e.g. submitting): a spinner before the label, and the button takes no click. */
  loading?: boolean;
  /** An icon before the label. */
  icon?: ReactNode;
  type?: 'button' | 'submit';
}

/** A button that looks like antd's, without antd. */
export function PlainButton({
  variant = 'primary',
  size = 'large',
  block = false,
  loading = false,
  icon,
  type = 'button',
  className,
  disabled,
  children,
  ...rest
}: PlainButtonProps) {
  const label =
    typeof children === 'string' && !icon && TWO_CJK.test(children)
      ? `${children[0]} ${children[1]}`
      : children;
  const shownIcon = loading ? <LoadingOutlined /> : icon;
  return (
    <button
      {...rest}
      type={type}
      className={cx(
        'ra-btn',
        `ra-btn-${variant}`,
        `ra-btn-${size}`,
        block && 'ra-btn-block',
        loading && 'ra-btn-loading',
        className,
      )}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {/* The label alone names the button, not the icon's own label. */}
      {shownIcon && (
        <span className="ra-btn-icon" aria-hidden="true">
          {shownIcon}
        </span>
      )}
      <span>{label}</span>
    </button>
  );
}
