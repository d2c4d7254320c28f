import {
  CompassOutlined,
  CustomerServiceOutlined,
  PhoneOutlined,
  QuestionCircleOutlined,
  RightOutlined,
  RobotOutlined,
} from '@ant-design/icons';
import { useSession } from '@portal/shared-kit';
import { Modal, Tooltip } from 'antd';
import { useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectChrome } from '../state/chrome.selectors';
import { useNavigate } from 'react-router-dom';
import { robotOpened } from '../state/chrome.slice';
import { SERVICE_INFO } from './contact';
import { RobotChat } from './robot-chat';

function HelpItem(props: { icon: ReactNode; label: string; onClick?: () => void }) {
  return (
    <button type="button" className="sh-help-item" onClick={props.onClick}>
      {props.icon}
      <span className="sh-help-label">{props.label}</span>
    </button>
  );
}

/** localStorage key of the collapsed help box (the user's choice stays across pages and visits). */
export const HELP_COLLAPSED_KEY = 'portal.helpCollapsed';

const readCollapsed = (): boolean => {
  try {
    return localStorage.getItem(HELP_COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
};

/**
 * The floating help box (spec §1): online service, phone, operation guide and robot chat. It
 * collapses to a narrow 帮助 tab at the window's edge, and stays collapsed until reopened (issue 33:
 * it covered buttons and table columns).
 */
export function HelpBox() {
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const { token } = useSession();
  const { hotline, chatIsShow } = useSelector(selectChrome);
  const [serviceOpen, setServiceOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const collapse = (value: boolean) => {
    setCollapsed(value);
    try {
      localStorage.setItem(HELP_COLLAPSED_KEY, value ? '1' : '0');
    } catch {
      // Without storage the choice lasts for this page only.
    }
  };
  if (collapsed)
    return (
      <aside className="sh-help sh-help-collapsed" data-testid="help-box" data-collapsed="true">
        <button
          type="button"
          className="sh-help-tab"
          aria-label="展开帮助"
          onClick={() => collapse(false)}
        >
          <QuestionCircleOutlined />
          <span>帮助</span>
        </button>
        <RobotChat />
      </aside>
    );
  return (
    <aside className="sh-help" data-testid="help-box">
      {chatIsShow && (
        <HelpItem
          icon={<CustomerServiceOutlined />}
          label="在线客服"
          onClick={() => setServiceOpen(true)}
        />
      )}
      <Tooltip title={`客服电话：${hotline}`} placement="left">
        <span>
          <HelpItem icon={<PhoneOutlined />} label="电话" />
        </span>
      </Tooltip>
      <HelpItem
        icon={<CompassOutlined />}
        label="操作指南"
        onClick={() => void navigate('/guide')}
      />
      <HelpItem icon={<RobotOutlined />} label="机器人" onClick={() => dispatch(robotOpened())} />
      <button
        type="button"
        className="sh-help-collapse"
        aria-label="收起帮助"
        onClick={() => collapse(true)}
      >
        <RightOutlined />
      </button>
      <Modal
        open={serviceOpen}
        title="在线客服"
        footer={null}
        onCancel={() => setServiceOpen(false)}
      >
        <p>服务时间：{SERVICE_INFO.hours}</p>
        <p>客服电话：{hotline}</p>
        <p>客服邮箱：{SERVICE_INFO.email}</p>
        {!token && <p>登录后可使用智能机器人随时咨询平台使用问题。</p>}
      </Modal>
      <RobotChat />
    </aside>
  );
}
