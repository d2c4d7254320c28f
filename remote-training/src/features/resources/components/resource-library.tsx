import {
  RELEASE_TIME_FILTER,
  RESOURCE_TYPE,
  resourceTypeLabel,
  shareTypeLabel,
  useSession,
} from '@portal/shared-kit';
import {
  Button,
  Card,
  Input,
  Modal,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { shownTime } from '../../../common/format';
import { roleAllowed, ROLES } from '../../../registry/role-rules';
import { playUrl, type Resource, type ResourceCategory } from '../api/resource-api';
import { useMutation, useQuery } from '../hooks';
import { UploadModal } from './upload-modal';

const options = (table: Record<number, string>) =>
  Object.entries(table).map(([v, label]) => ({ value: Number(v), label }));

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** The library table's columns; 播放 only for videos, 删除 only for managers. */
function resourceColumns(a: {
  manager: boolean;
  onPlay: (r: Resource) => void;
  onDownload: (r: Resource) => void;
  onDelete: (r: Resource) => void;
}): TableColumnsType<Resource> {
  return [
    { title: '资源名称', dataIndex: 'title' },
    {
      title: '类型',
      dataIndex: 'resourceType',
      width: 80,
      render: (v: number) => <Tag>{resourceTypeLabel(v)}</Tag>,
    },
    { title: '文件', dataIndex: 'fileName', ellipsis: true },
    { title: '大小', dataIndex: 'sizeBytes', width: 90, render: sizeText },
    {
      title: '共享',
      dataIndex: 'shareType',
      width: 100,
      render: (v: number) => shareTypeLabel(v),
    },
    { title: '上传者', dataIndex: 'uploaderName', width: 100 },
    { title: '发布时间', dataIndex: 'createTime', width: 170, render: shownTime },
    {
      title: '操作',
      width: 190,
      render: (_: unknown, r) => (
        <Space>
          {r.resourceType === 3 ? (
            <Button size="small" type="primary" onClick={() => a.onPlay(r)}>
              播放
            </Button>
          ) : null}
          <Button size="small" onClick={() => a.onDownload(r)}>
            下载
          </Button>
          {a.manager ? (
            <Popconfirm
              title="确定删除该资源？"
              okText="删除"
              cancelText="取消"
              onConfirm={() => a.onDelete(r)}
            >
              <Button size="small" danger>
                删除
              </Button>
            </Popconfirm>
          ) : null}
        </Space>
      ),
    },
  ];
}

/** Type and release-time selects and the name search; each change goes back to page 1. */
function ResourceFilters(props: {
  resourceType: number;
  releaseTime: number;
  onType: (v: number) => void;
  onRelease: (v: number) => void;
  onSearch: (v: string) => void;
}) {
  return (
    <Space style={{ marginBottom: 12 }} wrap>
      <Select
        style={{ width: 120 }}
        value={props.resourceType}
        options={options(RESOURCE_TYPE)}
        aria-label="资源类型"
        onChange={props.onType}
      />
      <Select
        style={{ width: 140 }}
        value={props.releaseTime}
        options={options(RELEASE_TIME_FILTER)}
        aria-label="发布时间"
        onChange={props.onRelease}
      />
      <Input.Search
        allowClear
        placeholder="资源名称"
        style={{ width: 220 }}
        onSearch={props.onSearch}
      />
    </Space>
  );
}

/** The video player dialog. */
function VideoModal(props: { playing: Resource | null; onClose: () => void }) {
  const { playing } = props;
  return (
    <Modal
      open={!!playing}
      title={playing?.title}
      width={820}
      footer={null}
      onCancel={props.onClose}
      destroyOnHidden
    >
      {playing ? (
        <video
          data-testid="resource-video"
          src={playUrl(playing.fileId)}
          controls
          style={{ width: '100%', maxHeight: 460, background: '#000' }}
        />
      ) : null}
    </Modal>
  );
}

/**
 * One resource library: type, release-time and keyword filters with paging; videos play in the
 * page, every file downloads; teachers and admins upload and delete.
 */
export function ResourceLibrary({
  category,
  title,
}: {
  category: ResourceCategory;
  title: string;
}) {
  const { role } = useSession();
  const manager = roleAllowed(ROLES.ADMIN_AND_TEACHER, role);
  const [resourceType, setType] = useState(0);
  const [releaseTime, setRelease] = useState(0);
  const [searchKey, setKey] = useState('');
  const [pageIndex, setPage] = useState(1);
  const [uploading, setUploading] = useState(false);
  const [playing, setPlaying] = useState<Resource | null>(null);
  const list = useQuery('searchResources', {
    category,
    resourceType,
    releaseTime,
    searchKey,
    pageIndex,
    pageSize: 10,
  });
  const remove = useMutation('deleteResource');
  const download = useMutation('downloadResource');
  const reset = () => setPage(1);
  return (
    <Card
      title={title}
      className="trn-page-card"
      data-page={`resources-${category}`}
      extra={
        manager ? (
          <Button type="primary" onClick={() => setUploading(true)}>
            上传资源
          </Button>
        ) : null
      }
    >
      <ResourceFilters
        resourceType={resourceType}
        releaseTime={releaseTime}
        onType={(v) => {
          setType(v);
          reset();
        }}
        onRelease={(v) => {
          setRelease(v);
          reset();
        }}
        onSearch={(v) => {
          setKey(v.trim());
          reset();
        }}
      />
      <Table<Resource>
        rowKey="resourceID"
        size="small"
        loading={list.loading}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: '暂无资源' }}
        pagination={{
          current: pageIndex,
          pageSize: 10,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={resourceColumns({
          manager,
          onPlay: setPlaying,
          onDownload: (r) => download.run({ fileId: r.fileId, fileName: r.fileName }),
          onDelete: (r) => remove.run({ resourceID: r.resourceID }, ['searchResources']),
        })}
      />
      <UploadModal category={category} open={uploading} onClose={() => setUploading(false)} />
      <VideoModal playing={playing} onClose={() => setPlaying(null)} />
    </Card>
  );
}
