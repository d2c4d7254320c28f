import { RISK_QUESTION_COUNT, ageScore } from './questionnaire';

describe('risk questionnaire (spec §9)', () => {
  it('has 12 questions', () => {
    expect(RISK_QUESTION_COUNT).toBe(12);
  });
  it('scores the age bands 3, 7, 9, 5, 1', () => {
    expect([18, 30, 31, 40, 41, 50, 51, 60, 61, 80].map(ageScore)).toEqual([
      3, 3, 7, 7, 9, 9, 5, 5, 1, 1,
    ]);
  });
});
