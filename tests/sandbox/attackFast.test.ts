// Hostile bots against the fast forward model (ctx.engine's legalCount, actionAt, playIndex and the
// play / playInPlace of remembered notation), each in a real sandbox: a child process with the bot
// in a V8 isolate. Each bot runs its attack on its own determinizations and logs one line of JSON
// (what it found); the checked route it compares with is `play` on a JSON copy, a position no
// cache has seen, which parses and checks the action.
import { afterAll, describe, expect, test } from 'vitest';
import type { Decision } from '../../src/bots/match.js';
import { sandboxSeat } from '../../src/cli/botSandbox.js';
import { Rng } from '../../src/core/rng.js';
import { GAMES } from '../../src/games.js';
import type { SandboxSeat } from '../../src/sandbox/host.js';
import { Nautilus, legalActions, makeAction, observe, setupGame, type Position } from '../../src/nautilus/index.js';

/** A seeded Nautilus position in the movement phase, where the seat to act may move a submarine. */
function movePosition(): Position {
  let pos = setupGame({ players: 2, seed: 3, firstPlayer: 0 });
  const rng = Rng.fromSeed(5);
  while (!legalActions(pos).map(makeAction).some((a) => a.startsWith('move '))) {
    const legal = legalActions(pos);
    const next = Nautilus.play(pos, legal[rng.int(legal.length)]!);
    if (!next.ok) throw new Error(next.error.message);
    pos = next.value;
  }
  return pos;
}

const pos = movePosition();
const seat = pos.toAct;
const legal = legalActions(pos).map(makeAction);
// a deadline no answer races
const decision: Decision = { game: 'nautilus', observation: observe(pos, seat), legal, seed: 7, ply: 0, deadlineMs: 600_000 };

// helpers every attack bot starts with: the outcome of a call, and a copy no cache has seen
const PRELUDE = `
const J = (x) => JSON.stringify(x);
const copy = (p) => JSON.parse(J(p));
const outcome = (f) => { try { const r = f(); return r === null ? 'null' : r === undefined ? 'done' : J(r); } catch (e) { return e instanceof RangeError ? 'RangeError' : 'throws ' + (e && e.message); } };
`;

const seats: SandboxSeat[] = [];
afterAll(() => seats.forEach((s) => s.kill()));

/** A decision of `id` after a few seeded random actions from the start. */
function decisionOf(id: string): Decision {
  const game = GAMES[id]!;
  let p: unknown = game.setup({ players: 2, seed: 11 });
  const rng = Rng.fromSeed(11);
  for (let i = 0; i < 6 && !game.isOver(p); i++) {
    const actions = game.legalActions(p);
    const next = game.play(p, actions[rng.int(actions.length)]);
    if (!next.ok) throw new Error(next.error.message);
    p = next.value;
  }
  const s = game.toAct(p)!;
  return { game: id, observation: game.observe(p, s), legal: game.legalActions(p).map((a: unknown) => game.makeAction(a)), seed: 7, ply: 0, deadlineMs: 600_000 };
}

/** Runs an attack bot for one decision: its answer and the JSON it logged. */
async function attack(body: string, asked: Decision = decision): Promise<{ answer: string; found: Record<string, unknown> }> {
  const logs: string[] = [];
  const seat = sandboxSeat('attacker', `${PRELUDE}\nexport function act(ctx) {\n${body}\n}`, (t) => logs.push(t));
  seats.push(seat);
  try {
    const answer = await seat.decide(asked);
    expect(logs).toHaveLength(1);
    return { answer, found: JSON.parse(logs[0]!) as Record<string, unknown> };
  } finally {
    seat.kill();
  }
}

describe('the fast forward model against hostile bots (real isolate, real child process)', () => {
  test('actions by index take only an integer in range: any other index is a RangeError and plays nothing', async () => {
    const { answer, found } = await attack(`
      const e = ctx.engine, d = ctx.determinize(), before = J(d), n = e.legalCount(d);
      let reads = 0;
      const shifty = { valueOf() { return reads++ % 2 ? n + 5 : 0; } };
      const proxy = new Proxy({}, { get: () => () => 0 });
      const odd = [-1, n, n + 1, 0.5, n - 0.5, -0.5, NaN, Infinity, -Infinity, 1e300, 2 ** 31, 2 ** 32, -(2 ** 31), 2 ** 53, '0', '1', true, null, undefined, { valueOf: () => 0 }, shifty, proxy, [0], 0n, Symbol('i'),
        { toString() { throw new Error('mine'); } }, { [Symbol.toPrimitive]() { throw new Error('mine'); } }, new Proxy({}, { get() { throw new Error('mine'); } })];
      const out = odd.map((i) => outcome(() => e.actionAt(d, i)) + ',' + outcome(() => e.playIndex(d, i)));
      // the log line is capped: only what was not refused is named
      const accepted = out.flatMap((r, k) => (r === 'RangeError,RangeError' ? [] : [k + ': ' + r]));
      ctx.log(J({ accepted, tried: out.length, unchanged: J(d) === before, minusZero: e.actionAt(d, -0) === e.actionAt(d, 0), n, count: e.legal(d).length }));
      return ctx.legal[0];`);
    expect(legal).toContain(answer);
    expect(found).toMatchObject({ accepted: [], tried: 28, unchanged: true, minusZero: true, n: found.count });
  });

  test('strings that look like remembered notation play as the checked route plays them (or not at all)', async () => {
    const { found } = await attack(`
      const e = ctx.engine, d = ctx.determinize(), before = J(d), L = e.legal(d), a = L.find((x) => x.startsWith('move '));
      const other = a.replace(/^move (\\d):/, (_, s) => 'move ' + (1 - Number(s)) + ':');
      const alikes = [a.split('').join(''), a + ' ', ' ' + a, a.toUpperCase(), a.replace(/ /g, '  '), a + '\\0', a.slice(0, -1), other, 'end', 'skip',
        new String(a), { toString: () => a }, { valueOf: () => a, toString: () => a }, [a], new Proxy({}, { get: (_, k) => (k === Symbol.toPrimitive ? () => a : undefined) }), ...L];
      const differ = alikes.map(String).filter((x, i) => outcome(() => e.play(d, alikes[i])) !== outcome(() => e.play(copy(d), alikes[i])));
      const inPlace = alikes.slice(0, 10).filter((x) => { const p = copy(d), q = copy(d); e.legal(p); return outcome(() => (e.playInPlace(p, x), p)) !== outcome(() => (e.playInPlace(q, x), q)); });
      ctx.log(J({ differ, inPlace, unchanged: J(d) === before, tried: alikes.length, accepted: alikes.filter((x) => e.play(d, x) !== null).length }));
      return ctx.legal[0];`);
    expect(found).toMatchObject({ differ: [], inPlace: [], unchanged: true });
    // the attack meant something: the legal strings themselves were played
    expect(found.accepted).toBeGreaterThanOrEqual(legal.length);
  });

  test('a string or index from before a change is checked against the position as it is now', async () => {
    const { found } = await attack(`
      const e = ctx.engine, d = ctx.determinize(), L = e.legal(d), n = L.length;
      const stale = [];
      const probe = (label) => {
        // everything remembered of d must answer as a copy that no cache has seen
        if (J(e.legal(d)) !== J(e.legal(copy(d)))) stale.push(label + ': legal');
        if (e.legalCount(d) !== e.legal(copy(d)).length) stale.push(label + ': legalCount');
        for (let i = 0; i < n; i++) if (outcome(() => e.actionAt(d, i)) !== outcome(() => e.actionAt(copy(d), i))) stale.push(label + ': actionAt ' + i);
        for (const x of L) if (outcome(() => e.play(d, x)) !== outcome(() => e.play(copy(d), x))) stale.push(label + ': play ' + x);
      };
      e.playIndex(d, L.indexOf(L.find((x) => x.startsWith('move '))));
      probe('after playIndex');
      e.playInPlace(d, e.legal(d)[0]);
      probe('after playInPlace');
      e.rollout(d, 0, 1, 3);
      probe('after rollout');
      ctx.log(J({ stale, n, changed: J(e.legal(d)) !== J(L) }));
      return ctx.legal[0];`);
    expect(found).toMatchObject({ stale: [], changed: true });
  });

  test("a play copy shares parts with its parent: playing the copy in place changes neither the parent nor its lists, nor the observation", async () => {
    const { found } = await attack(`
      // a copy made by play: the copies play makes of it share its entries (modules, submarines, tiles, …)
      const e = ctx.engine, obs = J(ctx.observation), root = ctx.determinize(), d = e.play(root, e.legal(root)[0]), before = J(d), L = e.legal(d);
      for (let i = 0; i < L.length; i++) {
        const q = e.play(d, L[i]);
        e.rollout(q, 1, i, 60);
        if (e.legalCount(q)) e.playIndex(q, 0);
      }
      const own = ctx.determinize();
      e.rollout(own, 2, 3, 200);
      ctx.log(J({ unchanged: J(d) === before, lists: J(e.legal(d)) === J(L) && J(L) === J(e.legal(copy(d))), observation: J(ctx.observation) === obs, played: L.length }));
      return ctx.legal[0];`);
    expect(found).toMatchObject({ unchanged: true, lists: true, observation: true });
    expect(found.played).toBeGreaterThan(1);
  });

  test("a position whose getter answers differently on every read poisons no other position's notation", async () => {
    // The shared notation is keyed by what names an action (the seat to act, module centres): a hostile
    // copy whose toAct alternates between the bot's seat and the other one got the other seat's text
    // stored under the bot's key, and every honest determinization after it listed "move <other>:…".
    const { answer, found } = await attack(`
      const e = ctx.engine, d = ctx.determinize(), seat = d.toAct;
      const h = copy(d);
      let hostile = false, reads = 0;
      Object.defineProperty(h, 'toAct', { get: () => (hostile && reads++ % 2 === 1 ? 1 - seat : seat), enumerable: true });
      e.legalCount(h);
      hostile = true;
      const printed = e.legal(h);
      hostile = false;
      const honest = [copy(d), ctx.determinize(), ctx.determinize()];
      // what the fast route lists, the checked route must accept, and the host's list must hold
      const refused = honest.flatMap((p) => e.legal(p).filter((x) => e.play(copy(p), x) === null));
      const foreign = honest.flatMap((p) => e.legal(p).filter((x) => !ctx.legal.includes(x)));
      ctx.log(J({ refused, foreign, printed: printed.length }));
      return e.legal(honest[1]).find((x) => x.startsWith('move '));`);
    expect(found).toMatchObject({ refused: [], foreign: [] });
    expect(found.printed).toBe(legal.length);
    expect(legal).toContain(answer);
  });

  test("what the engine hands back is the bot's own: changing it changes no list", async () => {
    const { found } = await attack(`
      const e = ctx.engine, d = ctx.determinize(), L = e.legal(d), kept = J(L), C = e.candidates(d), keptC = J(C);
      L.reverse(); L.push('end'); L[0] = 'skip';
      C.length = 0;
      ctx.log(J({ legal: J(e.legal(d)) === kept && J(e.legal(d)) === J(e.legal(copy(d))), candidates: J(e.candidates(d)) === keptC, first: e.actionAt(d, 0) === JSON.parse(kept)[0] }));
      return ctx.legal[0];`);
    expect(found).toEqual({ legal: true, candidates: true, first: true });
  });

  test('ctx.engine is frozen: a bot replaces no part of the forward model its analysis and later decisions use', async () => {
    // the engine is one object per game instance in the isolate, shared by every context and ctx.analyze
    const { answer, found } = await attack(`
      const e = ctx.engine, legal = e.legal, d = ctx.determinize(), refused = [];
      const tries = {
        assign: () => { e.candidates = () => ['bogus']; },
        define: () => Object.defineProperty(e, 'legal', { value: () => ['bogus'] }),
        remove: () => { delete e.play; },
        add: () => { e.extra = 1; },
        proto: () => Object.setPrototypeOf(e, { legalCount: () => 0 }),
      };
      for (const [name, f] of Object.entries(tries)) { try { f(); } catch { refused.push(name); } }
      const r = ctx.analyze({ iterations: 6 });
      ctx.log(J({ refused, same: e.legal === legal && e.play !== undefined && !('extra' in e), candidates: e.candidates(d).every((x) => ctx.legal.includes(x)), best: r.best }));
      return r.best;`);
    expect(found).toMatchObject({ refused: ['assign', 'define', 'remove', 'add', 'proto'], same: true, candidates: true });
    expect(legal).toContain(answer);
  });

  test.each(['atlantis', 'duel'])('%s: look-alike and stale strings and indices answer as the checked route', async (id) => {
    const asked = decisionOf(id);
    const { answer, found } = await attack(`
      const e = ctx.engine, d = ctx.determinize(), L = e.legal(d), a = L[L.length - 1];
      const alikes = [a.split('').join(''), a + ' ', a.toUpperCase(), a.slice(0, -1), new String(a), { toString: () => a }, [a], ...L];
      const differ = alikes.map(String).filter((x, i) => outcome(() => e.play(d, alikes[i])) !== outcome(() => e.play(copy(d), alikes[i])));
      const odd = [-1, L.length, 0.5, NaN, '0', { valueOf: () => 0 }].filter((i) => outcome(() => e.actionAt(d, i)) !== 'RangeError' || outcome(() => e.playIndex(d, i)) !== 'RangeError');
      e.playIndex(d, L.length - 1);
      const stale = L.filter((x) => outcome(() => e.play(d, x)) !== outcome(() => e.play(copy(d), x)));
      const lists = J(e.legal(d)) === J(e.legal(copy(d))) && e.legalCount(d) === e.legal(copy(d)).length;
      ctx.log(J({ differ, odd: odd.length, stale, lists, n: L.length }));
      return ctx.legal[0];`, asked);
    expect(asked.legal).toContain(answer);
    expect(found).toMatchObject({ differ: [], odd: 0, stale: [], lists: true });
    expect(found.n).toBe(asked.legal.length);
  });
});
