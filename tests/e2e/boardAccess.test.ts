// The boards by click, keyboard and touch, in a real browser (issue 32, points 3, 6 and 8): a module
// bought by clicking its stack on the Nautilus board in Explore and in Play (an unaffordable stack
// says why and does not play); a few moves of Atlantis and of the duel played with Tab and Enter
// only, the focus ring visible and the live region saying what was played; the placing hint says
// how to tap under a touch screen and how to click and press keys under a mouse. One browser, one
// page per pointer kind.
import lz from 'lz-string';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { setupGame } from '../../src/nautilus/index.js';
import { appAndBrowser, screenshot } from './browser.js';

const app = appAndBrowser();
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  const context = await app.browser.newContext({ viewport: { width: 1400, height: 950 } });
  page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => errors.push(`page: ${e.message}`));
});
afterAll(async () => {
  await page?.context().close();
});

/** Loads `route` afresh (a full load, not a hash change). */
async function load(route: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(`${app.url}${route}`);
}
const historyCount = (): Promise<number> => page.locator('.history li:not(.future)').count();
const lastHistory = async (): Promise<string> => (await page.locator('.history li:not(.future)').last().getAttribute('data-action')) ?? '';
const stackCount = async (kind: string): Promise<number> => Number(await page.locator(`[data-stack="${kind}"]`).getAttribute('data-count'));
const announced = async (): Promise<string> => ((await page.locator('[data-test=announce]').textContent()) ?? '').trim();
/** The legal list's actions in words, by notation (what the live region says of an action played from here). */
const legalWords = async (): Promise<Map<string, string>> =>
  new Map(await page.locator('section.actions button[data-action]').evaluateAll((bs) => bs.map((b) => [b.getAttribute('data-action')!, (b.textContent ?? '').trim()] as [string, string])));

/** Presses Tab until the focus is on an element matching `selector` (at most `limit` presses). */
async function tabTo(selector: string, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}
/** The focused element's focus ring: its outline (style and width) or box shadow. */
const focusRing = (): Promise<{ outline: string; shadow: string; matches: string }> =>
  page.evaluate(() => {
    const el = document.activeElement!;
    const s = getComputedStyle(el);
    return { outline: s.outlineStyle === 'none' || s.outlineWidth === '0px' ? 'none' : `${s.outlineStyle} ${s.outlineWidth}`, shadow: s.boxShadow, matches: el.outerHTML.slice(0, 80) };
  });
const hasRing = (r: { outline: string; shadow: string }): boolean => r.outline !== 'none' || r.shadow !== 'none';
const focusedMatches = (selector: string): Promise<boolean> => page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector);

describe.sequential('module stacks on the Nautilus board', () => {
  test('Explore: a stack the seat can afford buys by click; one it cannot afford says why and does not play', async () => {
    const pos = setupGame({ players: 2, seed: 5 });
    pos.players[pos.toAct]!.nemo = 2;
    await load(`#/nautilus/explore?p=${lz.compressToEncodedURIComponent(JSON.stringify(pos))}`);
    await page.waitForSelector('[data-stack="green"] [data-buy]');
    // every message Explore shows, recorded: a buy the engine refused would leave one (answers come in order)
    await page.evaluate(() => {
      const seen: string[] = ((window as unknown as { seenMessages: string[] }).seenMessages = []);
      new MutationObserver(() => {
        const m = document.querySelector('[data-test=message]')?.textContent ?? '';
        if (m && seen[seen.length - 1] !== m) seen.push(m);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const seenMessages = async (): Promise<string[]> => (await page.evaluate(() => (window as unknown as { seenMessages: string[] }).seenMessages)).filter((m) => m.startsWith('buy '));
    await expect.poll(() => page.locator('.actions [data-action="buy green 1"]').count()).toBe(1);
    // three researchers cost 3 Nemo: shown, marked, and a click does nothing
    const dear = page.locator('[data-buy="buy green 3"]');
    expect(await dear.getAttribute('data-reason')).toBe('cannotPay');
    expect(await dear.getAttribute('aria-disabled')).toBe('true');
    await dear.hover();
    await expect.poll(() => page.locator('[data-test=stacks-why]').textContent()).toBe('it costs 3 Nemo and you have 2');
    expect(await dear.getAttribute('aria-label')).toContain('it costs 3 Nemo and you have 2');
    const green = await stackCount('green');
    await dear.click({ force: true }); // a person may click it: it is drawn, and says why it does nothing
    // one researcher for 1 Nemo is legal: the click plays exactly the list's buy (and had the click
    // before it played, the history would start with that buy: moves are played in order)
    const cheap = page.locator('[data-buy="buy green 1"]');
    expect(await cheap.getAttribute('data-reason')).toBeNull();
    await cheap.click();
    await expect.poll(historyCount).toBe(1);
    expect(await lastHistory()).toBe('buy green 1');
    expect(await seenMessages()).toEqual([]);
    // one purchase per turn: every stack now says so and none plays
    await expect.poll(() => page.locator('[data-test=stacks-why]').textContent()).toBe('Buying now: one purchase per turn, and this turn has one');
    // said in words, never in notation
    expect(await announced()).toBe('Played: Buy a green module for 1 Nemo, with 1 researcher on it');
    // the stacks fold to that line; opened, a stack still does not play
    await expect.poll(() => page.locator('[data-stack]').count()).toBe(0);
    await page.click('[data-test=stacks-toggle]');
    expect(await stackCount('green')).toBe(green - 1);
    expect(await page.locator('[data-buy="buy lab"]').getAttribute('data-reason')).toBe('alreadyBought');
    await page.locator('[data-buy="buy lab"]').click({ force: true });
    await page.click('[data-action="end"]');
    await expect.poll(historyCount).toBe(2);
    expect(await page.locator('.history li:not(.future)').evaluateAll((els) => els.map((e) => e.getAttribute('data-action')))).toEqual(['buy green 1', 'end']);
    expect(await seenMessages()).toEqual([]);
    await page.click('[data-test=history] li:nth-child(1) button');
    await expect.poll(historyCount).toBe(1);
    await screenshot(page, 'board-stacks-explore');
    // the hint under a mouse: click and keys
    await page.click('[data-build="0"]');
    await expect.poll(() => page.locator('[data-test=board-hint]').getAttribute('data-pointer')).toBe('fine');
    expect(await page.locator('[data-test=board-hint]').textContent()).toContain('R to rotate');
    expect(errors).toEqual([]);
  });

  test('Play: a person buys by clicking a stack on the board', async () => {
    await load('#/nautilus/play');
    await page.waitForSelector('[data-test=start]');
    await page.selectOption('[data-seat-kind="0"]', 'human');
    await page.selectOption('[data-seat-kind="1"]', 'human');
    await page.fill('[data-test=seed]', '7');
    await page.click('[data-test=start]');
    await page.waitForSelector('[data-test=board], [data-test=ready]');
    if (await page.locator('[data-test=ready]').count()) await page.click('[data-test=ready]');
    await page.waitForSelector('[data-buy="buy lab"]:not([aria-disabled])');
    const lab = await stackCount('lab');
    await page.click('[data-buy="buy lab"]');
    await expect.poll(() => page.locator('[data-test=log] li').count()).toBe(1);
    await page.click('[data-test=stacks-toggle]');
    await expect.poll(() => stackCount('lab')).toBe(lab - 1);
    expect(await page.locator('[data-buy="buy training"]').getAttribute('data-reason')).toBe('alreadyBought');
    expect(errors).toEqual([]);
  });
});

describe.sequential('keyboard play', () => {
  /**
   * Plays `moves` moves from the keyboard alone: Tab to something playable on the board, Enter; when
   * that selects (a pawn, a card), the focus goes to its first target, where Enter plays.
   */
  async function playByKeys(moves: number, playable: string, target: string): Promise<void> {
    const start = await historyCount();
    for (let step = 0; (await historyCount()) < start + moves; step++) {
      expect(step).toBeLessThan(4 * moves);
      if (!(await focusedMatches(`${playable}, ${target}`))) await tabTo(playable);
      const ring = await focusRing();
      expect(hasRing(ring), `focus ring on ${ring.matches}`).toBe(true);
      const before = await historyCount();
      const words = await legalWords();
      const onTarget = await focusedMatches(target);
      await page.keyboard.press('Enter');
      // played, or selected: then the focus is on a target (or, from a target, on a choice of cards)
      await expect.poll(async () => (await historyCount()) > before || (await focusedMatches(onTarget ? '[data-test=choice]' : target))).toBe(true);
      // what was played is said as the legal list words it, not in notation
      if ((await historyCount()) > before) await expect.poll(announced).toBe(`Played: ${words.get(await lastHistory())}`);
      else expect(await announced()).toMatch(/selected|choices/);
    }
  }

  test('Atlantis: Tab to a pawn, Enter, Enter on the lit target it focuses; three moves, each announced', async () => {
    await load('#/atlantis/explore');
    await page.waitForSelector('[data-test=board] [data-pos]');
    await page.fill('input[aria-label="Seed"]', '3');
    await page.click('[data-test=new-position]');
    await expect.poll(() => page.locator('[data-test=message]').textContent()).toBe('new position: 2 players, seed 3');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    // the first move: a pawn, then its targets, checked step by step
    await tabTo('[data-pawn][role=button]');
    expect(hasRing(await focusRing())).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedMatches('[data-target-pos]')).toBe(true);
    expect(await announced()).toMatch(/^Pawn \d selected: \d+ targets\.$/);
    await screenshot(page, 'board-atlantis-keyboard-focus');
    const words = await legalWords();
    await page.keyboard.press('Enter');
    await expect.poll(historyCount).toBe(1);
    const played = await lastHistory();
    expect(words.get(played)).toMatch(/^Play an? \w+ card: pawn \d goes to/);
    await expect.poll(announced).toBe(`Played: ${words.get(played)}`);
    await playByKeys(2, '[data-test=board] [data-pawn][role=button], .atlantis-board .toolbar button, [data-test=board] [data-board-action]', '[data-target-pos], [data-test=choice]');
    expect(errors).toEqual([]);
  });

  test('the duel: Tab to a decision or a card of the hand, Enter, Enter on the space it focuses; four moves, each announced', async () => {
    await load('#/duel/explore');
    await page.waitForSelector('[data-space]');
    await page.fill('input[aria-label="Seed"]', '4');
    await page.click('[data-test=new-position]');
    await expect.poll(() => page.locator('[data-test=message]').textContent()).toBe('new position: 2 players, seed 4');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await playByKeys(4, '[data-test=board] [data-board-action], [data-test=board] [data-hand-card]:not([disabled])', '[data-space][role=button]');
    // a card placed from the keyboard: its space was focused with a ring
    expect(await page.locator('[data-space][data-card]').count()).toBeGreaterThan(0);
    await screenshot(page, 'board-duel-keyboard');
    expect(errors).toEqual([]);
  });
});

describe('a touch screen', () => {
  test('Play at 390x844: whose turn is in view in every game; a move tapped on the board is shown first and made by a second tap; the hints say tap', async () => {
    const context = await app.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const touch = await context.newPage();
    const errors: string[] = [];
    touch.on('pageerror', (e) => errors.push(e.message));
    const start = async (game: string): Promise<void> => {
      await touch.goto(`${app.url}#/${game}/play`);
      await touch.waitForSelector('[data-test=start]');
      await touch.selectOption('[data-seat-kind="0"]', 'human');
      await touch.selectOption('[data-seat-kind="1"]', 'builtin:greedy');
      await touch.fill('[data-test=seed]', '4');
      await touch.tap('[data-test=start]');
      await touch.waitForSelector('[data-test=board]');
    };
    /** The turn bar's bottom, in the window without scrolling. */
    const statusBottom = (): Promise<number> => touch.locator('[data-test=play-status]').evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
    try {
      for (const game of ['nautilus', 'atlantis']) {
        await start(game);
        expect(await statusBottom()).toBeLessThan(844);
        expect(await touch.locator('[data-test=play-status]').textContent()).toMatch(/^(red|orange) to act \((you|greedy)\) · round 1 · /);
      }
      // Atlantis's hint says how to tap (once the person is to act)
      await expect.poll(async () => (await touch.locator('[data-test=board-hint]').textContent())?.trim()).toBe('Tap one of your ringed pawns, or a card, to see where it can go.');
      await start('duel');
      expect(await statusBottom()).toBeLessThan(844);
      expect(await touch.locator('[data-test=play-status]').textContent()).toMatch(/^(blue|orange) to act \((you|greedy)\) · round 1 · /);
      // a decision on the board (the specials to keep, once the person is to act): the first tap shows it, nothing is played yet
      const keep = touch.locator('[data-test=board] [data-board-action]').first();
      await keep.waitFor();
      const action = (await keep.getAttribute('data-board-action'))!;
      const played = await touch.locator('[data-test=log] li').count();
      await keep.tap();
      await touch.waitForSelector('[data-test=touch-confirm]');
      expect(await touch.locator('[data-test=log] li').count()).toBe(played);
      await screenshot(touch, 'play-touch-confirm-390');
      await touch.tap('[data-test=touch-play]');
      await expect.poll(() => touch.locator('[data-test=log] li').count()).toBeGreaterThan(played);
      expect(await touch.locator('[data-test=log] li button').nth(played).getAttribute('data-played')).toBe(action);
      expect(await touch.locator('[data-test=touch-confirm]').count()).toBe(0);
      expect(await touch.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('the placing hint says how to tap, not R and Esc', async () => {
    const context = await app.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const touch = await context.newPage();
    try {
      await touch.goto(`${app.url}#/nautilus/explore`);
      await touch.waitForSelector('[data-tile]');
      expect(await touch.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
      await touch.fill('input[aria-label="Seed"]', '5');
      await touch.tap('[data-test=new-position]');
      await expect.poll(() => touch.locator('[data-test=message]').textContent()).toBe('new position: 2 players, seed 5');
      await touch.waitForSelector('[data-buy="buy lab"]:not([aria-disabled])');
      await touch.tap('[data-buy="buy lab"]');
      await touch.waitForSelector('[data-build="0"]:not([disabled])');
      await touch.tap('[data-build="0"]');
      const hint = touch.locator('[data-test=board-hint]');
      await expect.poll(() => hint.getAttribute('data-pointer')).toBe('coarse');
      const text = (await hint.textContent()) ?? '';
      expect(text).toContain('Tap where the module should go');
      expect(text).not.toContain('R to rotate');
      await screenshot(touch, 'board-touch-hint-390');
      // nothing wider than the phone (a wider page would make the phone zoom out)
      expect(await touch.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await context.close();
    }
  });
});
