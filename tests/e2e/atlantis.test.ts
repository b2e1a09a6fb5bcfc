// Atlantis in the views, in a real browser: Explore draws the winding path (not the JSON fallback)
// with the engine's tiles; a hovered action is previewed on the board (target, take) as the engine
// would play it; moves are made by clicking the board; the editor changes a position; a whole game
// against a bot is played to the end by clicking, with the other seat's hand never in the page;
// the layout at desktop and phone sizes.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { Atlantis, COLOURS, freeBehind, nextOfColour, parseAction, type Position } from '../../src/atlantis/index.js';
import { appAndBrowser, openPage, screenshot, viewLoaded } from './browser.js';

/**
 * Types a value into an editor field and commits it in one step: a validation landing between
 * typing and committing re-renders the field with the model's value (what a person typing slowly
 * could also meet), so the test sets and commits at once.
 */
async function setField(page: Page, selector: string, value: string): Promise<void> {
  await page.locator(selector).evaluate((el: HTMLInputElement, v: string) => {
    el.value = v;
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
  }, value);
}

const app = appAndBrowser();

const CODES = ['rd', 'gn', 'gy', 'bl', 'wh', 'ye', 'pu'];
const history = (page: Page): Promise<number> => page.locator('.history li:not(.future)').count();
const status = (page: Page): Promise<string | null> => page.locator('[data-test=play-status]').textContent();
const noSidewaysScroll = (page: Page): Promise<boolean> => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A new Explore position (2 players, the seed given), with the engine's own copy of it. */
async function exploreAt(page: Page, seed: number): Promise<Position> {
  await page.waitForSelector('[data-test=board] [data-pos]');
  await page.fill('input[aria-label="Seed"]', String(seed));
  await page.click('[data-test=new-position]');
  await expect.poll(() => page.locator('[data-test=message]').textContent()).toBe(`new position: 2 players, seed ${seed}`);
  return Atlantis.setup({ players: 2, seed });
}

/** The top tile code of a place as the engine has it (`rd4`), or null for water and the ends. */
function topCode(p: Position, i: number): string | null {
  const s = p.path[i]!;
  const t = s[s.length - 1];
  return t ? `${CODES[t[0]]}${t[1]}` : null;
}

/** Cards per colour as the seats panel writes a visible hand: `red×2 blue×1`. */
function handText(hand: readonly number[]): string {
  const k = new Array<number>(7).fill(0);
  for (const c of hand) k[c]!++;
  return k.flatMap((n, c) => (n ? [`${COLOURS[c]}×${n}`] : [])).join(' ');
}

describe.sequential('Atlantis in the views', () => {
  test('Explore draws the path from the engine’s position; a hovered move is previewed; a move is made on the board and traced', async () => {
    const { page, errors } = await openPage(app.browser, `${app.url}#/atlantis/explore`);
    const p = await exploreAt(page, 3);
    const board = page.locator('[data-test=board]');
    expect(await board.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
    expect(await board.textContent()).not.toContain('atlantis/1');
    expect(await page.locator('[data-test=board] [data-pos]').count()).toBe(55);
    for (const i of [1, 10, 11, 26, 27, 28, 53]) {
      expect(await page.locator(`[data-pos="${i}"]`).getAttribute('data-top'), `place ${i}`).toBe(topCode(p, i));
      expect(await page.locator(`[data-pos="${i}"]`).getAttribute('data-height')).toBe(String(p.path[i]!.length));
    }
    // the middle water is a gap with its toll: the lower of its neighbours
    expect(await page.locator('[data-gap="27-27"]').getAttribute('data-toll')).toBe(String(Math.min(p.path[26]!.at(-1)![1], p.path[28]!.at(-1)![1])));
    // six pawns on Atlantis, red's ringed as movable
    expect(await page.locator('[data-pawn][data-at="0"]').count()).toBe(6);
    expect(await page.locator('.pawn.movable').count()).toBe(3);

    // hover a move in the list: the board previews where it goes and what it takes
    // a move of pawn 1 that ends the turn and takes a tile
    const options = Atlantis.legalActions(p).filter((x) => x.type === 'move' && x.pawn === 1);
    const chosen = options.map((x) => ({ x, after: Atlantis.play(p, x) })).find((o) => o.after.ok && o.after.value.turnState.stage === 'start' && o.after.value.toAct === 1 && o.after.value.path.some((s, i) => s.length !== p.path[i]!.length));
    if (!chosen || !chosen.after.ok || chosen.x.type !== 'move') throw new Error('no such move');
    const action = Atlantis.makeAction(chosen.x);
    const to = nextOfColour(p.path, 0, chosen.x.colour);
    const played = chosen.after;
    expect(await page.locator('[data-test=preview]').count()).toBe(0);
    await page.hover(`.actions [data-action="${action}"]`);
    await page.waitForSelector('[data-test=preview]');
    expect(await page.locator('[data-test=preview]').getAttribute('data-to')).toBe(String(to));
    // the engine's take: the tile that left the path when the move was played
    const taken = p.path.findIndex((s, i) => s.length !== played.value.path[i]!.length);
    const take = freeBehind({ ...p, pawns: [[0, to, 0], [0, 0, 0]] } as Position, to);
    expect(taken).toBe(take);
    expect(await page.locator('[data-test=preview]').getAttribute('data-take')).toBe(String(take));
    expect(await page.locator('[data-test=board-hint]').textContent()).toContain(`${action}: to ${to}`);
    await screenshot(page, 'atlantis-explore-preview');
    await page.mouse.move(5, 5);
    await page.locator('[data-test=to-act]').hover();
    await expect.poll(() => page.locator('[data-test=preview]').count()).toBe(0);

    // the same move on the board: click pawn 1, then its lit target
    await page.click('[data-pawn="0:1"]');
    await page.waitForSelector(`[data-target-pos="${to}"]`);
    const chip = page.locator(`[data-target-pos="${to}"] [data-board-action="${action}"]`);
    expect(await chip.count()).toBe(1);
    await chip.click();
    await expect.poll(() => history(page)).toBe(1);
    expect(await page.locator('.history li').first().getAttribute('data-action')).toBe(action);
    expect(await page.locator('[data-pawn="0:1"]').getAttribute('data-at')).toBe(String(to));
    expect(await page.locator('[data-test=trace]').getAttribute('data-to')).toBe(String(to));
    expect(await page.locator('[data-test=trace]').getAttribute('data-from')).toBe('0');
    expect(await page.locator('[data-test=trace]').getAttribute('data-take')).toBe(String(take));
    expect(await page.locator(`[data-pos="${take}"]`).getAttribute('data-top')).toBe(topCode(played.value, take!));
    await screenshot(page, 'atlantis-explore-1400');
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(errors, errors.join('\n')).toEqual([]);
    await page.context().close();
  });

  test('the editor changes a position: a top tile removed, a pawn moved, a hand changed; refusals and validation errors are shown', async () => {
    const { page, errors } = await openPage(app.browser, `${app.url}#/atlantis/explore`);
    const p = await exploreAt(page, 4);
    await page.click('[data-tab=edit]');
    await page.waitForSelector('[aria-label="Position editor"]');
    // click place 5 on the board and take its top tile off: the covered tile shows
    await page.click('[data-pos="5"]');
    await expect.poll(() => page.locator('[data-test=editor-place]').textContent()).toBe('5');
    await page.click('[data-test=remove-top]');
    const under = p.path[5]![0]!;
    await expect.poll(() => page.locator('[data-pos="5"]').getAttribute('data-top')).toBe(`${CODES[under[0]]}${under[1]}`);
    // a pawn cannot stand on water
    await setField(page, '[data-test=pawn-1-0]', '27');
    await expect.poll(() => page.locator('[data-test=edit-refused]').textContent()).toBe('Place 27 is water: a pawn stands on a tile');
    // the refusal is said by its code in the chosen language, and follows a switch at once
    expect(await page.locator('[data-test=edit-refused]').getAttribute('data-refusal')).toBe('pawnOnWater');
    await page.selectOption('[data-test=language]', 'it');
    await expect.poll(() => page.locator('[data-test=edit-refused]').textContent()).toBe('La casella 27 è acqua: una pedina sta su una tessera');
    await page.selectOption('[data-test=language]', 'en');
    await expect.poll(() => page.locator('[data-test=edit-refused]').textContent()).toBe('Place 27 is water: a pawn stands on a tile');
    // but on place 5
    await setField(page, '[data-test=pawn-1-0]', '5');
    await expect.poll(() => page.locator('[data-pawn="1:0"]').getAttribute('data-at')).toBe('5');
    // a hand: one more blue card for red
    const blues = p.hands[0]!.filter((c) => c === 3).length;
    await setField(page, '[data-test=hand-0-blue]', String(blues + 1));
    // an invalid turn number: the engine's error as a sentence, its path a hover away
    await setField(page, 'input[aria-label="Turn number"]', '0');
    await page.waitForSelector('[data-test=edit-errors]');
    expect(await page.locator('.errors').textContent()).toContain('The turn number: must be at least 1.');
    expect(await page.locator('.errors li').first().getAttribute('title')).toContain('$.turn');
    expect(await page.locator('[data-test=apply-edit]').isDisabled()).toBe(true);
    await setField(page, 'input[aria-label="Turn number"]', '1');
    await expect.poll(() => page.locator('[data-test=edit-errors]').count()).toBe(0);
    await screenshot(page, 'atlantis-editor-1400');
    await page.click('[data-test=apply-edit]');
    await expect.poll(() => history(page)).toBe(1);
    expect(await page.locator('.history li').first().getAttribute('data-action')).toBe('(edit)');
    // the board and the seats panel follow the applied position (they may render a moment after the history)
    await expect.poll(() => page.locator('[data-pawn="1:0"]').getAttribute('data-at')).toBe('5');
    await expect.poll(() => page.locator('[data-pos="5"]').getAttribute('data-top')).toBe(`${CODES[under[0]]}${under[1]}`);
    await expect.poll(() => page.locator('[data-seat="0"] [data-card="blue"]').textContent()).toBe(`bl×${blues + 1}`);
    expect(errors, errors.join('\n')).toEqual([]);
    await page.context().close();
  });

  test('a game against a bot, played to the end by clicking the board; the bot’s hand never reaches the page', async () => {
    const { page, errors } = await openPage(app.browser, `${app.url}#/atlantis/play`);
    await page.waitForSelector('[data-test=start]');
    await page.selectOption('[data-seat-kind="0"]', 'human');
    await page.selectOption('[data-seat-kind="1"]', 'builtin:greedy');
    await page.fill('[data-test=seed]', '12');
    await page.click('[data-test=start]');
    await page.locator('[data-test=pace]').evaluate((el: HTMLInputElement) => {
      el.value = '0';
      el.dispatchEvent(new Event('input'));
    });
    const logCount = (): Promise<number> => page.locator('[data-test=log] li').count();
    let boardMoves = 0;
    let otherClicks = 0;
    let handChecks = 0;
    for (let step = 0; step < 800; step++) {
      if ((await status(page))?.includes('Game over')) break;
      const before = await logCount();
      if (!(await page.locator('.actions [data-action]').count())) {
        await page.waitForTimeout(30);
        continue;
      }
      // the bot's hand: replay the log in the engine and look for it in the page. The log and the
      // hands render from one state, but a frame may fall between reading the log and the page: a
      // snapshot counts when the log reads the same before and after the page text; the own hand may
      // lag a frame (polled), while the bot's hand showing in any snapshot fails the test.
      if (step % 5 === 0) {
        let leaked = '';
        let checked = false;
        await expect
          .poll(async () => {
            // the log shows words; each entry's notation is its data-played
            const notation = (): Promise<string[]> => page.locator('[data-test=log] li button').evaluateAll((els) => els.map((e) => e.getAttribute('data-played') ?? ''));
            const log = await notation();
            const text = (await page.locator('body').textContent())!;
            const again = await notation();
            if (log.join('\n') !== again.join('\n')) return 'the log changed while reading';
            let pos = Atlantis.setup({ players: 2, seed: 12 });
            for (const line of log) {
              const a = parseAction(line);
              if (!a.ok) throw new Error(line);
              const r = Atlantis.play(pos, a.value);
              if (!r.ok) throw new Error(`${line}: ${r.error.message}`);
              pos = r.value;
            }
            const mine = handText(pos.hands[0]!);
            const theirs = handText(pos.hands[1]!);
            if (theirs && theirs !== mine && !mine.includes(theirs)) {
              if (text.includes(theirs)) leaked ||= `the bot's hand ${theirs} is in the page`;
              checked = true;
            }
            if (mine && !text.includes(mine)) return `own hand ${mine} not shown yet`;
            const hidden = await page.locator('[data-test=hand-hidden][data-hand="1"]').textContent();
            if (!hidden?.includes(`${pos.hands[1]!.length} hidden`)) return `hidden count ${hidden}`;
            return 'ok';
          })
          .toBe('ok');
        expect(leaked).toBe('');
        if (checked) handChecks++;
        expect(await page.locator('[data-hand="1"] [data-card]').count()).toBe(0);
      }
      // a click the page moved on from (the pawn no longer movable, its targets gone) is looked at again
      // on the next step instead of waiting on it; a game that never gets on fails the game-over check
      const click = (selector: string): Promise<boolean> =>
        page
          .locator(selector)
          .last()
          .click({ timeout: 5000 })
          .then(
            () => true,
            () => false,
          );
      if (await page.locator('.pawn.movable').count()) {
        if (!(await page.locator('[data-target-pos]').count()) && !(await click('.pawn.movable'))) continue;
        if (!(await click('[data-target-pos]'))) continue;
        if (await page.locator('[data-test=choice]').count()) await page.locator('[data-test=choice]').first().click();
        boardMoves++;
      } else {
        await page.locator('[data-test=board] [data-board-action], .toolbar [data-board-action]').first().click();
        otherClicks++;
      }
      await expect.poll(logCount).toBeGreaterThan(before);
      if (step === 6) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await screenshot(page, 'atlantis-play-1400');
      }
    }
    await expect.poll(() => status(page)).toContain('Game over');
    expect(boardMoves).toBeGreaterThan(10);
    expect(handChecks).toBeGreaterThan(3);
    expect(await page.locator('[data-test=end-text]').textContent()).toContain('Game over');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'atlantis-play-over-1400');
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(errors, errors.join('\n')).toEqual([]);
    await page.context().close();
  }, 400_000);

  test('at 390×844 the path fits the phone in fewer columns, with nothing sideways', async () => {
    const size = { width: 390, height: 844 };
    const { page, errors } = await openPage(app.browser, `${app.url}#/atlantis/explore`, size);
    await exploreAt(page, 3);
    await expect.poll(() => page.locator('[data-test=board]').getAttribute('data-cols')).toBe('7');
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.click('[data-pawn="0:0"]');
    await page.waitForSelector('[data-target-pos]');
    await screenshot(page, 'atlantis-explore-390');
    for (const route of ['atlantis/play', 'atlantis/rules', 'atlantis/bots']) {
      await page.goto(`${app.url}#/${route}`);
      await viewLoaded(page, route);
      expect(await noSidewaysScroll(page), route).toBe(true);
    }
    await page.goto(`${app.url}#/atlantis/play`);
    await page.waitForSelector('[data-test=start]');
    await page.selectOption('[data-seat-kind="0"]', 'human');
    await page.fill('[data-test=seed]', '12');
    await page.click('[data-test=start]');
    await page.waitForSelector('.pawn.movable');
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'atlantis-play-390');
    expect(errors, errors.join('\n')).toEqual([]);
    await page.context().close();
  });
});
