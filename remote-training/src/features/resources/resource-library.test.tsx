import { session } from '@portal/shared-kit';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeServer, renderInArea, signInAs } from '../../test/render-area';
import { ResourceLibrary } from './components/resource-library';

// Mounting antd pages is slow on the shared, busy machine.
jest.setTimeout(120_000);

afterEach(() => {
  session.clear();
  jest.restoreAllMocks();
});

const video = {
  resourceID: 1,
  category: 'teach',
  resourceType: 3,
  title: 'K线入门视频',
  description: '',
  shareType: 1,
  fileId: 'abc123',
  fileName: 'kline.mp4',
  contentType: 'video/mp4',
  sizeBytes: 2 * 1024 * 1024,
  uploaderID: 2,
  uploaderName: '王老师',
  createTime: '2026-03-02T10:00:00.000+08:00',
};

it('filters by type and plays a video in the page with the token in its address', async () => {
  const asked: Record<string, unknown>[] = [];
  fakeServer({
    '/VETrain/Resource/SearchResources': (p) => {
      asked.push(p);
      return { total: 1, list: [video] };
    },
  });
  signInAs('student');
  renderInArea(<ResourceLibrary category="extra" title="拓展资源" />);
  expect(await screen.findByText('K线入门视频')).toBeInTheDocument();
  expect(screen.getByText('2.0 MB')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '上传资源' })).toBeNull();
  expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  expect(asked[0]).toMatchObject({
    category: 'extra',
    resourceType: 0,
    releaseTime: 0,
    pageIndex: 1,
  });
  fireEvent.click(screen.getByRole('button', { name: '播放' }));
  const player = await screen.findByTestId('resource-video');
  expect(player.getAttribute('src')).toBe(
    '/VEResources/Office/DownloadFileByFileId?fileId=abc123&inline=true&token=tok',
  );
});

it('refuses a file that does not fit the resource type before uploading', async () => {
  const uploads: unknown[] = [];
  fakeServer({
    '/VETrain/Resource/SearchResources': () => ({ total: 0, list: [] }),
    '/VETrain/Resource/UploadResource': (p) => {
      uploads.push(p);
      return video;
    },
  });
  signInAs('teacher');
  const { container } = renderInArea(<ResourceLibrary category="teach" title="教学资源" />);
  fireEvent.click(await screen.findByRole('button', { name: '上传资源' }));
  await screen.findByText('选择文件');
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['x'], '讲义.docx')] } });
  expect(await screen.findByText('课件只能上传ppt、pptx文件')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '上传' }));
  await waitFor(() => expect(uploads).toEqual([]));
  expect(container).toBeTruthy();
});
