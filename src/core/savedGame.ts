/**
 * A saved game of Play (`nautilab-saved-game/1`): a game in progress as the page keeps it in the
 * browser's storage after each action, so that a reload, a closed tab or a phone that drops the page
 * loses nothing. It is a document like a position or a game record: read within the document
 * bounds (`parseDocument`), against a versioned schema (`schemaChecker`), its initial position
 * through the game's own reader and every action replayed, each problem with a path and a reason.
 *
 * It holds the true state (the seed, the initial position: it stays on the player's own machine)
 * and what Play needs to go on as it was: who plays each seat, the variants, whose view the board
 * shows and where the log stands, the hand-over between people at one device, the bots' pace, the
 * "revealed" mark, where the game began and the bots that failed. Nothing of it goes into a link:
 * links are made from the game as Play holds it (docs/sharing.md).
 */
import type { AnyGame } from './game.js';
import { DOCUMENT_LIMITS, parseDocument } from './json.js';
import type { Phrase } from './phrase.js';
import { err, ok, type PathError, type Result } from './result.js';
import { schemaChecker } from './schemaErrors.js';

/** The format a saved game is written in now. */
export const SAVED_GAME_FORMAT = 'nautilab-saved-game/1';

/** Bounds of a saved game: its actions (a long four-seat Nautilus game is a few hundred) and its texts. */
export const SAVED_GAME_LIMITS = { actions: 10_000, action: 200, text: 400, failures: 64 } as const;

/** Who plays a seat: a person, a built-in bot (`greedy`, `ismcts:256`) or one of the player's saved bots (by id). */
export type SavedSeat = { kind: 'human' } | { kind: 'builtin'; name: string } | { kind: 'saved'; id: string };

/** What the page shows of the game: whose view, where the log stands, the hand-over between people, the bots' pace. */
export interface SavedView {
  /** Whose knowledge the board shows: the automatic choice, everything (once allowed), or a seat. */
  viewAs: 'auto' | 'all' | number;
  /** The position the log shows: 0 the start, k after the k-th action. */
  cursor: number;
  /** The seat of the person who last had the device (several people at one device), or null. */
  lastHuman: number | null;
  /** The seat the pass-the-device screen waits for, or null. */
  handover: number | null;
  /** Milliseconds between bot moves, and whether the bots are paused. */
  delay: number;
  paused: boolean;
}

/** A bot that failed during the game (random then played its seat). */
export interface SavedFailure {
  /** Who played the seat before it failed. */
  bot: SavedSeat;
  seat: number;
  /** The number of the move it failed at. */
  move: number;
  /** The forfeit reason's code and the host's or the bot's sentence. */
  reason: string;
  message: string;
}

/** A saved game as written. */
export interface SavedGameDoc {
  format: typeof SAVED_GAME_FORMAT;
  /** The game's own id in the storage (letters, digits and dashes). */
  id: string;
  /** The game of the playground (`nautilus`, `atlantis`, `duel`). */
  game: string;
  /** When it was saved (ms since the epoch). */
  savedAt: number;
  seed: number;
  /** The seed was typed in (a known deal, shown while the game runs); absent: drawn at random, kept secret until the end. */
  seedKnown?: boolean;
  /** The variants chosen when it began. */
  variants: Record<string, string | number | boolean>;
  seats: SavedSeat[];
  /** The position it began from (the game's position document). */
  initial: unknown;
  /** Every action played since, in notation. */
  actions: string[];
  view: SavedView;
  /** Every secret was revealed on purpose (docs/sharing.md): kept in its links and games continued from it. */
  revealed: boolean;
  /** Where a game continued from began, in words (a phrase, said in the UI's language), or null. */
  origin: Phrase | null;
  failures: SavedFailure[];
}

/** A saved game as read: its game, and every position from the initial one to the last (one more than the actions). */
export interface SavedGame {
  doc: SavedGameDoc;
  game: AnyGame;
  positions: unknown[];
}

const int = (minimum: number, maximum: number): object => ({ type: 'integer', minimum, maximum });
const text = (maxLength: number): object => ({ type: 'string', maxLength });
const seat = int(0, 7);
const SEAT = {
  oneOf: [
    { type: 'object', additionalProperties: false, required: ['kind'], properties: { kind: { const: 'human' } } },
    { type: 'object', additionalProperties: false, required: ['kind', 'name'], properties: { kind: { const: 'builtin' }, name: { type: 'string', minLength: 1, maxLength: 100 } } },
    { type: 'object', additionalProperties: false, required: ['kind', 'id'], properties: { kind: { const: 'saved' }, id: { type: 'string', minLength: 1, maxLength: 100 } } },
  ],
};
const KEY = { type: 'string', pattern: '^[A-Za-z0-9_.]{1,100}$' };
const WORD = { type: ['string', 'number'], maxLength: SAVED_GAME_LIMITS.text };
/** A phrase two levels deep at most (a parameter may be a phrase of plain parameters). */
const PHRASE = {
  type: 'object',
  additionalProperties: false,
  required: ['key'],
  properties: {
    key: KEY,
    params: {
      type: 'object',
      maxProperties: 8,
      additionalProperties: {
        oneOf: [WORD, { type: 'object', additionalProperties: false, required: ['key'], properties: { key: KEY, params: { type: 'object', maxProperties: 8, additionalProperties: WORD } } }],
      },
    },
  },
};

/** The JSON Schema of a saved game (`nautilab-saved-game/1`); its initial position is checked by the game itself. */
export const SAVED_GAME_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['format', 'id', 'game', 'savedAt', 'seed', 'variants', 'seats', 'initial', 'actions', 'view', 'revealed', 'origin', 'failures'],
  properties: {
    format: { const: SAVED_GAME_FORMAT },
    id: { type: 'string', pattern: '^[A-Za-z0-9-]{1,64}$' },
    game: { type: 'string', pattern: '^[a-z0-9-]{1,40}$' },
    savedAt: { type: 'number', minimum: 0 },
    seed: { type: 'number' },
    seedKnown: { type: 'boolean' },
    variants: { type: 'object', maxProperties: 32, additionalProperties: { type: ['string', 'number', 'boolean'], maxLength: SAVED_GAME_LIMITS.text } },
    seats: { type: 'array', minItems: 1, maxItems: 8, items: SEAT },
    initial: { type: 'object' },
    actions: { type: 'array', maxItems: SAVED_GAME_LIMITS.actions, items: text(SAVED_GAME_LIMITS.action) },
    view: {
      type: 'object',
      additionalProperties: false,
      required: ['viewAs', 'cursor', 'lastHuman', 'handover', 'delay', 'paused'],
      properties: {
        viewAs: { oneOf: [{ enum: ['auto', 'all'] }, seat] },
        cursor: int(0, SAVED_GAME_LIMITS.actions),
        lastHuman: { oneOf: [{ type: 'null' }, seat] },
        handover: { oneOf: [{ type: 'null' }, seat] },
        delay: int(0, 60_000),
        paused: { type: 'boolean' },
      },
    },
    revealed: { type: 'boolean' },
    origin: { oneOf: [{ type: 'null' }, PHRASE] },
    failures: {
      type: 'array',
      maxItems: SAVED_GAME_LIMITS.failures,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['bot', 'seat', 'move', 'reason', 'message'],
        properties: { bot: SEAT, seat, move: int(0, SAVED_GAME_LIMITS.actions + 1), reason: text(100), message: text(SAVED_GAME_LIMITS.text) },
      },
    },
  },
} as const;

/** The schema of each format a saved game has had, by format (older ones keep reading). */
const CHECKS: Readonly<Record<string, (json: unknown) => PathError[]>> = { [SAVED_GAME_FORMAT]: schemaChecker(SAVED_GAME_SCHEMA) };

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const under = (prefix: string, errors: readonly PathError[]): PathError[] => errors.map((e) => ({ ...e, path: e.path.replace(/^\$/, prefix) }));

/**
 * Reads a saved game from its text: within the document bounds, against the schema of its format,
 * its initial position read by its game, every action replayed from it (an action that is not
 * legal where it stands is an error at its path), and the view within the game (its seats, its
 * positions). `games` are the games of the host (by id).
 */
export function readSavedGame(text: string, games: Readonly<Record<string, AnyGame>>): Result<SavedGame, PathError[]> {
  const parsed = parseDocument(text, DOCUMENT_LIMITS);
  if (!parsed.ok) return parsed;
  const json = parsed.value;
  const format = isObject(json) ? json.format : undefined;
  const check = typeof format === 'string' && Object.hasOwn(CHECKS, format) ? CHECKS[format]! : null;
  if (!check) return err([{ path: '$.format', code: 'unknownFormat', message: `not a saved game (${SAVED_GAME_FORMAT})` }]);
  const problems = check(json);
  if (problems.length) return err(problems);
  const doc = json as unknown as SavedGameDoc;
  const game = Object.hasOwn(games, doc.game) ? games[doc.game]! : null;
  if (!game) return err([{ path: '$.game', code: 'unknownGame', message: 'not a game of the playground' }]);
  const initial = game.fromJSON(doc.initial);
  if (!initial.ok) return err(under('$.initial', initial.error));
  const seats = game.seats(initial.value);
  if (doc.seats.length !== seats) return err([{ path: '$.seats', code: 'badSeats', message: `names ${doc.seats.length} seats; the game has ${seats}` }]);
  const positions: unknown[] = [initial.value];
  let p = initial.value;
  for (const [i, text] of doc.actions.entries()) {
    const at = `$.actions[${i}]`;
    if (game.isOver(p)) return err([{ path: at, code: 'afterEnd', message: `'${text.slice(0, 80)}' comes after the game ended` }]);
    const action = game.parseAction(text);
    if (!action.ok) return err([{ path: at, code: action.error.code, message: `'${text.slice(0, 80)}': ${action.error.message}` }]);
    const next = game.play(p, action.value);
    if (!next.ok) return err([{ path: at, code: next.error.code, message: `'${text.slice(0, 80)}' is not legal here: ${next.error.message}` }]);
    p = next.value;
    positions.push(p);
  }
  const v = doc.view;
  const seatErrors: PathError[] = [];
  const checkSeat = (value: unknown, path: string): void => {
    if (typeof value === 'number' && value >= seats) seatErrors.push({ path, code: 'badSeat', message: `the game has seats 0 to ${seats - 1}` });
  };
  checkSeat(v.viewAs, '$.view.viewAs');
  checkSeat(v.lastHuman, '$.view.lastHuman');
  checkSeat(v.handover, '$.view.handover');
  doc.failures.forEach((f, i) => checkSeat(f.seat, `$.failures[${i}].seat`));
  if (v.cursor > doc.actions.length) seatErrors.push({ path: '$.view.cursor', code: 'badCursor', message: `the game has positions 0 to ${doc.actions.length}` });
  if (v.handover !== null && doc.seats[v.handover]?.kind !== 'human') seatErrors.push({ path: '$.view.handover', code: 'badSeat', message: 'the device is handed over to a person only' });
  // the seat whose view the board shows while people share the device: a person's, never a bot's
  if (v.lastHuman !== null && doc.seats[v.lastHuman]?.kind !== 'human') seatErrors.push({ path: '$.view.lastHuman', code: 'badSeat', message: 'the device is held by a person only' });
  if (seatErrors.length) return err(seatErrors);
  return ok({ doc, game, positions });
}

/** A saved game's document (the caller gives what Play holds; the format is added). */
export function makeSavedGame(parts: Omit<SavedGameDoc, 'format'>): SavedGameDoc {
  return { format: SAVED_GAME_FORMAT, ...parts };
}
