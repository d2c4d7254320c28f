import { formatBeijingTime } from '@portal/shared-kit';
import { Button, Card, Descriptions, Space } from 'antd';
import { useState } from 'react';
import { useQuery } from '../../state/data-hooks';
import { AvatarUpload } from './components/avatar-upload';
import { PasswordModal } from './components/password-modal';
import { PhoneModal } from './components/phone-modal';
import { ProfileModal } from './components/profile-modal';
import { TradeSettings } from './components/trade-settings';

const ROLE_NAMES: Record<string, string> = { student: '学生', teacher: '教师', admin: '管理员' };
const NONE = '—';

/** /UserCenter/UserInfo: the profile, with edit, change password and change phone. */
export function UserInfoPage() {
  const info = useQuery('getMyUserInfo', {});
  const [open, setOpen] = useState<'profile' | 'password' | 'phone' | null>(null);
  const u = info.data;
  return (
    <>
      <Card
        title="个人信息"
        loading={info.loading && !u}
        data-page="UserInfo"
        extra={
          <Space>
            <Button onClick={() => setOpen('profile')}>编辑资料</Button>
            <Button onClick={() => setOpen('password')}>修改密码</Button>
            <Button onClick={() => setOpen('phone')}>更换手机号</Button>
          </Space>
        }
      >
        <div style={{ marginBottom: 16 }}>
          <AvatarUpload />
        </div>
        <Descriptions bordered column={2} size="middle">
          <Descriptions.Item label="用户名">{u?.userName}</Descriptions.Item>
          <Descriptions.Item label="真实姓名">{u?.realName}</Descriptions.Item>
          <Descriptions.Item label="角色">{ROLE_NAMES[u?.role ?? ''] ?? u?.role}</Descriptions.Item>
          <Descriptions.Item label="手机号">{u?.phone || NONE}</Descriptions.Item>
          <Descriptions.Item label="班级">{u?.className || NONE}</Descriptions.Item>
          <Descriptions.Item label="专业">{u?.marjorName || NONE}</Descriptions.Item>
          <Descriptions.Item label="学校简称">{u?.schoolShortNameEN || NONE}</Descriptions.Item>
          <Descriptions.Item label="省份">{u?.province || NONE}</Descriptions.Item>
          <Descriptions.Item label="账户到期">
            {formatBeijingTime(u?.endTime, 'date') || '长期'}
          </Descriptions.Item>
          <Descriptions.Item label="上次登录">
            {formatBeijingTime(u?.lastLoginTime) || NONE}
          </Descriptions.Item>
          <Descriptions.Item label="注册时间">
            {formatBeijingTime(u?.createTime, 'date')}
          </Descriptions.Item>
        </Descriptions>
        <ProfileModal info={u} open={open === 'profile'} onClose={() => setOpen(null)} />
        <PasswordModal open={open === 'password'} onClose={() => setOpen(null)} />
        <PhoneModal open={open === 'phone'} onClose={() => setOpen(null)} onDone={info.reload} />
      </Card>
      <TradeSettings />
    </>
  );
}
