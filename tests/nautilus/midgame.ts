/**
 * Genuine mid-game positions for the hidden-information tests: seeded games played by a policy
 * that pings often (so seats hold private knowledge) and otherwise mixes the greedy rollout with
 * uniform choices, stopped while the game runs. And the permutations of what a seat cannot see.
 */
import { Rng } from '../../src/core/rng.js';
import { Nautilus, applyInPlace, getBoard, legalActions, zoneAt, GOAL_CARDS, type Position } from '../../src/nautilus/index.js';

/** A mid-game position of seed `seed`: running, round >= 3, the seat to act and at least one other seat hold private knowledge; null if that seed never gets there. */
export function midGame(seed: number): Position | null {
  const pos = Nautilus.setup({ players: 2 + (seed % 3), seed });
  const rng = Rng.fromSeed(seed * 7 + 1);
  const stopRound = 3 + (seed % 4);
  for (let i = 0; i < 3000 && pos.endReason === null; i++) {
    const knowing = pos.players.filter((p) => p.known.length > 0).length;
    if (pos.round >= stopRound && pos.players[pos.toAct]!.known.length > 0 && knowing >= 2) return pos;
    const legal = legalActions(pos);
    const pings = legal.filter((a) => a.type === 'sonar' || a.type === 'examine');
    const r = rng.next();
    const action = pings.length && r < 0.6 ? rng.pick(pings) : r < 0.85 ? Nautilus.rollout(pos, legal, rng) : rng.pick(legal);
    applyInPlace(pos, action);
  }
  return null;
}

/** `count` mid-game positions from seeds counting up from `first`. */
export function midGames(count: number, first = 1): Position[] {
  const out: Position[] = [];
  for (let seed = first; out.length < count && seed < first + 50 * count; seed++) {
    const pos = midGame(seed);
    if (pos) out.push(pos);
  }
  if (out.length < count) throw new Error(`only ${out.length} of ${count} mid-game positions found`);
  return out;
}

/**
 * A copy of `pos` where everything `seat` cannot see is permuted in a way consistent with what it
 * sees: the identities of face-down tiles it has not seen (within each zone), the goal cards of the
 * other seats (among the cards it does not hold), and the research stacks below their tops. Other
 * seats' knowledge follows their tiles. Returns null when nothing hidden could change.
 */
export function permuteHidden(pos: Position, seat: number, rng: Rng): Position | null {
  const out = structuredClone(pos);
  const board = getBoard(out.board);
  const mine = new Set(out.players[seat]!.known.map((k) => `${k.at}`));
  let changed = false;
  for (const zone of ['S', 'D', 'T'] as const) {
    const hidden = out.tiles.filter((t) => !t.faceUp && !mine.has(`${t.at}`) && zoneAt(board, t.at[0], t.at[1]) === zone);
    const ids = rng.shuffle(hidden.map((t) => t.tile));
    hidden.forEach((t, i) => {
      if (t.tile !== ids[i]) changed = true;
      t.tile = ids[i]!;
    });
  }
  for (const p of out.players) for (const k of p.known) k.tile = out.tiles.find((t) => t.at[0] === k.at[0] && t.at[1] === k.at[1])!.tile;
  const own = out.players[seat]!.goal;
  const others = rng.shuffle(GOAL_CARDS.filter((g) => !(g.includes(own[0]) && g.includes(own[1]))).map((g) => [g[0], g[1]] as [typeof g[0], typeof g[1]]));
  out.players.forEach((p, s) => {
    if (s === seat) return;
    const g = others.pop()!;
    if (g[0] !== p.goal[0] || g[1] !== p.goal[1]) changed = true;
    p.goal = g;
  });
  if (!out.variants.openStacks) {
    for (const k of ['training', 'technology', 'sonar', 'lab', 'analysis'] as const) {
      const [top, ...rest] = out.stacks[k];
      if (top === undefined) continue;
      const shuffled = rng.shuffle([...rest]);
      if (shuffled.some((v, i) => v !== rest[i])) changed = true;
      out.stacks[k] = [top, ...shuffled];
    }
  }
  return changed ? out : null;
}

/** A seeded 2-player position in phase 3 (round 3 or later) where the seat to act has an unmoved submarine that can move. */
export function subPosition(seed: number): Position {
  const pos = Nautilus.setup({ players: 2, seed });
  const rng = Rng.fromSeed(seed);
  for (let i = 0; i < 5000 && pos.endReason === null; i++) {
    const legal = legalActions(pos);
    if (pos.phase === 3 && pos.round >= 3 && pos.turn.moved.length === 0 && pos.turn.pending === null && legal.some((a) => a.type === 'move')) return pos;
    applyInPlace(pos, Nautilus.rollout(pos, legal, rng));
  }
  throw new Error(`seed ${seed} never reaches a submarine move`);
}
