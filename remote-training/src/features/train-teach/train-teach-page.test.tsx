import { session } from '@portal/shared-kit';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderInArea, signInAs } from '../../test/render-area';
import { LESSONS } from './lessons';
import { TrainTeachPage } from './train-teach-page';

// Mounting antd pages is slow on the shared, busy machine.
jest.setTimeout(120_000);

afterEach(() => session.clear());

it('lists the nine lessons of spec §1 and every lesson has examples, a self-check and a practice page', () => {
  expect(LESSONS.map((l) => l.title)).toEqual([
    '证券市场分类',
    '交易规则',
    '科创板交易规则',
    '盈亏计算',
    'K线基础',
    '盘口解读',
    '基本面分析',
    '财务报表分析',
    '技术分析',
  ]);
  for (const l of LESSONS) {
    expect(l.sections.some((s) => s.example)).toBe(true);
    expect(l.quiz.length).toBeGreaterThanOrEqual(3);
    for (const q of l.quiz) expect(q.options[q.answer]).toBeDefined();
    expect(l.practise.path).toMatch(/^\/SHSZMarkets\//);
  }
});

it('opens a lesson, grades its self-check and explains the wrong answers', async () => {
  signInAs('student');
  renderInArea(<TrainTeachPage />, '/TrainTeach');
  fireEvent.click(screen.getByTestId('lesson-card-trading-rules'));
  const lesson = await screen.findByTestId('lesson-trading-rules');
  expect(within(lesson).getByText('例题：一笔限价买单')).toBeInTheDocument();
  const check = screen.getByTestId('self-check');
  fireEvent.click(within(check).getByLabelText('下一个交易日'));
  fireEvent.click(within(check).getByLabelText('10股'));
  fireEvent.click(within(check).getByLabelText('先申报的'));
  fireEvent.click(within(check).getByRole('button', { name: '提交答案' }));
  expect(await within(check).findByText('答对2题，共3题')).toBeInTheDocument();
  expect(within(check).getByText(/回答错误，正确答案：100股。/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '返回课程列表' }));
  expect(await screen.findByText('第9课 技术分析')).toBeInTheDocument();
});
