import { render, screen } from '@testing-library/react';
import { answerText } from './answer-text';
import { PaperResult, type ShownPaper } from './paper-result';

jest.setTimeout(60_000);

const paper: ShownPaper = {
  paperID: 1,
  examID: 2,
  startedAt: '2026-03-02T10:00:00.000+08:00',
  deadline: '2026-03-02T10:20:00.000+08:00',
  serverNow: '2026-03-02T10:10:00.000+08:00',
  submitted: true,
  submittedAt: '2026-03-02T10:10:00.000+08:00',
  score: 0,
  totalScore: 10,
  answers: { 5: 'B' },
  title: '期中测验',
  questions: [
    {
      questionID: 5,
      questionType: 3,
      typeName: '判断题',
      content: '印花税只在卖出时收取。',
      options: ['正确', '错误'],
      score: 10,
      subjectID: null,
      subjectName: '',
      difficulty: 1,
      answer: 'A',
      explanation: '',
      createTime: '2026-03-01T10:00:00.000+08:00',
      given: 'B',
      correct: false,
    },
  ],
};

describe('判断题 answers read 对/错 (issue 33 item 12)', () => {
  it('shows the given and the right answer as 对/错, and the options too', () => {
    render(<PaperResult paper={paper} />);
    expect(screen.getByText(/你的答案：错，正确答案：/)).toHaveTextContent('正确答案：对');
    expect(screen.getByLabelText('对')).toBeInTheDocument();
    expect(screen.getByLabelText('错')).toBeInTheDocument();
  });

  it('keeps the letters of the other question types', () => {
    expect(answerText(3, 'b')).toBe('错');
    expect(answerText(2, 'ac')).toBe('AC');
    expect(answerText(0, 'B')).toBe('B');
  });
});
