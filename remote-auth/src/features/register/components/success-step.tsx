import { Button, Descriptions, Result } from 'antd';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { selectRegister } from '../state/register.selectors';
import { registerReset } from '../state/register.slice';

/** Step 3: the new user name and bound phone, and a confirm button back to the login. */
export function SuccessStep() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { draft } = useSelector(selectRegister);
  const confirm = () => {
    dispatch(registerReset());
    void navigate('/index');
  };
  return (
    <Result
      status="success"
      title="注册成功"
      subTitle="请牢记您的用户名和密码，使用用户名或绑定的手机号即可登录。"
      extra={
        <Button type="primary" size="large" onClick={confirm}>
          确定
        </Button>
      }
    >
      <Descriptions column={1} bordered size="middle" className="ra-success-info">
        <Descriptions.Item label="用户名">{draft?.name}</Descriptions.Item>
        <Descriptions.Item label="绑定手机">{draft?.phone}</Descriptions.Item>
      </Descriptions>
    </Result>
  );
}
