import { PROVINCE_OPTIONS, validateRealName } from '@portal/shared-kit';
import { App, Form, Input, Modal, Select } from 'antd';
import { ruleOf } from '../../../common/form-rules';
import { useMutation, useMutationDone } from '../../../state/data-hooks';
import type { MyUserInfo } from '../api/get-my-user-info';

/** 编辑资料: real name, major, school and province; the user name cannot change. */
export function ProfileModal({
  info,
  open,
  onClose,
}: {
  info: MyUserInfo | undefined;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm();
  const { message } = App.useApp();
  const update = useMutation('updateUserInfo');
  useMutationDone(update, (ok) => {
    if (!ok) return;
    void message.success('保存成功');
    onClose();
  });
  return (
    <Modal
      title="编辑资料"
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={update.status === 'loading'}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={info && { ...info, province: info.province || undefined }}
        onFinish={(v: { province?: string }) =>
          // A cleared select is undefined; '' tells the server to clear the stored province.
          update.run({ ...v, province: v.province ?? '' }, ['getMyUserInfo'])
        }
      >
        <Form.Item label="用户名">
          <Input value={info?.userName} disabled />
        </Form.Item>
        <Form.Item name="realName" label="真实姓名" rules={[ruleOf(validateRealName)]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="marjorName" label="专业">
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="schoolShortNameEN" label="学校简称">
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="province" label="省份">
          <Select showSearch allowClear options={PROVINCE_OPTIONS} placeholder="请选择省份" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
