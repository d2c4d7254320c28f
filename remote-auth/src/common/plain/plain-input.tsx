import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { type InputHTMLAttributes, type ReactNode, useRef, useState } from 'react';
import { cx } from './class-names';
import '../../styles/plain-input.css';

export interface TextInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'prefix' | 'value' | 'onChange' | 'size'
> {
  value: string;
  /** The field's new text, as typed. */
  onValueChange: (value: string) => void;
  /** An icon before the text. */
  prefix?: ReactNode;
  /** Something after the text (the password's show/hide button). */
  suffix?: ReactNode;
  /** The field's value was refused: red border (its message is shown by the form). */
  invalid?: boolean;
}

/** A text field with an icon before it, like antd's large Input with `prefix`, without antd. */
export function TextInput({
  value,
  onValueChange,
  prefix,
  suffix,
  invalid = false,
  className,
  type = 'text',
  ...input
}: TextInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  return (
    // A press on the frame or its icons puts the caret in the field (as antd's does); the field
    // keeps the focus when the password's button is pressed.
    <span
      className={cx('ra-input', invalid && 'ra-input-invalid', className)}
      onMouseDown={(e) => {
        if (e.target === ref.current) return;
        e.preventDefault();
        ref.current?.focus();
      }}
    >
      {prefix && <span className="ra-input-prefix">{prefix}</span>}
      <input
        {...input}
        ref={ref}
        type={type}
        value={value}
        aria-invalid={invalid || undefined}
        onChange={(e) => onValueChange(e.target.value)}
      />
      {suffix && <span className="ra-input-suffix">{suffix}</span>}
    </span>
  );
}

/** A password field with a button that shows or hides the password (antd's Input.Password). */
export function PasswordInput(props: Omit<TextInputProps, 'type' | 'suffix'>) {
  const [shown, setShown] = useState(false);
  return (
    <TextInput
      {...props}
      type={shown ? 'text' : 'password'}
      suffix={
        <button
          type="button"
          className="ra-input-eye"
          aria-label={shown ? '隐藏密码' : '显示密码'}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? <EyeOutlined aria-hidden="true" /> : <EyeInvisibleOutlined aria-hidden="true" />}
        </button>
      }
    />
  );
}
