import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';

/** Shown to a visitor without a session on any competition page. */
export function SignInPrompt() {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="请先登录"
      subTitle="登录后即可参加比赛、查看排名和管理资金"
      extra={
        <Button type="primary" onClick={() => void navigate('/index')}>
          去登录
        </Button>
      }
    />
  );
}
