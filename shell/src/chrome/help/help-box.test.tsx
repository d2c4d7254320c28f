import { StoreProvider, createAppStore } from '@portal/shared-kit';
import { configure, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { CHROME_KEY } from '../state/chrome.selectors';
import { chromeSlice } from '../state/chrome.slice';
import { HELP_COLLAPSED_KEY, HelpBox } from './help-box';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

function renderBox() {
  const store = createAppStore();
  store.injectReducer(CHROME_KEY, chromeSlice.reducer);
  return render(
    <App>
      <StoreProvider store={store}>
        <MemoryRouter initialEntries={['/TrainAchieveManage']}>
          <HelpBox />
        </MemoryRouter>
      </StoreProvider>
    </App>,
  );
}

afterEach(() => localStorage.clear());

describe('the help box collapses out of the way (issue 33 item 10)', () => {
  it('collapses to a 帮助 tab, stays collapsed on the next page and opens again', () => {
    const first = renderBox();
    expect(screen.getByText('机器人')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '收起帮助' }));
    expect(screen.queryByText('机器人')).toBeNull();
    expect(screen.getByTestId('help-box')).toHaveAttribute('data-collapsed', 'true');
    expect(localStorage.getItem(HELP_COLLAPSED_KEY)).toBe('1');
    first.unmount();

    renderBox();
    expect(screen.queryByText('机器人')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '展开帮助' }));
    expect(screen.getByText('机器人')).toBeInTheDocument();
  });
});
