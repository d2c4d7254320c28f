import { validatePhone, validateUsername } from '@portal/shared-kit';
import { Form, type FormRule } from 'antd';
import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectRegister } from '../state/register.selectors';
import {
  fieldChecked,
  formSubmitted,
  nameCheckRequested,
  phoneCheckRequested,
  type CheckedField,
  type RegisterDraft,
} from '../state/register.slice';

export interface RegisterValues extends RegisterDraft {
  confirmPassWord: string;
  sliderDone: boolean;
}

/**
 * The registration form's store link: the server checks' messages as field rules, the name and
 * phone checks on blur, and the submit.
 */
export function useRegisterForm() {
  const dispatch = useDispatch();
  const [form] = Form.useForm<RegisterValues>();
  const { fieldErrors, checking, draft } = useSelector(selectRegister);

  // The server checks' messages live in the store; the field rules read the latest ones, and a new
  // message re-validates its field, so antd owns the error display and no validation run races it.
  const serverErrors = useRef(fieldErrors);
  serverErrors.current = fieldErrors;
  useEffect(() => {
    const fields = (['name', 'phone'] as const).filter((f) => fieldErrors[f]);
    if (fields.length) form.validateFields(fields).catch(() => undefined);
  }, [fieldErrors, form]);
  const serverRule = (field: CheckedField): FormRule => ({
    validator: () => {
      const problem = serverErrors.current[field];
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  });
  const onValuesChange = (changed: Partial<RegisterValues>) => {
    for (const field of ['name', 'phone'] as const) {
      if (field in changed && serverErrors.current[field]) {
        serverErrors.current = { ...serverErrors.current, [field]: undefined };
        dispatch(fieldChecked({ field, error: null }));
      }
    }
  };

  const checkOnBlur = (field: 'name' | 'phone') => () => {
    const value = (form.getFieldValue(field) as string | undefined) ?? '';
    const syncProblem = field === 'name' ? validateUsername(value) : validatePhone(value);
    if (syncProblem) return;
    dispatch(field === 'name' ? nameCheckRequested(value) : phoneCheckRequested(value));
  };

  const onFinish = (v: RegisterValues) =>
    dispatch(
      formSubmitted({
        name: v.name.trim(),
        realName: v.realName.trim(),
        passWord: v.passWord,
        phone: v.phone.trim(),
      }),
    );
  return { form, checking, draft, serverRule, onValuesChange, checkOnBlur, onFinish };
}
