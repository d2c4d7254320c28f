import { Steps } from 'antd';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { RegisterForm } from './components/register-form';
import { SuccessStep } from './components/success-step';
import { VerifyStep } from './components/verify-step';
import { selectRegister } from './state/register.selectors';
import { registerReset } from './state/register.slice';

/** /Register in three steps: the form, phone verification, success (spec §2). */
export function RegisterPage() {
  const dispatch = useDispatch();
  const { step } = useSelector(selectRegister);
  useEffect(
    () => () => {
      dispatch(registerReset());
    },
    [dispatch],
  );
  return (
    <div className="ra-page ra-page-hero">
      <div className="ra-sheet" data-testid="register-page" data-step={step + 1}>
        <h2 className="ra-sheet-title">用户注册</h2>
        <Steps
          className="ra-sheet-steps"
          current={step}
          items={[{ title: '填写注册信息' }, { title: '验证身份' }, { title: '注册成功' }]}
        />
        {step === 0 && <RegisterForm />}
        {step === 1 && <VerifyStep />}
        {step === 2 && <SuccessStep />}
      </div>
    </div>
  );
}
