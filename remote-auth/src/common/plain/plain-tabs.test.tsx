import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { PlainTabs } from './plain-tabs';

const ITEMS = [
  { key: 'a', label: '账号登录', children: <input placeholder="账号" /> },
  { key: 'b', label: '手机登录', children: <p>手机面板</p> },
  { key: 'c', label: '第三种', children: <p>第三面板</p> },
];

function Harness({ onChange }: { onChange?: (key: string) => void }) {
  const [active, setActive] = useState('a');
  return (
    <PlainTabs
      items={ITEMS}
      activeKey={active}
      onChange={(key) => {
        onChange?.(key);
        setActive(key);
      }}
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('plain tabs', () => {
  it('is a tablist whose tabs say which is selected and control their panel', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(tab('账号登录')).toHaveAttribute('aria-selected', 'true');
    expect(tab('手机登录')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel');
    expect(tab('账号登录')).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveAttribute('aria-labelledby', tab('账号登录').id);
    expect(panel).toContainElement(screen.getByPlaceholderText('账号'));
    // Roving focus: Tab reaches the selected tab only.
    expect(tab('账号登录')).toHaveAttribute('tabindex', '0');
    expect(tab('手机登录')).toHaveAttribute('tabindex', '-1');
  });

  it('selects a tab by click, rendering its panel on first selection', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.queryByText('手机面板')).toBeNull();
    fireEvent.click(tab('手机登录'));
    expect(onChange).toHaveBeenCalledWith('b');
    expect(tab('手机登录')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('手机面板');
    // Clicking the selected tab changes nothing.
    fireEvent.click(tab('手机登录'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('moves to and selects the next or previous tab with the arrow keys, wrapping around', () => {
    render(<Harness />);
    tab('账号登录').focus();
    fireEvent.keyDown(tab('账号登录'), { key: 'ArrowRight' });
    expect(tab('手机登录')).toHaveAttribute('aria-selected', 'true');
    expect(tab('手机登录')).toHaveFocus();
    fireEvent.keyDown(tab('手机登录'), { key: 'ArrowRight' });
    fireEvent.keyDown(tab('第三种'), { key: 'ArrowRight' });
    expect(tab('账号登录')).toHaveAttribute('aria-selected', 'true');
    expect(tab('账号登录')).toHaveFocus();
    fireEvent.keyDown(tab('账号登录'), { key: 'ArrowLeft' });
    expect(tab('第三种')).toHaveAttribute('aria-selected', 'true');
    expect(tab('第三种')).toHaveFocus();
    expect(tab('第三种')).toHaveAttribute('tabindex', '0');
    expect(tab('账号登录')).toHaveAttribute('tabindex', '-1');
  });

  it('goes to the first and last tab with Home and End, and ignores other keys', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.keyDown(tab('账号登录'), { key: 'End' });
    expect(tab('第三种')).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tab('第三种'), { key: 'Home' });
    expect(tab('账号登录')).toHaveAttribute('aria-selected', 'true');
    onChange.mockClear();
    fireEvent.keyDown(tab('账号登录'), { key: 'Enter' });
    fireEvent.keyDown(tab('账号登录'), { key: 'ArrowDown' });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps a visited panel (and what was typed in it) while another tab is shown', () => {
    render(<Harness />);
    fireEvent.change(screen.getByPlaceholderText('账号'), { target: { value: 'student01' } });
    fireEvent.click(tab('手机登录'));
    const hidden = screen.getByPlaceholderText('账号').closest('[role="tabpanel"]');
    expect(hidden).not.toBeVisible();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('手机面板');
    fireEvent.click(tab('账号登录'));
    expect(screen.getByPlaceholderText('账号')).toHaveValue('student01');
    expect(screen.getByPlaceholderText('账号')).toBeVisible();
  });
});
