import type { Page } from 'playwright-core';

/**
 * The option chain's standard call cells (`chain-C-<strike>`; an adjusted contract, marked A, has
 * its own unit and is left out), in the chain's strike order, and the index of the at-the-money
 * one: the strike whose call and put are worth the most alike (put–call parity). The middle strike
 * is at the money only while the underlying sits where the chain was listed; a market moved by the
 * files before drifts it.
 */
export async function callStrikes(page: Page): Promise<{ cells: string[]; atm: number }> {
  const chain = page.getByTestId('option-chain');
  await chain.locator('[data-testid^="chain-C-"]').first().waitFor();
  const rows = await chain.locator('[data-testid^="chain-C-"]').evaluateAll((els) =>
    els
      .filter((e) => !e.closest('tr')?.querySelector('.op-adjusted'))
      .map((e) => {
        const cells = [...(e.closest('tr')?.querySelectorAll('td') ?? [])];
        const value = (i: number) => Number((cells[i]?.textContent ?? '').replace(/,/g, ''));
        // Columns: call last … delta (0–5), strike (6), put last … (7–12).
        return { cell: e.getAttribute('data-testid') ?? '', call: value(0), put: value(7) };
      }),
  );
  let atm = Math.floor(rows.length / 2);
  let best = Infinity;
  rows.forEach((r, i) => {
    const gap = Math.abs(r.call - r.put);
    if (Number.isFinite(gap) && gap < best) [best, atm] = [gap, i];
  });
  return { cells: rows.map((r) => r.cell), atm };
}

/**
 * Picks the contract of a chain cell (`chain-C-<strike>`) for the ticket and waits until the
 * ticket shows it: a price typed before the ticket switched would be reset to the new contract's
 * live price.
 */
export async function pickContract(page: Page, cellTestId: string): Promise<void> {
  const cell = page.getByTestId(cellTestId);
  const symbol = await cell.getAttribute('data-symbol');
  await cell.click();
  if (symbol) await page.getByTestId('options-ticket').getByText(symbol).first().waitFor();
}
