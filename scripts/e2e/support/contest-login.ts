import type { Page } from 'playwright-core';

/**
 * Signs a demo user in on /index and makes `contest` the current match in the switcher.
 * Returns whether it had to switch (false: the contest was current already).
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
  const switcher = page.getByTestId('match-switcher');
  await page.waitForFunction(
    () =>
      (document.querySelector('[data-testid="match-switcher"]')?.textContent ?? '').trim() !== '',
  );
  if ((await switcher.innerText()).includes(contest)) return false;
  await switcher.click();
  await page
    .getByRole('dialog', { name: '切换比赛' })
    .getByRole('button', { name: contest })
    .click();
  await switcher.getByText(contest).waitFor();
  return true;
}
