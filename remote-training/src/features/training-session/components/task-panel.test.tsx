import { session } from '@portal/shared-kit';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setCurrentTraining } from '../../../common/current-training';
import { OverlayPlacement } from '../../../registry/overlay-placement';
import { fakeServer, renderInArea, signInAs } from '../../../test/render-area';
import { TaskPanel } from './task-panel';

// Mounting antd pages is slow on the shared, busy machine.
jest.setTimeout(120_000);

afterEach(() => {
  session.clear();
  sessionStorage.clear();
  jest.restoreAllMocks();
});

it('starts folded over another area and ends the training from its case tabs', async () => {
  const ended: unknown[] = [];
  fakeServer({
    '/VETrain/CasePanel/GetCasePanelList': () => [
      { casePanelID: 1, tpInfoID: 4, title: '任务一：买入', content: '买入100股', sort: 0 },
    ],
    '/VETrain/TrainLog/End': (p) => {
      ended.push(p);
      return true;
    },
  });
  signInAs('student');
  setCurrentTraining({
    tpInfoID: 4,
    trainTitle: '股票买入实训',
    trainType: 0,
    marketType: 1,
    landingPath: '/SHSZMarkets/index',
  });
  session.startTraining([31]);
  renderInArea(
    <OverlayPlacement.Provider value="page">
      <TaskPanel />
    </OverlayPlacement.Provider>,
    '/SHSZMarkets/index',
  );
  expect(screen.queryByTestId('task-panel')).toBeNull();
  fireEvent.click(screen.getByTestId('task-panel-open'));
  expect(await screen.findByText('买入100股')).toBeInTheDocument();
  fireEvent.click(screen.getByTestId('task-panel-toggle'));
  await waitFor(() => expect(ended).toEqual([{ logIDs: '31' }]));
  await waitFor(() => expect(session.getState().trainingLogIds).toEqual([]));
});
