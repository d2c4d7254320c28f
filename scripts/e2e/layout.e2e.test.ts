import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot, signIn } from './support/browser';
import { type Account, newStudent } from './support/fixtures';

// School PCs run 1280–1920 px wide (issue 23): every main page keeps its tab and button labels on
// one line, its search boxes usable and its chart time labels inside the chart, with no sideways
// scrolling. Screenshots of each page at 1280 and 1920 are kept under .e2e-artifacts/screenshots.

const VIEWPORTS = [
  { width: 1280, height: 800, shot: true },
  { width: 1366, height: 768, shot: false },
  { width: 1920, height: 1080, shot: true },
] as const;

interface MainPage {
  name: string;
  path: string;
  /** Waits until the page's own content is there. */
  ready: (page: Page) => Promise<void>;
}

const MAIN_PAGES: readonly MainPage[] = [
  {
    name: 'mainmatch',
    path: '/mainmatch',
    ready: async (p) => {
      await p.getByTestId('holdings-card').waitFor();
      await p.getByTestId('contest-rules').waitFor();
      await p.locator('[data-testid="asset-curve"][data-loaded="true"]').waitFor();
    },
  },
  {
    name: 'shsz-trading',
    path: '/SHSZMarkets/index?code=600519.SSE',
    ready: async (p) => {
      await p.getByTestId('order-book').getByText('卖一').waitFor();
      // The chart is drawn with its bars (it draws its axis once they arrive).
      await p.locator('[data-testid="price-chart"][data-chart-ready]').waitFor();
      await p
        .locator('[data-section="SHSZMarkets"] .highcharts-xaxis-labels text')
        .first()
        .waitFor();
    },
  },
  {
    name: 'market-center',
    path: '/marketCenter/SHSZMarkets/index',
    ready: (p) => p.locator('.ant-table-row').first().waitFor(),
  },
  {
    name: 'rank',
    path: '/ExchangeMonitor/Rank',
    ready: (p) => p.locator('.ant-table').first().waitFor(),
  },
  {
    name: 'user-info',
    path: '/UserCenter/UserInfo',
    ready: (p) => p.getByText('个人信息').first().waitFor(),
  },
];

/** Labels that must stay on one line: tabs, buttons, header navigation, menu items, radios. */
const LABELS = [
  '.ant-tabs-tab-btn',
  'button',
  '.ant-btn',
  '.ant-radio-button-wrapper',
  '.ant-segmented-item-label',
  '.ant-menu-title-content',
  '.ant-pagination-item',
  'nav a',
  // The A-share section's title, quote figures and clock; table figures ("8497.30万").
  '.sz-title',
  '.sz-stat > span',
  '.sz-clock',
  '.ant-table-cell.cmp-nowrap',
].join(',');

/** What the browser sees wrong with the page's layout, one line per defect. */
function layoutDefects(page: Page, labels: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const defects: string[] = [];
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const text = (el.textContent ?? '').trim();
      if (!text || !visible(el)) continue;
      // The label's text, measured as laid out: more than one line box means it wrapped.
      const range = document.createRange();
      range.selectNodeContents(el);
      const tops = new Set(
        Array.from(range.getClientRects())
          .filter((r) => r.width > 0 && r.height > 0)
          .map((r) => Math.round(r.bottom)),
      );
      const lineTops = [...tops];
      const style = getComputedStyle(el);
      const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5;
      const spread = lineTops.length ? Math.max(...lineTops) - Math.min(...lineTops) : 0;
      if (spread > lineHeight * 0.75) defects.push(`wraps: ${text}`);
      if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1) {
        defects.push(`clipped: ${text}`);
      }
    }
    // Search boxes keep a usable width (the A-share search once shrank to "代…").
    for (const input of Array.from(
      document.querySelectorAll<HTMLElement>(
        '[aria-label="证券搜索"], .ant-select-selection-search-input',
      ),
    )) {
      const box = input.closest('.ant-select, .ant-input-affix-wrapper') ?? input;
      const width = box.getBoundingClientRect().width;
      if (visible(box) && width < 140) defects.push(`narrow search box: ${Math.round(width)} px`);
    }
    // Chart time labels sit inside their chart.
    for (const chart of Array.from(document.querySelectorAll('.highcharts-container'))) {
      const frame = chart.getBoundingClientRect();
      for (const label of Array.from(chart.querySelectorAll('.highcharts-xaxis-labels text'))) {
        const r = label.getBoundingClientRect();
        if (r.width === 0) continue;
        const cut = (label.textContent ?? '').includes('…');
        if (
          cut ||
          r.left < frame.left - 1 ||
          r.right > frame.right + 1 ||
          r.bottom > frame.bottom + 1
        ) {
          defects.push(`chart label clipped: ${label.textContent}`);
        }
      }
    }
    // The floating help box never covers the order book (or any other panel of the terminal).
    const help = document.querySelector('[data-testid="help-box"]')?.getBoundingClientRect();
    for (const panel of Array.from(
      document.querySelectorAll('[data-testid="order-book"], .sz-ticket, .sz-chart-panel'),
    )) {
      const p = panel.getBoundingClientRect();
      if (
        help &&
        help.left < p.right &&
        help.right > p.left &&
        help.top < p.bottom &&
        help.bottom > p.top
      ) {
        defects.push(`help box covers ${panel.className || 'order book'}`);
      }
    }
    if (document.documentElement.scrollWidth > window.innerWidth + 1) {
      defects.push(`scrolls sideways: ${document.documentElement.scrollWidth} px`);
    }
    return defects;
  }, labels);
}

let browser: Browser;
let student: Account;
beforeAll(async () => {
  browser = await launchBrowser();
  student = await newStudent('layout');
});
afterAll(async () => {
  await browser.close();
});

const login = (page: Page) => signIn(page, student.account, student.password);

describe('main pages at school-PC widths', () => {
  jest.setTimeout(240_000);

  it.each(VIEWPORTS)('lay out at $width px', async (viewport) => {
    const { page, context, errors } = await openPage(browser, viewport);
    await login(page);
    const found: string[] = [];
    for (const main of MAIN_PAGES) {
      await page.goto(main.path);
      await main.ready(page);
      // The web fonts are in: labels are measured as they will stay.
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      if (viewport.shot) await screenshot(page, `layout-${main.name}-${viewport.width}`);
      found.push(...(await layoutDefects(page, LABELS)).map((d) => `${main.name}: ${d}`));
    }
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
