/** The end of a phase turn (spec 5) and of a round, with the end-of-game checks in order (spec 9). */
import type { Events } from './events.js';
import { tileSetOf } from './board.js';
import { isResearchKind } from './modules.js';
import { newTurn, pay } from './state.js';
import { ATLANTIS_COUNT, TILE_SET, tileType } from './tiles.js';
import type { Position, TileSet } from './types.js';

/** `end`: phase-1 payment and returns (spec 5), then the next phase turn or the end of the round. */
export function endTurn(pos: Position, events: Events): void {
  const seat = pos.toAct;
  const player = pos.players[seat]!;
  const turn = pos.turn;
  if (pos.phase === 1) {
    if (turn.placed.length) pay(pos, events, seat, turn.buildCost, 'build');
    if (turn.placed.length || !turn.bought) {
      for (const h of player.held) {
        if (isResearchKind(h.kind)) pos.stacks[h.kind].push(h.corridors);
        else pos.stacks[h.kind as 'green' | 'blue']++;
        player.researchers += h.researchers;
      }
      player.held = [];
    }
  }
  pos.turn = newTurn();
  const n = pos.players.length;
  const next = (seat + 1) % n;
  if (next !== pos.firstPlayer) {
    pos.toAct = next;
    return;
  }
  if (pos.phase < 3) {
    pos.phase = (pos.phase + 1) as 2 | 3;
    pos.toAct = pos.firstPlayer;
    return;
  }
  endRound(pos);
}

/** How many Atlantis tiles a tile set holds (the default set's 15 without counting). */
function atlantisCount(set: TileSet): number {
  if (set === TILE_SET) return ATLANTIS_COUNT;
  let n = 0;
  for (const zone of [set.S, set.D, set.T]) for (const t of zone) if (tileType(t) === 'atlantis') n++;
  return n;
}

/** End-of-round checks in the order of spec 9. */
function endRound(pos: Position): void {
  // Atlantis numbers on the ruins (1–15) as bits, and how many differ
  let onRuins = 0;
  for (const r of pos.ruins) onRuins |= 1 << r.atlantis;
  const on = (n: number): boolean => (onRuins & (1 << n)) !== 0;
  let distinct = 0;
  for (let bits = onRuins; bits !== 0; bits &= bits - 1) distinct++;
  const flags = pos.roundFlags;
  if (pos.finalRound === null && on(13) && on(14) && on(15)) pos.finalRound = pos.round + 1;
  const atlantisTotal = atlantisCount(tileSetOf(pos.board));
  if (atlantisTotal > 0 && distinct >= atlantisTotal) pos.endReason = 'allAtlantis';
  else if (pos.finalRound !== null && pos.round >= pos.finalRound) pos.endReason = 'atlantis13to15';
  else if (!flags.bought && !flags.placed && !flags.recovered) pos.endReason = 'stalemate';
  else if (pos.round >= pos.variants.maxRounds) pos.endReason = 'maxRounds';
  if (pos.endReason !== null) return;
  pos.round++;
  pos.firstPlayer = (pos.firstPlayer + 1) % pos.players.length;
  pos.phase = 1;
  pos.toAct = pos.firstPlayer;
  pos.roundFlags = { bought: false, placed: false, recovered: false };
}
