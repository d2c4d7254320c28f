import { PROVINCE_OPTIONS } from '@portal/shared-kit';
import { App, Button, Descriptions, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { shownTime } from '../../common/format';
import { UserCenterFrame } from './components/user-center-frame';
import { useMutation, useMutationDone, useQuery } from './hooks';

const ROLE_TEXT: Record<string, string> = { student: '学生', teacher: '教师', admin: '管理员' };

type Profile = {
  realName: string;
  marjorName: string;
  schoolShortNameEN: string;
  province?: string;
};
/** The editable profile fields: real name, major, school and province. */
function ProfileFields() {
  return (
    <>
      <Form.Item
        name="realName"
        label="真实姓名"
        rules={[
          { required: true, whitespace: true, message: '请输入真实姓名' },
          { max: 100, message: '真实姓名不能超过100个字符' },
        ]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="marjorName" label="专业" rules={[{ max: 50 }]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="schoolShortNameEN" label="学校" rules={[{ max: 50 }]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="province" label="省份">
        <Select showSearch allowClear options={PROVINCE_OPTIONS} placeholder="请选择省份" />
      </Form.Item>
    </>
  );
}

/** /TrainUserCenter/TrainMyData: my profile, with real name, major, school and province editable. */
export function TrainMyDataPage() {
  const { message } = App.useApp();
  const [form] = Form.useForm<Profile>();
  const [editing, setEditing] = useState(false);
  const info = useQuery('myUserInfo', undefined as never);
  const save = useMutation('updateUserInfo');
  useMutationDone(save, (ok) => {
    if (!ok) return;
    setEditing(false);
    void message.success('资料已保存');
  });
  const u = info.data;
  return (
    <UserCenterFrame>
      <Descriptions size="small" column={2} bordered data-page="TrainMyData">
        <Descriptions.Item label="用户名">{u?.userName}</Descriptions.Item>
        <Descriptions.Item label="真实姓名">{u?.realName}</Descriptions.Item>
        <Descriptions.Item label="角色">{u ? (ROLE_TEXT[u.role] ?? u.role) : ''}</Descriptions.Item>
        <Descriptions.Item label="班级">{u?.className || '—'}</Descriptions.Item>
        <Descriptions.Item label="专业">{u?.marjorName || '—'}</Descriptions.Item>
        <Descriptions.Item label="学校">{u?.schoolShortNameEN || '—'}</Descriptions.Item>
        <Descriptions.Item label="省份">{u?.province || '—'}</Descriptions.Item>
        <Descriptions.Item label="手机号">{u?.phone || '未绑定'}</Descriptions.Item>
        <Descriptions.Item label="上次登录">{shownTime(u?.lastLoginTime)}</Descriptions.Item>
        <Descriptions.Item label="注册时间">{shownTime(u?.createTime)}</Descriptions.Item>
        <Descriptions.Item label="账户到期">
          {u?.endTime ? shownTime(u.endTime) : '长期有效'}
        </Descriptions.Item>
      </Descriptions>
      <Button
        type="primary"
        style={{ marginTop: 12 }}
        disabled={!u}
        onClick={() => {
          if (u) form.setFieldsValue({ ...u, province: u.province || undefined });
          setEditing(true);
        }}
      >
        修改资料
      </Button>
      <Modal
        open={editing}
        title="修改资料"
        okText="保存"
        cancelText="取消"
        confirmLoading={save.status === 'loading'}
        onCancel={() => setEditing(false)}
        onOk={() =>
          void form.validateFields().then((v) =>
            save.run(
              {
                realName: v.realName.trim(),
                marjorName: (v.marjorName ?? '').trim(),
                schoolShortNameEN: (v.schoolShortNameEN ?? '').trim(),
                // A cleared select is undefined; '' clears the stored province.
                province: v.province ?? '',
              },
              ['myUserInfo'],
            ),
          )
        }
      >
        <Form form={form} layout="vertical">
          <ProfileFields />
        </Form>
      </Modal>
    </UserCenterFrame>
  );
}
