/**
 * Every time shown is Asia/Shanghai whatever the browser's zone: a browser in New York signs in and
 * sees 上次登录 and the header's wall clock in Beijing time.
 */
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, signIn } from './support/browser';
import { type Account, newStudent } from './support/fixtures';

let browser: Browser;
let student: Account;
beforeAll(async () => {
  browser = await launchBrowser();
  student = await newStudent('tz');
});
afterAll(async () => {
  await browser.close();
});

/** Minutes since the epoch of `YYYY-MM-DD HH:mm[:ss]` read as Beijing wall time. */
const beijingMinutes = (text: string): number =>
  Date.parse(`${text.trim().slice(0, 16).replace(' ', 'T')}:00+08:00`) / 60_000;

it('shows 上次登录 and the header clock in Beijing time to a browser in America/New_York', async () => {
  // A first sign-in over the API, so that 上次登录 has a value whichever login it shows.
  const api = await fetch(`${baseUrl()}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: student.account, passWord: student.password }),
  });
  expect((await api.json()).isOK).toBe(true);

  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'zh-CN',
    timezoneId: 'America/New_York',
    reducedMotion: 'reduce',
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // The browser really is in New York: its own clock reads 12 or 13 hours behind Beijing.
  const offset = await page.evaluate(() => new Date().getTimezoneOffset());
  expect([240, 300]).toContain(offset);

  await signIn(page, student.account, student.password);

  const now = Date.now() / 60_000;
  const clock = page.getByTestId('wall-clock');
  await clock.waitFor();
  const clockText = (await clock.innerText()).replace('北京时间', '').trim();
  expect(Math.abs(beijingMinutes(clockText) - now)).toBeLessThanOrEqual(2);

  await page.goto('/UserCenter/UserInfo');
  const last = page
    .locator('.ant-descriptions-item-label', { hasText: '上次登录' })
    .locator('xpath=following-sibling::*[1]');
  await last.waitFor();
  const lastText = await last.innerText();
  expect(lastText).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  // Signed in a minute ago: read as Beijing time it is now, not 12–13 hours off (UTC or New York).
  expect(Math.abs(beijingMinutes(lastText) - now)).toBeLessThanOrEqual(3);
  expect(errors).toEqual([]);
  await context.close();
}, 90_000);
