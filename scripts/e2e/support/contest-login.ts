import type { Page } from 'playwright-core';

/**
 * Signs a user in on /index and makes `contest` the current match in the switcher, waiting for
 * the 1 s switching mask (spec §4) to end. Returns whether it had to switch (false: the contest
 * was current already).
 */
export async function loginToContest(
  page: Page,
  user: { account: string; password: string },
  contest: string,
): Promise<boolean> {
  await page.goto('/index');
  await page.getByTestId('login-panel').waitFor();
  await page.getByPlaceholder('用户名/手机号').fill(user.account);
  await page.getByPlaceholder('密码', { exact: true }).fill(user.password);
  await page.locator('#account-login button[type="submit"]').click();
  await page.waitForURL('**/mainmatch**');
  const switcher = page.locator('[data-testid="match-switcher"][data-loaded="true"]');
  await switcher.waitFor();
  // The lists load before the current record is chosen: a moment later the name may still come.
  const current = await switcher
    .getByText(contest)
    .waitFor({ timeout: 2_000 })
    .then(
      () => true,
      () => false,
    );
  if (current) return false;
  await switcher.click();
  await page
    .getByRole('dialog', { name: '切换比赛' })
    .getByRole('button', { name: contest })
    .click();
  await switcher.getByText(contest).waitFor();
  await page.locator('.ant-spin-fullscreen.ant-spin-spinning').waitFor({ state: 'detached' });
  return true;
}
