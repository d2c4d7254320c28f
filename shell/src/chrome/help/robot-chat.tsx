import { RobotOutlined } from '@ant-design/icons';
import { useSession } from '@portal/shared-kit';
import { Alert, Button, Drawer, Input, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { askRobot, type RobotReply } from '../api/ask-robot';
import { selectChrome } from '../state/chrome.selectors';
import { robotClosed } from '../state/chrome.slice';

type Line =
  | { from: 'me'; text: string }
  | { from: 'robot'; text: string; reply?: RobotReply; failed?: boolean };

const GREETING: Line = {
  from: 'robot',
  text: '您好，我是平台智能助手。可以问我交易规则、比赛、实训、账户和资金的问题，例如“怎么买股票”“银证转账”，也可以输入拼音首字母（如 yzzz）。',
};

/** What the robot says when the server cannot be asked. */
const ASK_FAILED = '网络异常，暂时无法回答，请稍后再试。';

/** One robot line: the answer, the page that does the thing and related questions. */
function RobotLine(props: {
  line: Extract<Line, { from: 'robot' }>;
  onAsk: (id: string, question: string) => void;
  onOpen: () => void;
}) {
  const { line, onAsk, onOpen } = props;
  const reply = line.reply;
  return (
    <div className="sh-chat-line sh-chat-robot" data-testid="robot-line">
      <div>{line.text}</div>
      {reply?.link && (
        <Link className="sh-chat-link" to={reply.link.path} onClick={onOpen}>
          前往：{reply.link.label}
        </Link>
      )}
      {reply && reply.related.length > 0 && (
        <div className="sh-chat-related">
          <span>{reply.matched ? '相关问题：' : '您可以试试：'}</span>
          {reply.related.map((r) => (
            <Button key={r.id} type="link" size="small" onClick={() => onAsk(r.id, r.question)}>
              {r.question}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
/**
 * The conversation: its lines (scrolled to the last), the draft, and asking by text or by a
 * related question.
 */
function useRobotConversation() {
  const [lines, setLines] = useState<Line[]>([GREETING]);
  const [draft, setDraft] = useState('');
  const [asking, setAsking] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [lines]);

  const ask = async (shown: string, query: { question: string } | { id: string }) => {
    setLines((l) => [...l, { from: 'me', text: shown }]);
    setAsking(true);
    try {
      const reply = await askRobot(query);
      setLines((l) => [...l, { from: 'robot', text: reply.answer, reply }]);
    } catch {
      setLines((l) => [...l, { from: 'robot', text: ASK_FAILED, failed: true }]);
    } finally {
      setAsking(false);
    }
  };
  const send = () => {
    const text = draft.trim().slice(0, 200);
    if (!text || asking) return;
    setDraft('');
    void ask(text, { question: text });
  };
  return { lines, draft, setDraft, asking, end, ask, send };
}

/** The robot chat drawer: needs a signed-in user and the robot secret (spec §5). */
export function RobotChat() {
  const dispatch = useDispatch();
  const { robot } = useSelector(selectChrome);
  const { token } = useSession();
  const { lines, draft, setDraft, asking, end, ask, send } = useRobotConversation();
  const close = () => dispatch(robotClosed());

  let body;
  if (!token) body = <Alert type="info" showIcon title="请先登录后再使用智能机器人" />;
  else if (robot.loading) body = <Spin />;
  else if (robot.error) body = <Alert type="error" showIcon title={robot.error} />;
  else
    body = (
      <div className="sh-chat">
        <div className="sh-chat-lines">
          {lines.map((l, i) =>
            l.from === 'me' ? (
              <div key={i} className="sh-chat-line sh-chat-me">
                {l.text}
              </div>
            ) : (
              <RobotLine
                key={i}
                line={l}
                onAsk={(id, question) => void ask(question, { id })}
                onOpen={close}
              />
            ),
          )}
          {asking && <Spin size="small" />}
          <div ref={end} />
        </div>
        <div className="sh-chat-input">
          <Input
            value={draft}
            maxLength={200}
            onChange={(e) => setDraft(e.target.value)}
            onPressEnter={send}
            placeholder="请输入您的问题"
          />
          <Button type="primary" onClick={send} loading={asking}>
            发送
          </Button>
        </div>
      </div>
    );
  return (
    <Drawer
      open={robot.open}
      onClose={close}
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
