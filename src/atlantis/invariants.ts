/**
 * Conservation and consistency (checked after every action by the property suite and by
 * `selfplayGames`): 84 path tiles, 105 cards, 12 pawns and 4 bridges accounted for; pawns only on
 * Atlantis, the Mainland or a tile; one pawn per position 1..53 outside a move in progress.
 */
import { holdsBridge, isFilled } from './path.js';
import { backOf, tileKey, tileSet } from './tiles.js';
import { BRIDGE_COUNT, CARDS_PER_COLOUR, CARD_COUNT, COLOUR_COUNT, MAINLAND, PAWN_COUNT, TILE_COUNT, type Position } from './types.js';

/** Every broken invariant of a position, in words (empty when all hold). */
export function invariants(pos: Position): string[] {
  const out: string[] = [];
  const n = pos.players;

  const tiles = new Map<number, number>();
  let tileCount = 0;
  const count = (c: number, v: number, back: number): void => {
    tileCount++;
    const key = tileKey(c, v, back);
    tiles.set(key, (tiles.get(key) ?? 0) + 1);
  };
  for (let i = 1; i < MAINLAND; i++) for (const t of pos.path[i]!) count(t[0], t[1], backOf(i));
  if (pos.path[0]!.length || pos.path[MAINLAND]!.length) out.push('Atlantis and the Mainland hold no path tile');
  for (const list of pos.collected) for (const t of list) count(t[0], t[1], t[2]);
  for (const t of pos.out) count(t[0], t[1], t[2]);
  if (tileCount !== TILE_COUNT) out.push(`${tileCount} path tiles on the path, collected or out; expected ${TILE_COUNT}`);
  for (const back of [0, 1] as const) {
    for (const [c, v] of tileSet(back)) if (tiles.get(tileKey(c, v, back)) !== 1) out.push(`tile ${c}/${v} of back ${back} appears ${tiles.get(tileKey(c, v, back)) ?? 0} times`);
  }

  const cards = new Array<number>(COLOUR_COUNT).fill(0);
  let cardCount = 0;
  for (const list of [...pos.hands, pos.deck, pos.discard]) {
    for (const c of list) {
      cards[c] = (cards[c] ?? 0) + 1;
      cardCount++;
    }
  }
  if (cardCount !== CARD_COUNT) out.push(`${cardCount} cards in hands, deck and discard; expected ${CARD_COUNT}`);
  cards.forEach((k, c) => k !== CARDS_PER_COLOUR && out.push(`${k} cards of colour ${c}; expected ${CARDS_PER_COLOUR}`));

  const pawnsOnPath = pos.pawns.reduce((a, l) => a + l.length, 0);
  if (pawnsOnPath + (PAWN_COUNT - 3 * n) !== PAWN_COUNT) out.push(`${pawnsOnPath} pawns in play with ${n} seats`);
  const ts = pos.turnState;
  const moving = ts.stage === 'moving' && ts.pawn !== null ? pos.pawns[pos.toAct]?.[ts.pawn] : undefined;
  const occ = new Array<number>(MAINLAND + 1).fill(0);
  pos.pawns.forEach((list, s) =>
    list.forEach((at, p) => {
      if (!(at >= 0 && at <= MAINLAND)) out.push(`pawn ${s}:${p} is off the path (${at})`);
      else if (at > 0 && at < MAINLAND && !isFilled(pos.path, at)) out.push(`pawn ${s}:${p} stands on the empty position ${at}`);
      occ[at] = (occ[at] ?? 0) + 1;
    }),
  );
  for (let i = 1; i < MAINLAND; i++) if (occ[i]! > (i === moving ? 2 : 1)) out.push(`${occ[i]} pawns on position ${i}`);
  if (moving !== undefined && moving !== MAINLAND && occ[moving]! < 2) out.push(`the moving pawn stands alone on ${moving} but the move goes on`);

  let held = 0;
  for (let s = 0; s < n; s++) if (holdsBridge(pos, s)) held++;
  if (pos.bridges.length + held + (BRIDGE_COUNT - n) !== BRIDGE_COUNT) out.push(`${pos.bridges.length} bridges placed and ${held} held with ${n} seats`);
  for (const [s, at] of pos.bridges) if (isFilled(pos.path, at)) out.push(`seat ${s}'s bridge lies on a tile at ${at}`);
  return out;
}
