// The Nautilus duel's own views in a real browser: Explore draws the ship (not the JSON fallback)
// with a hovered action's preview; the position editor changes a position and shows validation
// errors with their paths; a hotseat game in Play is played to its end by clicking on the board,
// the seat to act never seeing the other seat's hand; the layout at desktop and phone sizes.
// The test mirrors the game with the engine (same seed, same actions) to know what must be hidden.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { Duel, legalActions, makeAction, observe, parseAction, type DuelPosition } from '../../src/duel/index.js';
import { appAndBrowser, openPage, screenshot } from './browser.js';

const app = appAndBrowser();

const logCount = (page: Page): Promise<number> => page.locator('[data-test=log] li').count();
const historyCount = (page: Page): Promise<number> => page.locator('.history li:not(.future)').count();
const status = (page: Page): Promise<string | null> => page.locator('[data-test=play-status]').textContent();
const noSidewaysOverflow = (page: Page): Promise<boolean> => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The card token of an action's card in the board's `data-hand-card`. */
const handToken = (card: number): string => (card === 15 ? 'kraken' : card === 0 ? 'fishbone' : String(card));

/** Plays `action` by clicking on the board (the action the mirror chose). */
async function clickAction(page: Page, pos: DuelPosition, action: string): Promise<void> {
  const a = parseAction(action);
  if (!a.ok) throw new Error(action);
  const v = a.value;
  const board = page.locator('[data-test=board]');
  switch (v.type) {
    case 'place':
      if (v.anchor) await board.locator('[data-test=with-anchor]').click();
      await board.locator(`[data-hand-card="${handToken(v.card)}"]`).click();
      await board.locator(`[data-space="${v.space[0]} ${v.space[1]}"]`).click();
      if (v.anchor) await board.locator(`[data-space="${v.anchor[0]} ${v.anchor[1]}"]`).click();
      return;
    case 'move': {
      await board.locator(`[data-space="${v.from[0]} ${v.from[1]}"]`).click();
      const destinations = legalActions(pos).filter((x) => x.type === 'move' && x.from[0] === v.from[0] && x.from[1] === v.from[1]).length;
      if (destinations > 1) await board.locator(`[data-space="${v.to[0]} ${v.to[1]}"]`).click();
      return;
    }
    case 'swap':
      await board.locator(`[data-hand-card="${v.card}"]`).click();
      return;
    default:
      await board.locator(`[data-board-action="${action}"]`).click();
  }
}

/** What `viewer` may not know of the other seat's hand (its Divers minus what the Eye or the Harpoon showed). */
function secretCards(pos: DuelPosition, viewer: number): number[] {
  const obs = observe(pos, viewer);
  const known = new Set<number>();
  for (const e of obs.knowledge) {
    if (e.event === 'eye' && e.seat === viewer) e.cards.forEach((c) => known.add(c));
    if (e.event === 'harpoon') [e.drawn, e.given].forEach((c) => c !== null && known.add(c));
  }
  return pos.hands[1 - viewer]!.filter((c) => !known.has(c));
}

/**
 * Asserts the page shows `viewer`'s own hand and nothing of the other's but its size. The log shows
 * an action as soon as it is played, the board and the seats panel once the engine worker has
 * answered for the seat's view: a snapshot of the page (taken in one step) is polled until it agrees
 * with the mirror. No snapshot may show the other seat's hand; the snapshot that agrees may show no
 * card of it either (an earlier one may still show a card the seat saw then, as a Diving module's).
 */
async function assertHidden(page: Page, pos: DuelPosition, viewer: number): Promise<void> {
  const opp = 1 - viewer;
  const secret = secretCards(pos, viewer);
  // the log: the other seat's kept special and the card it kept from the module are its secrets
  const want = played.map((p) => (p.seat !== viewer && /^(keep|choose) /.test(p.action) ? `${p.action.split(' ')[0]} (a ${p.action.startsWith('keep') ? 'special' : 'card'})` : p.action));
  const leaks = new Set<string>();
  let secretShown: number[] = [];
  await expect
    .poll(async () => {
      const shot = await page.evaluate(
        ({ viewer, opp, secret }) => ({
          own: [...document.querySelectorAll(`[data-hand="${viewer}"] [data-hand-card]`)].map((e) => e.getAttribute('data-hand-card')),
          // (the opponent's Kraken or Fishbone shows when the viewer gave it)
          oppShown: document.querySelectorAll(`[data-hand="${opp}"] [data-hand-card]:not([data-hand-card=kraken]):not([data-hand-card=fishbone])`).length,
          hiddenCount: document.querySelector(`[data-hand-hidden="${opp}"] .count`)?.textContent?.trim() ?? null,
          seatHidden: document.querySelector(`[data-seat="${opp}"] [data-test=seat-hand-hidden]`)?.textContent ?? null,
          secretShown: secret.filter((c) => document.querySelector(`[data-card="${c}"]`)),
          log: [...document.querySelectorAll('[data-test=log] li button')].map((b) => b.getAttribute('data-played') ?? ''),
        }),
        { viewer, opp, secret },
      );
      if (shot.oppShown) leaks.add(`${shot.oppShown} card(s) of seat ${opp}'s hand shown to seat ${viewer}`);
      secretShown = shot.secretShown;
      const own = shot.own.filter((t) => t !== 'kraken' && t !== 'fishbone');
      if (JSON.stringify(own) !== JSON.stringify(pos.hands[viewer]!.map(String))) return `own hand ${JSON.stringify(own)}`;
      if (shot.hiddenCount !== `${pos.hands[opp]!.length} card${pos.hands[opp]!.length === 1 ? '' : 's'}`) return `hidden count ${shot.hiddenCount}`;
      if (!/^\d+ cards?, hidden$/.test(shot.seatHidden ?? '')) return `seats panel ${shot.seatHidden}`;
      if (JSON.stringify(shot.log) !== JSON.stringify(want)) return `log ${JSON.stringify(shot.log)}`;
      return 'ok';
    })
    .toBe('ok');
  expect([...leaks]).toEqual([]);
  expect(secretShown, 'cards of the hidden hand').toEqual([]);
}

/** The actions of the game in Play so far, with the seat that made each. */
let played: { seat: number; action: string }[] = [];

/**
 * Keeps a special and skips the pre-placement specials by clicking the board, up to placement
 * (Explore). Each click is followed until the engine has played it (the history grows): the board
 * then offers either a skip or the placement.
 */
async function toPlacement(page: Page): Promise<void> {
  const played = async (click: () => Promise<void>): Promise<void> => {
    const before = await historyCount(page);
    await click();
    await expect.poll(() => historyCount(page)).toBe(before + 1);
  };
  await played(() => page.locator('[data-board-action^="keep "]').first().click());
  for (let i = 0; i < 3; i++) {
    await page.waitForSelector('[data-board-action="skip"], [data-hand-card].playable');
    const skip = page.locator('[data-board-action="skip"]');
    if (!(await skip.count())) break;
    await played(() => skip.click());
  }
  await expect.poll(() => page.locator('[data-hand-card].playable').count()).toBeGreaterThan(0);
}

describe.sequential('the duel in the views', () => {
  test('Explore draws the ship, previews a hovered action and plays clicks on the board', async () => {
    const { page, errors } = await openPage(app.browser, `${app.url}#/duel/explore`);
    await page.waitForSelector('[data-space]');
    expect(await page.locator('.generic-board').count()).toBe(0);
    expect(await page.locator('[data-space]').count()).toBe(10);
    expect(await page.locator('[data-slot]').count()).toBe(5);
    expect(await page.locator('[data-test=nemo]').count()).toBe(1);
    await page.fill('input[aria-label="Seed"]', '4');
    await page.click('[data-test=new-position]');
    await expect.poll(() => page.locator('[data-test=message]').textContent()).toBe('new position: 2 players, seed 4');
    await toPlacement(page);
    const played = await historyCount(page);
    // nothing previewed yet; hovering a placement in the list draws its ghost on that space
    expect(await page.locator('[data-test=preview] [data-preview-space]').count()).toBe(0);
    const action = (await page.locator('.actions [data-action^="place "]').nth(3).getAttribute('data-action'))!;
    const [, card, s, k] = action.split(' ');
    await page.locator(`.actions [data-action="${action}"]`).hover();
    await expect.poll(() => page.locator('[data-test=preview] [data-preview-space]').getAttribute('data-preview-space')).toBe(`${s} ${k}`);
    expect(await page.locator('[data-test=preview] [data-preview-space]').getAttribute('data-preview-card')).toBe(card === 'kraken' ? '15' : card === 'fishbone' ? '0' : card);
    await screenshot(page, 'duel-explore-preview-1400');
    await page.mouse.move(5, 5);
    await page.locator('[data-test=board-prompt]').hover();
    await expect.poll(() => page.locator('[data-test=preview] [data-preview-space]').count()).toBe(0);
    // on the board: pick a card, hover a space (its ghost), click it: the card lies there, traced
    const hand = page.locator('[data-hand-card].playable');
    const token = (await hand.first().getAttribute('data-hand-card'))!;
    await hand.first().click();
    const empty = page.locator('.space.clickable').first();
    const at = (await empty.getAttribute('data-space'))!;
    await empty.hover();
    await expect.poll(() => page.locator('[data-test=preview] [data-preview-space]').getAttribute('data-preview-space')).toBe(at);
    await empty.click();
    await expect.poll(() => historyCount(page)).toBe(played + 1);
    expect(await page.locator('.history li').last().getAttribute('data-action')).toBe(`place ${token} ${at}`);
    expect(await page.locator(`[data-space="${at}"]`).getAttribute('data-card')).toBe(token === 'kraken' ? '15' : token === 'fishbone' ? '0' : token);
    expect(await page.locator(`[data-test=trace] [data-mark-space="${at}"]`).count()).toBe(1);
    // viewed as the other seat, the hand of the seat to act shows as card backs
    const toAct = (await page.locator('[data-test=to-act]').textContent())!.startsWith('blue') ? 0 : 1;
    await page.selectOption('[data-test=view-as]', { label: toAct === 0 ? 'orange' : 'blue' });
    await page.waitForSelector(`[data-hand-hidden="${toAct}"]`);
    expect(await page.locator(`[data-hand="${toAct}"] [data-hand-card]`).count()).toBe(0);
    // the special kept before placement: its keeper sees it in the history, the other seat only that one was kept
    const kept = async (): Promise<string> => (await page.locator('.history li').evaluateAll((els) => els.map((e) => e.getAttribute('data-action') ?? ''))).find((t) => t.startsWith('keep '))!;
    const shown = [];
    for (const label of ['blue', 'orange']) {
      await page.selectOption('[data-test=view-as]', { label });
      await page.waitForSelector(`[data-hand-hidden="${label === 'blue' ? 1 : 0}"]`);
      shown.push(await kept());
    }
    expect(shown.filter((t) => t === 'keep (a special)')).toHaveLength(1);
    expect(shown.filter((t) => /^keep (kraken|fishbone|anchor|eye|module|harpoon)$/.test(t))).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('the editor changes a position: a card from a hand onto a space, a refused edit, a validation error with its path', async () => {
    const { page, errors } = await openPage(app.browser, `${app.url}#/duel/explore`);
    await page.waitForSelector('[data-space]');
    await page.fill('input[aria-label="Seed"]', '9');
    await page.click('[data-test=new-position]');
    await expect.poll(() => page.locator('[data-test=message]').textContent()).toBe('new position: 2 players, seed 9');
    await toPlacement(page);
    const toAct = (await page.locator('[data-test=to-act]').textContent())!.startsWith('blue') ? 0 : 1;
    const card = (await page.locator(`[data-hand="${toAct}"] [data-hand-card]`).first().getAttribute('data-hand-card'))!;
    await page.click('[data-tab=edit]');
    await page.waitForSelector('[data-test=duel-editor]');
    // a card of the seat to act's hand onto the other side's slot 2: still a valid position
    await page.click('[data-tool=place]');
    await page.selectOption('[data-test=editor-card]', card);
    await page.click(`[data-space="${1 - toAct} 2"]`);
    await expect.poll(() => page.locator(`[data-space="${1 - toAct} 2"]`).getAttribute('data-card')).toBe(card);
    await expect.poll(() => page.locator('.good').textContent()).toBe('valid');
    // the anchor needs its holder: refused with a reason (or accepted when someone holds it)
    await page.click('[data-tool=anchor]');
    await page.click('[data-space="0 0"]');
    await expect.poll(() => page.locator('[data-test=edit-refused]').textContent()).toBe('The Anchor goes on a card, and that space is empty');
    // a Diver from the deck onto a space: the hand sizes no longer add up, reported with the path a hover away
    await page.click('[data-tool=place]');
    const deckCard = await page.locator('[data-test=editor-card] option').evaluateAll((os) => (os as HTMLOptionElement[]).find((o) => o.textContent!.endsWith('— deck'))!.value);
    await page.selectOption('[data-test=editor-card]', deckCard);
    await page.click(`[data-space="${toAct} 4"]`);
    await expect.poll(() => page.locator('[data-test=edit-errors]').count()).toBe(1);
    // the seat to act now (the other one) should have placed a card by now
    const paths = await page.locator('.errors li').evaluateAll((items) => items.map((li) => li.getAttribute('title') ?? ''));
    expect(paths.some((p) => p.includes(`$.hands[${1 - toAct}]`)), paths.join('; ')).toBe(true);
    expect(await page.locator('[data-test=apply-edit]').isDisabled()).toBe(true);
    await screenshot(page, 'duel-editor-1400');
    // take it off again: valid, and the edited position is used
    await page.click('[data-tool=remove]');
    await page.click(`[data-space="${toAct} 4"]`);
    await expect.poll(() => page.locator('[data-test=edit-errors]').count()).toBe(0);
    await page.click('[data-test=apply-edit]');
    await page.waitForSelector('.actions [data-action]');
    expect(await page.locator(`[data-space="${1 - toAct} 2"]`).getAttribute('data-card')).toBe(card);
    expect(await page.locator('.history li').last().getAttribute('data-action')).toBe('(edit)');
    // the other seat is now to act, and the card is gone from the hand it came from
    expect(await page.locator('[data-test=to-act]').textContent()).toContain(toAct === 0 ? 'orange to act' : 'blue to act');
    expect(await page.locator(`[data-hand="${toAct}"] [data-hand-card="${card}"]`).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('a hotseat game in Play, played to its end by clicking, never shows the other seat its opponent’s hand', async () => {
    const seed = 12;
    const { page, errors } = await openPage(app.browser, `${app.url}#/duel/play`);
    await page.waitForSelector('[data-test=start]');
    await page.selectOption('[data-seat-kind="0"]', 'human');
    await page.selectOption('[data-seat-kind="1"]', 'human');
    await page.fill('[data-test=seed]', String(seed));
    await page.click('[data-test=start]');
    await page.waitForSelector('[data-test=board]');
    let mirror = Duel.setup({ players: 2, seed });
    played = [];
    const rng = Rng.fromSeed(seed);
    const kinds = new Set<string>();
    let steps = 0;
    for (; mirror.ended === null && steps < 400; steps++) {
      if (await page.locator('[data-test=handover]').count()) await page.click('[data-test=ready]');
      await page.waitForSelector('[data-test=board]');
      const seat = mirror.toAct!;
      await assertHidden(page, mirror, seat);
      if (steps === 8) await screenshot(page, 'duel-play-hotseat-1400');
      // the mirror picks: mostly the greedy policy, sometimes any legal action (anchors, arrows, specials)
      const legal = legalActions(mirror).map(makeAction);
      const preferred = legal.filter((a) => ['eye', 'module', 'harpoon'].includes(a) || a.includes('anchor') || a.startsWith('swap'));
      const action = preferred.length && rng.next() < 0.7 ? preferred[rng.int(preferred.length)]! : rng.next() < 0.3 ? legal[rng.int(legal.length)]! : Duel.greedy(observe(mirror, seat), legal);
      kinds.add(action.includes('anchor') ? 'anchor' : action.split(' ')[0]!);
      played.push({ seat, action });
      await clickAction(page, mirror, action);
      const parsed = parseAction(action);
      if (!parsed.ok) throw new Error(action);
      const r = Duel.play(mirror, parsed.value);
      if (!r.ok) throw new Error(`${action}: ${r.error.message}`);
      mirror = r.value;
      await expect.poll(() => logCount(page)).toBe(steps + 1);
    }
    expect(mirror.ended).not.toBeNull();
    await expect.poll(() => status(page)).toContain('Game over');
    expect(await page.locator('[data-test=board-over]').textContent()).toContain(`blue ${mirror.ended!.scores[0]!.total} – orange ${mirror.ended!.scores[1]!.total}`);
    expect(await page.locator('[data-test=scores] [data-test=total]').allTextContents()).toEqual(mirror.ended!.scores.map((s) => String(s.total)));
    // every kind of decision was made on the board
    for (const k of ['keep', 'place', 'anchor', 'move']) expect(kinds, k).toContain(k);
    expect([...kinds].some((k) => ['eye', 'module', 'harpoon'].includes(k))).toBe(true);
    await screenshot(page, 'duel-play-over-1400');
    expect(await noSidewaysOverflow(page)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('Bots: the greedy template compiles against the duel bot API in the editor and plays a quick match', async () => {
    const { page, errors } = await openPage(app.browser, `${app.url}#/duel/bots`);
    await page.waitForSelector('[data-test=compile-ok]');
    // Monaco draws its lines on an animation frame after the editor is made
    await expect.poll(async () => (await page.locator('[data-test=monaco] .view-lines').textContent())!.replace(/\u00a0/g, ' ')).toContain('A simple greedy duel bot');
    await page.selectOption('select[aria-label="Opponent"]', 'random');
    await page.click('[data-test=quick-match]');
    await expect.poll(() => page.locator('[data-test=match-status]').textContent()).toMatch(/won|lost|draw/);
    // the bot's logs come over their own channel, in batches: they need not be in before the result
    await expect.poll(() => page.locator('[data-test=console]').textContent()).toMatch(/round 1: place /);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('phone size: Explore, Play, the editor and Rules fit without sideways overflow', async () => {
    const size = { width: 390, height: 844 };
    const { page, errors } = await openPage(app.browser, `${app.url}#/duel/explore`, size);
    await page.waitForSelector('[data-space]');
    await toPlacement(page);
    expect(await noSidewaysOverflow(page)).toBe(true);
    await screenshot(page, 'duel-explore-390');
    await page.click('[data-tab=edit]');
    await page.waitForSelector('[data-test=duel-editor]');
    expect(await noSidewaysOverflow(page)).toBe(true);
    await page.locator('[data-test=duel-editor]').scrollIntoViewIfNeeded();
    await screenshot(page, 'duel-editor-390');
    await page.goto(`${app.url}#/duel/play`);
    await page.waitForSelector('[data-test=start]');
    await page.selectOption('[data-seat-kind="0"]', 'human');
    await page.selectOption('[data-seat-kind="1"]', 'builtin:greedy');
    await page.click('[data-test=start]');
    await page.waitForSelector('[data-board-action^="keep "], [data-hand-card].playable');
    expect(await noSidewaysOverflow(page)).toBe(true);
    await screenshot(page, 'duel-play-390');
    await page.goto(`${app.url}#/duel/rules`);
    await page.waitForSelector('text=Nautilus duel, the rules in short');
    expect(await page.locator('.legend dt').count()).toBeGreaterThan(10);
    expect(await noSidewaysOverflow(page)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
