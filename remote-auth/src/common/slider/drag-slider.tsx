import { CheckCircleFilled, DoubleRightOutlined } from '@ant-design/icons';
import { useRef, useState, type PointerEvent } from 'react';

/** Texts of the drag-to-confirm slider (spec §2). */
export const SLIDER_TEXT = {
  HINT: '请按住滑块，拖动到最右边',
  DONE: '验证通过',
} as const;

const HANDLE_WIDTH = 40;

export interface DragSliderProps {
  /** True once confirmed. */
  value?: boolean;
  onChange?: (done: boolean) => void;
  /** Released before the end: the handle snaps back and this is called. */
  onError?: () => void;
}

/**
 * Drag-to-confirm slider (spec §4): confirmation succeeds only when dragged fully to the end,
 * otherwise it snaps back and reports an error. Pointer events serve mouse, pen and touch alike.
 */
export function DragSlider({ value = false, onChange, onError }: DragSliderProps) {
  const track = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startX: number; max: number } | null>(null);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (value) return;
    const width = track.current?.clientWidth ?? 0;
    drag.current = { startX: e.clientX, max: Math.max(0, width - HANDLE_WIDTH) };
    e.currentTarget.setPointerCapture?.(e.pointerId);
    setDragging(true);
  };

  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    setOffset(Math.min(d.max, Math.max(0, e.clientX - d.startX)));
  };

  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    drag.current = null;
    setDragging(false);
    const reached = Math.min(d.max, Math.max(0, e.clientX - d.startX));
    if (d.max > 0 && reached >= d.max) {
      setOffset(d.max);
      onChange?.(true);
    } else {
      setOffset(0);
      onError?.();
    }
  };

  const shown = value ? Math.max(offset, (track.current?.clientWidth ?? 0) - HANDLE_WIDTH) : offset;
  return (
    <div
      ref={track}
      className={`ra-slider${value ? ' ra-slider-done' : ''}`}
      data-testid="drag-slider"
    >
      <div
        className="ra-slider-fill"
        style={{ width: shown + HANDLE_WIDTH / 2, transition: dragging ? 'none' : undefined }}
      />
      <span className="ra-slider-text">{value ? SLIDER_TEXT.DONE : SLIDER_TEXT.HINT}</span>
      <div
        className="ra-slider-handle"
        role="slider"
        aria-label="滑块验证"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value ? 100 : 0}
        tabIndex={0}
        style={{ left: shown, transition: dragging ? 'none' : undefined }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        {value ? <CheckCircleFilled /> : <DoubleRightOutlined />}
      </div>
    </div>
  );
}
