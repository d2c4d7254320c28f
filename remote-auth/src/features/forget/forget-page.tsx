import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { ForgetForm } from './components/forget-form';
import { selectForget } from './state/forget.selectors';
import { forgetCleared } from './state/forget.slice';

/** /Forget: reset the password by phone code. */
export function ForgetPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { done } = useSelector(selectForget);
  useEffect(
    () => () => {
      dispatch(forgetCleared());
    },
    [dispatch],
  );
  return (
    <div className="ra-page ra-page-hero">
      <div className="ra-sheet" data-testid="forget-page">
        <h2 className="ra-sheet-title">找回密码</h2>
        {done ? (
          <Result
            status="success"
            title="密码重置成功"
            subTitle="请使用新密码登录。"
            extra={
              <Button type="primary" size="large" onClick={() => void navigate('/index')}>
                返回登录
              </Button>
            }
          />
        ) : (
          <>
            <p className="ra-muted ra-sheet-lead">
              通过绑定的手机号接收验证码，验证通过后即可设置新密码。
            </p>
            <ForgetForm />
          </>
        )}
      </div>
    </div>
  );
}
