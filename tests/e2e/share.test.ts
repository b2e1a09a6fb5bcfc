// Links to a game in progress, in a real browser, for every game: a person plays a few moves
// against a bot and copies the link; opened in a fresh browser it shows that seat's view only (no
// face-down tile, other goal or other hand), nobody is "you", and the link itself holds that
// seat's observations and nothing else (no seed, no initial position). Revealing everything is
// the sharer's explicit choice: the game and its link are then marked "revealed", and so is a
// game continued from it. While the game runs the person sees of another seat's score only what
// does not depend on that seat's secrets; at the end of a game everything is shown.
import type { Page } from 'playwright-core';
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { describe, expect, test } from 'vitest';
import { readSeatView, SEAT_VIEW_FORMAT } from '../../src/core/seatView.js';
import { GAMES } from '../../src/games.js';
import { appAndBrowser, openPage, screenshot } from './browser.js';

const app = appAndBrowser();

const status = (page: Page): Promise<string | null> => page.locator('[data-test=play-status]').textContent();

/** Sets the bot pace to 0 ms. */
async function fastBots(page: Page): Promise<void> {
  await page.locator('[data-test=pace]').evaluate((el: HTMLInputElement) => {
    el.value = '0';
    el.dispatchEvent(new Event('input'));
  });
}

/** What each game's page shows of a secret the viewing seat 0 may not know. */
const HIDDEN: Record<string, (page: Page) => Promise<number>> = {
  nautilus: async (page) => (await page.locator('.tile.unknown').count()) + (await page.locator('[data-test=goal]', { hasText: 'hidden' }).count()),
  atlantis: (page) => page.locator('[data-test=hand-hidden]').count(),
  duel: (page) => page.locator('[data-test=seat-hand-hidden]').count(),
};

/** A game with a person at seat 0 against random, seeded; the person plays the first legal action until `moves` actions are logged. */
async function playSome(page: Page, game: string, seed: number, moves: number): Promise<void> {
  await page.waitForSelector('[data-test=start]');
  await page.selectOption('[data-seat-kind="0"]', 'human');
  await page.selectOption('[data-seat-kind="1"]', 'builtin:random');
  await page.fill('[data-test=seed]', String(seed));
  await page.click('[data-test=start]');
  await fastBots(page);
  while ((await page.locator('[data-test=log] li').count()) < moves) {
    await page.waitForSelector('.actions [data-action]');
    const before = await page.locator('[data-test=log] li').count();
    await page.locator('.actions [data-action]').first().click();
    await expect.poll(() => page.locator('[data-test=log] li').count()).toBeGreaterThan(before);
  }
  await page.click('[data-test=pause]');
}

/** The link's document, decoded as anyone could. */
function decode(link: string): Record<string, unknown> {
  const g = decodeURIComponent(new URL(link).hash.split('?g=')[1]!);
  return JSON.parse(decompressFromEncodedURIComponent(g)) as Record<string, unknown>;
}

describe.sequential('links to a game in progress', () => {
  for (const [game, seed] of [['nautilus', 11], ['atlantis', 12], ['duel', 13]] as const) {
    test(`${game}: the link holds seat 0's view only; revealing is explicit, marked and carried on`, async () => {
      const { page, errors } = await openPage(app.browser, `${app.url}#/${game}/play`, { width: 1440, height: 900 });
      await playSome(page, game, seed, 6);
      expect(await status(page)).not.toContain('Game over');
      // while it runs the person sees every seat's score, what depends on another seat's secrets as "?"
      // (Nautilus: the other's raises, its Nemo after them and its total; Atlantis and the duel's
      // default rules hide nothing of a score)
      await expect.poll(() => page.locator('[data-test=scores] [data-score-seat]').count()).toBe(2);
      expect(await page.locator('[data-test=scores] [data-secret]').allTextContents()).toEqual(game === 'nautilus' ? ['?', '?'] : []);
      expect((await page.locator('[data-test=scores] [data-test=total]').allTextContents())[1] === '?').toBe(game === 'nautilus');
      await page.click('[data-test=share-record]');
      const link = await page.locator('[data-test=record-link]').inputValue();

      // the link: seat 0's observations, nothing else (its first one is what seat 0 saw of the seeded deal)
      const doc = decode(link);
      expect(doc.format).toBe(SEAT_VIEW_FORMAT);
      expect(Object.keys(doc).sort()).toEqual(['format', 'frames', 'game', 'players', 'seat']);
      expect(doc.seat).toBe(0);
      expect(JSON.stringify(doc)).not.toMatch(/"(rng|seed|initial|final|deck|diverDeck|domainDeck)"|"you"/);
      const read = readSeatView(doc, GAMES);
      if (!read.ok) throw new Error(JSON.stringify(read.error));
      const g = GAMES[game]!;
      expect(read.value.frames[0]!.observation).toEqual(JSON.parse(JSON.stringify(g.observe(g.setup({ players: 2, seed }), 0))));

      // a fresh browser: seat 0's view, no "everything", nobody is "you"
      for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
        const fresh = await openPage(app.browser, link, viewport);
        const p = fresh.page;
        await p.waitForSelector('[data-test=replay-info]');
        await p.waitForSelector('[data-test=log] li');
        await expect.poll(() => HIDDEN[game]!(p)).toBeGreaterThan(0);
        expect(await p.locator('[data-test=view-as] option', { hasText: 'everything' }).count()).toBe(0);
        expect(await p.locator('[data-test=secrets-kept]').textContent()).toContain("view");
        expect(await p.locator('body').textContent()).not.toMatch(/(\(|· |: )you\b/);
        await screenshot(p, `share-${game}-view-${viewport.width}`);
        if (viewport.width === 1440) {
          // continuing deals anew what seat 0 could not see: the new game is not marked revealed
          await p.click('[data-test=continue-here]');
          await expect.poll(() => p.locator('[data-test=continue-from]').textContent()).toContain('what it could not see dealt anew');
          await p.selectOption('[data-seat-kind="0"]', 'human');
          await p.click('[data-test=start]');
          await p.waitForSelector('[data-test=play-status]');
          expect(await p.locator('[data-test=revealed]').count()).toBe(0);
          await expect.poll(() => HIDDEN[game]!(p)).toBeGreaterThan(0);
        }
        expect(fresh.errors).toEqual([]);
        await p.context().close();
      }

      // the sharer reveals everything on purpose: the game is marked, the link holds the record
      await page.selectOption('[data-test=share-as]', 'all');
      await page.click('[data-test=share-record]');
      await expect.poll(() => page.locator('[data-test=revealed]').count()).toBe(1);
      const revealedLink = await page.locator('[data-test=record-link]').inputValue();
      const rdoc = decode(revealedLink);
      expect(rdoc.format).toBe(g.recordFormat);
      expect(rdoc.revealed).toBe(true);
      expect(JSON.stringify(rdoc.bots)).not.toContain('"you"');
      // a link the app made before (the whole record, the person called "you", no mark) opens
      // guarded: seat 0's view, nobody "you", everything only by the viewer's explicit choice
      const { revealed: _r, seat: _s, ...legacy } = rdoc;
      const legacyLink = `${app.url}#/${game}/play?g=${compressToEncodedURIComponent(JSON.stringify({ ...legacy, bots: ['you', 'random'] }))}`;
      const old = await openPage(app.browser, legacyLink, { width: 1440, height: 900 });
      const o = old.page;
      await o.waitForSelector('[data-test=reveal-all]');
      await expect.poll(() => HIDDEN[game]!(o)).toBeGreaterThan(0);
      expect(await o.locator('[data-test=view-as] option', { hasText: 'everything' }).count()).toBe(0);
      expect(await o.locator('[data-test=revealed]').count()).toBe(0);
      expect(await o.locator('body').textContent()).not.toMatch(/(\(|· |: )you\b/);
      await o.click('[data-test=reveal-all]');
      await o.waitForSelector('[data-test=revealed]');
      await expect.poll(() => HIDDEN[game]!(o)).toBe(0);
      expect(old.errors).toEqual([]);
      await o.context().close();

      const opened = await openPage(app.browser, revealedLink, { width: 1440, height: 900 });
      const q = opened.page;
      await q.waitForSelector('[data-test=revealed]');
      // still from seat 0's view first; everything is one visible choice away
      await expect.poll(() => HIDDEN[game]!(q)).toBeGreaterThan(0);
      await q.selectOption('[data-test=view-as]', { label: 'everything' });
      await expect.poll(() => HIDDEN[game]!(q)).toBe(0);
      await screenshot(q, `share-${game}-revealed-1440`);
      await q.click('[data-test=continue-here]');
      await q.selectOption('[data-seat-kind="0"]', 'human');
      await q.click('[data-test=start]');
      await q.waitForSelector('[data-test=revealed]');
      expect(opened.errors).toEqual([]);
      await q.context().close();
      expect(errors).toEqual([]);
      await page.context().close();
      // (a safety net: four pages and a dozen moves take a minute or two on a loaded machine)
    }, 400_000);
  }

  test('at the end of a game a person played, everything is shown', async () => {
    const { page, errors } = await openPage(app.browser, `${app.url}#/duel/play`, { width: 1440, height: 900 });
    await page.waitForSelector('[data-test=start]');
    await page.selectOption('[data-seat-kind="0"]', 'human');
    await page.selectOption('[data-seat-kind="1"]', 'builtin:random');
    await page.fill('[data-test=seed]', '14');
    await page.click('[data-test=start]');
    await fastBots(page);
    for (;;) {
      await page.waitForSelector('.actions [data-action], [data-test=end-text]');
      if ((await status(page))?.includes('Game over')) break;
      const before = await page.locator('[data-test=log] li').count();
      const first = page.locator('.actions [data-action]').first();
      if (!(await first.count())) continue;
      // a button left from the position before may be gone: give up on it soon and look again
      await first.click({ timeout: 5000 }).catch(() => undefined);
      await expect.poll(async () => (await page.locator('[data-test=log] li').count()) > before || (await status(page))?.includes('Game over')).toBe(true);
    }
    await expect.poll(() => HIDDEN.duel!(page)).toBe(0);
    expect(await page.locator('[data-test=scores] [data-score-seat]').count()).toBe(2);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 400_000);
});
