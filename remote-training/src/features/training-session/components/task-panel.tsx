import { CloseOutlined, ProfileOutlined } from '@ant-design/icons';
import { MESSAGES, useSession } from '@portal/shared-kit';
import { Button, Card, Empty, FloatButton, Tabs, Typography } from 'antd';
import { useContext, useRef, useState, type PointerEvent } from 'react';
import { OverlayPlacement } from '../../../registry/overlay-placement';
import { isTrainingStudent } from '../../../registry/role-rules';
import { useCurrentTraining } from '../../../common/current-training';
import { useQuery } from '../hooks';
import { TRAINING_AREA_PATH, useTrainingToggle } from '../use-training-toggle';

/** Where the panel sits (px from the window's top-left). */
interface Spot {
  x: number;
  y: number;
}

/**
 * The floating, draggable task panel (spec §1, §2): the chosen training's case panels as tabs;
 * students also get its 开始/结束 button. It folds into a button and opens again from it.
 */
export function TaskPanel() {
  const current = useCurrentTraining();
  // Over another area's page (the market page) it starts folded, out of the page's way.
  const placement = useContext(OverlayPlacement);
  const [open, setOpen] = useState(placement === 'area');
  const [spot, setSpot] = useState<Spot>({ x: Math.max(16, window.innerWidth - 420), y: 120 });
  const drag = useRef<{ dx: number; dy: number } | null>(null);
  if (!current) return null;
  if (!open)
    return (
      <FloatButton
        icon={<ProfileOutlined />}
        tooltip="实训任务"
        data-testid="task-panel-open"
        style={{ insetInlineEnd: 140 }}
        onClick={() => setOpen(true)}
      />
    );
  const onDown = (e: PointerEvent<HTMLDivElement>) => {
    drag.current = { dx: e.clientX - spot.x, dy: e.clientY - spot.y };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    setSpot({
      x: Math.min(Math.max(0, e.clientX - drag.current.dx), window.innerWidth - 120),
      y: Math.min(Math.max(0, e.clientY - drag.current.dy), window.innerHeight - 60),
    });
  };
  return (
    <div className="trn-task-panel" style={{ left: spot.x, top: spot.y }} data-testid="task-panel">
      <Card
        size="small"
        title={
          <div
            className="trn-task-handle"
            onPointerDown={onDown}
            onPointerMove={onMove}
            onPointerUp={() => (drag.current = null)}
          >
            实训任务：{current.trainTitle}
          </div>
        }
        extra={
          <Button
            type="text"
            size="small"
            aria-label="收起"
            icon={<CloseOutlined />}
            onClick={() => setOpen(false)}
          />
        }
      >
        <PanelBody tpInfoID={current.tpInfoID} />
      </Card>
    </div>
  );
}

function PanelBody({ tpInfoID }: { tpInfoID: number }) {
  const { role } = useSession();
  const panels = useQuery('sessionCasePanels', { tpInfoID });
  const list = panels.data ?? [];
  return (
    <>
      {list.length === 0 ? (
        <Empty description={panels.loading ? '加载中...' : '该实训暂无案例任务'} />
      ) : (
        <Tabs
          size="small"
          items={list.map((p) => ({
            key: String(p.casePanelID),
            label: p.title,
            children: (
              <Typography.Paragraph className="trn-task-content">{p.content}</Typography.Paragraph>
            ),
          }))}
        />
      )}
      {isTrainingStudent(role) ? <PanelToggle /> : null}
    </>
  );
}

function PanelToggle() {
  // Over another area's page, 结束 returns to the training area.
  const placement = useContext(OverlayPlacement);
  const { started, busy, toggle } = useTrainingToggle(
    'panel',
    placement === 'page' ? { returnTo: TRAINING_AREA_PATH } : {},
  );
  return (
    <div className="trn-task-actions">
      <Button
        type="primary"
        danger={started}
        size="small"
        loading={busy}
        data-testid="task-panel-toggle"
        onClick={toggle}
      >
        {started ? MESSAGES.TRAINING_END : MESSAGES.TRAINING_START}
      </Button>
    </div>
  );
}
