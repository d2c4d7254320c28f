import { RobotOutlined } from '@ant-design/icons';
import { useSession } from '@portal/shared-kit';
import { Alert, Button, Drawer, Input, Spin } from 'antd';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectChrome } from '../state/chrome.selectors';
import { robotClosed } from '../state/chrome.slice';
import { robotAnswer } from './robot-answers';

interface Line {
  from: 'robot' | 'me';
  text: string;
}

const GREETING: Line = { from: 'robot', text: '您好，我是平台智能助手，请问有什么可以帮您？' };

/** The robot chat drawer: needs a signed-in user and the robot secret (spec §5). */
export function RobotChat() {
  const dispatch = useDispatch();
  const { robot } = useSelector(selectChrome);
  const { token } = useSession();
  const [lines, setLines] = useState<Line[]>([GREETING]);
  const [draft, setDraft] = useState('');
  const send = () => {
    const text = draft.trim();
    if (!text) return;
    setLines((l) => [...l, { from: 'me', text }, { from: 'robot', text: robotAnswer(text) }]);
    setDraft('');
  };
  let body;
  if (!token) body = <Alert type="info" showIcon title="请先登录后再使用智能机器人" />;
  else if (robot.loading) body = <Spin />;
  else if (robot.error) body = <Alert type="error" showIcon title={robot.error} />;
  else
    body = (
      <div className="sh-chat">
        <div className="sh-chat-lines">
          {lines.map((l, i) => (
            <div key={i} className={`sh-chat-line sh-chat-${l.from}`}>
              {l.text}
            </div>
          ))}
        </div>
        <div className="sh-chat-input">
          <Input
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onPressEnter={send}
            placeholder="请输入您的问题"
          />
          <Button type="primary" onClick={send}>
            发送
          </Button>
        </div>
      </div>
    );
  return (
    <Drawer
      open={robot.open}
      onClose={() => dispatch(robotClosed())}
      title={
        <span>
          <RobotOutlined /> 智能机器人
        </span>
      }
      size={380}
    >
      {body}
    </Drawer>
  );
}
