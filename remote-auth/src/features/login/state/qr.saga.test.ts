import { call, race, take } from 'redux-saga/effects';
import { modeChanged, qrStopped } from './login.slice';
import { saveQrCode } from '../api/save-qr-code';
import { pollQr, qrSession, runQr } from './qr.saga';

describe('QR session saga', () => {
  it('polls only until the panel stops it or the login mode changes', () => {
    const session = qrSession();
    expect(session.next().value).toEqual(
      race({ run: call(runQr), stop: take([qrStopped.type, modeChanged.type]) }),
    );
    expect(session.next().done).toBe(true);
  });

  it('lets the server make the key and polls with the secret it answered', () => {
    const run = runQr();
    expect(run.next().value).toEqual(call(saveQrCode));
    run.next({
      QRCodeKey: 'k-server',
      QRCodeSecret: 's3cret',
      Freq: 2,
      APIUrl: '/demo/qr-scan?key=k-server',
      Status: 0,
      Info: '',
    }); // qrIssued
    expect(run.next().value).toEqual(call(pollQr, 'k-server', 's3cret', 2));
  });
});
