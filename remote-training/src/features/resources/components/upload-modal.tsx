import { RESOURCE_FILE_EXTENSIONS, SHARE_TYPE, isResourceFileAllowed } from '@portal/shared-kit';
import { Button, Form, Input, Modal, Radio, Upload } from 'antd';
import { useState } from 'react';
import type { ResourceCategory } from '../api/resource-api';
import { useMutation, useMutationDone } from '../hooks';

type UploadForm = {
  resourceType: 1 | 2 | 3;
  title: string;
  shareType: number;
  description?: string;
};

/** Size limit per resource type, in MB (the server refuses larger files too). */
const LIMIT_MB: Record<1 | 2 | 3, number> = { 1: 50, 2: 50, 3: 200 };
const TYPE_LABEL: Record<1 | 2 | 3, string> = { 1: '课件', 2: '教材', 3: '视频' };
/** Why a chosen file cannot be uploaded as type `t` (missing, wrong type, too large), or null. */
function checkFile(f: File | null, t: 1 | 2 | 3): string | null {
  if (!f) return '请选择要上传的文件';
  if (!isResourceFileAllowed(t, f.name))
    return `${TYPE_LABEL[t]}只能上传${RESOURCE_FILE_EXTENSIONS[t].join('、')}文件`;
  if (f.size > LIMIT_MB[t] * 1024 * 1024) return `文件不能超过${LIMIT_MB[t]}MB`;
  return null;
}

/** 资源类型 with each type's file extensions. */
function TypeField() {
  return (
    <Form.Item name="resourceType" label="资源类型">
      <Radio.Group
        options={[1, 2, 3].map((t) => ({
          value: t,
          label: `${TYPE_LABEL[t as 1 | 2 | 3]}（${RESOURCE_FILE_EXTENSIONS[t as 1 | 2 | 3].join('/')}）`,
        }))}
      />
    </Form.Item>
  );
}

/** 资源名称, 共享范围 and 说明. */
function DetailFields() {
  return (
    <>
      <Form.Item
        name="title"
        label="资源名称"
        rules={[
          { required: true, whitespace: true, message: '请输入资源名称' },
          { max: 100, message: '资源名称不能超过100个字符' },
        ]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="shareType" label="共享范围">
        <Radio.Group
          options={Object.entries(SHARE_TYPE).map(([v, label]) => ({ value: Number(v), label }))}
        />
      </Form.Item>
      <Form.Item name="description" label="说明" rules={[{ max: 1000 }]}>
        <Input.TextArea rows={3} maxLength={1000} />
      </Form.Item>
    </>
  );
}

/** Uploads one file into a library, checking its type (spec §3) and size before sending. */
export function UploadModal(props: {
  category: ResourceCategory;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<UploadForm>();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const upload = useMutation('uploadResource');
  useMutationDone(upload, (ok) => {
    if (!ok) return;
    form.resetFields();
    setFile(null);
    props.onClose();
  });
  const type = (Form.useWatch('resourceType', form) ?? 1) as 1 | 2 | 3;
  return (
    <Modal
      open={props.open}
      title="上传资源"
      okText="上传"
      cancelText="取消"
      confirmLoading={upload.status === 'loading'}
      onCancel={props.onClose}
      onOk={() =>
        void form.validateFields().then((v) => {
          const error = checkFile(file, v.resourceType);
          setFileError(error);
          if (error || !file) return;
          upload.run(
            {
              category: props.category,
              resourceType: v.resourceType,
              title: v.title.trim(),
              shareType: v.shareType,
              description: (v.description ?? '').trim(),
              file,
            },
            ['searchResources'],
          );
        })
      }
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ resourceType: 1, shareType: 1 }}>
        <TypeField />
        <Form.Item
          label="文件"
          required
          validateStatus={fileError ? 'error' : undefined}
          help={fileError}
        >
          <Upload
            maxCount={1}
            accept={RESOURCE_FILE_EXTENSIONS[type].map((e) => `.${e}`).join(',')}
            beforeUpload={(f) => {
              setFile(f);
              setFileError(checkFile(f, type));
              if (!form.getFieldValue('title'))
                form.setFieldValue('title', f.name.replace(/\.[^.]+$/, ''));
              return false;
            }}
            onRemove={() => setFile(null)}
          >
            <Button>选择文件</Button>
          </Upload>
        </Form.Item>
        <DetailFields />
      </Form>
    </Modal>
  );
}
