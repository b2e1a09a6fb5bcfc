/**
 * Position JSON (spec 10): `"format": "atlantis/1"`, described by `position.schema.json`.
 * `validatePosition` reports every problem with a JSON path and a code: the schema (Ajv) for the
 * shape, then rule checks (tiles and cards conserved, stack heights, pawns, bridges, the turn's
 * progress, the result of a finished game).
 */
import { cloneData } from '../core/clone.js';
import { err, ok, type PathError, type Result } from '../core/result.js';
import { inlineRefs, schemaChecker } from '../core/schemaErrors.js';
import { colourCounts } from './cards.js';
import { legalActions } from './generate.js';
import { gapsBetween, gapToll, holdsBridge, isBridged, isFilled, largestTollBetween, occupancy } from './path.js';
import schema from './position.schema.json' with { type: 'json' };
import { winnersOf } from './scoring.js';
import { STACK_SIZES, backOf, tileKey, tileSet } from './tiles.js';
import { CARDS_PER_COLOUR, COLOURS, COLOUR_COUNT, MAINLAND, type Position } from './types.js';

/** The JSON Schema of a position document. */
export const POSITION_SCHEMA = schema;

/** The schema with its references inlined: Ajv compiles it, and the bounds walk reads it. */
const INLINED = inlineRefs(schema);

/** The schema's check: the bounds walk, then Ajv (every problem listed for documents of a bounded size). */
const checkSchema = schemaChecker(INLINED);

const BACK_NAMES = ['A', 'B'];
const tileName = (c: number, v: number): string => `${COLOURS[c]} ${v}`;

function isSorted(list: readonly number[]): boolean {
  for (let i = 1; i < list.length; i++) if (list[i - 1]! > list[i]!) return false;
  return true;
}

/** Rule checks of a document that passed the schema. */
function ruleErrors(pos: Position): PathError[] {
  const errors: PathError[] = [];
  const add = (path: string, code: string, message: string): void => void errors.push({ path, code, message });
  const n = pos.players;
  for (const key of ['pawns', 'hands', 'shown', 'collected'] as const) {
    if (pos[key].length !== n) add(`$.${key}`, 'seatCount', `needs one entry per seat (${n}), has ${pos[key].length}`);
  }
  if (errors.length) return errors;
  if (pos.firstPlayer >= n) add('$.firstPlayer', 'badSeat', `seat ${pos.firstPlayer} does not exist with ${n} players`);
  if (pos.toAct >= n) add('$.toAct', 'badSeat', `seat ${pos.toAct} does not exist with ${n} players`);
  if (errors.length) return errors;

  // Stacks: heights of the layout; 0, 27 and 54 hold no tile.
  pos.path.forEach((stack, i) => {
    if (stack.length > STACK_SIZES[i]!) add(`$.path[${i}]`, 'stackTooHigh', `position ${i} holds at most ${STACK_SIZES[i]} tile(s), has ${stack.length}`);
  });

  // Tiles: every tile of each back exactly once on the path, collected or out of the game.
  const left = new Map<number, number>();
  for (const back of [0, 1] as const) for (const [c, v] of tileSet(back)) left.set(tileKey(c, v, back), 1);
  const useTile = (c: number, v: number, back: number, path: string): void => {
    const key = tileKey(c, v, back);
    const k = left.get(key) ?? 0;
    if (k <= 0) add(path, 'tileNotInSet', `back ${BACK_NAMES[back]} has no ${k === 0 && left.has(key) ? 'second ' : ''}${tileName(c, v)} tile`);
    left.set(key, k - 1);
  };
  pos.path.forEach((stack, i) => stack.forEach((t, h) => i > 0 && i < MAINLAND && useTile(t[0], t[1], backOf(i), `$.path[${i}][${h}]`)));
  pos.collected.forEach((list, s) => list.forEach((t, k) => useTile(t[0], t[1], t[2], `$.collected[${s}][${k}]`)));
  pos.out.forEach((t, k) => useTile(t[0], t[1], t[2], `$.out[${k}]`));
  for (const [key, k] of left) {
    if (k > 0) add('$', 'tileMissing', `the ${tileName((key % 64) >> 3, key % 8)} tile of back ${BACK_NAMES[key >> 6]} is nowhere (path, collected, out)`);
  }

  // Cards: 15 of each colour in hands, deck and discard.
  const cardTotal = new Array<number>(COLOUR_COUNT).fill(0);
  const useCard = (c: number, path: string): void => {
    cardTotal[c]!++;
    if (cardTotal[c] === CARDS_PER_COLOUR + 1) add(path, 'tooManyCards', `more than ${CARDS_PER_COLOUR} ${COLOURS[c]} cards`);
  };
  pos.hands.forEach((h, s) => h.forEach((c, k) => useCard(c, `$.hands[${s}][${k}]`)));
  pos.deck.forEach((c, k) => useCard(c, `$.deck[${k}]`));
  pos.discard.forEach((c, k) => useCard(c, `$.discard[${k}]`));
  cardTotal.forEach((k, c) => k < CARDS_PER_COLOUR && add('$', 'cardMissing', `${CARDS_PER_COLOUR - k} ${COLOURS[c]} card(s) are nowhere (hands, deck, discard)`));
  pos.hands.forEach((h, s) => {
    if (!isSorted(h)) add(`$.hands[${s}]`, 'unsorted', 'a hand lists its cards in colour order');
    const have = colourCounts(h);
    const shown = colourCounts(pos.shown[s]!);
    if (!isSorted(pos.shown[s]!)) add(`$.shown[${s}]`, 'unsorted', 'the shown cards are listed in colour order');
    if (shown.some((k, c) => k > have[c]!)) add(`$.shown[${s}]`, 'shownNotInHand', 'the publicly known cards must be in the hand');
  });
  pos.revealed.forEach(([s, cards], k) => {
    if (s >= n) add(`$.revealed[${k}][0]`, 'badSeat', `seat ${s} does not exist`);
    if (!isSorted(cards)) add(`$.revealed[${k}][1]`, 'unsorted', 'a shown hand is listed in colour order');
  });

  // Bridges: one per seat at most, each on its own empty position.
  pos.bridges.forEach(([s, at], k) => {
    if (s >= n) add(`$.bridges[${k}][0]`, 'badSeat', `seat ${s} does not exist`);
    if (pos.bridges.findIndex((b) => b[0] === s) !== k) add(`$.bridges[${k}][0]`, 'twoBridges', `seat ${s} has one bridge`);
    if (pos.bridges.findIndex((b) => b[1] === at) !== k) add(`$.bridges[${k}][1]`, 'twoBridges', `two bridges on position ${at}`);
    if (isFilled(pos.path, at)) add(`$.bridges[${k}][1]`, 'bridgeOnTile', `position ${at} holds a tile`);
  });

  // Pawns: on Atlantis, the Mainland or a filled position; one per position 1..53 except the moving pawn.
  const ts = pos.turnState;
  const moving = ts.stage === 'moving' && ts.pawn !== null ? pos.pawns[pos.toAct]![ts.pawn] : undefined;
  const occ = occupancy(pos);
  pos.pawns.forEach((list, s) =>
    list.forEach((at, p) => {
      const path = `$.pawns[${s}][${p}]`;
      if (at > 0 && at < MAINLAND && !isFilled(pos.path, at)) add(path, 'pawnOnWater', `position ${at} has no tile`);
      if (at > 0 && at < MAINLAND && occ[at]! > (at === moving ? 2 : 1) && pos.pawns.findIndex((l) => l.includes(at)) === s && list.indexOf(at) === p) {
        add(path, 'twoPawns', `${occ[at]} pawns on position ${at}`);
      }
    }),
  );
  if (errors.length) return errors;

  if (pos.ended !== null) endedErrors(pos, add);
  else {
    const arriving = pos.turnState.stage === 'paying' ? pos.toAct : -1;
    pos.pawns.forEach((list, s) => s !== arriving && list.every((at) => at === MAINLAND) && add(`$.pawns[${s}]`, 'gameNotEnded', 'three pawns on the Mainland end the game'));
    if (pos.passStreak >= n) add('$.passStreak', 'badPassStreak', `${n} passes without a draw end the game`);
    turnErrors(pos, add);
  }
  return errors;
}

type Add = (path: string, code: string, message: string) => void;

/** A finished game: pawns home, the turn cleared, scores consistent with what is held. */
function endedErrors(pos: Position, add: Add): void {
  const ended = pos.ended!;
  pos.pawns.forEach((list, s) => list.forEach((at, p) => at !== MAINLAND && add(`$.pawns[${s}][${p}]`, 'pawnNotHome', 'at the end every pawn is on the Mainland')));
  if (pos.turnState.stage !== 'start') add('$.turnState.stage', 'badStage', 'a finished game has no turn in progress');
  if (ended.scores.length !== pos.players) {
    add('$.ended.scores', 'seatCount', `needs one line per seat (${pos.players})`);
    return;
  }
  ended.scores.forEach((line, s) => {
    const path = `$.ended.scores[${s}]`;
    const tiles = pos.collected[s]!.reduce((a, t) => a + t[1], 0);
    if (line.seat !== s) add(`${path}.seat`, 'badScore', `line ${s} is for seat ${s}`);
    if (line.tiles !== tiles) add(`${path}.tiles`, 'badScore', `seat ${s} holds tiles worth ${tiles}`);
    if (line.cards !== pos.hands[s]!.length) add(`${path}.cards`, 'badScore', `seat ${s} holds ${pos.hands[s]!.length} cards`);
    if (line.total !== line.tiles + line.cards - line.shortfall) add(`${path}.total`, 'badScore', 'total = tiles + cards - shortfall');
    if (line.shortfall > 0 && line.paid + line.shortfall !== line.owed) add(`${path}.shortfall`, 'badScore', 'a shortfall is what the payment lacks of the owed');
    if (line.shortfall === 0 && line.paid < line.owed) add(`${path}.paid`, 'badScore', 'without a shortfall the payment covers the owed');
  });
  const expected = winnersOf(ended.scores);
  if (JSON.stringify(expected) !== JSON.stringify(ended.winners)) add('$.ended.winners', 'badWinners', `the winners are ${JSON.stringify(expected)}`);
}

/** The turn in progress agrees with the path, the pawns and the hand. */
function turnErrors(pos: Position, add: Add): void {
  const ts = pos.turnState;
  const seat = pos.toAct;
  const hand = colourCounts(pos.hands[seat]!);
  const unknown = colourCounts(pos.shown[seat]!).map((k, c) => hand[c]! - k);
  const played = colourCounts(ts.played);
  const discard = colourCounts(pos.discard);
  if (ts.bought !== null) {
    const bought = colourCounts(ts.bought);
    if (bought.some((b, c) => b - played[c]! > unknown[c]!)) add('$.turnState.bought', 'boughtNotInHand', 'the bought cards not yet played must be in the hand, not among its shown cards');
  }
  if (played.some((k, c) => k > discard[c]!)) add('$.turnState.played', 'playedNotDiscarded', 'the cards played this move lie on the discard pile');
  if (ts.stage === 'start') {
    if (ts.pawn !== null || ts.from !== null || ts.played.length || ts.crossed.length || ts.owed !== 0) {
      add('$.turnState', 'badStage', 'before the move, pawn and from are null, nothing is played, crossed or owed');
    }
    return;
  }
  if (ts.pawn === null || ts.from === null || ts.played.length === 0) {
    add('$.turnState', 'badStage', `during a move, pawn, from and the cards played are given`);
    return;
  }
  const at = pos.pawns[seat]![ts.pawn]!;
  if (ts.from !== 0 && !isFilled(pos.path, ts.from)) add('$.turnState.from', 'badFrom', `position ${ts.from} has no tile`);
  if (at <= ts.from) {
    add('$.turnState.from', 'badFrom', `the moving pawn (at ${at}) must be ahead of where it started`);
    return;
  }
  const crossed = gapsBetween(pos.path, ts.from, at);
  if (JSON.stringify(crossed) !== JSON.stringify(ts.crossed)) add('$.turnState.crossed', 'badCrossed', `the gaps between ${ts.from} and ${at} are ${JSON.stringify(crossed)}`);
  let owed = 0;
  for (const [i, j] of crossed) if (!isBridged(pos.bridges, i, j)) owed += gapToll(pos.path, i, j);
  if (owed !== ts.owed) add('$.turnState.owed', 'badOwed', `the unbridged gaps crossed owe ${owed}`);
  const occ = occupancy(pos);
  if (ts.stage === 'moving') {
    if (at === MAINLAND || occ[at]! < 2) add('$.turnState.stage', 'notOccupied', 'a move goes on only from an occupied position');
    else if (legalActions(pos).length === 0) add('$.turnState', 'stranded', 'no card left completes this move');
    return;
  }
  if (ts.owed === 0) add('$.turnState.owed', 'nothingOwed', 'the paying stage owes something');
  const tiles = pos.collected[seat]!.reduce((a, t) => a + t[1], 0);
  const bought = colourCounts(ts.bought ?? []);
  const cards = pos.variant.tollWithBoughtCards ? pos.hands[seat]!.length : hand.reduce((a, h, c) => a + h - Math.max(0, bought[c]! - played[c]!), 0);
  const relief = holdsBridge(pos, seat) ? largestTollBetween(pos, ts.from, at) : 0;
  if (tiles + cards < owed - relief) add('$.turnState.owed', 'unpayable', `${owed} is owed; the seat holds ${tiles + cards}`);
}

/** Checks a position document: every problem, with a JSON path, a code and a message. */
export function validatePosition(json: unknown): PathError[] {
  const problems = checkSchema(json);
  if (problems.length) return problems;
  return ruleErrors(json as Position);
}

/** Reads a position document: the position, or every problem found. */
export function positionFromJSON(json: unknown): Result<Position, PathError[]> {
  const errors = validatePosition(json);
  return errors.length ? err(errors) : ok(cloneData(json as Position));
}

/** Writes a position document. */
export function positionToJSON(pos: Position): Position {
  return cloneData(pos);
}

/** Parses position text (JSON); syntax errors come back as a path error too. */
export function parsePosition(text: string): Result<Position, PathError[]> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return err([{ path: '$', code: 'badJson', message: (e as Error).message }]);
  }
  return positionFromJSON(json);
}
