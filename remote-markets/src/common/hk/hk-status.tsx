import { Tag } from 'antd';
import { useEffect } from 'react';
import type { HkStatus } from './hk-api';
import { hkApi } from './hk-endpoints';

/**
 * The HK clock, session and VCM state are the server's and the hub pushes none of them: the bar
 * re-reads them on this timer (RTK Query `pollingInterval`).
 */
export const HK_CLOCK_MS = 3000;

/** The VCM line of a share: monitored with its trigger band, cooling until a time, or off. */
export function vcmText(vcm: HkStatus['vcm']): string {
  if (!vcm) return '市调机制 不适用';
  const band = vcm.band ? `${vcm.band.low}–${vcm.band.high}` : '';
  if (vcm.status === 'cooling') return `市调机制 冷静期至 ${vcm.coolingUntil ?? ''} 限价 ${band}`;
  if (vcm.status === 'monitoring')
    return `市调机制 监察中 参考价 ${vcm.reference ?? ''} 触发区间 ${band}`;
  return '市调机制 暂停监察';
}

/** HK clock, session and VCM of the picked share, re-read every HK_CLOCK_MS. */
export function HkStatusBar({
  security,
  onStatus,
}: {
  security: string;
  onStatus?: (s: HkStatus | null) => void;
}) {
  const { data } = hkApi.endpoints.hkStatus.useQuery(
    { security },
    { pollingInterval: HK_CLOCK_MS, refetchOnMountOrArgChange: true },
  );
  const status = data ?? null;
  useEffect(() => {
    if (data !== undefined) onStatus?.(data);
  }, [data, onStatus]);
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
