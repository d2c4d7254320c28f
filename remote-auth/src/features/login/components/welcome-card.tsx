import { BookOutlined, TrophyOutlined, UserOutlined } from '@ant-design/icons';
import { MESSAGES, useSession } from '@portal/shared-kit';
import { App, Avatar, Button } from 'antd';
import { useNavigate } from 'react-router-dom';

/** Shown instead of the login card to a signed-in visitor of /index. */
export function WelcomeCard() {
  const { user } = useSession();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const openTraining = () => {
    if (!user?.hasTrainUsePower) {
      void message.warning(MESSAGES.NO_TRAINING_RIGHT);
      return;
    }
    void navigate('/TrainTeach');
  };
  return (
    <div className="ra-login-card ra-welcome" data-testid="welcome-card">
      <Avatar size={64} icon={<UserOutlined />} className="ra-welcome-avatar" />
      <h3 className="ra-card-title">欢迎您，{user?.Name || user?.UserName}</h3>
      <p className="ra-muted">请选择要进入的平台</p>
      <Button
        type="primary"
        size="large"
        block
        icon={<TrophyOutlined />}
        onClick={() => void navigate('/mainmatch')}
      >
        进入仿真竞赛
      </Button>
      <Button size="large" block icon={<BookOutlined />} onClick={openTraining}>
        进入实训教学
      </Button>
    </div>
  );
}
