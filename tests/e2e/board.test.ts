// Moves made on the Nautilus board and whole games against bots, in a real browser (issue 10):
// a placement by ghost and click, a research walk by clicks, a hovered action drawn on the board,
// a game against greedy and a saved bot played to the end through the UI, the arena opened
// directly with a saved bot, and a round robin over seats of the chosen size.
import lz from 'lz-string';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { applyInPlace, legalActions, makeAction, setupGame, type Position } from '../../src/nautilus/index.js';
import { appAndBrowser, arenaFinished, openPage, screenshot } from './browser.js';

const app = appAndBrowser();

const history = (page: Page): Promise<string[]> => page.locator('.history li:not(.future)').evaluateAll((els) => els.map((e) => e.getAttribute('data-action') ?? ''));
const legalList = (page: Page): Promise<string[]> => page.locator('.actions [data-action]').evaluateAll((els) => els.map((e) => e.getAttribute('data-action')!));
const explore = (pos: Position): string => `${app.url}#/nautilus/explore?p=${lz.compressToEncodedURIComponent(JSON.stringify(pos))}`;

/** The first position of a seeded random game where the seat to act may walk researchers. */
function researchPosition(seed: number): { pos: Position; research: string[] } {
  const pos = setupGame({ players: 2, seed });
  const rng = Rng.fromSeed(seed);
  for (;;) {
    const legal = legalActions(pos);
    const research = legal.filter((a) => a.type === 'research').map(makeAction);
    if (research.length) return { pos, research };
    applyInPlace(pos, legal[rng.int(legal.length)]!);
  }
}

/** Saves a JavaScript bot in the page's storage, as the Bots view does. */
async function saveBot(page: Page, id: string, name: string, js: string): Promise<void> {
  await page.evaluate(({ id, name, js }) => localStorage.setItem(`nautilab.bot.${id}`, JSON.stringify({ id, name, game: 'nautilus', code: js, js, created: Date.now() })), { id, name, js });
}

describe.sequential('moves on the board', () => {
  test('a held module placed by ghost and click: the ghost snaps to a legal centre and the click builds there', async () => {
    const { page, errors } = await openPage(app.browser, `${app.url}#/nautilus/explore`);
    await page.waitForSelector('[data-tile]');
    await page.fill('input[aria-label="Seed"]', '5');
    await page.click('[data-test=new-position]');
    await expect.poll(() => page.locator('[data-test=message]').textContent()).toBe('new position: 2 players, seed 5');
    await page.click('[data-action="buy lab"]');
    await expect.poll(async () => (await history(page)).length).toBe(1);
    const places = (await legalList(page)).filter((a) => a.startsWith('place 0 '));
    expect(places.length).toBeGreaterThan(0);
    // a legal centre: hovering its square snaps the ghost there
    const [, , x, y] = places[0]!.split(' ');
    await page.click('[data-build="0"]');
    await page.hover(`[data-square="${x},${y}"]`, { force: true });
    await expect.poll(() => page.locator('[data-test=ghost]').getAttribute('data-ghost')).toBe(`${x},${y}`);
    expect(await page.locator('[data-test=ghost]').getAttribute('class')).toContain('legal');
    await screenshot(page, 'board-ghost');
    // rotating keeps it on a legal centre
    await page.click('[data-test=rotate]');
    await page.hover(`[data-square="${x},${y}"]`, { force: true });
    await page.click(`[data-square="${x},${y}"]`, { force: true });
    await expect.poll(async () => (await history(page)).length).toBe(2);
    const built = (await history(page))[1]!;
    expect(built.startsWith(`place 0 ${x} ${y} `)).toBe(true);
    expect(places).toContain(built);
    expect(await page.locator('[data-test=ghost]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('researchers walk by clicks: their module, then a lit target with its distance', async () => {
    const { pos, research } = researchPosition(3);
    const { page, errors } = await openPage(app.browser, explore(pos));
    await page.waitForSelector('[data-tile]');
    await expect.poll(() => legalList(page)).toEqual(legalActions(pos).map(makeAction));
    const [, fx, fy, tx, ty] = research[0]!.split(' ');
    await page.click(`[data-module="${fx},${fy}"]`, { force: true });
    // every walk from that module is lit, and nothing else (the targets come from the engine worker: polled)
    const lit = (): Promise<(string | null)[]> => page.locator('[data-research-target]').evaluateAll((els) => els.map((e) => e.getAttribute('data-research-target')).sort());
    await expect.poll(lit).toEqual(research.filter((a) => a.startsWith(`research ${fx} ${fy} `)).map((a) => a.split(' ').slice(3).join(',')).sort());
    expect(await page.locator(`[data-research-target="${tx},${ty}"]`).textContent()).toMatch(/\d/);
    await screenshot(page, 'board-research');
    await page.click(`[data-research-target="${tx},${ty}"]`, { force: true });
    await expect.poll(async () => (await history(page)).length).toBe(1);
    expect(await history(page)).toEqual([research[0]]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('hovering an action in the list draws it on the board; leaving the list clears it', async () => {
    const { page, errors } = await openPage(app.browser, `${app.url}#/nautilus/explore`);
    await page.waitForSelector('[data-tile]');
    await page.fill('input[aria-label="Seed"]', '5');
    await page.click('[data-test=new-position]');
    await page.click('[data-action="buy lab"]');
    await expect.poll(async () => (await history(page)).length).toBe(1);
    const place = (await legalList(page)).find((a) => a.startsWith('place 0 '))!;
    // the pointer rests away from the list: nothing is drawn
    await page.mouse.move(0, 0);
    await expect.poll(() => page.locator('[data-test=preview] .ghost').count()).toBe(0);
    await page.hover(`.actions [data-action="${place}"]`);
    await expect.poll(() => page.locator('[data-test=preview] .ghost').count()).toBe(1);
    await page.mouse.move(0, 0);
    await expect.poll(() => page.locator('[data-test=preview] .ghost').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe.sequential('whole games and the arena', () => {
  test('a person plays a 3-player game to the end through the UI against greedy and a saved bot', async () => {
    const { page, errors } = await openPage(app.browser, `${app.url}#/nautilus/rules`);
    // the saved bot also asks the analysis engine (ctx.analyze in the browser's bot sandbox): an answer that is not a legal action would be a bot failure
    await saveBot(
      page,
      'ender',
      'ender',
      'export function act(ctx) { const r = ctx.analyze({ iterations: 4 }); if (!ctx.legal.includes(r.best) || r.samples !== (ctx.legal.length > 1 ? 4 : 0)) throw new Error("analyze answered " + JSON.stringify(r)); return ctx.legal.includes("end") ? "end" : ctx.legal[ctx.legal.length - 1]; }',
    );
    await page.goto(`${app.url}#/nautilus/play`);
    await page.waitForSelector('[data-test=start]');
    await page.selectOption('select[aria-label="Number of players"]', '3');
    await page.selectOption('[data-seat-kind="0"]', 'human');
    await page.selectOption('[data-seat-kind="1"]', 'builtin:greedy');
    await page.selectOption('[data-seat-kind="2"]', 'saved:ender');
    await page.click('[data-test=start]');
    await page.locator('[data-test=pace]').evaluate((el: HTMLInputElement) => {
      el.value = '0';
      el.dispatchEvent(new Event('input'));
    });
    const status = (): Promise<string> => page.locator('[data-test=play-status]').textContent().then((t) => t ?? '');
    let clicks = 0;
    while (!(await status()).includes('Game over')) {
      const mine = page.locator('.actions [data-action]').first();
      if ((await status()).includes('(you)') && (await mine.count())) {
        // the person ends the turn when it may, or takes the first legal action
        const end = page.locator('.actions [data-action="end"]');
        await ((await end.count()) ? end : mine).click({ timeout: 5000 }).catch(() => undefined);
        clicks++;
      } else await page.waitForTimeout(50);
      expect(clicks).toBeLessThan(2000);
    }
    expect(clicks).toBeGreaterThan(3);
    expect(await page.locator('[data-test=bot-failures]').count()).toBe(0);
    expect(await page.locator('[data-test=scores] [data-test=total]').count()).toBe(3);
    expect(await page.locator('[data-test=end-text]').textContent()).toMatch(/round \d+/);
    await screenshot(page, 'play-vs-greedy-and-saved');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('the arena opened directly (a bookmark) runs a saved TypeScript bot; three bots at two seats play a round robin', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1400, height: 950 } });
    const seed = await context.newPage();
    await seed.goto(`${app.url}#/nautilus/rules`);
    // saved by an earlier visit: TypeScript source only, compiled when the arena needs it
    await seed.evaluate(() =>
      localStorage.setItem('nautilab.bot.typed', JSON.stringify({ id: 'typed', name: 'typed first, a bot with a very long name that must not break any table', game: 'nautilus', code: 'export function act(ctx: BotContext): string {\n  const first: string = ctx.legal[0]!;\n  return first;\n}\n', created: 1 })),
    );
    await seed.close();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${app.url}#/nautilus/arena`);
    await page.waitForSelector('[data-test=arena-run]');
    for (const key of await page.locator('[data-bot]').evaluateAll((els) => els.map((e) => e.getAttribute('data-bot')!))) {
      const box = page.locator(`[data-bot="${key}"]`);
      if (['builtin:random', 'builtin:greedy', 'saved:typed'].includes(key) !== (await box.isChecked())) await box.click();
    }
    await page.selectOption('select[aria-label="Players per game"]', '2');
    await page.fill('[data-test=arena-games]', '6');
    await page.click('[data-test=arena-run]');
    await arenaFinished(page, 6);
    const firstTable = (await page.locator('[data-test=arena-results]').textContent())!;
    for (const name of ['random', 'greedy', 'typed first']) expect(firstTable).toContain(name);
    const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect(scroll).toBeLessThanOrEqual(inner);
    // a round robin: every game has two seats, and every pair of the three bots meets
    const games = await page.locator('[data-game]').allTextContents();
    expect(games).toHaveLength(6);
    const pairs = new Set<string>();
    for (const g of games) {
      const present = ['random', 'greedy', 'typed first'].filter((n) => g.includes(n));
      expect(present).toHaveLength(2);
      pairs.add(present.sort().join('+'));
    }
    expect(pairs.size).toBe(3);
    // the table ranks by Elo, best first
    const elo = await page.locator('[data-ranked]').evaluateAll((rows) => rows.map((r) => Number(r.children[5]!.textContent!.split(' ')[0])));
    expect(elo).toHaveLength(3);
    expect([...elo].sort((a, b) => b - a)).toEqual(elo);
    // opening a game in Play and coming back keeps the results
    const table = (await page.locator('[data-test=arena-results]').textContent())!;
    await page.click('[data-game="0"] button');
    await page.waitForSelector('[data-test=replay-info]');
    await page.click('[data-nav="arena"]');
    await page.waitForSelector('[data-test=arena-results]');
    expect(await page.locator('[data-test=arena-results]').textContent()).toBe(table);
    expect(await page.locator('[data-game]').count()).toBe(6);
    expect(await page.locator('[data-test=arena-progress]').textContent()).toBe('6 / 6 games');
    expect(errors).toEqual([]);
    await context.close();
  });
});
