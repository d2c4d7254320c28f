/** QR login statuses (spec §4): 0 waiting, 1 scanned, 3 failed, 4 authorised. */
export const QR_STATUS = { WAITING: 0, SCANNED: 1, FAILED: 3, AUTHORISED: 4 } as const;
export type QrStatus = (typeof QR_STATUS)[keyof typeof QR_STATUS];

/** Polling interval the browser is told (Freq, seconds) and the life of one QR key. */
export const QR_POLICY = { freqSeconds: 2, lifeMs: 120_000 } as const;

/** What the phone app does with a scanned key. */
export type QrAction = 'scan' | 'confirm' | 'cancel';

/**
 * The status after a phone action. Scanning a waiting key marks it scanned; confirming a waiting
 * or scanned key authorises it; cancelling fails it. Finished keys do not move.
 */
export function nextQrStatus(current: QrStatus, action: QrAction): QrStatus {
  if (current === QR_STATUS.FAILED || current === QR_STATUS.AUTHORISED) return current;
  if (action === 'cancel') return QR_STATUS.FAILED;
  if (action === 'confirm') return QR_STATUS.AUTHORISED;
  return QR_STATUS.SCANNED;
}

/** An unfinished key past its life reads as failed (click to refresh makes a new key). */
export function effectiveQrStatus(status: QrStatus, expiresAt: Date, now: Date): QrStatus {
  const open = status === QR_STATUS.WAITING || status === QR_STATUS.SCANNED;
  return open && expiresAt.getTime() <= now.getTime() ? QR_STATUS.FAILED : status;
}
