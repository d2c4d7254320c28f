/** Questions in the risk-tolerance questionnaire (spec §9). */
export const RISK_QUESTION_COUNT = 12;

/**
 * Score of the age question (spec §9): 30 and under 3, 31-40 7, 41-50 9, 51-60 5, over 60 1.
 */
export function ageScore(age: number): number {
  if (age <= 30) return 3;
  if (age <= 40) return 7;
  if (age <= 50) return 9;
  if (age <= 60) return 5;
  return 1;
}
