import { Button, Modal, Segmented, Steps } from 'antd';
import { useEffect, useState } from 'react';
import { GUIDE_STEPS, GUIDE_TITLES, type GuideType } from './guide-steps';

export interface GuideOverlayProps {
  open: boolean;
  onClose: () => void;
  /** Flavour to open with; 1 (4 steps) by default. */
  initialType?: GuideType;
}

/** The guide overlay: previous, next and close, and a switch between the two flavours. */
export function GuideOverlay({ open, onClose, initialType = 1 }: GuideOverlayProps) {
  const [type, setType] = useState<GuideType>(initialType);
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (open) {
      setType(initialType);
      setIndex(0);
    }
  }, [open, initialType]);

  const steps = GUIDE_STEPS[type];
  const step = steps[index] ?? steps[0];
  const last = index >= steps.length - 1;
  const switchType = (next: GuideType) => {
    setType(next);
    setIndex(0);
  };
  return (
    <Modal
      open={open}
      onCancel={onClose}
      width={720}
      centered
      title="操作指南"
      className="ra-guide"
      footer={
        <div className="ra-guide-footer">
          <span className="ra-muted">
            第 {index + 1} / {steps.length} 步
          </span>
          <div>
            <Button disabled={index === 0} onClick={() => setIndex(index - 1)}>
              上一步
            </Button>
            {last ? (
              <Button type="primary" onClick={onClose}>
                完成
              </Button>
            ) : (
              <Button type="primary" onClick={() => setIndex(index + 1)}>
                下一步
              </Button>
            )}
            <Button onClick={onClose}>关闭</Button>
          </div>
        </div>
      }
    >
      <Segmented<GuideType>
        block
        value={type}
        onChange={switchType}
        options={[
          { value: 1, label: GUIDE_TITLES[1] },
          { value: 2, label: GUIDE_TITLES[2] },
        ]}
      />
      <Steps
        className="ra-guide-steps"
        size="small"
        titlePlacement="vertical"
        current={index}
        onChange={setIndex}
        items={steps.map((s) => ({ title: s.title }))}
      />
      {step && (
        <div className="ra-guide-body" data-guide-type={type} data-guide-step={index + 1}>
          <div className="ra-guide-number">{index + 1}</div>
          <div>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </div>
        </div>
      )}
    </Modal>
  );
}
