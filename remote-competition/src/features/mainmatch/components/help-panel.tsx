import {
  CustomerServiceOutlined,
  PhoneOutlined,
  QuestionCircleOutlined,
  RobotOutlined,
} from '@ant-design/icons';
import { FloatButton, Tooltip } from 'antd';
import { useNavigate } from 'react-router-dom';

/** Support hotline shown as a tooltip (spec §1 help box). */
export const SUPPORT_PHONE = '400-820-8820';

/**
 * The help box of spec §1: online customer service, the phone number as a tooltip, the
 * operation guide and the robot chat; plus the back-to-top button.
 */
export function HelpPanel() {
  const navigate = useNavigate();
  return (
    <>
      <FloatButton.Group shape="square" className="cmp-help-panel" style={{ insetInlineEnd: 16 }}>
        <FloatButton
          icon={<CustomerServiceOutlined />}
          tooltip="在线客服"
          onClick={() => navigate('/HelpCenter?tab=service')}
        />
        <Tooltip title={`客服电话：${SUPPORT_PHONE}`} placement="left">
          <FloatButton icon={<PhoneOutlined />} aria-label="客服电话" />
        </Tooltip>
        <FloatButton
          icon={<QuestionCircleOutlined />}
          tooltip="操作指南"
          onClick={() => navigate('/HelpCenter')}
        />
        <FloatButton
          icon={<RobotOutlined />}
          tooltip="智能机器人"
          onClick={() => navigate('/HelpCenter?tab=robot')}
        />
        <FloatButton.BackTop tooltip="回到顶部" visibilityHeight={200} />
      </FloatButton.Group>
    </>
  );
}
