import { session } from '@portal/shared-kit';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fakeServer, renderInArea, signInAs } from '../../test/render-area';
import { AddCasePanelPage } from './add-case-panel-page';
import { TrainCaseManagePage } from './train-case-manage-page';

// Mounting antd pages is slow on the shared, busy machine.
jest.setTimeout(120_000);

afterEach(() => {
  session.clear();
  jest.restoreAllMocks();
});

const project = { tpInfoID: 3, trainTitle: '案例分析：价值投资', tpTypeName: '案例实训' };
const panel = { casePanelID: 8, tpInfoID: 3, title: '案例背景', content: '某消费龙头……', sort: 0 };

it('lists projects with their case panels', async () => {
  fakeServer({
    '/VETrain/CasePanel/GetConfiguredCasePanelList': () => ({
      total: 1,
      list: [{ ...project, casePanels: [panel] }],
    }),
  });
  signInAs('admin');
  renderInArea(<TrainCaseManagePage />);
  expect(await screen.findByText('案例分析：价值投资')).toBeInTheDocument();
  expect(await screen.findByText('案例背景')).toBeInTheDocument();
});

it('edits a case panel and returns to the list', async () => {
  const submitted: unknown[] = [];
  fakeServer({
    '/VETrain/TPInfo/SearchTPInfos': () => ({ total: 1, list: [project] }),
    '/VETrain/CasePanel/GetCasePanelList': () => [panel],
    '/VETrain/CasePanel/SubmitCasePanel': (p) => {
      submitted.push(p);
      return panel;
    },
    '/VETrain/CasePanel/GetConfiguredCasePanelList': () => ({ total: 0, list: [] }),
  });
  signInAs('admin');
  renderInArea(
    <Routes>
      <Route path="/addCasePanel" element={<AddCasePanelPage />} />
      <Route path="/TrainCaseManage" element={<p>列表页</p>} />
    </Routes>,
    '/addCasePanel?tpInfoID=3&casePanelID=8',
  );
  await waitFor(() => expect(screen.getByLabelText('标题')).toHaveValue('案例背景'));
  fireEvent.change(screen.getByLabelText('标题'), { target: { value: '案例背景（修订）' } });
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  await waitFor(() => expect(submitted.length).toBe(1));
  expect(await screen.findByText('列表页')).toBeInTheDocument();
  expect(submitted).toEqual([
    { casePanelID: 8, tpInfoID: 3, title: '案例背景（修订）', content: '某消费龙头……', sort: 0 },
  ]);
});
