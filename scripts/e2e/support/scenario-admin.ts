import type { Browser, Page } from 'playwright-core';
import { openPage, pickOption } from './browser';
import { loginToContest } from './contest-login';
import {
  type Account,
  api,
  type ContestRef,
  newStudent,
  stamp,
  SYSADMIN,
  tokenOf,
} from './fixtures';
import { moveClock, stepMarket } from './market-control';
import { signInToCompetition } from './sign-in';

/** An API answer read loosely (the e2e files check the figures they need). */
export type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A scenario as the admin fills the 行情情景 form (management center). */
export interface ScenarioInput {
  kind: '跳空缺口' | '连续涨跌停' | '跳至下一到期日';
  /** Code of the security or underlying (a contract's code for the expiry jump). */
  security: string;
  /** 跳空缺口: % change. */
  pct?: number;
  /** 连续涨跌停 (limit down): trading days. */
  days?: number;
}

/**
 * An administrator schedules a scenario through the real 行情情景 page — picks the kind, fills the
 * form, submits — and sees it listed with its status (已排期, or 已执行 for the expiry jump, which
 * runs at once). Returns the status the list shows. The page must leave the console clean.
 */
export async function scheduleScenario(
  browser: Browser,
  admin: { account: string; password: string },
  s: ScenarioInput,
): Promise<string> {
  const { page, context, errors } = await openPage(browser, { width: 1440, height: 900 });
  await signInToCompetition(page, admin.account, admin.password);
  await page.goto('/ManageCenter/MarketScenario');
  const form = page.getByTestId('scenario-form');
  await form.waitFor();
  if (s.kind !== '跳空缺口')
    await pickOption(
      page,
      () => page.getByTestId('scenario-kind').click(),
      s.kind,
      page.getByTestId('scenario-kind').locator('.ant-select-content-has-value', {
        hasText: s.kind,
      }),
    );
  await page.getByTestId('scenario-security').fill(s.security);
  if (s.pct !== undefined) await form.getByLabel('幅度（%）').fill(String(s.pct));
  if (s.days !== undefined) await form.getByLabel('交易日数').fill(String(s.days));
  const note = `e2e ${s.kind} ${stamp(6)}`;
  await form.getByLabel('说明').fill(note);
  await page.getByTestId('scenario-add').click();
  const jump = s.kind === '跳至下一到期日';
  // The expiry jump settles every rollover on its way before it answers.
  await page
    .getByText(jump ? '行情时钟已跳至到期日' : '行情情景已排期')
    .waitFor({ timeout: jump ? 60_000 : 10_000 });
  const row = page.getByTestId('scenario-list').locator('.ant-table-row', { hasText: note });
  await row.waitFor();
  const status = (await row.locator('.ant-tag').textContent()) ?? '';
  if (errors.length) throw new Error(`行情情景页面控制台报错：${errors.join(' | ')}`);
  await context.close();
  return status;
}

export const quote = (token: string, security: string, market: string) =>
  api<Row>(`/TradeGW/Query/QueryQuote?security=${security}&market=${market}`, { token });

/** Steps the market until `done` holds (a crossing limit fills with the market's volume). */
export async function fillUntil(done: () => Promise<boolean>, steps = 300): Promise<void> {
  for (let i = 0; i < steps; i += 10) {
    if (await done()) return;
    await stepMarket(10);
  }
  throw new Error('the market did not fill the orders');
}

/**
 * Buys the main contract of a commodity `product` at its limit up with every lot the account's cash
 * opens (a long that used all its cash), stepped until held; answers the contract, the lots and a
 * reader of the lots held now.
 */
export async function openFullFuturesLong(token: string, product: string) {
  const list = await api<Row[]>(
    `/VERace/FuturesQuery/GetFuturesSecurityCurInfo?kind=commodity&product=${product}`,
    { token },
  );
  const contract = (list.find((x) => x.isMain) ?? list[0]) as Row;
  const { symbol, market, limitUp } = contract;
  const max = await api<Row>(
    `/VERace/FuturesQuery/QueryMaxOpenVolume?security=${symbol}&market=${market}&side=1&price=${limitUp}`,
    { token },
  );
  const lots = max.maxVolume as number;
  expect(lots).toBeGreaterThan(0);
  await api('/VERace/FuturesTrade/PlaceFuturesOrder', {
    token,
    body: { security: symbol, market, side: 1, effect: 'open', orderQty: lots, price: limitUp },
  });
  const held = async () =>
    (await api<Row[]>('/VERace/FuturesQuery/QueryAssetPosition?kind=commodity', { token }))
      .filter((p) => p.security === symbol)
      .reduce((n, p) => n + p.qty, 0);
  await fillUntil(async () => (await held()) === lots);
  return { contract, lots, held };
}

/** Rolls day ends (each settles every account) until `done` holds; answers the days taken. */
export async function rollUntil(done: () => Promise<boolean>, days: number): Promise<number> {
  for (let d = 1; d <= days; d += 1) {
    await moveClock('nextDay');
    if (await done()) return d;
  }
  throw new Error(`nothing happened in ${days} day ends`);
}

/** A fresh student in the comprehensive contest (GetMatchGoing enrols on the first call). */
export async function student(prefix: string): Promise<{ user: Account; token: string }> {
  const user = await newStudent(prefix);
  const token = await tokenOf(user);
  await api('/VERace/MatchManage/GetMatchGoing?pageIndex=1&pageSize=10', { token });
  return { user, token };
}

/** The student's page: signed in, at `path`, its console checked by the test. */
export async function studentPage(browser: Browser, user: Account, path: string, contest?: string) {
  const opened = await openPage(browser, { width: 1440, height: 900 });
  if (contest) await loginToContest(opened.page, user, contest);
  else await signInToCompetition(opened.page, user.account, user.password);
  await opened.page.goto(path);
  return opened;
}

/** Picks a date in one of the query centers' range pickers (typed, as a user may). */
export async function pickDate(page: Page, placeholder: string, date: string): Promise<void> {
  const input = page.getByPlaceholder(placeholder);
  await input.click();
  await input.fill(date);
  await input.press('Enter');
}

/** A seeded contest by its name (SearchMatchList as the sysadmin). */
export async function seededContest(name: string): Promise<ContestRef> {
  const q = `key=${encodeURIComponent(name)}&pageIndex=1&pageSize=20`;
  const found = await api<{ list: ContestRef[] }>(`/VERace/MatchManage/SearchMatchList?${q}`, {
    token: await tokenOf(SYSADMIN),
  });
  const contest = found.list.find((m) => m.matchName === name);
  if (!contest) throw new Error(`no seeded contest ${name}`);
  return contest;
}
