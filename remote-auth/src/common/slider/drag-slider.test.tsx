import { fireEvent, render, screen } from '@testing-library/react';
import { DragSlider } from './drag-slider';

const TRACK_WIDTH = 300;

beforeAll(() => {
  // jsdom lays nothing out: give the track a width and pointer events their coordinates.
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => TRACK_WIDTH,
  });
  if (typeof window.PointerEvent === 'undefined') {
    class PointerEventPolyfill extends MouseEvent {
      readonly pointerId: number;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
      }
    }
    Object.assign(window, { PointerEvent: PointerEventPolyfill });
  }
});

afterAll(() => {
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
});

function drag(to: number) {
  const handle = screen.getByRole('slider');
  fireEvent.pointerDown(handle, { clientX: 0, pointerId: 1 });
  fireEvent.pointerMove(handle, { clientX: to, pointerId: 1 });
  fireEvent.pointerUp(handle, { clientX: to, pointerId: 1 });
}

describe('drag slider', () => {
  it('reads 请按住滑块，拖动到最右边 before it is dragged', () => {
    render(<DragSlider />);
    expect(screen.getByText('请按住滑块，拖动到最右边')).toBeInTheDocument();
  });

  it('confirms only when dragged fully to the far right', () => {
    const onChange = jest.fn();
    const onError = jest.fn();
    render(<DragSlider onChange={onChange} onError={onError} />);
    drag(TRACK_WIDTH);
    expect(onChange).toHaveBeenCalledWith(true);
    expect(onError).not.toHaveBeenCalled();
  });

  it('snaps back and reports an error when released before the end', () => {
    const onChange = jest.fn();
    const onError = jest.fn();
    render(<DragSlider onChange={onChange} onError={onError} />);
    drag(TRACK_WIDTH / 2);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('slider')).toHaveStyle({ left: '0px' });
  });

  it('reads 验证通过 once confirmed', () => {
    render(<DragSlider value />);
    expect(screen.getByText('验证通过')).toBeInTheDocument();
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '100');
  });
});
