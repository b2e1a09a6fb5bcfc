// The views for every game, in a real browser: the game picker, Explore and Play on games without
// a drawn board, a seat's view, Explore → Play, hotseat hand-over, take back, game-record links,
// saved bots in Play, an Atlantis arena, and the layout at phone and tablet sizes.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { appAndBrowser, arenaFinished, openPage, screenshot, viewLoaded } from './browser.js';

const app = appAndBrowser();

const history = (page: Page): Promise<number> => page.locator('.history li:not(.future)').count();
const status = (page: Page): Promise<string | null> => page.locator('[data-test=play-status]').textContent();
const hash = (page: Page): Promise<string> => page.evaluate(() => location.hash);

/** Sets the bot pace to 0 ms. */
async function fastBots(page: Page): Promise<void> {
  await page.locator('[data-test=pace]').evaluate((el: HTMLInputElement) => {
    el.value = '0';
    el.dispatchEvent(new Event('input'));
  });
}

describe.sequential('every game in the views', () => {
  test('the game picker opens Atlantis; Explore plays from the list, undoes and redoes, and each game keeps its own session', async () => {
    const { page, errors } = await openPage(app.browser, `${app.url}#/nautilus/explore`);
    await page.waitForSelector('.actions [data-action]');
    await page.selectOption('[data-test=game-picker]', 'atlantis');
    await expect.poll(() => hash(page)).toBe('#/atlantis/explore');
    await page.waitForSelector('.actions [data-action]');
    // Atlantis has its own board now (the path), not the generic JSON one
    await expect.poll(() => page.locator('[data-test=board] [data-pos]').count()).toBe(55);
    const first = (await page.locator('.actions [data-action]').first().getAttribute('data-action'))!;
    await page.locator('.actions [data-action]').first().click();
    await expect.poll(() => history(page)).toBe(1);
    expect(await page.locator('.history li').first().getAttribute('data-action')).toBe(first);
    await page.click('[data-test=undo]');
    await expect.poll(() => history(page)).toBe(0);
    await page.click('[data-test=redo]');
    await expect.poll(() => history(page)).toBe(1);
    await screenshot(page, 'atlantis-explore');
    // Nautilus keeps its own session; Atlantis's is there on return
    await page.selectOption('[data-test=game-picker]', 'nautilus');
    await expect.poll(() => hash(page)).toBe('#/nautilus/explore');
    await page.waitForSelector('[data-tile]');
    await page.selectOption('[data-test=game-picker]', 'atlantis');
    await expect.poll(() => history(page)).toBe(1);
    expect(await page.locator('.history li').first().getAttribute('data-action')).toBe(first);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('Explore viewed as a seat shows only what that seat knows', async () => {
    const { page, errors } = await openPage(app.browser, `${app.url}#/nautilus/explore`);
    await page.waitForSelector('[data-tile]');
    await page.fill('input[aria-label="Seed"]', '7');
    await page.click('[data-test=new-position]');
    // (no tile is unknown before the new position comes either: wait for the position itself)
    await expect.poll(() => page.locator('[data-test=message]').textContent()).toBe('new position: 2 players, seed 7');
    await expect.poll(() => page.locator('.tile.unknown').count()).toBe(0);
    const tiles = await page.locator('[data-tile]').count();
    expect(tiles).toBe(60);
    await page.selectOption('[data-test=view-as]', { label: 'red' });
    await expect.poll(() => page.locator('.tile.unknown').count()).toBe(60);
    expect(await page.locator('[data-test=goal]').allTextContents()).toEqual([expect.stringContaining('+'), 'hidden']);
    await page.selectOption('[data-test=view-as]', { label: 'everything' });
    await expect.poll(() => page.locator('.tile.unknown').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('Continue in Play takes the Explore position into a game against a bot', async () => {
    const { page, errors } = await openPage(app.browser, `${app.url}#/nautilus/explore`);
    await page.waitForSelector('[data-tile]');
    await page.fill('input[aria-label="Seed"]', '5');
    await page.click('[data-test=new-position]');
    await expect.poll(() => page.locator('[data-test=message]').textContent()).toBe('new position: 2 players, seed 5');
    const toAct = (await page.locator('[data-test=to-act]').textContent())!.startsWith('red') ? 0 : 1;
    await page.click('[data-action="buy green 2"]');
    await expect.poll(() => history(page)).toBe(1);
    await page.click('[data-test=continue]');
    await expect.poll(() => hash(page)).toBe('#/nautilus/play');
    await page.waitForSelector('[data-test=continue-from]');
    await page.selectOption(`[data-seat-kind="${toAct}"]`, 'human');
    await page.selectOption(`[data-seat-kind="${1 - toAct}"]`, 'builtin:greedy');
    await page.click('[data-test=start]');
    await expect.poll(() => page.locator(`[data-seat="${toAct}"] [data-test=nemo]`).textContent()).toBe('53');
    // the bought module is held: placing it is legal now
    await expect.poll(() => page.locator('.actions [data-action^="place 0"]').count()).toBeGreaterThan(0);
    expect(await status(page)).toContain('(you)');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('two people at one device: the board hides until the next person is ready, the scores show only the holder’s knowledge meanwhile, and a take back of the other’s decision waits behind the screen', async () => {
    const { page, errors } = await openPage(app.browser, `${app.url}#/nautilus/play`, { width: 1440, height: 900 });
    // the seat whose secret score the table shows whole (the other's is "?"): the knowledge on view
    const viewer = async (): Promise<number> => (await page.locator('[data-test=scores] [data-test=total]').allTextContents()).findIndex((t) => t !== '?');
    await page.waitForSelector('[data-test=start]');
    await page.selectOption('[data-seat-kind="0"]', 'human');
    await page.selectOption('[data-seat-kind="1"]', 'human');
    // seed 1: orange (seat 1) plays first
    await page.fill('[data-test=seed]', '1');
    await page.click('[data-test=start]');
    await page.waitForSelector('[data-action="end"]');
    await expect.poll(viewer).toBe(1);
    // orange makes a link of its own view: red, at the device next, does not find it there
    await page.click('[data-test=share-record]');
    await page.waitForSelector('[data-test=record-link]');
    // orange ends the turn and still holds the device while the screen waits for red
    await page.click('[data-action="end"]');
    await page.waitForSelector('[data-test=handover]');
    expect(await page.locator('[data-test=board]').count()).toBe(0);
    expect(await page.locator('.actions [data-action]').count()).toBe(0);
    await expect.poll(viewer).toBe(1);
    await screenshot(page, 'play-handover');
    await page.click('[data-test=ready]');
    await page.waitForSelector('[data-test=board]');
    expect(await page.locator('.actions [data-action]').count()).toBeGreaterThan(0);
    await expect.poll(viewer).toBe(0);
    expect(await page.locator('[data-test=record-link]').count()).toBe(0);
    // red takes back orange's decision: it waits for orange behind the screen, red sees nothing of orange's
    await page.click('[data-test=take-back]');
    await page.waitForSelector('[data-test=handover]');
    expect(await page.locator('[data-test=handover] h2').textContent()).toContain('orange');
    await expect.poll(viewer).toBe(0);
    await page.click('[data-test=ready]');
    await page.waitForSelector('[data-action="end"]');
    await expect.poll(viewer).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('take back undoes to the person’s last decision and pauses the bots; the game survives a reload, is listed to resume, and bad storage is set aside; a new game’s seed is secret and the bot’s hand no choice', async () => {
    const { page, errors } = await openPage(app.browser, `${app.url}#/nautilus/play`, { width: 1440, height: 900 });
    await page.waitForSelector('[data-test=start]');
    await page.selectOption('[data-seat-kind="0"]', 'human');
    await page.selectOption('[data-seat-kind="1"]', 'builtin:random');
    await page.fill('[data-test=seed]', '2');
    await page.click('[data-test=start]');
    await fastBots(page);
    await page.waitForSelector('[data-action="end"]');
    // at 1440x900 the whole board is in the window, under the turn bar, the toolbar and the stacks
    expect(await page.locator('[data-test=board]').evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY - window.innerHeight)).toBeLessThanOrEqual(0);
    // the score if the game ended now: both seats, what red cannot know of orange's (its raises, its Nemo after them, its total) as "?"
    expect(await page.locator('[data-test=scores] [data-score-seat]').count()).toBe(2);
    expect(await page.locator('[data-test=scores] [data-secret]').allTextContents()).toEqual(['?', '?']);
    expect((await page.locator('[data-test=scores] [data-test=total]').allTextContents())[1]).toBe('?');
    const before = await page.locator('[data-test=log] li').count();
    await page.click('[data-action="end"]');
    // the bot answers until the person is to act again (the old end button may still show for a moment: wait for the bot's actions first)
    await expect.poll(() => page.locator('[data-test=log] li').count()).toBeGreaterThan(before + 1);
    await page.waitForSelector('[data-action="end"]');
    await page.click('[data-test=take-back]');
    await expect.poll(() => page.locator('[data-test=log] li').count()).toBe(before);
    expect(await page.locator('[data-test=pause]').getAttribute('aria-pressed')).toBe('true');
    await page.waitForSelector('[data-action="end"]');
    // a reload brings the game back as it was: its log, seed, whose turn, the bots still paused
    const log = await page.locator('[data-test=log] li').allTextContents();
    const was = [await page.locator('[data-test=game-seed]').textContent(), await status(page)];
    await page.reload();
    await page.waitForSelector('[data-action="end"]');
    expect(await page.locator('[data-test=log] li').allTextContents()).toEqual(log);
    expect([await page.locator('[data-test=game-seed]').textContent(), await status(page)]).toEqual(was);
    expect(await page.locator('[data-test=pause]').getAttribute('aria-pressed')).toBe('true');
    // a download of the unfinished game is red's view: neither the file nor its name carries the seed (it deals every secret again)
    const [file] = await Promise.all([page.waitForEvent('download'), page.click('[data-test=export-record]')]);
    expect(file.suggestedFilename()).toBe('nautilus-game-seat0.json');
    expect(readFileSync((await file.path())!, 'utf8')).not.toContain('"seed"');
    // a new game leaves it listed; a tampered entry beside it is set aside and said, the game stays
    await page.click('[data-test=new-setup]');
    await page.waitForSelector('[data-test=saved-game]');
    await page.evaluate(() => localStorage.setItem('nautilab.play.tampered', '{"format":"nautilab-saved-game/1","id":"tampered"}'));
    await page.reload();
    await page.waitForSelector('[data-test=saved-notice]');
    expect(await page.locator('[data-test=saved-notice]').textContent()).toMatch(/^A saved game could not be read \(\$\.\w+ .*\): it was kept aside under nautilab\.corrupt\.\d+\.play\.tampered; nothing else changed\.$/);
    expect(await page.evaluate(() => localStorage.getItem('nautilab.play.tampered'))).toBeNull();
    // the notice comes as the tampered entry is read, the list once every entry is
    await expect.poll(() => page.locator('[data-test=saved-game]').count()).toBe(1);
    await screenshot(page, 'play-saved-games');
    // resumed, the bot's seat goes on from the saved position
    await page.click('[data-test=saved-resume]');
    await page.waitForSelector('[data-action="end"]');
    expect(await page.locator('[data-test=log] li').allTextContents()).toEqual(log);
    await page.click('[data-test=pause]');
    await page.click('[data-action="end"]');
    await expect.poll(() => page.locator('[data-test=log] li').count()).toBeGreaterThan(before + 1);
    // a new game with the seed left empty: dealt from a secret seed, and the bot's hand is not a "view as" choice while it runs
    await page.click('[data-test=new-setup]');
    expect(await page.locator('[data-test=seed]').inputValue()).toBe('');
    await page.click('[data-test=start]');
    await page.waitForSelector('[data-test=view-as]');
    expect(await page.locator('[data-test=game-seed]').count()).toBe(0);
    expect(await page.locator('[data-test=view-as] option').evaluateAll((os) => os.map((o) => [o.textContent, (o as HTMLOptionElement).disabled]))).toEqual([['my seat', false], ['red', false], ['orange', true]]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('a finished game’s link opens it as a replay with every action', async () => {
    const { page, errors } = await openPage(app.browser, `${app.url}#/duel/play`);
    await page.waitForSelector('[data-test=start]');
    await page.selectOption('[data-seat-kind="0"]', 'builtin:random');
    await page.selectOption('[data-seat-kind="1"]', 'builtin:greedy');
    await page.fill('[data-test=seed]', '31');
    await page.click('[data-test=start]');
    await fastBots(page);
    await expect.poll(() => status(page)).toContain('Game over');
    const actions = await page.locator('[data-test=log] li').count();
    const scores = await page.locator('[data-test=scores] [data-test=total]').allTextContents();
    await page.click('[data-test=share-record]');
    const link = await page.locator('[data-test=record-link]').inputValue();
    expect(link).toContain('#/duel/play?g=');
    await page.goto(link);
    await page.waitForSelector('[data-test=replay-info]');
    expect(await page.locator('[data-test=replay-info]').textContent()).toContain('seed 31');
    expect(await page.locator('[data-test=log] li').count()).toBe(actions);
    expect(await page.locator('[data-test=scores] [data-test=total]').allTextContents()).toEqual(scores);
    expect(await status(page)).toContain('Game over');
    // any point of the replay starts a new game from there, with players to choose
    await page.click('[aria-label="First position"]');
    for (let i = 0; i < 4; i++) await page.click('[aria-label="Step forward"]');
    await page.click('[data-test=continue-here]');
    await expect.poll(() => page.locator('[data-test=continue-from]').textContent()).toContain('From move 4 of the replay: 2 seats');
    await page.selectOption('[data-seat-kind="0"]', 'builtin:greedy');
    await page.selectOption('[data-seat-kind="1"]', 'builtin:greedy');
    await page.click('[data-test=start]');
    await expect.poll(() => page.locator('[data-test=game-origin]').textContent()).toBe('started from move 4 of the replay');
    await fastBots(page);
    await expect.poll(() => status(page)).toContain('Game over');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('saved bots play seats in Play, sandboxed: one logs, one throws and is replaced by random; the game ends', async () => {
    const { page, errors } = await openPage(app.browser, `${app.url}#/nautilus/rules`);
    await page.evaluate(() => {
      const bot = (id: string, name: string, js: string) => localStorage.setItem(`nautilab.bot.${id}`, JSON.stringify({ id, name, game: 'nautilus', code: js, js, created: Date.now() }));
      bot('logger', 'logger', 'export function act(ctx) { ctx.log("seat " + ctx.seat + " in round " + ctx.observation.round); return ctx.legal.includes("end") ? "end" : ctx.legal[0]; }');
      bot('thrower', 'thrower', 'export function act(ctx) { throw new Error("no idea what to do"); }');
    });
    await page.goto(`${app.url}#/nautilus/play`);
    await page.waitForSelector('[data-test=start]');
    await page.selectOption('[data-seat-kind="0"]', 'saved:logger');
    await page.selectOption('[data-seat-kind="1"]', 'saved:thrower');
    await page.click('[data-test=start]');
    await fastBots(page);
    await expect.poll(() => page.locator('[data-test=bot-failures]').textContent()).toContain('thrower (yours) (orange) failed (an error it threw)');
    expect(await page.locator('[data-test=bot-failures]').textContent()).toContain('no idea what to do');
    expect(await page.locator('[data-test=bot-failures]').textContent()).toContain('random plays orange from here');
    await expect.poll(() => page.locator('[data-test=bot-console]').textContent()).toContain('seat 0 in round 1');
    await expect.poll(() => status(page)).toContain('Game over');
    await screenshot(page, 'play-saved-bots');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('an Atlantis arena runs and its games replay in Atlantis’s Play view', async () => {
    const { page, errors } = await openPage(app.browser, `${app.url}#/atlantis/arena`);
    await page.waitForSelector('[data-test=arena-run]');
    await page.fill('[data-test=arena-games]', '4');
    // a deadline far beyond greedy's few milliseconds a decision: on a loaded machine a 1 s deadline
    // was missed and the forfeited game's replay stopped short of its end (a safety net, not the test)
    await page.fill('input[aria-label="Deadline per decision in ms"]', '60000');
    await page.click('[data-test=arena-run]');
    await arenaFinished(page, 4);
    expect(await page.locator('[data-game]').count()).toBe(4);
    await page.click('[data-game="0"] button');
    await expect.poll(() => hash(page)).toBe('#/atlantis/play');
    await page.waitForSelector('[data-test=replay-info]');
    expect(await status(page)).toContain('Game over');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  for (const size of [
    { width: 390, height: 844 },
    { width: 768, height: 1024 },
  ]) {
    test(`nothing overflows sideways at ${size.width}×${size.height}`, async () => {
      const { page, errors } = await openPage(app.browser, `${app.url}#/nautilus/explore`, size);
      // every route: each game's five views, and the bench
      const routes = [...['nautilus', 'atlantis', 'duel'].flatMap((g) => ['explore', 'play', 'bots', 'arena', 'rules'].map((v) => `${g}/${v}`)), 'bench'];
      for (const route of routes) {
        await page.goto(`${app.url}#/${route}`);
        await viewLoaded(page, route);
        const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
        expect(scroll, route).toBeLessThanOrEqual(inner);
        if (route === 'nautilus/explore' || route === 'nautilus/play') await screenshot(page, `${route.replace('/', '-')}-${size.width}`);
      }
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
