/**
 * The help robot (spec §1, §5): a signed-in user asks in the help box's chat and gets the FAQ's
 * answer with a link to the page that does the thing, by words or by pinyin initials.
 */
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, signIn } from './support/browser';
import { type Account, newStudent } from './support/fixtures';

let browser: Browser;
let student: Account;
beforeAll(async () => {
  browser = await launchBrowser();
  student = await newStudent('robot');
});
afterAll(async () => {
  await browser.close();
});

it('answers 怎么买股票 and yzzz with links, and the link opens the page', async () => {
  const { context, page, errors } = await openPage(browser);
  await signIn(page, student.account, student.password);

  await page.getByTestId('help-box').getByRole('button', { name: '机器人' }).click();
  const input = page.getByPlaceholder('请输入您的问题');
  await input.fill('怎么买股票');
  await input.press('Enter');
  await page.getByRole('link', { name: '前往：沪深A股交易' }).waitFor();

  await input.fill('yzzz');
  await input.press('Enter');
  const transfer = page.getByRole('link', { name: '前往：资金管理（银证转账）' });
  await transfer.waitFor();
  await transfer.click();
  await page.waitForURL('**/competitionFunds');
  expect(errors).toEqual([]);
  await context.close();
});
