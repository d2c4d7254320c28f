import { session } from '@portal/shared-kit';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeHub, fakeServer, renderInArea, signInAs } from '../../test/render-area';
import { ImportQuestionPage } from './import-question-page';

jest.setTimeout(120_000);

afterEach(() => {
  session.clear();
  jest.restoreAllMocks();
});

it('uploads the .xlsx and shows 已成功导入N条，失败M条 with the error records', async () => {
  const called = fakeServer({
    '/VETrain/Question/ImportQuestionByExcel': () => ({ total: 20 }),
  });
  const hub = fakeHub();
  signInAs('teacher');
  const { container } = renderInArea(<ImportQuestionPage />);
  await screen.findByRole('button', { name: '从Excel导入试题' });
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  const file = new File(['x'], 'q.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  fireEvent.change(input, { target: { files: [file] } });
  await waitFor(() => expect(called).toContain('/VETrain/Question/ImportQuestionByExcel'));
  act(() =>
    hub.push('ImportProgress', {
      complete: true,
      total: 20,
      progress: 100,
      successnum: 19,
      classname: '',
      downloadurl: '/VERace/User/DownLoadTxt?fileId=ab',
    }),
  );
  expect(await screen.findByText('已成功导入19条，失败1条')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '下载失败记录' })).toBeInTheDocument();
});
