import { Input, Space, type InputProps } from 'antd';

/** A mainland phone input with the +86 prefix; a form item passes value and onChange through. */
export function PhoneInput(props: InputProps) {
  return (
    <Space.Compact block>
      <Space.Addon>+86</Space.Addon>
      <Input maxLength={11} inputMode="numeric" {...props} />
    </Space.Compact>
  );
}
