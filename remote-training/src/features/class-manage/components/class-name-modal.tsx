import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';

/** The add/rename class dialog. */
export function ClassNameModal(props: {
  open: boolean;
  title: string;
  initial?: string;
  busy: boolean;
  onOk: (className: string) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<{ className: string }>();
  useEffect(() => {
    if (props.open) form.setFieldsValue({ className: props.initial ?? '' });
  }, [props.open, props.initial, form]);
  return (
    <Modal
      open={props.open}
      title={props.title}
      okText="确定"
      cancelText="取消"
      confirmLoading={props.busy}
      onCancel={props.onCancel}
      onOk={() => void form.validateFields().then((v) => props.onOk(v.className.trim()))}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="className"
          label="班级名称"
          rules={[
            { required: true, whitespace: true, message: '请输入班级名称' },
            { max: 50, message: '班级名称不能超过50个字符' },
          ]}
        >
          <Input placeholder="如：金融2302班" maxLength={50} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
