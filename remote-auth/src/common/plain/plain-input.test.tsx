import { LockOutlined } from '@ant-design/icons';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { PasswordInput, TextInput } from './plain-input';

function Password() {
  const [value, setValue] = useState('');
  return (
    <PasswordInput
      value={value}
      onValueChange={setValue}
      prefix={<LockOutlined />}
      placeholder="密码"
      autoComplete="current-password"
    />
  );
}

describe('password input', () => {
  it('hides the password until its button shows it, and hides it again', () => {
    render(<Password />);
    const input = screen.getByPlaceholderText('密码');
    fireEvent.change(input, { target: { value: 'Secret1' } });
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    const show = screen.getByRole('button', { name: '显示密码' });
    // The toggle never submits the form it is in.
    expect(show).toHaveAttribute('type', 'button');
    fireEvent.click(show);
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('Secret1');
    fireEvent.click(screen.getByRole('button', { name: '隐藏密码' }));
    expect(input).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: '显示密码' })).toBeInTheDocument();
  });
});

describe('text input', () => {
  it('reports what is typed, shows its prefix icon and is marked invalid on request', () => {
    const onValueChange = jest.fn();
    const { rerender } = render(
      <TextInput
        value=""
        onValueChange={onValueChange}
        prefix={<LockOutlined />}
        placeholder="x"
      />,
    );
    const input = screen.getByPlaceholderText('x');
    fireEvent.change(input, { target: { value: 'abc' } });
    expect(onValueChange).toHaveBeenCalledWith('abc');
    expect(input.closest('.ra-input')?.querySelector('.ra-input-prefix .anticon')).not.toBeNull();
    expect(input).not.toHaveAttribute('aria-invalid');
    rerender(<TextInput value="" onValueChange={onValueChange} invalid placeholder="x" />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.closest('.ra-input')).toHaveClass('ra-input-invalid');
  });

  it('puts the caret in the field when its frame or icon is pressed', () => {
    render(
      <TextInput
        value=""
        onValueChange={() => undefined}
        prefix={<LockOutlined />}
        placeholder="x"
      />,
    );
    const prefix = document.querySelector('.ra-input-prefix') as HTMLElement;
    fireEvent.mouseDown(prefix);
    expect(screen.getByPlaceholderText('x')).toHaveFocus();
  });
});
