import { isGetCodeDisabled } from '@portal/shared-kit';
import { Button } from 'antd';
import { useDispatch, useSelector } from 'react-redux';
import { selectCountdown, selectSending } from './sms.selectors';
import { sendCodeRequested, type SmsChannel } from './sms.slice';

export interface CodeButtonProps {
  channel: SmsChannel;
  phone: string;
  /** Checks the phone field first; the code is sent only when it resolves true. */
  beforeSend?: () => Promise<boolean>;
  /** Text before the first send; 获取验证码 by default. */
  label?: string;
  block?: boolean;
}

/** Get-code button: disabled while its 120 s countdown runs or the phone is empty (spec §5). */
export function CodeButton({
  channel,
  phone,
  beforeSend,
  label = '获取验证码',
  block,
}: CodeButtonProps) {
  const dispatch = useDispatch();
  const countdown = useSelector(selectCountdown(channel));
  const sending = useSelector(selectSending(channel));
  const onClick = async () => {
    if (beforeSend && !(await beforeSend())) return;
    dispatch(sendCodeRequested({ channel, phone }));
  };
  return (
    <Button
      className="ra-code-button"
      block={block}
      disabled={isGetCodeDisabled(phone, countdown)}
      loading={sending}
      onClick={() => void onClick()}
    >
      {countdown > 0 ? `${countdown}秒后重新获取` : label}
    </Button>
  );
}
