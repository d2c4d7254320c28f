import { MESSAGES, formatBeijingTime, useSession } from '@portal/shared-kit';
import { Button, Tag } from 'antd';
import { useContext, useEffect, useState } from 'react';
import { OverlayPlacement } from '../../../registry/overlay-placement';
import { useTrainingToggle } from '../use-training-toggle';

/** mm:ss (or h:mm:ss) of a span in ms. */
export function elapsedText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (v: number) => String(v).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/** Keeps the page clear of the fixed banner while it shows. */
function usePagePushedDown(on: boolean) {
  useEffect(() => {
    if (!on) return;
    document.body.classList.add('trn-banner-on');
    return () => document.body.classList.remove('trn-banner-on');
  }, [on]);
}

/**
 * The training-mode banner over the market page a running training opened (issue 33): the mode,
 * the project, when it started and how long it runs, and 结束 — so a training is never mistaken
 * for the contest whose page it trades on.
 */
export function TrainingBanner() {
  const placement = useContext(OverlayPlacement);
  const { trainingLogIds } = useSession();
  const { current, busy, toggle } = useTrainingToggle('banner');
  const running = placement === 'page' && trainingLogIds.length > 0 && current !== null;
  const [now, setNow] = useState(() => Date.now());
  usePagePushedDown(running);
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  if (!running || !current) return null;
  const started = current.startedAt ? Date.parse(current.startedAt) : NaN;
  return (
    <div className="trn-banner" role="status" data-testid="training-banner">
      <Tag color="orange">实训模式</Tag>
      <span className="trn-banner-title">实训项目：{current.trainTitle}</span>
      {Number.isFinite(started) && (
        <span>
          开始于 {formatBeijingTime(current.startedAt as string, 'time')}，已进行
          <span data-testid="training-elapsed"> {elapsedText(now - started)}</span>
        </span>
      )}
      <span className="trn-banner-note">本页交易计入实训记录</span>
      <Button
        size="small"
        danger
        type="primary"
        loading={busy}
        data-testid="training-banner-end"
        onClick={toggle}
      >
        {MESSAGES.TRAINING_END}
      </Button>
    </div>
  );
}
