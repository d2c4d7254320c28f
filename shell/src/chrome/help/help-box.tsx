import {
  CompassOutlined,
  CustomerServiceOutlined,
  PhoneOutlined,
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

/** The floating help box (spec §1): online service, phone, operation guide and robot chat. */
export function HelpBox() {
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const { token } = useSession();
  const { hotline, chatIsShow } = useSelector(selectChrome);
  const [serviceOpen, setServiceOpen] = useState(false);
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
