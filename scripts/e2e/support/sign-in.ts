import type { Page } from 'playwright-core';
import { signIn } from './browser';

/** Signs in through the real login page and waits for the competition area (/mainmatch). */
export async function signInToCompetition(
  page: Page,
  account: string,
  password: string,
): Promise<void> {
  await signIn(page, account, password);
  await page.waitForURL('**/mainmatch');
  await page.locator('[data-area="remote_competition"]').waitFor();
}

/**
 * Signs in through the real login page (a student lands on /mainmatch, a teacher in the training
 * area: issue 33), then opens the training shell at /main.
 */
export async function signInToTraining(
  page: Page,
  account: string,
  password: string,
): Promise<void> {
  await signIn(page, account, password);
  await page.goto('/main');
  await page.waitForURL('**/TrainTeach');
  await page.getByTestId('training-menu').waitFor();
}
