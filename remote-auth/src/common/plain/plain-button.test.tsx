import { CompassOutlined } from '@ant-design/icons';
import { fireEvent, render, screen } from '@testing-library/react';
import { PlainButton } from './plain-button';

describe('plain button', () => {
  it('spaces out a two-character Chinese label, as antd does', () => {
    render(<PlainButton>登录</PlainButton>);
    expect(screen.getByRole('button')).toHaveTextContent(/^登 录$/);
  });

  it('is named by its label alone when it has an icon', () => {
    render(<PlainButton icon={<CompassOutlined />}>操作指南</PlainButton>);
    expect(screen.getByRole('button', { name: '操作指南' })).toBeInTheDocument();
  });

  it('while loading is disabled, busy and shows a spinner, keeping its name', () => {
    const onClick = jest.fn();
    const { rerender } = render(
      <PlainButton type="submit" block onClick={onClick}>
        登录
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: /^登\s*录$/ });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeEnabled();
    expect(button).toHaveClass('ra-btn-primary', 'ra-btn-large', 'ra-btn-block');
    expect(button.querySelector('.anticon-loading')).toBeNull();
    rerender(
      <PlainButton type="submit" block loading onClick={onClick}>
        登录
      </PlainButton>,
    );
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveClass('ra-btn-loading');
    expect(button.querySelector('.anticon-loading')).not.toBeNull();
    expect(screen.getByRole('button', { name: /^登\s*录$/ })).toBe(button);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
