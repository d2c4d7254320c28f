import { fireEvent, render, screen } from '@testing-library/react';
import { GuideOverlay } from './guide-overlay';

const body = () => document.querySelector('.ra-guide-body') as HTMLElement;
const next = () => fireEvent.click(screen.getByRole('button', { name: /下一步/ }));

describe('guide overlay', () => {
  it('has 4 steps in type 1 with previous and next', () => {
    render(<GuideOverlay open onClose={() => undefined} />);
    expect(body()).toHaveAttribute('data-guide-type', '1');
    expect(screen.getByRole('button', { name: /上一步/ })).toBeDisabled();
    next();
    next();
    next();
    expect(body()).toHaveAttribute('data-guide-step', '4');
    expect(screen.queryByRole('button', { name: /下一步/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /上一步/ }));
    expect(body()).toHaveAttribute('data-guide-step', '3');
  });

  it('switches to type 2 with 6 steps, starting again at step 1', () => {
    render(<GuideOverlay open onClose={() => undefined} />);
    next();
    fireEvent.click(screen.getByText('实训教学指南'));
    expect(body()).toHaveAttribute('data-guide-type', '2');
    expect(body()).toHaveAttribute('data-guide-step', '1');
    for (let i = 0; i < 5; i += 1) next();
    expect(screen.getByText('第 6 / 6 步')).toBeInTheDocument();
  });

  it('closes from the close button', () => {
    const onClose = jest.fn();
    render(<GuideOverlay open onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: /关\s*闭/ }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
