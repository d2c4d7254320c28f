import { render, screen } from '@testing-library/react';
import { ErrorAlert } from './plain-alert';
import { PlainTooltip } from './plain-tooltip';

it('shows an error as an alert with its icon', () => {
  render(<ErrorAlert className="ra-login-alert">账号或密码错误</ErrorAlert>);
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('账号或密码错误');
  expect(alert).toHaveClass('ra-alert-error', 'ra-login-alert');
  expect(alert.querySelector('.anticon-close-circle')).not.toBeNull();
});

it('puts a tooltip beside its trigger without changing the trigger’s name', () => {
  render(
    <PlainTooltip title="扫码登录">
      <button type="button" aria-label="扫码登录" />
    </PlainTooltip>,
  );
  const button = screen.getByRole('button', { name: '扫码登录' });
  const tip = button.nextElementSibling as HTMLElement;
  expect(tip).toHaveClass('ra-tip', 'ra-tip-left');
  expect(tip).toHaveTextContent('扫码登录');
  expect(tip).toHaveAttribute('aria-hidden', 'true');
});
