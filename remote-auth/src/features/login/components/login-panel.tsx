import { DesktopOutlined, QrcodeOutlined } from '@ant-design/icons';
import { LOGIN_MODE, MESSAGES } from '@portal/shared-kit';
import { AntdScope } from '../../../common/kit-compat';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { selectLogin } from '../state/login.selectors';
import { modeChanged } from '../state/login.slice';
import { lazyNamed } from '../../../common/lazy-named';
import { PlainTabs, PlainTooltip } from '../../../common/plain';
import { AccountLoginForm } from './account-login-form';

// The account form shows first, without antd (the landing page's first load has none); the other
// modes are fetched when the user picks them, and render in an antd scope of their own.
const BindPhonePanel = lazyNamed(() => import('./bind-phone-panel'), 'BindPhonePanel');
const PhoneLoginForm = lazyNamed(() => import('./phone-login-form'), 'PhoneLoginForm');
const QrLogin = lazyNamed(() => import('./qr-login'), 'QrLogin');

/** Tooltips of the corner switch icon (spec §2). */
export const SWITCH_TIPS = { TO_QR: '扫码登录', TO_ACCOUNT: '账号登录' } as const;

/**
 * The login card: account (default), phone code and QR modes, then the bind-phone panel. The card,
 * its tabs, corner switch and account form are the area's own controls; the antd parts (phone, QR,
 * bind-phone) are fetched with antd's providers when first shown.
 */
export function LoginPanel() {
  const dispatch = useDispatch();
  const { mode, bindPhone } = useSelector(selectLogin);
  if (bindPhone) {
    return (
      <div className="ra-login-card">
        <AntdScope>
          <BindPhonePanel />
        </AntdScope>
      </div>
    );
  }
  const qr = mode === LOGIN_MODE.QR;
  const tip = qr ? SWITCH_TIPS.TO_ACCOUNT : SWITCH_TIPS.TO_QR;
  return (
    <div className="ra-login-card" data-testid="login-panel" data-mode={mode}>
      <PlainTooltip title={tip} className="ra-switch-host">
        <button
          type="button"
          className="ra-switch"
          aria-label={tip}
          onClick={() => dispatch(modeChanged(qr ? LOGIN_MODE.ACCOUNT : LOGIN_MODE.QR))}
        >
          {qr ? <DesktopOutlined /> : <QrcodeOutlined />}
        </button>
      </PlainTooltip>
      {qr ? (
        <>
          <h3 className="ra-card-title">扫码登录</h3>
          <AntdScope>
            <QrLogin />
          </AntdScope>
        </>
      ) : (
        <PlainTabs
          className="ra-login-tabs"
          activeKey={String(mode)}
          onChange={(key) => dispatch(modeChanged(Number(key) as typeof mode))}
          items={[
            { key: String(LOGIN_MODE.ACCOUNT), label: '账号登录', children: <AccountLoginForm /> },
            {
              key: String(LOGIN_MODE.PHONE),
              label: '手机登录',
              children: (
                <AntdScope>
                  <PhoneLoginForm />
                </AntdScope>
              ),
            },
          ]}
        />
      )}
      <div className="ra-register-link">
        <Link to="/Register">{MESSAGES.REGISTER_LINK}</Link>
      </div>
    </div>
  );
}
