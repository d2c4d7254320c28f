import type { Page } from 'playwright-core';

/** A money figure shown in the element of `testId`, once it shows a digit (thousands commas dropped). */
export async function moneyOf(page: Page, testId: string): Promise<number> {
  await page.waitForFunction(
    (id) => /\d/.test(document.querySelector(`[data-testid="${id}"]`)?.textContent ?? ''),
    testId,
  );
  return Number(((await page.getByTestId(testId).textContent()) ?? '').replace(/,/g, ''));
}

/** Waits until the money figure of `testId` moves past `than` (up or down). */
export async function waitMoney(page: Page, testId: string, than: number, up: boolean) {
  await page.waitForFunction(
    ([id, v, rising]) => {
      const n = Number(
        (document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '').replace(/,/g, ''),
      );
      return rising ? n > (v as number) : n < (v as number);
    },
    [testId, than, up] as const,
  );
}

/** Layout defects of a page: labels of tabs, buttons, radio buttons and nav links that wrap, sideways scroll. */
export async function layoutDefects(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of Array.from(
      document.querySelectorAll<HTMLElement>(
        '.ant-tabs-tab-btn, .ant-btn, .ant-radio-button-wrapper, nav a',
      ),
    )) {
      const r = el.getBoundingClientRect();
      if (!r.width) continue;
      const lh = parseFloat(getComputedStyle(el).lineHeight) || 22;
      if (el.scrollHeight > lh * 1.8 && (el.textContent ?? '').trim())
        out.push(`wraps: ${el.textContent}`);
    }
    if (document.documentElement.scrollWidth > window.innerWidth + 1)
      out.push(`scrolls sideways: ${document.documentElement.scrollWidth}`);
    return out;
  });
}
