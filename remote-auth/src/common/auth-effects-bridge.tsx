import { App } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { setAuthEffects } from './auth-effects';

/** Hands the router's navigate and antd's App message API to the area's sagas while mounted. */
export function AuthEffectsBridge() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  useEffect(
    () =>
      setAuthEffects({
        navigate: (path) => void navigate(path),
        success: (text) => void message.success(text),
        warning: (text) => void message.warning(text),
        error: (text) => void message.error(text, 3),
      }),
    [navigate, message],
  );
  return null;
}
