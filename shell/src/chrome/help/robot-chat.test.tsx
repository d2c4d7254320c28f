import { StoreProvider, createAppStore, session } from '@portal/shared-kit';
import { configure, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { askRobot, type RobotReply } from '../api/ask-robot';
import { CHROME_KEY } from '../state/chrome.selectors';
import { chromeSlice, robotOpened, robotReady } from '../state/chrome.slice';
import { RobotChat } from './robot-chat';

jest.mock('../api/ask-robot');
const asked = jest.mocked(askRobot);

// antd renders slowly in jsdom on a shared machine; the waits are for rendering, not timing.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

const TRANSFER: RobotReply = {
  matched: true,
  id: 'bank-transfer',
  question: '怎么银证转账？',
  answer: '进入个人中心的“资金管理”：选择“银行转证券”……',
  link: { path: '/competitionFunds', label: '资金管理（银证转账）' },
  related: [{ id: 'transfer-records', question: '在哪里看转账记录？' }],
};

function renderChat() {
  const store = createAppStore();
  store.injectReducer(CHROME_KEY, chromeSlice.reducer);
  store.dispatch(robotOpened());
  store.dispatch(robotReady('secret'));
  render(
    <App>
      <StoreProvider store={store}>
        <MemoryRouter initialEntries={['/mainmatch']}>
          <RobotChat />
          <Where />
        </MemoryRouter>
      </StoreProvider>
    </App>,
  );
}

beforeEach(() => {
  asked.mockReset();
  session.signIn({
    Token: 'tok',
    Name: '张三',
    UserName: 'student01',
    UserID: 3,
    Id: 3,
    MobilePhone: '',
    hasTrainUsePower: true,
    hasCombinePower: false,
  });
});
afterEach(() => session.clear());

it('asks the server’s FAQ and shows the answer with a link to the page that does it', async () => {
  asked.mockResolvedValueOnce(TRANSFER);
  renderChat();
  fireEvent.change(screen.getByPlaceholderText('请输入您的问题'), { target: { value: 'yzzz' } });
  fireEvent.click(screen.getByRole('button', { name: /发\s*送/ }));
  expect(asked).toHaveBeenCalledWith({ question: 'yzzz' });
  const link = await screen.findByRole('link', { name: '前往：资金管理（银证转账）' });
  expect(link).toHaveAttribute('href', '/competitionFunds');
  expect(screen.getByText(TRANSFER.answer)).toBeInTheDocument();
  fireEvent.click(link);
  expect(screen.getByTestId('location')).toHaveTextContent('/competitionFunds');
});

it('asks a related question by its id', async () => {
  asked.mockResolvedValueOnce(TRANSFER).mockResolvedValueOnce({
    ...TRANSFER,
    id: 'transfer-records',
    question: '在哪里看转账记录？',
    answer: '资金管理页下方的“转账记录”……',
    related: [],
  });
  renderChat();
  fireEvent.change(screen.getByPlaceholderText('请输入您的问题'), {
    target: { value: '银证转账' },
  });
  fireEvent.click(screen.getByRole('button', { name: /发\s*送/ }));
  fireEvent.click(await screen.findByRole('button', { name: '在哪里看转账记录？' }));
  expect(asked).toHaveBeenLastCalledWith({ id: 'transfer-records' });
  expect(await screen.findByText('资金管理页下方的“转账记录”……')).toBeInTheDocument();
});

it('says the network failed instead of pretending to answer', async () => {
  asked.mockRejectedValueOnce(new Error('down'));
  renderChat();
  fireEvent.change(screen.getByPlaceholderText('请输入您的问题'), {
    target: { value: '怎么买股票' },
  });
  fireEvent.click(screen.getByRole('button', { name: /发\s*送/ }));
  expect(await screen.findByText('网络异常，暂时无法回答，请稍后再试。')).toBeInTheDocument();
});
