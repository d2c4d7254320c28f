import { UserOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Space, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { AVATAR_TYPES, MAX_AVATAR_BYTES, loadMyHeader, setHeader } from '../api/avatar';

/** Why the browser refuses `file` before sending it, or null (the server checks again). */
export function avatarFileProblem(file: { type: string; size: number }): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
    return '头像仅支持 PNG、JPG、GIF、WebP 图片';
  }
  if (file.size > MAX_AVATAR_BYTES) return '头像图片不能超过2MB';
  return null;
}

/** The personal center's avatar with 更换头像 (SetHeader). */
export function AvatarUpload() {
  const { message } = App.useApp();
  const [src, setSrc] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const show = (url: string | null) =>
    setSrc((old) => {
      if (old) URL.revokeObjectURL(old);
      return url;
    });
  useEffect(() => {
    loadMyHeader()
      .then(show)
      .catch(() => undefined);
  }, []);
  return (
    <Space>
      <Avatar size={64} src={src ?? undefined} icon={<UserOutlined />} data-testid="my-avatar" />
      <Upload
        accept={AVATAR_TYPES.join(',')}
        showUploadList={false}
        beforeUpload={(file) => {
          const problem = avatarFileProblem(file);
          if (problem) {
            void message.error(problem);
            return Upload.LIST_IGNORE;
          }
          setBusy(true);
          setHeader(file)
            .then(({ url }) => loadMyHeader(url))
            .then((url) => {
              show(url);
              void message.success('头像已更新');
            })
            .catch(() => undefined)
            .finally(() => setBusy(false));
          return false;
        }}
      >
        <Button loading={busy}>更换头像</Button>
      </Upload>
    </Space>
  );
}
