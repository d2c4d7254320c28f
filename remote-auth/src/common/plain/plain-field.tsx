import type { ReactNode } from 'react';
import { cx } from './class-names';
import '../../styles/plain-input.css';

/** The id of a field's message, for the input's aria-describedby. */
export const helpIdOf = (inputId: string) => `${inputId}_help`;

/**
 * One form field: its input, then its message in red under it when the value was refused (antd's
 * Form.Item spacing: the message takes the room below the field, so the form does not jump).
 */
export function PlainField({
  inputId,
  error,
  children,
}: {
  /** The input's id; the message gets `<id>_help`. */
  inputId: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={cx('ra-field', error && 'ra-field-has-error')}>
      {children}
      {error && (
        <div id={helpIdOf(inputId)} className="ra-field-error">
          {error}
        </div>
      )}
    </div>
  );
}
