import type { Browser, Page } from 'playwright-core';
import { expireSessions, latestSmsCode, scanQr } from './support/auth-api';
import { allowConsole, baseUrl, launchBrowser, openPage, screenshot } from './support/browser';
import {
  type Account,
  newStudent,
  newTeacher,
  tokenOf as apiToken,
  uniquePhone,
} from './support/fixtures';

let browser: Browser;
/** This file's own users: a journey that changes one (session, phone, password) has it alone. */
let student: Account;
let phoneStudent: Account;
let expiring: Account;
let noPhone: Account;
let qrTeacher: Account;
let forgetful: Account;
beforeAll(async () => {
  browser = await launchBrowser();
  [student, phoneStudent, expiring, noPhone, qrTeacher, forgetful] = await Promise.all([
    newStudent('auth'),
    newStudent('authsms'),
    newStudent('authexp'),
    newStudent('authbind', { phone: null }),
    newTeacher('authqr'),
    newTeacher('authfgt', { password: 'Teacher123' }),
  ]);
});
afterAll(async () => {
  await browser.close();
});

async function openLanding(page: Page): Promise<void> {
  await page.goto('/index');
  await page.getByTestId('login-panel').waitFor();
}

async function passwordLogin(page: Page, account: string, password: string): Promise<void> {
  await page.getByPlaceholder('用户名/手机号').fill(account);
  await page.getByPlaceholder('密码', { exact: true }).fill(password);
  await page.locator('#account-login button[type="submit"]').click();
}

/** Drags the slider handle to the far right with the mouse. */
async function dragSlider(page: Page, fraction = 1): Promise<void> {
  const track = page.getByTestId('drag-slider');
  const handle = page.getByRole('slider', { name: '滑块验证' });
  const t = await track.boundingBox();
  const h = await handle.boundingBox();
  if (!t || !h) throw new Error('slider not visible');
  const y = h.y + h.height / 2;
  await page.mouse.move(h.x + h.width / 2, y);
  await page.mouse.down();
  const end = h.x + h.width / 2 + (t.width - h.width) * fraction;
  await page.mouse.move(end, y, { steps: 12 });
  await page.mouse.up();
}

describe('sign-in and registration in the browser', () => {
  it('shows the landing page with the login card and a transparent navigation bar', async () => {
    const { page, context, errors } = await openPage(browser);
    await openLanding(page);
    await page.getByTestId('nav-bar').waitFor();
    expect(await page.getByTestId('help-box').count()).toBe(0);
    await screenshot(page, 'auth-landing');
    expect(errors).toEqual([]);
    await context.close();
  });
});

async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => sessionStorage.getItem('portal.token'));
  if (!token) throw new Error('no session token in the page');
  return token;
}

describe('logging in', () => {
  it('shows the server message inline when the password is wrong', async () => {
    const { page, context } = await openPage(browser);
    await openLanding(page);
    await passwordLogin(page, student.account, 'Wrong1234');
    const alert = page.locator('.ra-login-alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/账号或密码错误/);
    await screenshot(page, 'auth-wrong-password');
    await context.close();
  });

  it('shows 账号/手机号不能为空 and 密码不能为空 for an empty account form', async () => {
    const { page, context } = await openPage(browser);
    await openLanding(page);
    await page.locator('#account-login button[type="submit"]').click();
    await page.getByText('账号/手机号不能为空').waitFor();
    await page.getByText('密码不能为空').waitFor();
    await context.close();
  });

  it('logs in by account and password, lands on /mainmatch, and logout returns to /index', async () => {
    const { page, context, errors } = await openPage(browser);
    await openLanding(page);
    await passwordLogin(page, student.account, student.password);
    await page.waitForURL('**/mainmatch');
    expect(await page.evaluate(() => sessionStorage.getItem('portal.userInfo'))).toContain(
      student.account,
    );
    await page.goto('/UserCenter');
    await page.getByTestId('nav-user').waitFor();
    // Let the personal center finish its opening calls: a logout clicked in the middle of them
    // revokes the token under them, and their 401 answers would fail the console check.
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'auth-nav-signed-in');
    await page.getByTestId('nav-user').hover();
    await page.getByText('退出登录').click();
    await page.waitForURL('**/index');
    await page.getByTestId('login-panel').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('portal.token'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('logs in by phone and SMS code with a 120 s resend countdown', async () => {
    const { page, context } = await openPage(browser);
    await openLanding(page);
    await page.getByRole('tab', { name: '手机登录' }).click();
    const phone = phoneStudent.phone ?? '';
    await page.getByPlaceholder('手机号码').fill(phone);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
    await screenshot(page, 'auth-phone-login');
    await page.getByPlaceholder('短信验证码').fill(await latestSmsCode(phone));
    await page.locator('#phone-login button[type="submit"]').click();
    await page.waitForURL('**/mainmatch');
    await context.close();
  });

  it('logs in by QR code once the phone app scans and confirms', async () => {
    const { page, context } = await openPage(browser);
    await openLanding(page);
    await page.getByRole('button', { name: '扫码登录' }).click();
    const panel = page.locator('.ra-qr');
    await page.locator('.ra-qr canvas').waitFor();
    const box = await page.locator('.ra-qr canvas').boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(160);
    const key = (await panel.getAttribute('data-qr-key')) ?? '';
    expect(key).not.toBe('');
    await screenshot(page, 'auth-qr');
    const phoneToken = await apiToken(qrTeacher);
    await scanQr(phoneToken, key, 'scan');
    await page.getByText('需要在移动端确认登录').waitFor();
    await screenshot(page, 'auth-qr-scanned');
    await scanQr(phoneToken, key, 'confirm');
    // Someone who saw the QR code (the key is in it) polls too: no session without the secret.
    const onlooker = await fetch(
      `${baseUrl()}/identity/queryqrcodestatus?QRCodeKey=${encodeURIComponent(key)}`,
    );
    expect((await onlooker.json()).data).toMatchObject({ Status: 3 });
    // A teacher lands in the training area, where their work is (issue 33).
    await page.waitForURL('**/TrainTeach');
    expect(await page.evaluate(() => sessionStorage.getItem('portal.userInfo'))).toContain(
      qrTeacher.account,
    );
    await context.close();
  });

  it('asks a user without a phone to bind one, then continues the login', async () => {
    const { page, context } = await openPage(browser);
    await openLanding(page);
    await passwordLogin(page, noPhone.account, noPhone.password);
    await page.getByTestId('bind-phone-panel').waitFor();
    const phone = uniquePhone();
    await page.getByPlaceholder('请输入手机号').fill(phone);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
    await screenshot(page, 'auth-bind-phone');
    await page.getByPlaceholder('请输入验证码').fill(await latestSmsCode(phone));
    await page.getByRole('button', { name: '确认绑定' }).click();
    await page.getByText('绑定成功').waitFor();
    await page.waitForURL('**/mainmatch');
    await context.close();
  });

  it('shows 登录超时，请重新登录 and lands on /index once the server revoked the session', async () => {
    const { page, context, errors } = await openPage(browser);
    // The revoked token is refused on purpose: the 401 answers (calls and hub negotiate) it provokes.
    allowConsole(page, /401|Unauthorized/);
    // The hub's reconnect may ask the server first and hear the same 登录超时 refusal: on the
    // negotiate call, or (when the negotiate came before the revocation) on the socket's upgrade,
    // which the browser and the SignalR client both report.
    allowConsole(page, /hub restore failed/);
    allowConsole(
      page,
      /HTTP Authentication failed|Failed to start the transport 'WebSockets'|Failed to start the connection/,
    );
    await openLanding(page);
    await passwordLogin(page, expiring.account, expiring.password);
    await page.waitForURL('**/mainmatch');
    expect(await tokenOf(page)).not.toBe('');
    await expireSessions(expiring.account);
    await page.goto('/UserCenter');
    await page.getByText('登录超时，请重新登录').waitFor();
    await page.waitForURL('**/index');
    await page.getByTestId('login-panel').waitFor();
    await screenshot(page, 'auth-session-expired');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('portal chrome', () => {
  it('shows the help box off /index with the hotline tooltip and the robot chat', async () => {
    const { page, context, errors } = await openPage(browser);
    await openLanding(page);
    await passwordLogin(page, student.account, student.password);
    await page.waitForURL('**/mainmatch');
    await page.goto('/Register');
    const help = page.getByTestId('help-box');
    await help.waitFor();
    await help.getByText('电话').hover();
    await page.getByText('客服电话：400-820-8899').waitFor();
    await help.getByText('机器人').click();
    await page.getByText(/您好，我是平台智能助手/).waitFor();
    await page.getByPlaceholder('请输入您的问题').fill('忘记密码怎么办');
    await page.getByPlaceholder('请输入您的问题').press('Enter');
    await page.getByText(/通过绑定的手机号接收验证码即可重置密码/).waitFor();
    await screenshot(page, 'auth-robot-chat');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('registration', () => {
  it('shows the validation messages of the register form', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/Register');
    await page.getByTestId('register-page').waitFor();
    await page.getByRole('button', { name: /下一步/ }).click();
    for (const text of [
      '请输入用户名',
      '请输入真实姓名',
      '请输入密码',
      '请先输入密码',
      '请输入手机号',
      '请拖动滑块完成验证',
    ]) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    await screenshot(page, 'auth-register-errors');
    await page.getByPlaceholder(/6-20位字母/).fill(student.account);
    await page.getByPlaceholder('请输入真实姓名').click();
    await page.getByText('此用户名帐户已存在，请换一个试试').waitFor();
    await page.getByPlaceholder(/6-20位字母/).fill('ab');
    await page.getByText('用户名为6-20个字符，支持数字、字母格式或下划线').waitFor();
    await page.getByPlaceholder(/6-16位/).fill('abcdef');
    await page.getByText('密码格式不符合要求').waitFor();
    await page.getByPlaceholder('请再次输入密码').fill('abcdeg');
    await page.getByText('两次密码不一致，请重新输入').waitFor();
    await page.getByPlaceholder('请输入手机号').fill('12345');
    await page.getByText('手机号格式不正确，请重新输入').waitFor();
    await page.getByPlaceholder('请输入手机号').fill(student.phone ?? '');
    await page.getByPlaceholder('请输入真实姓名').click();
    await page.getByText('此手机号码已绑定用户，请换一个试试').waitFor();
    await dragSlider(page, 0.4);
    await page.getByText('哎呀，出错了，请再来一次').waitFor();
    await context.close();
  });

  it('registers a new user in three steps, then logs in with it', async () => {
    const { page, context, errors } = await openPage(browser);
    await openLanding(page);
    await page.getByRole('link', { name: '没有账号? 立即注册' }).click();
    await page.waitForURL('**/Register');
    const name = `e2e_${Date.now().toString(36)}`;
    const phone = uniquePhone();
    await page.getByPlaceholder(/6-20位字母/).fill(name);
    await page.getByPlaceholder('请输入真实姓名').fill('赵同学');
    await page.getByPlaceholder(/6-16位/).fill('Abc12345');
    await page.getByPlaceholder('请再次输入密码').fill('Abc12345');
    await page.getByPlaceholder('请输入手机号').fill(phone);
    await dragSlider(page);
    await page.getByText('验证通过').waitFor();
    await screenshot(page, 'auth-register-form');
    await page.getByRole('button', { name: /下一步/ }).click();
    await page.locator('[data-step="2"]').waitFor();
    await page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
    await page.getByPlaceholder('请输入验证码').fill(await latestSmsCode(phone));
    await screenshot(page, 'auth-register-verify');
    await page.getByRole('button', { name: /提交注册/ }).click();
    await page.locator('[data-step="3"]').waitFor();
    await page.getByText(name, { exact: true }).waitFor();
    await page.getByText(phone, { exact: true }).waitFor();
    await screenshot(page, 'auth-register-success');
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForURL('**/index');
    await passwordLogin(page, name, 'Abc12345');
    await page.waitForURL('**/mainmatch');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('resets a password by phone code on /Forget', async () => {
    const { page, context } = await openPage(browser);
    await openLanding(page);
    await page.getByRole('link', { name: '忘记密码?' }).click();
    await page.waitForURL('**/Forget');
    const phone = forgetful.phone ?? '';
    await page.getByPlaceholder('请输入绑定的手机号').fill(phone);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
    await page.getByPlaceholder('请输入验证码').fill(await latestSmsCode(phone));
    await page.getByPlaceholder(/6-16位/).fill('Teacher456');
    await page.getByPlaceholder('请再次输入新密码').fill('Teacher456');
    await screenshot(page, 'auth-forget');
    await page.getByRole('button', { name: /重置密码/ }).click();
    await page.getByText('密码重置成功').waitFor();
    await page.getByRole('button', { name: /返回登录/ }).click();
    await passwordLogin(page, forgetful.account, 'Teacher456');
    // A teacher lands in the training area, where their work is (issue 33).
    await page.waitForURL('**/TrainTeach');
    await context.close();
  });
});

describe('guide', () => {
  it('walks through both guide flavours', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/guide');
    const body = page.locator('.ra-guide-body');
    await body.waitFor();
    for (let step = 1; step < 4; step += 1) {
      await page.getByRole('button', { name: /下一步/ }).click();
    }
    expect(await body.getAttribute('data-guide-step')).toBe('4');
    await page.getByRole('button', { name: /上一步/ }).click();
    expect(await body.getAttribute('data-guide-step')).toBe('3');
    await page.getByText('实训教学指南').click();
    expect(await body.getAttribute('data-guide-type')).toBe('2');
    for (let step = 1; step < 6; step += 1) {
      await page.getByRole('button', { name: /下一步/ }).click();
    }
    expect(await body.getAttribute('data-guide-step')).toBe('6');
    await screenshot(page, 'auth-guide');
    await page
      .getByRole('button', { name: /关\s*闭/ })
      .first()
      .click();
    await page.waitForURL('**/index');
    await context.close();
  });
});
