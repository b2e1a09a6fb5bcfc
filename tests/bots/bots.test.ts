// Bots: the API and context, the built-in bots on fixed-seed scenarios, the match runner's
// forfeits, and the safe runner in real worker threads (deadline, illegal answers, throws, spying).
import { afterAll, describe, expect, test } from 'vitest';
import { greedyBot, randomBot } from '../../src/bots/builtin.js';
import { ismctsBot } from '../../src/bots/ismcts.js';
import { makeNautilusContext } from '../../src/bots/context.js';
import { builtinBot } from '../../src/bots/registry.js';
import { botNamesHelp, parseBotRef } from '../../src/bots/names.js';
import { Nautilus } from '../../src/nautilus/index.js';
import { determinize } from '../../src/nautilus/index.js';
import { inProcessSeat, runGame, type SeatPlayer } from '../../src/bots/match.js';
import { secretFromSeed } from '../../src/bots/seeds.js';
import { Rng } from '../../src/core/rng.js';
import { applyInPlace, legalActions, makeAction, observe, setupGame, validatePosition, type Position } from '../../src/nautilus/index.js';
import { addModules, addTile, atPhase, game } from '../helpers.js';
import { midGames, permuteHidden } from '../nautilus/midgame.js';

const ctxFor = (pos: Position, seed = 1) => makeNautilusContext(observe(pos, pos.toAct), legalActions(pos).map(makeAction), { seed, deadline: Date.now() + 60_000, now: () => Date.now() });

/** Phase 3, seat 0 to act (nothing to launch from), a submarine one step from a chest. */
function chestScene(): Position {
  const pos = game(2, { clearTiles: true });
  addModules(pos, { kind: 'green', at: [14, 11], researchers: [2, 0] }, { kind: 'training', layout: 'B', at: [11, 14], researchers: [1, 0] });
  pos.submarines.push({ seat: 0, index: 0, at: [13, 16] });
  addTile(pos, [14, 16], 'chest');
  addTile(pos, [19, 12], 'mussel');
  pos.players[0]!.known = [{ at: [14, 16], tile: 'chest' }]; // seat 0 has seen it (a bot may use only what it knows)
  return atPhase(pos, 3, 0);
}

describe('bot context', () => {
  test('kernel queries answer from the public board', () => {
    const ctx = ctxFor(chestScene());
    expect(ctx.reach('0:0')).toContainEqual([14, 16]);
    expect(ctx.sonar('0:0')).toEqual([[14, 16]]);
    expect(() => ctx.reach('1:0')).toThrow(/no submarine/);
  });

  test('the seeded random repeats with the seed', () => {
    const a = ctxFor(chestScene(), 7);
    const b = ctxFor(chestScene(), 7);
    expect([a.random(), a.randomInt(10)]).toEqual([b.random(), b.randomInt(10)]);
  });

  test.each(midGames(5, 40).map((p, i) => [i, p] as const))('mid-game %i: a determinization is a valid position that agrees with the observation', (seed, pos) => {
    expect(pos.endReason).toBeNull();
    const obs = observe(pos, pos.toAct);
    const det = determinize(obs, Rng.fromSeed(seed));
    expect(validatePosition(det)).toEqual([]);
    expect(det.modules).toEqual(pos.modules);
    expect(det.submarines).toEqual(pos.submarines);
    expect(det.players[pos.toAct]!.goal).toEqual(pos.players[pos.toAct]!.goal);
    for (const t of obs.tiles) if (t.tile !== null) expect(det.tiles.find((d) => d.at[0] === t.at[0] && d.at[1] === t.at[1])!.tile).toBe(t.tile);
    expect(legalActions(det).map(makeAction)).toEqual(legalActions(pos).map(makeAction));
    expect(observe(det, pos.toAct)).toEqual(obs); // the seat could not tell it from the truth
  });

  test.each(midGames(4, 20).map((p, i) => [i, p] as const))('mid-game %i: a bot context is the same whatever the hidden identities are', (i, pos) => {
    const seat = pos.toAct;
    expect(pos.endReason).toBeNull();
    expect(pos.players[seat]!.known.length).toBeGreaterThan(0);
    const other = permuteHidden(pos, seat, Rng.fromSeed(i))!;
    expect(other.tiles.some((t, k) => t.tile !== pos.tiles[k]!.tile)).toBe(true);
    const [a, b] = [ctxFor(pos, 5), ctxFor(other, 5)];
    expect(JSON.stringify({ o: b.observation, l: b.legal, bel: b.beliefs() })).toBe(JSON.stringify({ o: a.observation, l: a.legal, bel: a.beliefs() }));
    // determinizations are drawn from the belief: the same seed gives the same samples either way
    for (let k = 0; k < 3; k++) expect(b.determinize()).toEqual(a.determinize());
    for (const s of pos.submarines) expect(b.reach(`${s.seat}:${s.index}`)).toEqual(a.reach(`${s.seat}:${s.index}`));
  });

  test('a determinization is not the truth: hidden squares get sampled identities', () => {
    const pos = midGames(1, 30)[0]!;
    const seat = pos.toAct;
    const known = new Set(pos.players[seat]!.known.map((k) => `${k.at}`));
    const hidden = pos.tiles.filter((t) => !t.faceUp && !known.has(`${t.at}`));
    expect(hidden.length).toBeGreaterThan(10);
    const ctx = ctxFor(pos, 9);
    let same = 0;
    for (let i = 0; i < 5; i++) {
      const det = ctx.determinize();
      for (const h of hidden) if (det.tiles.find((t) => t.at[0] === h.at[0] && t.at[1] === h.at[1])!.tile === h.tile) same++;
    }
    expect(same / (5 * hidden.length)).toBeLessThan(0.5);
  });
});

describe('built-in bots on fixed-seed scenarios', () => {
  test('greedy takes the chest it knows of next to its submarine', () => {
    expect(greedyBot.act(ctxFor(chestScene()))).toBe('move 0:0 14 16');
  });

  test('ismcts takes the chest it knows of, and repeats itself with the same seed', () => {
    const bot = ismctsBot({ iterations: 60 });
    const a = bot.act(ctxFor(chestScene(), 3));
    expect(a).toBe('move 0:0 14 16');
    expect(bot.act(ctxFor(chestScene(), 3))).toBe(a);
  });

  test('greedy buys and builds in phase 1 with money to spare', () => {
    const ctx = ctxFor(setupGame({ players: 2, seed: 1, firstPlayer: 0 }));
    expect(greedyBot.act(ctx)).toMatch(/^buy /);
  });

  test('random answers a legal action', () => {
    const ctx = ctxFor(chestScene());
    expect(ctx.legal).toContain(randomBot.act(ctx));
  });

  test('built-in bots by name', () => {
    expect(builtinBot('greedy')).toBe(greedyBot);
    expect(builtinBot('ismcts:10')?.name).toBe('ismcts');
    expect(builtinBot('oracle')).toBeNull();
    expect(builtinBot('greedy:3')).toBeNull(); // greedy takes no argument
    expect(builtinBot('ismcts:1000ms')?.name).toBe('ismcts');
    expect(builtinBot('analyst:300ms')).toBeNull(); // the analyst's argument is already a time
    expect(builtinBot('ismcts:5ms')).toBeNull(); // below the least time
  });

  test('bot names: ismcts:Nms is a time per decision, told apart from ismcts:N', () => {
    const timed = parseBotRef('ismcts:1000ms', 'nautilus');
    expect(timed.ok && timed.value.kind === 'builtin' && [timed.value.arg, timed.value.ms]).toEqual([null, 1000]);
    const counted = parseBotRef('ismcts:1000', 'nautilus');
    expect(counted.ok && counted.value.kind === 'builtin' && [counted.value.arg, counted.value.ms]).toEqual([1000, undefined]);
    expect(parseBotRef('greedy:10ms', 'nautilus')).toEqual({ ok: false, error: 'the greedy bot takes no time per decision' });
    expect(parseBotRef('ismcts:9ms', 'nautilus')).toEqual({ ok: false, error: 'ismcts:Nms takes milliseconds per decision in 10..600000' });
    expect(botNamesHelp('nautilus')).toContain('ismcts[:N|:Nms]');
  });

  test('bot names: analyst[:MS]@ts keeps its samples on the TS engine; @ts on a bot without samples is refused', () => {
    const ts = parseBotRef('analyst:300@ts', 'nautilus');
    expect(ts.ok && ts.value.kind === 'builtin' && [ts.value.arg, ts.value.playouts]).toEqual([300, 'ts']);
    const plain = parseBotRef('analyst@ts', 'nautilus');
    expect(plain.ok && plain.value.kind === 'builtin' && [plain.value.arg, plain.value.playouts]).toEqual([null, 'ts']);
    const engine = parseBotRef('analyst:300', 'nautilus');
    expect(engine.ok && engine.value.kind === 'builtin' && engine.value.playouts).toBeUndefined();
    expect(parseBotRef('greedy@ts', 'nautilus')).toEqual({ ok: false, error: 'the greedy bot takes no @ts (only a search that plays samples does)' });
    expect(builtinBot('analyst:300@ts')?.name).toBe('analyst');
    expect(botNamesHelp('nautilus')).toContain('analyst[:N][@ts]');
  });

  test('a fixed-seed game between greedy and random is reproducible and greedy wins it', async () => {
    const play = () => runGame({ game: Nautilus, seed: 4, players: [inProcessSeat(greedyBot), inProcessSeat(randomBot)], secret: secretFromSeed(4) });
    const [a, b] = [await play(), await play()];
    expect(a.actions).toEqual(b.actions);
    expect(a.winners).toEqual([0]);
    expect(a.forfeit).toBeNull();
  });
});

describe('forfeits in the match runner', () => {
  const seat = (name: string, decide: SeatPlayer['decide']): SeatPlayer => ({ name, decide });
  test.each([
    ['illegal', seat('liar', async () => 'fly away'), 'illegal'],
    ['threw', seat('thrower', async () => Promise.reject(new Error('boom'))), 'threw'],
  ])('a bot that answers %s loses, with the reason', async (_n, bad, reason) => {
    const r = await runGame({ game: Nautilus, seed: 2, players: [inProcessSeat(randomBot), bad] });
    expect(r.forfeit).toMatchObject({ bot: bad.name, reason });
    expect(r.winners).not.toContain(r.forfeit!.seat);
    expect(r.endReason).toBe(`forfeit:${reason}`);
  });
});
