import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import {
  launchBrowser,
  openPage,
  pickOption,
  screenshot,
  tick,
  waitForSaved,
  waitForShown,
} from './support/browser';
import { type Account, type ClassRef, stamp } from './support/fixtures';
import { signInToTraining } from './support/sign-in';
import { newTeachingClass } from './support/teaching';

let browser: Browser;
/** This file's own teacher, and a student in a class of that teacher's. */
let teacherAccount: Account;
let studentAccount: Account;
let klass: ClassRef;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ teacher: teacherAccount, student: studentAccount, klass } = await newTeachingClass('exam'));
});
afterAll(async () => {
  await browser.close();
});

const STAMP = stamp();
/** Beijing wall-clock text as the exam's time pickers take it (2026-11-26 09:30), `minutes` from now. */
const beijingLocal = (minutes: number) =>
  new Date(Date.now() + minutes * 60_000 + 8 * 3_600_000)
    .toISOString()
    .slice(0, 16)
    .replace('T', ' ');

/** Types a time into an antd picker (YYYY-MM-DD HH:mm) and checks the field shows it so. */
async function typeTime(page: Page, label: string, text: string): Promise<void> {
  const input = page.getByLabel(label);
  await input.click();
  await input.fill(text);
  await input.press('Enter');
  await expect(input.inputValue()).resolves.toBe(text);
}

async function addQuestion(page: Page, content: string, options: string[], answer: string) {
  await page.getByLabel('题目').fill(content);
  for (const [i, o] of options.entries()) await page.getByLabel(`选项${'ABCD'[i]}`).fill(o);
  await pickOption(
    page,
    () => page.getByLabel('答案').click(),
    `${answer}. `,
    page
      .locator('.ant-select', { has: page.getByLabel('答案') })
      .locator('.ant-select-content-has-value', { hasText: `${answer}. ` }),
  );
  await page.getByRole('button', { name: '保存试题' }).click();
  await waitForShown(page, page.locator('tr', { hasText: content }), 'question-save');
}

/** Picks this file's class in the multi-select labelled `label`, then closes the list. */
async function pickClass(page: Page, label: string) {
  const select = page.locator('.ant-select', { has: page.getByLabel(label) });
  await pickOption(
    page,
    () => page.getByLabel(label).click(),
    klass.className,
    select.locator('.ant-select-selection-item', { hasText: klass.className }),
  );
  await page.keyboard.press('Escape');
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
}

describe('training exams', () => {
  jest.setTimeout(300_000);

  it('teacher imports 20 questions, writes two and publishes an exam; the student takes it and sees the score and the wrong one', async () => {
    const t = await openPage(browser);
    const teacher = t.page;
    await signInToTraining(teacher, teacherAccount.account, teacherAccount.password);
    // 20 questions from an .xlsx file through /questionsManage/importQuestion.
    await teacher.getByTestId('training-menu').getByText('导入试题').click();
    await teacher.waitForURL('**/questionsManage/importQuestion');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('试题');
    sheet.addRow([
      '题型',
      '科目',
      '难度',
      '题目',
      '选项A',
      '选项B',
      '选项C',
      '选项D',
      '选项E',
      '选项F',
      '答案',
      '解析',
    ]);
    for (let i = 1; i <= 20; i++)
      sheet.addRow(
        i % 2
          ? [
              '单选题',
              '',
              '简单',
              `E2E导入${STAMP}-${i} 买入A股的最小单位？`,
              '1股',
              '100股',
              '',
              '',
              '',
              '',
              'B',
              '1手=100股',
            ]
          : [
              '判断题',
              '',
              '中等',
              `E2E导入${STAMP}-${i} A股实行T+1。`,
              '',
              '',
              '',
              '',
              '',
              '',
              '正确',
              '',
            ],
      );
    await teacher.locator('input[type="file"]').setInputFiles({
      name: '试题.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await book.xlsx.writeBuffer()),
    });
    await teacher.getByText('已成功导入20条，失败0条').waitFor();
    await teacher.getByTestId('training-menu').getByText('创建试题').click();
    await teacher.waitForURL('**/questionsManage/creationQuestion');
    const q1 = `E2E${STAMP} A股的交收制度是？`;
    const q2 = `E2E${STAMP} 主板股票的涨跌幅限制是？`;
    await addQuestion(teacher, q1, ['T+0', 'T+1', 'T+2', 'T+3'], 'B');
    await teacher.getByTestId('question-preview').getByText('（题目内容）').waitFor();
    await addQuestion(teacher, q2, ['5%', '10%', '20%', '30%'], 'B');

    // An exercise of q1 and q2 for the student's class: the student finds it in TrainList.
    const exercise = `E2E练习${STAMP}`;
    await teacher.getByTestId('training-menu').getByText('练习管理').click();
    await teacher.getByRole('button', { name: '新建练习' }).click();
    await teacher.waitForURL('**/TrainExercAddEdit');
    await teacher.getByLabel('练习名称').fill(exercise);
    await pickClass(teacher, '练习班级');
    for (const q of [q1, q2])
      await tick(teacher.locator('tr', { hasText: q }).locator('input[type="checkbox"]'));
    await teacher.getByRole('button', { name: '保存（已选 2 题）' }).click();
    await waitForSaved(teacher, '**/TrainExercManage', 'exercise-save');
    await teacher.locator('tr', { hasText: exercise }).waitFor();

    await teacher.getByTestId('training-menu').getByText('考试管理').click();
    await teacher.getByRole('button', { name: '新建考试' }).click();
    await teacher.waitForURL('**/examManage/addExam');
    const title = `E2E测验${STAMP}`;
    await teacher.getByLabel('考试名称').fill(title);
    await typeTime(teacher, '开始时间', beijingLocal(-5));
    await typeTime(teacher, '结束时间', beijingLocal(60));
    await pickClass(teacher, '考试班级');
    for (const q of [q1, q2])
      await tick(teacher.locator('tr', { hasText: q }).locator('input[type="checkbox"]'));
    await teacher.getByText('已选 2 题，总分 10 分').waitFor();
    await teacher.getByRole('button', { name: '保存并发布' }).click();
    await waitForSaved(teacher, '**/TrainExaminManage', 'exam-publish');
    await teacher.locator('tr', { hasText: title }).getByText('已发布').waitFor();
    // Edited before anyone starts it: the duration changes.
    await teacher.locator('tr', { hasText: title }).getByRole('button', { name: '编辑' }).click();
    await teacher.waitForURL('**/examManage/addExam?examID=*');
    // Loaded: the form and the two questions with their scores.
    await teacher.getByText('已选 2 题，总分 10 分').waitFor();
    await teacher.getByLabel('时长（分钟）').fill('25');
    await teacher.getByRole('button', { name: '保存修改' }).click();
    await waitForSaved(teacher, '**/TrainExaminManage', 'exam-edit');
    await teacher
      .locator('tr', { hasText: title })
      .getByRole('cell', { name: '25', exact: true })
      .waitFor();
    expect(t.errors).toEqual([]);

    const s = await openPage(browser);
    const student = s.page;
    await signInToTraining(student, studentAccount.account, studentAccount.password);
    await student.getByTestId('training-menu').getByText('实训任务').click();
    await student.waitForURL('**/TrainList');
    await student
      .getByTestId('exercise-tasks')
      .locator('tr', { hasText: exercise })
      .getByRole('button', { name: '开始练习' })
      .click();
    await student.waitForURL('**/TrainPractice?exerciseID=*');
    await student.getByText(q1).waitFor();
    // Feedback belongs to the answered question alone (issue 29 item 4): answer q2 only.
    const card = (q: string) => student.locator('[data-practice]', { hasText: q });
    await card(q2).getByText('B. 10%').click();
    await card(q2).getByRole('button', { name: '提交答案' }).click();
    await card(q2).getByText('回答正确').waitFor();
    expect(await card(q1).locator('.ant-alert').count()).toBe(0);
    expect(await student.getByText('回答正确').count()).toBe(1);
    await student.getByTestId('training-menu').getByText('我的考试').click();
    await student
      .locator('tr', { hasText: title })
      .getByRole('button', { name: '开始考试' })
      .click();
    await student.getByTestId('countdown').waitFor();
    await student.locator('.exam-question', { hasText: q1 }).getByText('B. T+1').click();
    await student.locator('.exam-question', { hasText: q2 }).getByText('C. 20%').click();
    await student.getByRole('button', { name: '交卷' }).click();
    await student.locator('.ant-popconfirm').getByRole('button', { name: '交卷' }).click();
    await student.getByTestId('paper-score').getByText('得分：5 / 10').waitFor();
    await screenshot(student, 'training-exam-result');
    await student.getByRole('button', { name: '查看错题' }).click();
    await student.waitForURL('**/wrongPreviewm**');
    // The paper (with both questions) may stay on screen until the wrong-answer page has loaded.
    await student.getByText(q1).waitFor({ state: 'detached' });
    await student.getByText(q2).waitFor();
    expect(await student.getByText(q1).count()).toBe(0);
    expect(s.errors).toEqual([]);
    await s.context.close();

    // A paper exists now: the exam can no longer be edited.
    await teacher.reload();
    await teacher.locator('tr', { hasText: title }).getByRole('button', { name: '编辑' }).click();
    await teacher.getByText('已有学生参加该考试，不能修改', { exact: false }).waitFor();
    expect(await teacher.getByRole('button', { name: '保存修改' }).isDisabled()).toBe(true);
    await teacher.goBack();
    await teacher.waitForURL('**/TrainExaminManage');
    await teacher.locator('tr', { hasText: title }).getByRole('button', { name: '成绩' }).click();
    await teacher
      .locator('tr', { hasText: studentAccount.account })
      .getByText('5', { exact: true })
      .first()
      .waitFor();
    expect(t.errors).toEqual([]);
    await t.context.close();
  });
  it('teacher sets a report, the student submits it, teacher marks it, student sees 已批阅 with the score', async () => {
    const t = await openPage(browser);
    const teacher = t.page;
    await signInToTraining(teacher, teacherAccount.account, teacherAccount.password);
    await teacher.getByTestId('training-menu').getByText('实验报告管理').click();
    await teacher.waitForURL('**/TrainReportManage');
    await teacher.getByRole('button', { name: '新建报告模板' }).click();
    const title = `E2E实验报告${STAMP}`;
    await teacher.getByLabel('报告名称').fill(title);
    await teacher.getByLabel('报告要求').fill('写明买入理由与风险控制');
    await pickClass(teacher, '班级');
    await teacher.getByRole('button', { name: '保存' }).click();
    await teacher.locator('tr', { hasText: title }).waitFor();

    const s = await openPage(browser);
    const student = s.page;
    await signInToTraining(student, studentAccount.account, studentAccount.password);
    await student.getByTestId('training-menu').getByText('实验报告').click();
    await student.locator('tr', { hasText: title }).getByRole('button', { name: '撰写' }).click();
    // The rich-text editor: the text, then the whole of it in bold from the toolbar.
    const editor = student.getByRole('textbox', { name: '报告内容' });
    await editor.fill('买入600519，估值合理，单笔仓位不超过20%。');
    await editor.press('ControlOrMeta+a');
    await student.getByRole('button', { name: '加粗' }).click();
    await editor.locator('b, strong').first().waitFor();
    await student.getByRole('button', { name: '提交报告' }).click();
    await student.getByText('报告已提交').waitFor();
    await student.locator('tr', { hasText: title }).getByText('未批阅').waitFor();

    await teacher
      .locator('tr', { hasText: title })
      .getByRole('button', { name: '查看报告' })
      .click();
    await teacher
      .locator('tr', { hasText: studentAccount.account })
      .getByRole('button', { name: '批阅' })
      .click();
    await teacher.getByTestId('report-content').getByText('估值合理', { exact: false }).waitFor();
    expect(
      await teacher.getByTestId('report-content').locator('b, strong').count(),
    ).toBeGreaterThan(0);
    await teacher.getByLabel('分数').fill('88');
    await teacher.getByLabel('评语').fill('理由充分');
    await teacher.getByRole('button', { name: '提交批阅' }).click();
    // The report is read again after the mark: its status (not the 3-second toast) says it took.
    await teacher
      .locator('.ant-descriptions-item', { hasText: '状态' })
      .getByText('已批阅')
      .waitFor();
    await teacher.getByTestId('training-menu').getByText('成绩统计').click();
    await teacher.waitForURL('**/TrainAchieveManage');
    // Every student of the run is listed, 20 a page: show this file's class.
    const classFilter = teacher.locator(
      '[data-page="TrainAchieveManage"] .ant-card-extra .ant-select',
    );
    await pickOption(
      teacher,
      () => classFilter.click(),
      klass.className,
      classFilter.getByText(klass.className),
    );
    await teacher.locator('.highcharts-series-group').waitFor();
    await teacher.locator('tr', { hasText: studentAccount.account }).waitFor();
    await screenshot(teacher, 'training-achievements');
    await teacher.getByRole('tab', { name: '考试统计' }).click();
    await teacher.getByRole('cell', { name: '证券投资基础期中测验' }).first().waitFor();
    await teacher.getByRole('tab', { name: '地区分布' }).click();
    // Highcharts Maps with the shipped China map: every province is drawn.
    await teacher.locator('[data-testid="province-map"] path.highcharts-point').nth(30).waitFor();
    await screenshot(teacher, 'training-province-map');
    expect(t.errors).toEqual([]);
    await t.context.close();

    await student.reload();
    const row = student.locator('tr', { hasText: title });
    await row.getByText('已批阅').waitFor();
    await row.getByText('88', { exact: true }).waitFor();
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});
