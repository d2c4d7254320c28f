import { call, race, take } from 'redux-saga/effects';
import { modeChanged, qrStopped } from './login.slice';
import { newQrKey, qrSession, runQr } from './qr.saga';

describe('QR session saga', () => {
  it('polls only until the panel stops it or the login mode changes', () => {
    const session = qrSession();
    expect(session.next().value).toEqual(
      race({ run: call(runQr), stop: take([qrStopped.type, modeChanged.type]) }),
    );
    expect(session.next().done).toBe(true);
  });

  it('makes a new 32-character key every time', () => {
    const a = newQrKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newQrKey()).not.toBe(a);
  });
});
