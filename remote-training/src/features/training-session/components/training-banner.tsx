import { MESSAGES, formatBeijingTime, useSession } from '@portal/shared-kit';
import { Button, Tag } from 'antd';
import { useContext, useEffect, useState } from 'react';
import { OverlayPlacement } from '../../../registry/overlay-placement';
import { TRAINING_AREA_PATH, useTrainingToggle } from '../use-training-toggle';

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
 * The training-mode banner over every page of another area while a training runs (issue 33
 * item 6): the mode, the project, its time (start – 进行中, Asia/Shanghai, with how long it
 * runs), where its trades go, and 结束, which ends it and returns to the training area — so a
 * training is never mistaken for a contest.
 */
export function TrainingBanner() {
  const placement = useContext(OverlayPlacement);
  const { trainingLogIds } = useSession();
  const { current, busy, toggle } = useTrainingToggle('banner', { returnTo: TRAINING_AREA_PATH });
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
      <span className="trn-banner-title" title={current.trainTitle}>
        实训项目：{current.trainTitle}
      </span>
      {Number.isFinite(started) && (
        <span data-testid="training-time">
          实训时间：{formatBeijingTime(current.startedAt as string)} – 进行中（已进行
          <span data-testid="training-elapsed">{elapsedText(now - started)}</span>）
        </span>
      )}
      <span className="trn-banner-note">本页交易计入实训账户，不计入比赛</span>
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
