// The browser's built-in bots (issue 30): the engine worker's analyst searches as the command line's
// does, keeping the subtree of its choice from one decision to the next of its turn (a fresh bot for
// every decision threw it away), and `botDecision` gives its log to compare samples per decision.
import { expect, test } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { GAMES } from '../../src/games.js';
import { createEngineApi } from '../../web/src/worker/engineApi.js';
import { loadWasmKernel } from '../kernel/wasmKernel.js';

/** A clock that moves 1 ms a reading: searches stop after a fixed number of readings. */
const stepping = (): (() => number) => {
  let t = 0;
  return () => t++;
};

/** The first position (from playout-policy play of a seeded deal) where the seat to act acts again after the analyst's choice. */
async function turnGoesOn(api: ReturnType<typeof createEngineApi>, seed: number): Promise<{ position: unknown; ply: number; action: string; log: string[] }> {
  const game = GAMES.atlantis!;
  const rng = Rng.fromSeed(seed);
  const pos = game.setup({ players: 2, seed });
  for (let ply = 0; ply < 200 && !game.isOver(pos); ply++) {
    const seat = game.toAct(pos)!;
    if (game.legalActions(pos).length > 1) {
      const d = await api.botDecision('atlantis', game.clone(pos), 'analyst:300', seed, ply, 5000);
      const next = game.play(pos, game.parseAction(d.action).ok ? (game.parseAction(d.action) as { value: unknown }).value : null);
      if (next.ok && game.toAct(next.value) === seat && game.legalActions(next.value).length > 1) return { position: next.value, ply: ply + 1, action: d.action, log: d.log };
    }
    game.applyInPlace(pos, game.rollout(pos, game.legalActions(pos), rng));
  }
  throw new Error('no turn that goes on');
}

test("the engine worker's analyst keeps its subtree for the seat's next decision of the turn, and logs its samples", async () => {
  const api = createEngineApi(() => loadWasmKernel(), stepping());
  await api.init();
  const { position, ply, log } = await turnGoesOn(api, 5);
  expect(log.join(' ')).toMatch(/analyst: \d+ samples \(0 kept from the last decision\)/);
  const next = await api.botDecision('atlantis', position, 'analyst:300', 5, ply, 5000);
  const kept = Number(/\((\d+) kept from the last decision\)/.exec(next.log.join(' '))?.[1] ?? 0);
  expect(kept).toBeGreaterThan(0);
  expect(next.ms).toBeGreaterThan(0);
  // the same bot answers with botAction
  expect(GAMES.atlantis!.legalActions(position).map((a: unknown) => GAMES.atlantis!.makeAction(a))).toContain(await api.botAction('atlantis', position, 'analyst:300', 5, ply, 5000));
});

test('a kept bot is used only for the next ply of the same seat, game and seed: anything else starts afresh', async () => {
  const api = createEngineApi(() => loadWasmKernel(), stepping());
  await api.init();
  const { position, ply } = await turnGoesOn(api, 5);
  // another seed (another game): a fresh analyst keeps nothing
  const other = await api.botDecision('atlantis', position, 'analyst:300', 6, ply, 5000);
  expect(other.log.join(' ')).toMatch(/\(0 kept from the last decision\)/);
  // a later ply than the next: afresh too
  const { position: p2, ply: ply2 } = await turnGoesOn(api, 5);
  const late = await api.botDecision('atlantis', p2, 'analyst:300', 5, ply2 + 3, 5000);
  expect(late.log.join(' ')).toMatch(/\(0 kept from the last decision\)/);
});
