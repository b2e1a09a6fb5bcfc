// The playground in a real browser: Debian's Chromium against the built app, the real engine
// worker and the real WASM kernel. Screenshots go to test-results/screenshots.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lz from 'lz-string';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { appAndBrowser, arenaFinished, openPage, screenshot, viewLoaded } from './browser.js';
import { GAMES } from '../../src/games.js';
import { messagesFor } from '../../web/src/i18n/messages/index.js';

const fixture = JSON.parse(readFileSync(new URL('../fixtures/perft/game-08-seed14.json', import.meta.url), 'utf8'));
const start31 = (fixture.position.submarines as { seat: number; index: number; at: number[] }[]).find((q) => q.seat === 3 && q.index === 1)!.at;
const app = appAndBrowser();

const shareLink = (position: unknown): string => `${app.url}#/explore?p=${lz.compressToEncodedURIComponent(JSON.stringify(position))}`;
const history = (page: Page): Promise<number> => page.locator('.history li:not(.future)').count();
const nemo = async (page: Page, seat: number): Promise<number> => Number(await page.locator(`[data-seat="${seat}"] [data-test=nemo]`).textContent());

describe.sequential('playground', () => {
  test('a share link opens the exact position; a selected submarine highlights exactly `nautilab reach`', async () => {
    const { page, errors } = await openPage(app.browser, shareLink(fixture.position));
    await page.waitForSelector('[data-sub="3:1"]');
    await expect.poll(() => page.locator('[data-test=to-act]').textContent()).toContain('yellow to act');
    const subs = (fixture.position.submarines as { seat: number; index: number }[]).map((q) => `${q.seat}:${q.index}`);
    expect(subs.length).toBeGreaterThanOrEqual(3);
    for (const sub of subs) {
      await page.click(`[data-sub="${sub}"]`);
      const file = join(tmpdir(), 'nautilab-e2e-reach.json');
      writeFileSync(file, JSON.stringify(fixture.position));
      const cli = JSON.parse(spawnSync(process.execPath, ['bin/nautilab.js', 'reach', file, '--sub', sub, '--json'], { encoding: 'utf8' }).stdout);
      await expect.poll(() => page.locator('[data-target]').count()).toBe(cli.targets.length);
      const drawn = await page.locator('[data-target]').evaluateAll((els) => els.map((e) => e.getAttribute('data-target')));
      expect(new Set(drawn)).toEqual(new Set(cli.targets.map((t: number[]) => `${t[0]},${t[1]}`)));
      if (sub === '3:1') await screenshot(page, 'explore-reach');
      await page.click(`[data-sub="${sub}"]`); // deselect
    }
    // Escape cancels a selection
    await page.click('[data-sub="3:1"]');
    await expect.poll(() => page.locator('[data-target]').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await page.mouse.move(5, 5);
    await expect.poll(() => page.locator('[data-target]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('clicking a submarine then a target square plays the move; undo and the arrow keys step back and forth', async () => {
    const { page, errors } = await openPage(app.browser, shareLink(fixture.position));
    await page.waitForSelector('[data-sub="3:1"]');
    await page.click('[data-sub="3:1"]');
    const target = (await page.locator('[data-target]').first().getAttribute('data-target'))!;
    const [x, y] = target.split(',');
    await page.locator(`[data-square="${target}"]`).click({ force: true });
    await expect.poll(() => history(page)).toBe(1);
    expect(await page.locator('.history li').first().getAttribute('data-action')).toBe(`move 3:1 ${x} ${y}`);
    expect(await page.locator('[data-sub="3:1"]').getAttribute('aria-label')).toBe(`submarine 3:1 at ${x} ${y}`);
    await page.click('[data-test=undo]');
    await expect.poll(() => history(page)).toBe(0);
    expect(await page.locator('[data-sub="3:1"]').getAttribute('aria-label')).toBe(`submarine 3:1 at ${start31[0]} ${start31[1]}`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => history(page)).toBe(1);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => history(page)).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  /** Explore on a fresh 2-player game of seed 5, from the New position form. */
  async function freshExplore(): Promise<{ page: Page; errors: string[] }> {
    const opened = await openPage(app.browser, `${app.url}#/explore`);
    const page = opened.page;
    await page.waitForSelector('[data-action="end"]');
    await page.selectOption('select[aria-label="Players"]', '2');
    await page.fill('input[aria-label="Seed"]', '5');
    await page.click('button:has-text("New position")');
    await expect.poll(() => page.locator('[data-test=message]').textContent()).toBe('new position: 2 players, seed 5');
    return opened;
  }

  test('play actions from the legal list, undo, and autosave restores on reload; variations (issue 44)', async () => {
    const { page, errors } = await freshExplore();
    expect(await history(page)).toBe(0);
    const seat = (await page.locator('[data-test=to-act]').textContent())!.startsWith('red') ? 0 : 1;
    const before = await nemo(page, seat);
    expect(before).toBe(55);
    await page.click('[data-action="buy green 2"]');
    await page.locator('[data-action^="place 0 14 11"]').first().click();
    // "end" is legal before and after the placement: click it only once the placement is played
    await expect.poll(() => history(page)).toBe(2);
    await page.click('[data-action="end"]');
    await expect.poll(() => history(page)).toBe(3);
    expect(await nemo(page, seat)).toBe(before - 2 - 1);
    await screenshot(page, 'explore-played');
    await page.click('[data-test=undo]');
    await expect.poll(() => history(page)).toBe(2);
    expect(await nemo(page, seat)).toBe(before - 2);
    await page.reload();
    await expect.poll(() => page.locator('[data-test=message]').textContent()).toContain('restored');
    await expect.poll(() => history(page)).toBe(2);
    expect(await nemo(page, seat)).toBe(before - 2);

    // issue 44: Explore keeps variations; keys walk the tree, a variation is promoted and deleted, in
    // words; the tree survives a reload and a link
    await page.setViewportSize({ width: 1440, height: 900 });
    /** The tree's rows: notation, and `~` for a row inside a variation. */
    const rows = (): Promise<string[]> => page.locator('.history li').evaluateAll((els) => els.map((e) => `${e.classList.contains('variation') ? '~' : ''}${e.getAttribute('data-action')}`));
    const current = (): Promise<string | null> => page.locator('.history li.current').getAttribute('data-action');
    expect(await rows()).toEqual(['buy green 2', 'place 0 14 11 0', 'end']);
    // back along the line by keyboard, then another placement: a variation beside the line, the line kept
    await page.keyboard.press('ArrowLeft');
    await expect.poll(current).toBe('buy green 2');
    await page.click('section.actions [data-action="place 0 11 8 0"]');
    await expect.poll(rows).toEqual(['buy green 2', 'place 0 14 11 0', '~place 0 11 8 0', 'end']);
    expect(await current()).toBe('place 0 11 8 0');
    // moves in words, the notation on hover; the analysis and the board follow the node on view
    expect(await page.locator('.history li.current button').textContent()).toContain('Place your green module centred on (11, 8)');
    expect(await page.locator('.history li.current button').getAttribute('title')).toBe('place 0 11 8 0');
    await expect.poll(() => page.locator('[data-test=to-act]').textContent()).toContain('build: 1 placed');
    // up and down: the same point in the other variation
    await page.keyboard.press('ArrowUp');
    await expect.poll(current).toBe('place 0 14 11 0');
    await page.keyboard.press('ArrowDown');
    await expect.poll(current).toBe('place 0 11 8 0');
    await page.locator('.history').scrollIntoViewIfNeeded();
    await screenshot(page, 'explore-tree-1440');
    // the words of the tree's tools in each language, on a phone
    await page.setViewportSize({ width: 390, height: 844 });
    for (const locale of ['it', 'nl', 'en'] as const) {
      await page.selectOption('[data-test=language]', locale);
      const words = messagesFor(locale).explore.history;
      await expect.poll(() => page.locator('[data-test=main-line]').textContent()).toBe(words.mainLine);
      expect(await page.locator('[data-test=promote]').textContent()).toBe(words.promote);
      expect(await page.locator('[data-test=delete-node]').textContent()).toBe(words.deleteFromHere);
      await page.locator('[data-test=main-line]').scrollIntoViewIfNeeded();
      if (locale !== 'en') await screenshot(page, `explore-tree-390-${locale}`);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.click('[data-test=main-line]');
    await expect.poll(rows).toEqual(['buy green 2', 'place 0 11 8 0', '~place 0 14 11 0', '~end']);
    expect(await page.locator('[data-test=promote]').count()).toBe(0);
    // the autosave keeps the tree and the node on view
    await page.reload();
    await expect.poll(() => page.locator('[data-test=message]').textContent()).toContain('restored');
    await expect.poll(rows).toEqual(['buy green 2', 'place 0 11 8 0', '~place 0 14 11 0', '~end']);
    expect(await current()).toBe('place 0 11 8 0');
    // the share link and the export carry the tree
    await page.click('[data-tab="share"]');
    const link = await page.locator('[data-test=share-link]').inputValue();
    await page.click('[data-test=export-tree]');
    const doc = JSON.parse(await page.locator('[data-test=json]').inputValue());
    expect(doc).toMatchObject({ format: 'nautilab-explore/1', game: 'nautilus', selected: 2 });
    expect(doc.nodes).toEqual([{ parent: 0, action: 'buy green 2' }, { parent: 1, action: 'place 0 11 8 0' }, { parent: 1, action: 'place 0 14 11 0' }, { parent: 3, action: 'end' }]);
    const shared = await openPage(app.browser, link);
    await expect.poll(() => shared.page.locator('.history li').evaluateAll((els) => els.map((e) => e.getAttribute('data-action')))).toEqual(['buy green 2', 'place 0 11 8 0', 'place 0 14 11 0', 'end']);
    expect(await shared.page.locator('.history li.current').getAttribute('data-action')).toBe('place 0 11 8 0');
    expect(shared.errors).toEqual([]);
    await shared.page.context().close();
    // deleting the node on view takes it and what follows; its parent is shown
    await page.click('[data-tab="analyse"]');
    await page.click('[data-test=delete-node]');
    await expect.poll(rows).toEqual(['buy green 2', 'place 0 14 11 0', 'end']);
    expect(await current()).toBe('buy green 2');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('an Explore session saved before the tree opens as its line (issue 44)', async () => {
    // the session as the app saved it before the tree: the positions each action was played from, the position on view
    const game = GAMES.nautilus!;
    const start = game.setup({ players: 2, seed: 5, variants: {} });
    const action = game.parseAction('buy green 2');
    const bought = action.ok ? game.play(start, action.value) : action;
    if (!bought.ok) throw new Error(bought.error.message);
    const session = { game: 'nautilus', position: game.toJSON(bought.value), past: [{ position: game.toJSON(start), action: 'buy green 2' }], future: [] };
    const { page, errors } = await openPage(app.browser, `${app.url}#/explore`, undefined, `localStorage.getItem('nautilab.explore.v1') || localStorage.setItem('nautilab.explore.v1', ${JSON.stringify(JSON.stringify(session))})`);
    await expect.poll(() => page.locator('[data-test=message]').textContent()).toContain('restored');
    await expect.poll(() => page.locator('.history li.current').getAttribute('data-action')).toBe('buy green 2');
    // saved again in the new format
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('nautilab.explore.v1')))!)).toMatchObject({ format: 'nautilab-explore/1', nodes: [{ parent: 0, action: 'buy green 2' }], selected: 1 });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('two quick clicks on Undo are two steps back, and two on Redo two steps forward: the history never forks', async () => {
    const { page, errors } = await freshExplore();
    await page.click('[data-action="buy green 2"]');
    await expect.poll(() => history(page)).toBe(1);
    await page.locator('[data-action^="place 0 14 11"]').first().click();
    await expect.poll(() => history(page)).toBe(2);
    await page.click('[data-action="end"]');
    await expect.poll(() => history(page)).toBe(3);
    const played = await page.locator('.history li:not(.future)').allTextContents();
    const board = await page.locator('[data-test=board]').innerHTML();
    // both clicks land before the engine answers the first
    const twice = (sel: string) => page.locator(sel).evaluate((b) => ((b as HTMLButtonElement).click(), (b as HTMLButtonElement).click()));
    await twice('[data-test=undo]');
    await expect.poll(() => history(page)).toBe(1);
    await expect.poll(() => page.locator('.history li.future').count()).toBe(2);
    await twice('[data-test=redo]');
    await expect.poll(() => history(page)).toBe(3);
    expect(await page.locator('.history li.future').count()).toBe(0);
    expect(await page.locator('.history li:not(.future)').allTextContents()).toEqual(played);
    await expect.poll(() => page.locator('[data-test=board]').innerHTML()).toBe(board);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('export, a broken import with its JSON path, and a re-import', async () => {
    const { page, errors } = await openPage(app.browser, shareLink(fixture.position));
    await page.waitForSelector('[data-sub]');
    await page.click('[data-tab="share"]');
    const json = await page.locator('[data-test=json]').inputValue();
    expect(JSON.parse(json)).toEqual(fixture.position);
    expect(await page.locator('[data-test=share-link]').inputValue()).toContain('#/nautilus/explore?p=');
    const broken = JSON.parse(json);
    broken.players[2].nemo = -4;
    broken.submarines[0].at = [11, 11];
    await page.fill('[data-test=json]', JSON.stringify(broken));
    await page.click('[data-test=import]');
    // the shape first (JSON Schema), then the rules (a submarine under the base)
    expect(await page.locator('[data-test=json-errors]').textContent()).toContain('$.players[2].nemo');
    await screenshot(page, 'import-errors');
    broken.players[2].nemo = 4;
    await page.fill('[data-test=json]', JSON.stringify(broken));
    await page.click('[data-test=import]');
    await expect.poll(() => page.locator('[data-test=json-errors]').textContent()).toContain('$.submarines[0].at');
    expect(await page.locator('[data-test=json-errors]').textContent()).toContain('submarineUnderModule');
    await page.fill('[data-test=json]', JSON.stringify(fixture.position));
    await page.click('[data-test=import]');
    await expect.poll(() => page.locator('[data-test=message]').textContent()).toContain('imported');
    // a file that is not a position: its problems are named as the file's, by the file's name
    const input = page.locator('input[type=file]');
    await input.setInputFiles({ name: 'photo.bin', mimeType: 'application/octet-stream', buffer: Buffer.from([0, 255, 1, 254]) });
    await expect.poll(() => page.locator('[data-test=json-errors-file]').textContent()).toBe('photo.bin cannot be imported:');
    expect(await page.locator('[data-test=json-errors]').textContent()).toContain('(badJson)');
    await input.setInputFiles({ name: 'arena.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"nautilab-arena/1"}') });
    await expect.poll(() => page.locator('[data-test=json-errors-file]').textContent()).toBe('arena.json cannot be imported:');
    expect(await page.locator('[data-test=json-errors]').textContent()).toContain('(unknownFormat)');
    // the text in the box is no file's
    await page.fill('[data-test=json]', '{');
    await page.click('[data-test=import]');
    await expect.poll(() => page.locator('[data-test=json-errors]').textContent()).toContain('(badJson)');
    expect(await page.locator('[data-test=json-errors-file]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('the editor shows the engine validation next to what it is about, and applies a valid position', async () => {
    const { page, errors } = await openPage(app.browser, shareLink(fixture.position));
    await page.waitForSelector('[data-sub]');
    await page.click('[data-tab="edit"]');
    await page.click('[data-tool="sub"]');
    await page.locator('[data-square="11,11"]').click({ force: true }); // under the base
    await expect.poll(() => page.locator('[data-test=edit-errors]').count()).toBe(1);
    expect(await page.locator('.errors').textContent()).toMatch(/submarine at \(11, 11\): a module covers it\./);
    expect(await page.locator('.errors li').first().getAttribute('title')).toContain('(submarineUnderModule)');
    expect(await page.locator('.problem').count()).toBeGreaterThan(0);
    await screenshot(page, 'editor-problem');
    await page.locator('[data-square="11,11"]').click({ force: true }); // take it off again
    await expect.poll(() => page.locator('[data-test=edit-errors]').count()).toBe(0);
    // a field error: a negative Nemo shows under that player's fields
    await page.fill('input[aria-label="red Nemo"]', '-3');
    await page.locator('input[aria-label="red Nemo"]').blur();
    await expect.poll(() => page.locator('[data-editor-seat="0"] [data-test=field-error]').count()).toBeGreaterThan(0);
    await page.fill('input[aria-label="red Nemo"]', '12');
    await page.locator('input[aria-label="red Nemo"]').blur();
    await expect.poll(() => page.locator('[data-test=edit-errors]').count()).toBe(0);
    // turning the selected module (the base) goes through the engine's edit and back
    await page.click('[data-tool="select"]');
    await page.locator('[data-square="11,11"]').click({ force: true });
    await expect.poll(() => page.locator('[data-test=selected-module]').count()).toBe(1);
    const rotation = async (): Promise<number> => Number((await page.locator('[data-test=selected-module] .muted').first().textContent())!.replace('rotation ', ''));
    const turned = await rotation();
    await page.click('button[aria-label="Rotate clockwise"]');
    await expect.poll(rotation).toBe((turned + 1) % 4);
    await page.click('button[aria-label="Rotate counter-clockwise"]');
    await page.click('button[aria-label="Rotate counter-clockwise"]');
    await expect.poll(rotation).toBe((turned + 3) % 4);
    await page.click('button[aria-label="Rotate clockwise"]');
    await expect.poll(rotation).toBe(turned);
    await expect.poll(() => page.locator('[data-test=edit-errors]').count()).toBe(0);
    await page.click('[data-test=apply-edit]');
    await expect.poll(() => nemo(page, 0)).toBe(12);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('a whole game with bots reaches the score screen; the log steps back and forward', async () => {
    const { page, errors } = await openPage(app.browser, `${app.url}#/play`);
    await page.waitForSelector('[data-test=start]');
    await page.selectOption('select[aria-label="Number of players"]', '3');
    for (const s of [0, 1, 2]) await page.selectOption(`[data-seat-kind="${s}"]`, 'builtin:random');
    await page.fill('[data-test=seed]', '11');
    await screenshot(page, 'play-setup');
    await page.click('[data-test=start]');
    await page.locator('[data-test=pace]').evaluate((el: HTMLInputElement) => {
      el.value = '0';
      el.dispatchEvent(new Event('input'));
    });
    await expect.poll(() => page.locator('[data-test=play-status]').textContent()).toContain('Game over');
    expect(await page.locator('[data-test=scores] [data-score-seat]').count()).toBe(3);
    expect(await page.locator('[data-test=game-seed]').textContent()).toBe('11');
    await screenshot(page, 'play-final');
    const moves = await page.locator('[data-test=log] li').count();
    expect(moves).toBeGreaterThan(20);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.locator('[data-test=play-status]').textContent()).toContain(`viewing move ${moves - 1} of ${moves}`);
    await page.click('[data-test=latest]');
    await expect.poll(() => page.locator('[data-test=play-status]').textContent()).toContain('Game over');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('a human seat plays through the legal list; bots pause and resume', async () => {
    const { page, errors } = await openPage(app.browser, `${app.url}#/play`);
    await page.waitForSelector('[data-test=start]');
    await page.selectOption('select[aria-label="Number of players"]', '2');
    await page.selectOption('[data-seat-kind="0"]', 'human');
    await page.selectOption('[data-seat-kind="1"]', 'builtin:random');
    await page.fill('[data-test=seed]', '2');
    await page.click('[data-test=start]');
    // whoever starts, a human turn comes: end it three times and let the bot answer (each end is
    // followed until it is played: the old end button shows until the engine has answered)
    const logCount = (): Promise<number> => page.locator('[data-test=log] li').count();
    for (let i = 0; i < 3; i++) {
      await page.waitForSelector('[data-action="end"]');
      const before = await logCount();
      await page.click('[data-action="end"]');
      await expect.poll(logCount).toBeGreaterThan(before);
    }
    await page.click('[data-test=pause]');
    expect(await page.locator('[data-test=pause]').getAttribute('aria-pressed')).toBe('true');
    // a bot move already asked for when the bots were paused still lands: wait for it
    await expect.poll(() => page.locator('[data-test=play-status]').textContent()).not.toContain('thinking');
    const status = await page.locator('[data-test=play-status]').textContent();
    await page.waitForTimeout(600);
    expect(await page.locator('[data-test=play-status]').textContent()).toBe(status);
    // the human sees no identity of an unseen face-down tile
    expect(await page.locator('.tile.face-down.known').count()).toBe(0);
    await screenshot(page, 'play-human');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('the bench page runs cross-origin isolated, and shows every table with a chart and agreeing checksums', async () => {
    const { page, errors } = await openPage(app.browser, `${app.url}#/bench`);
    await expect.poll(() => page.locator('[data-test=engine-status]').textContent()).toContain('wasm kernel');
    // the server sends COOP/COEP: the page is isolated and its timer fine
    expect(await page.locator('[data-test=bench-isolation]').textContent()).toContain('crossOriginIsolated: true');
    expect(await page.evaluate(() => globalThis.crossOriginIsolated)).toBe(true);
    await expect.poll(() => page.locator('[data-test=bench-timer]').textContent()).toMatch(/timer resolution: [\d.]+ µs/);
    expect(await page.locator('[data-test=bench-coarse]').count()).toBe(0);
    await page.click('[data-test=bench-quick]');
    await page.waitForSelector('[data-test=bench-progress]');
    await page.waitForSelector('[data-test=bench-results]');
    const table = await page.locator('[data-test=bench-results]').textContent();
    for (const row of ['reach, ns/query', 'engine path, ns/query', 'sonar, ns/query', 'perft, ns/node']) expect(table).toContain(row);
    expect(await page.locator('[data-test=bench-checksums]').textContent()).toContain('Checksums agree');
    expect(await page.locator('[data-test=bench-by-range] tbody tr').count()).toBe(9);
    expect(await page.locator('[data-test=bench-by-board] tbody tr').count()).toBe(7);
    expect(await page.locator('[data-test=bench-by-board]').textContent()).toContain('32×32');
    expect(await page.locator('[data-test=bench-playouts]').textContent()).toContain('greedy games/s');
    expect(await page.locator('canvas').count()).toBe(4);
    // the forward models of every game: each path's games per second, beside the engine's own playouts
    for (const game of ['nautilus', 'atlantis', 'duel']) {
      const rates = await page.locator(`[data-test=bench-forward-${game}] td[data-value]`).evaluateAll((tds) => tds.map((td) => Number(td.getAttribute('data-value'))));
      expect(rates).toHaveLength(6);
      for (const r of rates) expect(r).toBeGreaterThan(0);
    }
    expect(await page.locator('[data-test=bench-forward]').textContent()).toContain('ctx.engine: legalCount + playIndex');
    // the engine worker ran isolated too
    expect(await page.locator('[data-test=bench-timer]').textContent()).toContain('isolated: true');
    await screenshot(page, 'bench');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('the bench page measures the analysis throughput on the page\'s analysis workers: one searcher and all, every position', async () => {
    const { page, errors } = await openPage(app.browser, `${app.url}#/bench`);
    await page.waitForSelector('[data-test=bench-analysis-quick]');
    await page.click('[data-test=bench-analysis-quick]');
    // one bench at a time: the kernel bench waits while the analysis bench runs (each would slow the other)
    expect(await page.locator('[data-test=bench-quick]').isDisabled()).toBe(true);
    await page.waitForSelector('[data-test=bench-analysis-results]');
    expect(await page.locator('[data-test=bench-analysis-quick]').isDisabled()).toBe(false);
    expect(await page.locator('[data-test=bench-analysis-error]').count()).toBe(0);
    const cores = await page.evaluate(() => navigator.hardwareConcurrency);
    const head = await page.locator('[data-test=bench-analysis-results] thead').textContent();
    expect(head).toContain(`${Math.min(8, cores)} searchers`);
    const rates = await page.locator('[data-test=bench-analysis-all] td[data-value]').evaluateAll((tds) => tds.map((td) => Number(td.getAttribute('data-value'))));
    expect(rates).toHaveLength(2);
    for (const r of rates) expect(r).toBeGreaterThan(0);
    const rows = await page.locator('[data-test=bench-analysis-results] tbody tr').allTextContents();
    expect(rows.map((r) => r.split(/\d/)[0])).toEqual(['all positions', 'opening, ', 'opening, ', 'round ']);
    expect(await page.locator('[data-test=bench-analysis-speedup]').textContent()).toMatch(/Speed-up, \d searchers over 1: [\d.]+ \[/);
    // the searchers ran the WASM kernel
    expect(await page.locator('[data-test=bench-analysis]').textContent()).toContain('on the wasm kernel');
    await screenshot(page, 'bench-analysis');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("the bench page sets a bot's forward model in the browser's sandbox against the same code in a plain worker, every game", async () => {
    const { page, errors } = await openPage(app.browser, `${app.url}#/bench`);
    await page.waitForSelector('[data-test=bench-sandbox-run]');
    await page.click('[data-test=bench-sandbox-run]');
    // one bench at a time
    expect(await page.locator('[data-test=bench-quick]').isDisabled()).toBe(true);
    // the last game's table, or the error that ends the run
    await page.waitForSelector('[data-test=bench-sandbox-duel], [data-test=bench-sandbox-error]');
    expect(await page.locator('[data-test=bench-sandbox-error]').count()).toBe(0);
    for (const game of ['nautilus', 'atlantis', 'duel']) {
      // per path: sandboxed and plain actions/s and their ratio, all measured (the run checks both sides played the same games)
      const values = await page.locator(`[data-test=bench-sandbox-${game}] td[data-value]`).evaluateAll((tds) => tds.map((td) => Number(td.getAttribute('data-value'))));
      expect(values).toHaveLength(6);
      for (const v of values) expect(v).toBeGreaterThan(0);
      expect(await page.locator(`[data-test=bench-sandbox-${game}]`).textContent()).toContain('legalCount + playIndex');
    }
    // the page says what clock it used
    expect(await page.locator('[data-test=bench-sandbox]').textContent()).toContain('wall-clock time');
    expect(await page.locator('[data-test=bench-sandbox-run]').isDisabled()).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('the rules page explains every variant; every button has a label', async () => {
    const { page, errors } = await openPage(app.browser, `${app.url}#/rules`);
    // the game's own rules are an async component and the variant table waits for the engine worker: wait for both
    await page.waitForSelector('#variant-notes');
    await page.waitForSelector('[data-test=variant-table]');
    const text = await page.locator('article').textContent();
    for (const v of ['maxHeldModules', 'sonarPerSub', 'atlantisTies', 'tieBreak', 'openStacks', 'maxRounds', 'basePosition']) expect(text).toContain(v);
    for (const route of ['#/explore', '#/play', '#/bench', '#/rules']) {
      await page.goto(`${app.url}${route}`);
      await viewLoaded(page, route);
      const unlabeled = await page.locator('button').evaluateAll((bs) => bs.filter((b) => !(b.textContent ?? '').trim() && !b.getAttribute('aria-label')).length);
      expect(unlabeled).toBe(0);
    }
    await screenshot(page, 'rules');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe.sequential('bots and arena', () => {
  /** Replaces the editor's text by typing it (what a person does). */
  async function typeBot(page: Page, code: string): Promise<void> {
    await page.click('[data-test=monaco] .view-lines');
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    // input events, as an IME or a paste would send them: no Enter reaches the suggestion widget;
    // the editor closes the function's brace itself
    await page.keyboard.insertText(code);
  }

  test('type a bot into Monaco, see a compile error marked, fix it, run a quick match and follow it in the Play view', async () => {
    const { page, errors } = await openPage(app.browser, `${app.url}#/bots`);
    await page.waitForSelector('[data-test=compile-ok]');
    await typeBot(page, 'export function act(ctx: BotContext): number {\n  return ctx.legal[0];\n');
    await expect.poll(() => page.locator('[data-test=compile-errors]').count()).toBe(1);
    expect(await page.locator('.errors').textContent()).toMatch(/not assignable to type 'number'/);
    await screenshot(page, 'bots-compile-error');
    await typeBot(page, 'export function act(ctx: BotContext): string {\n  ctx.log("thinking in round " + ctx.observation.round);\n  return ctx.legal.includes("end") ? "end" : ctx.legal[0]!;\n');
    await expect.poll(() => page.locator('[data-test=compile-ok]').count()).toBe(1);
    await page.selectOption('select[aria-label="Opponent"]', 'random');
    await page.click('[data-test=quick-match]');
    await expect.poll(() => page.locator('[data-test=match-status]').textContent()).toMatch(/won|lost/);
    const reported = (await page.locator('[data-test=match-status]').textContent())!;
    // the bot's logs come over their own channel, in batches: they need not be in before the result
    await expect.poll(() => page.locator('[data-test=console]').textContent()).toContain('thinking in round 1');
    await screenshot(page, 'bots-quick-match');
    await page.click('[data-test=open-in-play]');
    await page.waitForSelector('[data-test=replay-info]');
    expect(await page.locator('[data-test=replay-info]').textContent()).toContain('random');
    // the replay is the match just played: its final scores are the ones the Bots page reported
    expect(await page.locator('[data-test=log] li').count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('[data-test=play-status]').textContent()).toContain('Game over');
    const totals = await page.locator('[data-test=scores] [data-test=total]').allTextContents();
    expect(totals).toHaveLength(2);
    // the Bots page says which seat scored what
    expect(reported).toMatch(new RegExp(totals.map((t, s) => `seat ${s} [^:·]+: ${t}`).join(' · ')));
    await screenshot(page, 'bots-replay');
    // saved: the bot is still there after a reload, and nothing ran on load
    await page.goto(`${app.url}#/bots`);
    await page.waitForSelector('[data-test=compile-ok]');
    expect(await page.locator('[data-test=match-status]').count()).toBe(0);
    expect(await page.locator('.list li').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  /** Opens the bot editor, makes a bot that never answers and starts its quick match with this deadline. */
  async function quickMatchOfLoopingBot(deadlineMs: number): Promise<{ page: Page; errors: string[] }> {
    const { page, errors } = await openPage(app.browser, `${app.url}#/bots`);
    await page.waitForSelector('[data-test=compile-ok]');
    await page.click('[data-template="random"]');
    // the bot is made once its template has loaded: type into it, not into the bot shown before
    await page.waitForSelector('.list li.active .name:text-is("my random bot")');
    await typeBot(page, 'export function act(ctx: BotContext): string {\n  while (ctx.legal.length > 0) {}\n  return "end";\n');
    await expect.poll(() => page.locator('[data-test=compile-ok]').count()).toBe(1);
    await page.fill('[data-test=deadline]', String(deadlineMs));
    await page.click('[data-test=quick-match]');
    return { page, errors };
  }

  test('a looping bot is stopped at its deadline and reported', async () => {
    const { page, errors } = await quickMatchOfLoopingBot(300);
    // the forfeit in words (the reason and the host's sentence by their codes: src/bots/failures.ts)
    await expect.poll(() => page.locator('[data-test=match-status]').textContent()).toContain('lost by running out of time');
    expect(await page.locator('[data-test=match-status]').textContent()).toContain('no answer within 300 ms: the bot was stopped');
    await screenshot(page, 'bots-looping');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('leaving the bot editor during a quick match stops the match: its arena worker ends', async () => {
    // a deadline past every wait of the test (SAFETY_NET_MS, the test's 600 s): a match left running would hold its worker through them all
    const { page, errors } = await quickMatchOfLoopingBot(900_000);
    const arenaWorkers = (): number => page.workers().filter((w) => w.url().includes('arena.worker')).length;
    await expect.poll(arenaWorkers).toBe(1);
    await page.goto(`${app.url}#/nautilus/rules`);
    await page.waitForSelector('article.rules h1');
    // the looping bot would hold its worker for its fifteen minutes: the worker goes with the view
    await expect.poll(arenaWorkers).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('a short arena run completes and shows its table, matrix and games', async () => {
    const { page, errors } = await openPage(app.browser, `${app.url}#/arena`);
    await page.waitForSelector('[data-test=arena-run]');
    await page.fill('[data-test=arena-games]', '6');
    await page.click('[data-test=arena-run]');
    await page.waitForSelector('[data-test=arena-results]');
    await arenaFinished(page, 6);
    const table = await page.locator('[data-test=arena-results]').textContent();
    expect(table).toContain('greedy');
    expect(table).toContain('random');
    expect(await page.locator('[data-game]').count()).toBe(6);
    await screenshot(page, 'arena');
    await page.click('[data-game="0"] button');
    await page.waitForSelector('[data-test=replay-info]');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
