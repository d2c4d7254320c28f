import { Tag } from 'antd';
import { useEffect, useState } from 'react';
import { getHkStatus, type HkStatus } from './hk-api';

/** The VCM line of a share: monitored with its trigger band, cooling until a time, or off. */
export function vcmText(vcm: HkStatus['vcm']): string {
  if (!vcm) return '市调机制 不适用';
  const band = vcm.band ? `${vcm.band.low}–${vcm.band.high}` : '';
  if (vcm.status === 'cooling') return `市调机制 冷静期至 ${vcm.coolingUntil ?? ''} 限价 ${band}`;
  if (vcm.status === 'monitoring')
    return `市调机制 监察中 参考价 ${vcm.reference ?? ''} 触发区间 ${band}`;
  return '市调机制 暂停监察';
}

/** HK clock, session and VCM of the picked share, re-read every 3 seconds. */
export function HkStatusBar({
  security,
  onStatus,
}: {
  security: string;
  onStatus?: (s: HkStatus | null) => void;
}) {
  const [status, setStatus] = useState<HkStatus | null>(null);
  useEffect(() => {
    let alive = true;
    const load = () =>
      void getHkStatus(security).then(
        (s) => {
          if (!alive) return;
          setStatus(s);
          onStatus?.(s);
        },
        () => undefined,
      );
    load();
    const timer = setInterval(load, 3000);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, [security, onStatus]);
  return (
    <div className="hk-status" data-testid="hk-status">
      <span>
        港股时间 <b data-testid="hk-clock">{status?.hkTime ?? '--'}</b>
      </span>
      <Tag color={status?.canOrder ? 'green' : 'default'} data-testid="hk-session">
        {status?.sessionName ?? '--'}
      </Tag>
      {status?.atAuction && status.casReference !== null ? (
        <span className="hk-hint">竞价参考价 {status.casReference}，竞价限价盘须在 ±5% 内</span>
      ) : null}
      <span
        className={status?.vcm?.status === 'cooling' ? 'hk-vcm hk-vcm-cooling' : 'hk-vcm'}
        data-testid="hk-vcm"
      >
        {status ? vcmText(status.vcm) : '--'}
      </span>
    </div>
  );
}
