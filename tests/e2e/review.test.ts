// The review of a finished game in Play (docs/cli.md "Reviewing a game"; web/src/views/review/): Review analyses every decision on the review workers, draws each seat's win probability and lists the decisions with their marks; a row opens its position with the analysis.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { appAndBrowser, openPage, screenshot } from './browser.js';

const app = appAndBrowser();
const status = (page: Page): Promise<string | null> => page.locator('[data-test=play-status]').textContent();

/** A duel between bots played to its end at full pace (seat 1 `greedy`, or `random`: two random seats' game at seed 31 has decisions the review marks by samples). */
async function finishedDuel(page: Page, seed: number, second = 'builtin:greedy'): Promise<number> {
  await page.waitForSelector('[data-test=start]');
  await page.selectOption('[data-seat-kind="0"]', 'builtin:random');
  await page.selectOption('[data-seat-kind="1"]', second);
  await page.fill('[data-test=seed]', String(seed));
  await page.click('[data-test=start]');
  await page.locator('[data-test=pace]').evaluate((el: HTMLInputElement) => {
    el.value = '0';
    el.dispatchEvent(new Event('input'));
  });
  await expect.poll(() => status(page)).toContain('Game over');
  return page.locator('[data-test=log] li').count();
}

describe.sequential('review', () => {
  for (const size of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
    test(`a finished game's review at ${size.width}: progress, graph, marks list; a row opens that position with the analysis`, async () => {
      const { page, errors } = await openPage(app.browser, `${app.url}#/duel/play`, size);
      const actions = await finishedDuel(page, 31, 'builtin:random');
      expect(actions).toBeGreaterThan(10);
      // the game is over: no bots to pause, no pace
      expect(await page.locator('[data-test=pause], [data-test=pace]').count()).toBe(0);
      // the command line's budget by default (300), and more on offer
      expect(await page.locator('[data-test=review-samples]').inputValue()).toBe('300');
      expect(await page.locator('[data-test=review-samples] option').evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value))).toEqual(['50', '100', '300', '1000']);
      await page.selectOption('[data-test=review-samples]', '50');
      await page.click('[data-test=review-start]');
      await page.waitForSelector('[data-test=review-chart]');
      await expect.poll(() => page.locator('[data-test=review-progress]').textContent(), { interval: 1000 }).toBe(`${actions} / ${actions} decisions`);
      expect(await page.locator('[data-test=review-chart]').isVisible()).toBe(true);
      // the graph is as wide as the board's column (on a phone, the page's width less its margins)
      const box = (await page.locator('[data-test=review-chart]').boundingBox())!;
      const column = (await page.locator('.board-wrap').boundingBox())!;
      expect(box.width).toBeGreaterThan(column.width - 60);
      expect(box.width).toBeGreaterThan(size.width > 1000 ? 800 : 320);
      expect(box.height).toBeGreaterThan(size.width > 1000 ? 230 : 190);
      const rows = page.locator('[data-test=review-row]');
      expect(await rows.count()).toBeGreaterThan(5);
      // every row names its mark (or none), in words where it has one
      let sampledMarks = 0;
      let exact = 0;
      for (const row of await rows.all()) {
        // within the solver's reach: over how many deals, and with what confidence
        if ((await row.getAttribute('data-basis')) === 'exact') {
          exact++;
          const tag = row.locator('[data-test=review-exact]');
          const deals = Number(await tag.getAttribute('data-deals'));
          expect([16, 32, 64, 128]).toContain(deals);
          expect(await tag.getAttribute('title')).toContain(`on ${deals} deals drawn from what the mover knew, each solved to the end; the verdict holds with 95% confidence`);
        }
        const mark = (await row.getAttribute('data-mark'))!;
        expect(['none', 'inaccuracy', 'mistake', 'blunder']).toContain(mark);
        if (mark !== 'none') expect(await row.textContent()).toContain(mark);
        // a mark by samples held at the longer look (10/3 of the 50 samples: 167), and says so
        if (mark !== 'none' && (await row.getAttribute('data-basis')) === 'samples') {
          sampledMarks++;
          expect(await row.locator('.mark').getAttribute('data-rechecked')).toBe('true');
          expect(await row.locator('.mark').getAttribute('title')).toContain('on 167 samples (a longer look');
        }
      }
      expect(sampledMarks).toBeGreaterThan(0);
      expect(exact).toBeGreaterThan(0);
      // counts in the singular and the plural ("1 inaccuracy", "no blunder"), never "1 inaccuracies"
      const summary = await page.locator('[data-test=review-summary] li').allTextContents();
      expect(summary).toEqual([expect.stringMatching(/blue: \d+ decisions · (no inaccuracy|1 inaccuracy|\d+ inaccuracies) · /), expect.stringMatching(/orange: \d+ decisions/)]);
      for (const line of summary) expect(line).not.toMatch(/\b(1 (decisions|inaccuracies|mistakes|blunders)|[02-9] (inaccuracy|mistake|blunder)\b)/);
      await page.locator('[data-test=review]').scrollIntoViewIfNeeded();
      await screenshot(page, `review-${size.width}`);
      // a row opens the position before that decision (the log's cursor there) with the analysis panel
      const row = rows.nth(Math.min(5, (await rows.count()) - 1));
      const ply = Number(await row.getAttribute('data-ply'));
      expect(ply).toBeGreaterThan(0);
      // one numbering: the row's number is the move's, from 1, as the log's and the turn bar's
      expect(await row.locator('.ply').textContent()).toBe(`${ply + 1}.`);
      await row.click();
      await page.waitForSelector('[data-test=analysis]');
      await expect.poll(() => page.locator('[data-test=log] li').nth(ply - 1).getAttribute('class')).toContain('current');
      expect(await page.locator('[data-test=log] li.current').count()).toBe(1);
      // the board shows the decision, and says so on top of it; the graph and the list mark it
      await expect.poll(() => status(page)).toMatch(new RegExp(`^before move ${ply + 1} of ${actions}, drawn on the board · `));
      expect(await page.locator('[data-test=review-row][aria-current=true]').getAttribute('data-ply')).toBe(String(ply));
      // the analysis runs on its own workers: the header says so, not "idle"
      await expect.poll(() => page.locator('[data-test=engine-status]').getAttribute('data-state')).toBe('analysing');
      await screenshot(page, `review-opened-${size.width}`);
      // an exact decision opens with the analysis's exact mark: its value is a mean over deals, with its interval
      await page.locator('[data-test=review-row][data-basis=exact]').first().click();
      const badge = page.locator('[data-test=analysis-exact]');
      await badge.waitFor();
      expect(await badge.textContent()).toMatch(/averaged over 16 deals\): win \d+(\.\d)?% \(95%: \d+(\.\d)?%–\d+(\.\d)?% over the deals\), margin/);
      // words stay apart: the optimal actions, then what the best below is (a missing space once ran them together)
      expect(await badge.textContent()).toMatch(/optimal [^—]*\S — the best below is (not )?optimal\.$/);
      if (size.width > 1000) await screenshot(page, 'review-opened-exact');
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  test('no review while a person plays; Cancel stops the review at once and what was reviewed stays', async () => {
    const { page, errors } = await openPage(app.browser, `${app.url}#/duel/play`);
    // a person against a bot, the person to act: the game runs, and there is no review (it would tell one seat of another's decisions)
    await page.waitForSelector('[data-test=start]');
    await page.selectOption('[data-seat-kind="0"]', 'human');
    await page.selectOption('[data-seat-kind="1"]', 'builtin:greedy');
    await page.click('[data-test=start]');
    await page.waitForSelector('.actions [data-action]');
    expect(await page.locator('[data-test=review]').count()).toBe(0);
    await page.click('[data-test=new-setup]');
    await finishedDuel(page, 32);
    await page.selectOption('[data-test=review-samples]', '300');
    await page.click('[data-test=review-start]');
    await page.click('[data-test=review-cancel]');
    await page.waitForSelector('[data-test=review-start]');
    await page.waitForSelector('[data-test=review-cancelled]');
    const shown = (await page.locator('[data-test=review-progress]').textContent())!;
    await page.waitForTimeout(1500);
    expect(await page.locator('[data-test=review-progress]').textContent()).toBe(shown);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
