import { session } from '@portal/shared-kit';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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

const running = () => {
  signInAs('student');
  setCurrentTraining({
    tpInfoID: 4,
    trainTitle: '股票买入实训',
    trainType: 0,
    marketType: 1,
    landingPath: '/SHSZMarkets/index',
    startedAt: new Date(Date.now() - 65_000).toISOString(),
  });
  session.startTraining([31]);
};

describe('the training-mode banner (issue 33 item 6)', () => {
  it('shows the mode, the project, its time and 结束 over the market page, and ends it', async () => {
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
      </OverlayPlacement.Provider>,
      '/SHSZMarkets/index',
    );
    const banner = screen.getByTestId('training-banner');
    expect(banner).toHaveTextContent('实训模式');
    expect(banner).toHaveTextContent('实训项目：股票买入实训');
    expect(screen.getByTestId('training-elapsed')).toHaveTextContent('01:05');
    expect(document.body).toHaveClass('trn-banner-on');
    fireEvent.click(screen.getByTestId('training-banner-end'));
    await waitFor(() => expect(ended).toEqual([{ logIDs: '31' }]));
    await waitFor(() => expect(screen.queryByTestId('training-banner')).toBeNull());
    expect(document.body).not.toHaveClass('trn-banner-on');
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
