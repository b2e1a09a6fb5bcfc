/** A compact text picture of a position for the terminal (`nautilab show`). */
import { holdsBridge } from './path.js';
import { COLOURS, MAINLAND, type Position } from './types.js';

/** Two-letter colour codes of the picture. */
export const COLOUR_CODES = ['rd', 'gn', 'gy', 'bl', 'wh', 'ye', 'pu'] as const;

const names = (cards: readonly number[]): string => cards.map((c) => COLOURS[c]).join(' ');

/**
 * The path and the players as text; `seat` shows what that seat knows (covered tiles as `+`,
 * other hands as counts), null everything. A position reads `12:gy4+` (top tile grey 4 over a
 * covered tile), `13:~` water, `13:=1` water with seat 1's bridge; pawns follow as `@seat.pawn`.
 */
export function renderPosition(pos: Position, seat: number | null): string {
  const open = seat === null || pos.variant.openStacks;
  const pawnsAt = new Map<number, string[]>();
  pos.pawns.forEach((list, s) => list.forEach((at, p) => pawnsAt.set(at, [...(pawnsAt.get(at) ?? []), `@${s}.${p}`])));
  const bridgeAt = new Map(pos.bridges.map(([s, at]) => [at, s]));
  const tokens: string[] = [];
  for (let i = 0; i <= MAINLAND; i++) {
    const stack = pos.path[i]!;
    let cell: string;
    if (i === 0) cell = 'Atlantis';
    else if (i === MAINLAND) cell = 'Mainland';
    else if (stack.length === 0) cell = bridgeAt.has(i) ? `=${bridgeAt.get(i)}` : '~';
    else {
      const top = stack[stack.length - 1]!;
      const under = stack.length > 1 ? (open ? `/${COLOUR_CODES[stack[0]![0]]}${stack[0]![1]}` : '+') : '';
      cell = `${COLOUR_CODES[top[0]]}${top[1]}${under}`;
    }
    tokens.push(`${i}:${cell}${(pawnsAt.get(i) ?? []).join('')}`);
  }
  const lines: string[] = [];
  let line = '';
  for (const t of tokens) {
    if (line.length + t.length + 2 > 100) {
      lines.push(line);
      line = '';
    }
    line += (line ? '  ' : '') + t;
  }
  lines.push(line);
  const ts = pos.turnState;
  const head = pos.ended
    ? `game over (${pos.ended.endReason}), turn ${pos.turn}: winners ${pos.ended.winners.join(', ')}; totals ${pos.ended.scores.map((l) => l.total).join(' / ')}`
    : `turn ${pos.turn}, seat ${pos.toAct} to act, stage ${ts.stage}` +
      (ts.stage === 'start' ? '' : `: pawn ${ts.pawn} from ${ts.from}, played ${names(ts.played)}`) +
      (ts.stage === 'paying' ? `, owes ${ts.owed}` : '') +
      (ts.bought !== null ? `, bought ${ts.bought.length} card(s)` : '');
  const players = pos.hands.map((hand, s) => {
    const shown = pos.shown[s]!;
    const cards = seat === null || seat === s ? `hand ${hand.length} [${names(hand)}]` : `hand ${hand.length}${shown.length ? ` (shown: ${names(shown)})` : ''}`;
    const tiles = pos.collected[s]!.map((t) => t[1]);
    const sum = tiles.reduce((a, b) => a + b, 0);
    return `seat ${s}: ${cards}; tiles ${tiles.join(' ') || '-'} (${sum}); bridge ${holdsBridge(pos, s) ? 'held' : 'placed'}; pawns ${pos.pawns[s]!.join(' ')}`;
  });
  return [
    `Atlantis — ${head}`,
    ...lines,
    `deck ${pos.deck.length}, discard ${pos.discard.length}, out of the game ${pos.out.length} tile(s)`,
    ...players,
  ].join('\n');
}
