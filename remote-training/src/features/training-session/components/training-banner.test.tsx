import { session } from '@portal/shared-kit';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { setCurrentTraining } from '../../../common/current-training';
import { OverlayPlacement } from '../../../registry/overlay-placement';
import { fakeServer, renderInArea, signInAs } from '../../../test/render-area';
import { TrainingBanner, elapsedText } from './training-banner';

jest.setTimeout(120_000);

afterEach(() => {
  session.clear();
  sessionStorage.clear();
  document.body.classList.remove('trn-banner-on');
  jest.restoreAllMocks();
});

let startedAt = '';
const running = () => {
  signInAs('student');
  startedAt = new Date(Date.now() - 65_000).toISOString();
  setCurrentTraining({
    tpInfoID: 4,
    trainTitle: '股票买入实训',
    trainType: 0,
    marketType: 1,
    landingPath: '/SHSZMarkets/index',
    startedAt,
  });
  session.startTraining([31]);
};

/** A time as Asia/Shanghai shows it (UTC+8, no daylight saving): YYYY-MM-DD HH:mm:ss. */
const shanghai = (iso: string) =>
  new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** Where the router is. */
function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

describe('the training-mode banner (issue 33 item 6)', () => {
  it('shows the mode, the project, its time and 结束 over the market page; 结束 ends it and returns to the training area', async () => {
    const ended: unknown[] = [];
    fakeServer({
      '/VETrain/TrainLog/End': (p) => {
        ended.push(p);
        return true;
      },
    });
    running();
    renderInArea(
      <OverlayPlacement.Provider value="page">
        <TrainingBanner />
        <Where />
      </OverlayPlacement.Provider>,
      '/SHSZMarkets/index',
    );
    const banner = screen.getByTestId('training-banner');
    expect(banner).toHaveTextContent('实训模式');
    expect(banner).toHaveTextContent('实训项目：股票买入实训');
    expect(banner).not.toHaveTextContent('综合模拟交易大赛');
    // Its time, start – end, in Asia/Shanghai: the end is still open.
    expect(screen.getByTestId('training-time')).toHaveTextContent(
      `实训时间：${shanghai(startedAt)} – 进行中`,
    );
    expect(screen.getByTestId('training-elapsed')).toHaveTextContent('01:05');
    expect(banner).toHaveTextContent('不计入比赛');
    expect(document.body).toHaveClass('trn-banner-on');
    fireEvent.click(screen.getByTestId('training-banner-end'));
    await waitFor(() => expect(ended).toEqual([{ logIDs: '31' }]));
    await waitFor(() => expect(screen.queryByTestId('training-banner')).toBeNull());
    expect(document.body).not.toHaveClass('trn-banner-on');
    // 结束 returns to the training area, out of training mode.
    expect(screen.getByTestId('where')).toHaveTextContent('/TrainList');
    expect(session.getState().trainingLogIds).toEqual([]);
  });

  it('is not there inside the training area or without a running training', () => {
    running();
    renderInArea(
      <OverlayPlacement.Provider value="area">
        <TrainingBanner />
      </OverlayPlacement.Provider>,
      '/TrainTeach',
    );
    expect(screen.queryByTestId('training-banner')).toBeNull();
  });

  it('counts the time as mm:ss, with hours past the hour', () => {
    expect(elapsedText(65_000)).toBe('01:05');
    expect(elapsedText(3_725_000)).toBe('1:02:05');
  });
});
