import { toasts } from './kit-compat';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { setAuthEffects } from './auth-effects';

/**
 * Hands the router's navigate and the portal's toasts to the area's sagas while mounted. Mounted
 * outside any antd scope (the landing page has none), so its messages are shared-kit's toasts,
 * which fetch antd's message on first use, not antd's App hooks.
 */
export function AuthEffectsBridge() {
  const navigate = useNavigate();
  useEffect(
    () =>
      setAuthEffects({
        navigate: (path) => void navigate(path),
        success: (text) => toasts.success(text),
        warning: (text) => toasts.warning(text),
        error: (text) => toasts.error(text, 3),
      }),
    [navigate],
  );
  return null;
}
