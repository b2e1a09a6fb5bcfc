// Actions and phases in words in the real browser (issue 32, points 1 and 2): the legal list and the
// log speak words with the notation in `title`, the status gives the phase and step, Italian when
// the person picked it; and a bots-only game never scrolls the page as its log follows new moves.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { appAndBrowser, openPage } from './browser.js';

const app = appAndBrowser();

const status = (page: Page): Promise<string | null> => page.locator('[data-test=play-status]').textContent();
const logCount = (page: Page): Promise<number> => page.locator('[data-test=log] li').count();

/** Sets the bot pace to 0 ms. */
async function fastBots(page: Page): Promise<void> {
  await page.locator('[data-test=pace]').evaluate((el: HTMLInputElement) => {
    el.value = '0';
    el.dispatchEvent(new Event('input'));
  });
}

describe.sequential('actions and phases in words', () => {
  test('Play: the legal list and the log in words, the notation on hover; the status gives the phase', async () => {
    const { page, errors } = await openPage(app.browser, `${app.url}#/nautilus/play`, { width: 1440, height: 900 });
    await page.waitForSelector('[data-test=start]');
    await page.selectOption('[data-seat-kind="0"]', 'human');
    await page.selectOption('[data-seat-kind="1"]', 'builtin:random');
    await page.fill('[data-test=seed]', '2');
    await page.click('[data-test=start]');
    const buy = page.locator('.actions [data-action="buy green 2"]');
    await buy.waitFor();
    expect((await buy.textContent())!.trim()).toBe('Buy a green module for 2 Nemo, with 2 researchers on it');
    expect(await buy.getAttribute('title')).toBe('buy green 2');
    // the groups are named in words too
    expect((await page.locator('.actions .group h3').first().textContent())!.trim()).toMatch(/^Buy \d+$/);
    expect(await status(page)).toMatch(/^red to act \(you\) · round 1 · phase 1 · build: buy a module, place modules$/);
    await buy.click();
    await expect.poll(() => logCount(page)).toBe(1);
    const entry = page.locator('[data-test=log] li button').first();
    expect(await entry.textContent()).toContain('Buy a green module for 2 Nemo, with 2 researchers on it');
    expect(await entry.getAttribute('title')).toBe('buy green 2');
    await expect.poll(() => status(page)).toContain('phase 1 · build: module bought, place modules');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('Explore in Italian: the seat to act and the phase, the legal actions in Italian', async () => {
    const { page, errors } = await openPage(app.browser, `${app.url}#/nautilus/explore`, undefined, "localStorage.setItem('nautilab.locale', 'it')");
    const buy = page.locator('.actions [data-action="buy green 2"]');
    await buy.waitFor();
    expect((await buy.textContent())!.trim()).toBe('Compra un modulo verde per 2 Nemo, con 2 ricercatori a bordo');
    expect((await page.locator('.actions .group h3').first().textContent())!.trim()).toMatch(/^Compra \d+$/);
    expect(await page.locator('[data-test=to-act]').textContent()).toMatch(/ · fase 1 · costruzione: compra un modulo, piazza moduli/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('a bots-only game: the log follows new moves, the page stays where it is', async () => {
    const { page, errors } = await openPage(app.browser, `${app.url}#/nautilus/play`, { width: 1440, height: 900 });
    await page.waitForSelector('[data-test=start]');
    await page.selectOption('[data-seat-kind="0"]', 'builtin:random');
    await page.selectOption('[data-seat-kind="1"]', 'builtin:random');
    await page.fill('[data-test=seed]', '5');
    await page.evaluate(() => {
      const w = window as unknown as { maxScroll: number };
      w.maxScroll = 0;
      window.addEventListener('scroll', () => (w.maxScroll = Math.max(w.maxScroll, window.scrollY)));
    });
    await page.click('[data-test=start]');
    await fastBots(page);
    // enough moves that the log's list overflows and has to follow the newest one
    await expect.poll(() => logCount(page)).toBeGreaterThan(20);
    // the page's scroll is read before anything of the test's own could scroll it (a click scrolls
    // its target into view), and the pause is a DOM click for the same reason
    const scrolled = await page.evaluate(() => [window.scrollY, (window as unknown as { maxScroll: number }).maxScroll]);
    await page.locator('[data-test=pause]').dispatchEvent('click');
    const list = await page.locator('[data-test=log]').evaluate((el) => ({ overflows: el.scrollHeight > el.clientHeight, followed: el.scrollTop > 0 }));
    expect(list).toEqual({ overflows: true, followed: true });
    // the page itself could scroll (it is taller than the window) but never did
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
    expect(scrolled).toEqual([0, 0]);
    expect(await page.evaluate(() => [window.scrollY, (window as unknown as { maxScroll: number }).maxScroll])).toEqual([0, 0]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
