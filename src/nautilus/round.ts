/** The end of a phase turn (spec 5) and of a round, with the end-of-game checks in order (spec 9). */
import type { Pay } from './apply.js';
import { tileSetOf } from './board.js';
import { isResearchKind } from './modules.js';
import { newTurn } from './state.js';
import { atlantisNumber } from './tiles.js';
import type { Position } from './types.js';

/** `end`: phase-1 payment and returns (spec 5), then the next phase turn or the end of the round. */
export function endTurn(pos: Position, pay: Pay): void {
  const seat = pos.toAct;
  const player = pos.players[seat]!;
  const turn = pos.turn;
  if (pos.phase === 1) {
    if (turn.placed.length) pay(seat, turn.buildCost, 'build');
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

/** End-of-round checks in the order of spec 9. */
function endRound(pos: Position): void {
  const onRuins = new Set(pos.ruins.map((r) => r.atlantis));
  const flags = pos.roundFlags;
  if (pos.finalRound === null && onRuins.has(13) && onRuins.has(14) && onRuins.has(15)) pos.finalRound = pos.round + 1;
  const set = tileSetOf(pos.board);
  const atlantisTotal = [...set.S, ...set.D, ...set.T].filter((t) => atlantisNumber(t) > 0).length;
  if (atlantisTotal > 0 && onRuins.size >= atlantisTotal) pos.endReason = 'allAtlantis';
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
