import { formatBeijingTime } from '@portal/shared-kit';

/** A server time shown in Asia/Shanghai, or '—' when absent. */
export const shownTime = (iso: string | null | undefined): string =>
  iso ? formatBeijingTime(iso, 'datetime') : '—';
