/** Positions sampled from seeded games across every variant setting, stage and pending kind. */
import { Rng } from '../../src/core/rng.js';
import { cloneData } from '../../src/core/clone.js';
import { applyInPlace, legalActions, rolloutChoice, setupDuel, variantCombination, type DuelPosition } from '../../src/duel/index.js';

/** Every `every`-th position of `games` seeded games (greedy and random mixed), plus each game's end. */
export function samplePositions(games: number, every = 3, seed = 1): DuelPosition[] {
  const out: DuelPosition[] = [];
  for (let g = 0; g < games; g++) {
    const pos = setupDuel({ players: 2, seed: seed + g, variants: variantCombination((seed + g) % 64) });
    const rng = Rng.fromSeed(seed * 7919 + g);
    const greedy = g % 2 === 0 ? 0.7 : 0.2;
    for (let i = 0; !pos.ended; i++) {
      if (i % every === 0) out.push(cloneData(pos));
      const legal = legalActions(pos);
      applyInPlace(pos, rng.next() < greedy ? rolloutChoice(pos, legal, rng) : rng.pick(legal));
    }
    out.push(cloneData(pos));
  }
  return out;
}

/** A stage label: the stage, or the pending kind. */
export function stageOf(pos: DuelPosition): string {
  return pos.pending ? pos.pending.kind : pos.stage;
}
