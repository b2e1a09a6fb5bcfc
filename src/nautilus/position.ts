/**
 * Position JSON (spec 12): `"format": "nautilus/1"`, described by `position.schema.json`.
 * `validatePosition` reports every problem with a JSON path and a code: the schema (Ajv) for
 * the shape, then engine checks for the rules (overlaps, piece counts, what may stand where).
 */
import { cloneData } from '../core/clone.js';
import { err, ok, type Result } from '../core/result.js';
import { inlineRefs, schemaChecker } from '../core/schemaErrors.js';
import { getBoard, onBoard, tileSetOf, validateBoard } from './board.js';
import { coverGrid, footprintOnBoard, isResearchKind, MODULE_COUNTS, overlapsOffset } from './modules.js';
import schema from './position.schema.json' with { type: 'json' };
import { newTurn } from './state.js';
import { atlantisNumber, atlantisZone, GOAL_CARDS, tileType } from './tiles.js';
import { MODULE_KINDS, RESEARCH_KINDS, RESEARCHERS_PER_SEAT, SHEET_TYPES, ZONES, type Position, type PositionError, type PositionSetup, type Square, type TileId, type TurnState, type ValidationCode } from './types.js';

/** The turn-progress fields each phase keeps (spec 12); the others keep their starting values. */
const TURN_FIELDS: readonly (readonly [1 | 2 | 3, readonly (keyof TurnState)[]])[] = [
  [1, ['bought', 'placed', 'buildCost']],
  [2, ['steps', 'moves', 'arrivals']],
  [3, ['step', 'pinged', 'moved', 'launched']],
];

/** The JSON Schema of a position document. */
export const POSITION_SCHEMA = schema;

/** The schema with its references inlined: Ajv compiles it, and the bounds walk reads it. */
const INLINED = inlineRefs(schema);

/** The schema's check: the bounds walk, then Ajv (every problem listed for documents of a bounded size). */
const checkSchema = schemaChecker(INLINED);

const same = (a: Square, b: Square): boolean => a[0] === b[0] && a[1] === b[1];

/** Engine checks of a document that passed the schema. */
function ruleErrors(pos: Position): PositionError[] {
  const errors: PositionError[] = [];
  const add = (path: string, code: ValidationCode, message: string): void => void errors.push({ path, code, message });
  const boardErrors = validateBoard(pos.board);
  if (boardErrors.length) return boardErrors;
  const board = getBoard(pos.board);
  const n = pos.players.length;
  const w = board.width;
  const zoneOf = (at: Square): string => ZONES[board.zones[at[1] * w + at[0]]!]!;
  const inBoard = (at: Square, path: string): boolean => {
    if (onBoard(board, at[0], at[1])) return true;
    add(path, 'offBoard', `[${at[0]}, ${at[1]}] is off the ${board.width}x${board.height} board`);
    return false;
  };
  if (pos.firstPlayer >= n) add('$.firstPlayer', 'badSeat', `seat ${pos.firstPlayer} does not exist with ${n} players`);
  if (pos.toAct >= n) add('$.toAct', 'badSeat', `seat ${pos.toAct} does not exist with ${n} players`);

  // Modules: on the board, no overlap, owners, researcher arrays, counts per kind.
  const kindCount: Record<string, number> = Object.fromEntries(MODULE_KINDS.map((k) => [k, 0]));
  const boardResearchers = new Array<number>(n).fill(0);
  let modulesOk = true;
  pos.modules.forEach((m, i) => {
    const path = `$.modules[${i}]`;
    kindCount[m.kind]!++;
    if (!footprintOnBoard(board, m.at[0], m.at[1])) {
      add(`${path}.at`, 'offBoard', `the footprint around [${m.at[0]}, ${m.at[1]}] leaves the board`);
      modulesOk = false;
    }
    for (let j = 0; j < i; j++) {
      const o = pos.modules[j]!;
      if (overlapsOffset(m.at[0] - o.at[0], m.at[1] - o.at[1])) add(`${path}.at`, 'overlap', `overlaps module ${j} at [${o.at[0]}, ${o.at[1]}]`);
    }
    if (m.researchers.length !== n) add(`${path}.researchers`, 'seatCount', `needs one count per seat (${n})`);
    m.researchers.forEach((r, s) => s < n && (boardResearchers[s]! += r));
    if (isResearchKind(m.kind)) {
      if (m.owner === null || m.owner >= n) add(`${path}.owner`, 'badOwner', 'a research module carries its builder\'s marker (a seat)');
    } else if (m.owner !== null) add(`${path}.owner`, 'badOwner', `a ${m.kind} module has no owner`);
  });
  if (kindCount.base !== 1) add('$.modules', 'baseCount', `exactly one base is on the board, found ${kindCount.base}`);
  for (const p of pos.players) for (const h of p.held) kindCount[h.kind]!++;
  kindCount.green! += pos.stacks.green;
  kindCount.blue! += pos.stacks.blue;
  for (const k of RESEARCH_KINDS) kindCount[k]! += pos.stacks[k].length;
  for (const k of MODULE_KINDS) {
    if (kindCount[k] !== MODULE_COUNTS[k]) add('$.modules', 'moduleCount', `${kindCount[k]} ${k} modules (board, held and stack); the game has ${MODULE_COUNTS[k]}`);
  }

  // Players: researchers conserved, held limit, goal card, tokens.
  pos.players.forEach((p, s) => {
    const path = `$.players[${s}]`;
    const riding = p.held.reduce((a, h) => a + h.researchers, 0);
    const total = p.researchers + riding + boardResearchers[s]!;
    if (total !== RESEARCHERS_PER_SEAT) {
      add(`${path}.researchers`, 'researcherCount', `supply ${p.researchers} + held ${riding} + on modules ${boardResearchers[s]} = ${total}, must be ${RESEARCHERS_PER_SEAT}`);
    }
    if (p.held.length > pos.variants.maxHeldModules) add(`${path}.held`, 'tooManyHeld', `holds ${p.held.length} modules; at most ${pos.variants.maxHeldModules}`);
    p.held.forEach((h, i) => {
      if (isResearchKind(h.kind) && h.researchers) add(`${path}.held[${i}].researchers`, 'badResearchers', 'only residential modules carry researchers');
      if (!isResearchKind(h.kind) && h.researchers < 1) add(`${path}.held[${i}].researchers`, 'badResearchers', 'a residential module carries at least 1 researcher');
    });
    // the game's goal cards (spec 3), one per seat: dealt from the deck, so no two seats share one
    const card = GOAL_CARDS.findIndex((g) => (g[0] === p.goal[0] && g[1] === p.goal[1]) || (g[0] === p.goal[1] && g[1] === p.goal[0]));
    if (p.goal[0] === p.goal[1]) add(`${path}.goal`, 'badGoal', 'a goal card shows two different creatures');
    else if (card < 0) add(`${path}.goal`, 'badGoal', `{${p.goal.join(', ')}} is not a goal card of the game (${GOAL_CARDS.map((g) => `{${g.join(', ')}}`).join(', ')})`);
    else {
      const first = pos.players.findIndex((o) => o.goal.includes(p.goal[0]) && o.goal.includes(p.goal[1]));
      if (first < s) add(`${path}.goal`, 'duplicateGoal', `seat ${first} holds the same goal card; there is one of each`);
    }
  });
  // "3" tokens (spec 6): a count of 2 or more strictly above every other seat's takes the token, and
  // counts never go down, so the holder's count is at least every other's. (A token nobody holds
  // beside a seat alone at the top with 2 or more is unreachable too, but scenarios set counts
  // without tokens to get a research value of 1 a kind; that is left to the position's author.)
  for (const k of RESEARCH_KINDS) {
    const holder = pos.tokens[k];
    if (holder === null) continue;
    const counts = pos.players.map((p) => p.research[k]);
    const top = Math.max(...counts);
    if (holder >= n) add(`$.tokens.${k}`, 'badSeat', `seat ${holder} does not exist`);
    else if (counts[holder]! < 2) add(`$.tokens.${k}`, 'badToken', `the "3" token needs a count of at least 2`);
    else if (counts[holder]! < top) add(`$.tokens.${k}`, 'badToken', `seat ${counts.indexOf(top)} has a higher ${k} count (${top}) than the holder (${counts[holder]}), so it took the token`);
  }

  // Tiles: on spots, not covered, one per square, identities within the zone's set.
  const cover = modulesOk ? coverGrid(board, pos.modules) : new Uint8Array(w * board.height);
  const tileAt = new Map<number, number>();
  const used: Record<string, Map<string, number>> = { S: new Map(), D: new Map(), T: new Map() };
  const atlantisSeen = new Set<number>();
  const useTile = (tile: TileId, at: Square, path: string): void => {
    const zone = zoneOf(at);
    const m = used[zone];
    if (!m) return add(path, 'tileZone', `a tile cannot lie on the lagoon`);
    m.set(tile, (m.get(tile) ?? 0) + 1);
    const a = atlantisNumber(tile);
    if (a) {
      if (atlantisSeen.has(a)) add(path, 'duplicateTile', `Atlantis ${a} appears twice`);
      atlantisSeen.add(a);
      if (pos.board === 'default' && atlantisZone(a) !== zone) add(path, 'tileZone', `Atlantis ${a} belongs to zone ${atlantisZone(a)}, not ${zone}`);
    }
  };
  pos.tiles.forEach((t, i) => {
    const path = `$.tiles[${i}]`;
    if (!inBoard(t.at, `${path}.at`)) return;
    const key = t.at[1] * w + t.at[0];
    if (!board.spots[key]) add(`${path}.at`, 'notSpot', `[${t.at[0]}, ${t.at[1]}] is not a spot`);
    if (cover[key]) add(`${path}.at`, 'tileUnderModule', `a module covers [${t.at[0]}, ${t.at[1]}]`);
    if (tileAt.has(key)) add(`${path}.at`, 'twoTiles', `tile ${tileAt.get(key)} lies on the same square`);
    tileAt.set(key, i);
    useTile(t.tile, t.at, `${path}.tile`);
  });
  pos.gone.forEach((g, i) => {
    if (!inBoard(g.at, `$.gone[${i}].at`)) return;
    if (g.seat !== null && g.seat >= n) add(`$.gone[${i}].seat`, 'badSeat', `seat ${g.seat} does not exist`);
    if (g.to === 'ruins' && !atlantisNumber(g.tile)) add(`$.gone[${i}].to`, 'badRuins', 'only Atlantis tiles go to the ruins board');
    if (g.to === 'sheet' && !(SHEET_TYPES as readonly string[]).includes(tileType(g.tile))) add(`$.gone[${i}].to`, 'badGone', `a ${tileType(g.tile)} tile does not go onto a sheet`);
    if (g.to === 'sheet' && g.seat === null) add(`$.gone[${i}].seat`, 'badGone', "a tile on a sheet is on a seat's sheet");
    useTile(g.tile, g.at, `$.gone[${i}].tile`);
  });
  for (const zone of ['S', 'D', 'T'] as const) {
    const have = new Map<string, number>();
    for (const t of tileSetOf(pos.board)[zone]) have.set(t, (have.get(t) ?? 0) + 1);
    for (const [tile, c] of used[zone]!) {
      if (c > (have.get(tile) ?? 0)) add('$.tiles', 'tooManyTiles', `${c} ${tile} tiles in zone ${zone} (board and gone); the set has ${have.get(tile) ?? 0}`);
    }
    for (const [tile, c] of have) {
      const placed = used[zone]!.get(tile) ?? 0;
      if (placed < c) add('$.tiles', 'missingTiles', `${placed} ${tile} tiles in zone ${zone} (board and gone); the set has ${c}`);
    }
  }
  // each sheet holds exactly the tiles sent to it (in any order: a position's author may list them either way)
  pos.players.forEach((p, s) => {
    const sent = pos.gone.filter((g) => g.to === 'sheet' && g.seat === s).map((g) => tileType(g.tile));
    if ([...sent].sort().join() !== [...p.sheet].sort().join()) {
      add(`$.players[${s}].sheet`, 'sheetMismatch', `the sheet holds ${p.sheet.join(', ') || 'nothing'}; the tiles recovered onto it (gone, to: sheet) are ${sent.join(', ') || 'none'}`);
    }
  });
  // the ruins board holds exactly the Atlantis tiles sent there, with their markers
  const sent = pos.gone.filter((g) => g.to === 'ruins').map((g) => `${atlantisNumber(g.tile)}:${g.seat}`).sort();
  const onRuins = pos.ruins.map((r) => `${r.atlantis}:${r.seat}`).sort();
  if (sent.join() !== onRuins.join()) {
    add('$.ruins', 'ruinsMismatch', `the ruins board holds ${pos.ruins.length} tiles (${onRuins.join(', ') || 'none'}); the tiles sent there are ${sent.join(', ') || 'none'}`);
  }
  const ruinNumbers = new Set<number>();
  pos.ruins.forEach((r, i) => {
    if (ruinNumbers.has(r.atlantis)) add(`$.ruins[${i}].atlantis`, 'duplicateTile', `Atlantis ${r.atlantis} is on the ruins board twice`);
    ruinNumbers.add(r.atlantis);
    if (r.seat !== null && r.seat >= n) add(`$.ruins[${i}].seat`, 'badSeat', `seat ${r.seat} does not exist`);
    if (pos.tiles.some((t) => atlantisNumber(t.tile) === r.atlantis)) add(`$.ruins[${i}].atlantis`, 'duplicateTile', `Atlantis ${r.atlantis} is also on the board`);
  });

  // Knowledge is true: each known square holds that face-down tile.
  pos.players.forEach((p, s) =>
    p.known.forEach((k, i) => {
      if (!inBoard(k.at, `$.players[${s}].known[${i}].at`)) return;
      const ti = tileAt.get(k.at[1] * w + k.at[0]);
      const t = ti === undefined ? undefined : pos.tiles[ti];
      if (!t || t.faceUp) add(`$.players[${s}].known[${i}]`, 'knownNotFaceDown', `no face-down tile on [${k.at[0]}, ${k.at[1]}]`);
      else if (t.tile !== k.tile) add(`$.players[${s}].known[${i}].tile`, 'knownMismatch', `the tile there is not ${k.tile}`);
    }),
  );

  // Submarines: own indices unique, in open water, one per square, never on a face-down tile.
  const subAt = new Map<number, number>();
  pos.submarines.forEach((sub, i) => {
    const path = `$.submarines[${i}]`;
    if (sub.seat >= n) add(`${path}.seat`, 'badSeat', `seat ${sub.seat} does not exist`);
    if (pos.submarines.findIndex((o) => o.seat === sub.seat && o.index === sub.index) !== i) {
      add(`${path}.index`, 'duplicateSubmarine', `submarine ${sub.seat}:${sub.index} is on the board twice`);
    }
    if (!inBoard(sub.at, `${path}.at`)) return;
    const key = sub.at[1] * w + sub.at[0];
    if (cover[key]) add(`${path}.at`, 'submarineUnderModule', `a module covers [${sub.at[0]}, ${sub.at[1]}]`);
    if (subAt.has(key)) add(`${path}.at`, 'twoSubmarines', `submarine ${subAt.get(key)} stands on the same square`);
    subAt.set(key, i);
    const ti = tileAt.get(key);
    if (ti !== undefined && !pos.tiles[ti]!.faceUp) add(`${path}.at`, 'submarineOnFaceDownTile', 'a submarine never rests on a face-down tile');
  });

  // Turn progress.
  const turn = pos.turn;
  if (turn.pending && pos.phase !== 3) add('$.turn.pending', 'badPending', 'pending choices exist only in phase 3');
  // a turn starts afresh (newTurn), so another phase's progress holds its starting value
  const fresh = newTurn();
  for (const [phase, keys] of TURN_FIELDS) {
    if (phase === pos.phase) continue;
    for (const k of keys) {
      if (JSON.stringify(turn[k]) !== JSON.stringify(fresh[k])) add(`$.turn.${k}`, 'badTurn', `${k} is turn progress of phase ${phase}; in phase ${pos.phase} it is ${JSON.stringify(fresh[k])}`);
    }
  }
  if (turn.pending?.type === 'examine') turn.pending.examined.forEach((at, i) => inBoard(at, `$.turn.pending.examined[${i}]`));
  for (const [i, c] of turn.placed.entries()) {
    if (!pos.modules.some((m) => same(m.at, c))) add(`$.turn.placed[${i}]`, 'noSuchModule', `no module centred at [${c[0]}, ${c[1]}]`);
  }
  for (const [i, a] of turn.arrivals.entries()) {
    if (!pos.modules.some((m) => same(m.at, a.at))) add(`$.turn.arrivals[${i}].at`, 'noSuchModule', `no module centred at [${a.at[0]}, ${a.at[1]}]`);
  }
  // finalRound (spec 9.2) is set at the end of the round in which Atlantis 13, 14 and 15 are all on
  // the ruins board, to the next round; only a game that ended that same round stays before it
  if (pos.finalRound !== null) {
    const ruined = new Set(pos.ruins.map((r) => r.atlantis));
    if (pos.finalRound < 2) add('$.finalRound', 'badRound', 'finalRound is at least round 2');
    else if (pos.finalRound < pos.round) add('$.finalRound', 'badRound', `finalRound ${pos.finalRound} is before the current round ${pos.round}: the game would have ended then`);
    else if (pos.finalRound > pos.round + 1 || (pos.finalRound === pos.round + 1 && pos.endReason === null)) add('$.finalRound', 'badRound', `finalRound is the round after the one it was set in: ${pos.round}${pos.endReason === null ? '' : ` or ${pos.round + 1}`}, not ${pos.finalRound}`);
    else if (![13, 14, 15].every((a) => ruined.has(a))) add('$.finalRound', 'badRound', 'finalRound is set once Atlantis 13, 14 and 15 are all on the ruins board');
    else if (pos.endReason === 'atlantis13to15' && pos.finalRound !== pos.round) add('$.endReason', 'badRound', `the game ends by atlantis13to15 in finalRound (${pos.finalRound}), not in round ${pos.round}`);
  } else if (pos.endReason === 'atlantis13to15') add('$.endReason', 'badRound', 'the game ends by atlantis13to15 only once finalRound is set');
  else if (pos.endReason !== null && [13, 14, 15].every((a) => pos.ruins.some((r) => r.atlantis === a))) {
    // the end of a round sets finalRound before it looks for an end
    add('$.finalRound', 'badRound', 'a game that ended with Atlantis 13, 14 and 15 on the ruins board has its finalRound set');
  }
  return errors;
}

/** Checks a position document: every problem, with a JSON path, a code and a message. */
export function validatePosition(json: unknown): PositionError[] {
  const problems = checkSchema(json);
  if (problems.length) return problems;
  return ruleErrors(json as Position);
}

/** Reads a position document: the position, or every problem found. */
export function positionFromJSON(json: unknown): Result<Position, PositionError[]> {
  const errors = validatePosition(json);
  return errors.length ? err(errors) : ok(cloneData(json as Position));
}

/** Checks a setup (what the position editor or a parser made) and gives the position it describes, or every problem. */
export function fromSetup(setup: PositionSetup): Result<Position, PositionError[]> {
  return positionFromJSON(setup);
}

/** Writes a position document. */
export function positionToJSON(pos: Position): Position {
  return cloneData(pos);
}

/** Parses position text (JSON); syntax errors come back as a path error too. */
export function parsePosition(text: string): Result<Position, PositionError[]> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return err([{ path: '$', code: 'badJson', message: (e as Error).message }]);
  }
  return positionFromJSON(json);
}
