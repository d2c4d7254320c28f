import {
  REGISTER_MESSAGES,
  TEXT_LIMITS,
  validateConfirmPassword,
  validatePassword,
  validatePhone,
  validateRealName,
  validateSlider,
  validateUsername,
} from '@portal/shared-kit';
import { Button, Form, Input, type FormRule } from 'antd';
import { Link } from 'react-router-dom';
import { ruleOf } from '../../../common/form-rules';
import { DragSlider } from '../../../common/slider/drag-slider';
import { PhoneInput } from '../../../common/phone-input';
import { type RegisterValues, useRegisterForm } from './use-register-form';

const confirmRule: FormRule = ({ getFieldValue }) => ({
  validator: (_rule, value: unknown) => {
    const problem = validateConfirmPassword(
      typeof value === 'string' ? value : '',
      getFieldValue('passWord') as string | undefined,
    );
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  },
});

const sliderRule: FormRule = {
  validator: (_rule, value: unknown) => {
    const problem = validateSlider(value === true);
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  },
};

/** 密码 and 确认密码 (which must match). */
function PasswordFields() {
  return (
    <>
      <Form.Item label="密码" name="passWord" required rules={[ruleOf(validatePassword)]}>
        <Input.Password
          placeholder="6-16位，须包含大写字母、小写字母和数字"
          maxLength={TEXT_LIMITS.PASSWORD_MAX}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item
        label="确认密码"
        name="confirmPassWord"
        required
        dependencies={['passWord']}
        rules={[confirmRule]}
      >
        <Input.Password placeholder="请再次输入密码" autoComplete="new-password" />
      </Form.Item>
    </>
  );
}

/** Step 1: the registration form with its sync rules, the async name/phone checks and the slider. */
export function RegisterForm() {
  const { form, checking, draft, serverRule, onValuesChange, checkOnBlur, onFinish } =
    useRegisterForm();
  return (
    <Form<RegisterValues>
      form={form}
      name="register"
      layout="horizontal"
      labelCol={{ flex: '96px' }}
      size="middle"
      initialValues={
        draft ? { ...draft, confirmPassWord: draft.passWord, sliderDone: false } : undefined
      }
      onFinish={onFinish}
      onValuesChange={onValuesChange}
      requiredMark
      className="ra-register-form"
    >
      <Form.Item
        label="用户名"
        name="name"
        required
        rules={[ruleOf(validateUsername), serverRule('name')]}
      >
        <Input
          placeholder="6-20位字母、数字或下划线，注册后不可修改"
          maxLength={TEXT_LIMITS.USERNAME_MAX}
          onBlur={checkOnBlur('name')}
          autoComplete="username"
        />
      </Form.Item>
      <Form.Item label="真实姓名" name="realName" required rules={[ruleOf(validateRealName)]}>
        <Input placeholder="请输入真实姓名" maxLength={TEXT_LIMITS.REAL_NAME_MAX} />
      </Form.Item>
      <PasswordFields />
      <Form.Item
        label="手机号"
        name="phone"
        required
        rules={[ruleOf(validatePhone), serverRule('phone')]}
      >
        <PhoneInput
          placeholder="请输入手机号"
          maxLength={TEXT_LIMITS.PHONE_LENGTH}
          onBlur={checkOnBlur('phone')}
          inputMode="numeric"
        />
      </Form.Item>
      <Form.Item label="滑块验证" name="sliderDone" required rules={[sliderRule]}>
        <DragSlider
          onError={() =>
            form.setFields([{ name: 'sliderDone', errors: [REGISTER_MESSAGES.SLIDER_ERROR] }])
          }
        />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" block loading={checking}>
          下一步
        </Button>
        <div className="ra-form-foot">
          已有账号？<Link to="/index">立即登录</Link>
        </div>
      </Form.Item>
    </Form>
  );
}
