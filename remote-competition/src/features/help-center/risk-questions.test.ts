import { RISK_QUESTION_COUNT } from '@portal/shared-kit';
import { QUESTION_TOTAL, RISK_QUESTIONS, riskLevel, riskScore } from './risk-questions';

it('asks 12 questions with options scored 0 to 9', () => {
  expect(QUESTION_TOTAL).toBe(RISK_QUESTION_COUNT);
  for (const q of RISK_QUESTIONS) {
    for (const o of q.options) expect(o.score).toBeGreaterThanOrEqual(0);
    for (const o of q.options) expect(o.score).toBeLessThanOrEqual(9);
  }
});

it('adds the age score (41-50 scores 9) to the chosen options', () => {
  expect(riskScore(45, [1, 2, 3])).toBe(15);
  expect(riskScore(30, [])).toBe(3);
  expect(riskLevel(15)).toBe('保守型');
  expect(riskLevel(100)).toBe('进取型');
});
