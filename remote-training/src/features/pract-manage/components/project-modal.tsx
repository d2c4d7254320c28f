import { Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import type { TpInfo } from '../../../common/api/training-types';
import type { ProjectForm } from '../api/pract-api';
import { useQuery } from '../hooks';
import { landingPageName } from '../../../common/landing-page-name';

/** The add/edit training project dialog. */
export function ProjectModal(props: {
  open: boolean;
  editing: TpInfo | null;
  busy: boolean;
  onOk: (form: ProjectForm) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<ProjectForm>();
  const types = useQuery('practTypes', undefined as never);
  const { open, editing } = props;
  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      editing
        ? {
            tpTypeID: editing.tpTypeID,
            trainTitle: editing.trainTitle,
            description: editing.description,
          }
        : { tpTypeID: 1, trainTitle: '', description: '' },
    );
  }, [open, editing, form]);
  return (
    <Modal
      open={open}
      title={editing ? '修改实训项目' : '新建实训项目'}
      okText="保存"
      cancelText="取消"
      confirmLoading={props.busy}
      onCancel={props.onCancel}
      onOk={() =>
        void form
          .validateFields()
          .then((v) => props.onOk({ ...v, trainTitle: v.trainTitle.trim() }))
      }
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="tpTypeID"
          label="实训类型"
          rules={[{ required: true, message: '请选择实训类型' }]}
        >
          <Select
            options={(types.data ?? []).map((t) => ({
              value: t.tpTypeID,
              label: `${t.tpTypeName}（${landingPageName(t.landingPath)}）`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="trainTitle"
          label="项目名称"
          rules={[
            { required: true, whitespace: true, message: '请输入项目名称' },
            { max: 100, message: '项目名称不能超过100个字符' },
          ]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="description"
          label="实训说明"
          rules={[{ max: 4000, message: '实训说明不能超过4000个字符' }]}
        >
          <Input.TextArea rows={4} maxLength={4000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
