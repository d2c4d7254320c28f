import { CheckCircleFilled, MobileOutlined, ReloadOutlined } from '@ant-design/icons';
import { MESSAGES, QR_STATUS } from '@portal/shared-kit';
import { QRCode, Spin } from 'antd';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectQr } from '../state/login.selectors';
import { qrRequested, qrStopped } from '../state/login.slice';

/** Size of the QR image in pixels (spec §9). */
export const QR_SIZE = 160;

/** QR login: a real QR code of the scan link, its status overlay and a refresh on failure. */
export function QrLogin() {
  const dispatch = useDispatch();
  const qr = useSelector(selectQr);
  useEffect(() => {
    dispatch(qrRequested());
    return () => {
      dispatch(qrStopped());
    };
  }, [dispatch]);

  const refresh = () => dispatch(qrRequested());
  return (
    <div className="ra-qr" data-qr-key={qr.key ?? ''} data-qr-status={qr.status}>
      <div className="ra-qr-frame" style={{ width: QR_SIZE, height: QR_SIZE }}>
        {qr.key && qr.url ? (
          <QRCode
            value={qr.url}
            size={QR_SIZE}
            bordered={false}
            type="canvas"
            style={{ border: 0 }}
          />
        ) : (
          <Spin />
        )}
        {qr.status === QR_STATUS.SCANNED && (
          <div className="ra-qr-mask">
            <MobileOutlined className="ra-qr-mask-icon" />
            <span>{MESSAGES.QR_SCANNED}</span>
          </div>
        )}
        {qr.status === QR_STATUS.AUTHORISED && (
          <div className="ra-qr-mask">
            <CheckCircleFilled className="ra-qr-mask-icon ra-ok" />
            <span>{MESSAGES.QR_AUTHORISED}</span>
          </div>
        )}
        {qr.status === QR_STATUS.FAILED && (
          <button type="button" className="ra-qr-mask ra-qr-failed" onClick={refresh}>
            <ReloadOutlined className="ra-qr-mask-icon" />
            <span>{MESSAGES.QR_FAILED}</span>
            <span className="ra-qr-hint">点击刷新</span>
          </button>
        )}
      </div>
      <p className="ra-qr-tip">
        请使用{' '}
        {/* The demo's scan page stands in for the mobile app; a school deployment links its app. */}
        <a href={qr.url || undefined} target="_blank" rel="noreferrer">
          模拟交易APP
        </a>{' '}
        扫一扫登录
      </p>
    </div>
  );
}
