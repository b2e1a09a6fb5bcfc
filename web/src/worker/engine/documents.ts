/**
 * The engine API's reading of documents, off the main thread: pasted or imported files, share
 * links (a position, a game record, a seat's view of an unfinished game) and autosaved sessions,
 * each within the document bounds, any game (its format decides).
 */
import type { AnyGame } from '../../../../src/core/game.js';
import { capErrors, parseDocument } from '../../../../src/core/json.js';
import { isExploreDoc, readExploreDoc, sessionAsDoc } from '../../../../src/core/exploreDoc.js';
import { decodeLink } from '../../../../src/core/link.js';
import { nodeAt } from '../../../../src/core/variationTree.js';
import type { PathError, Result } from '../../../../src/core/result.js';
import { readSavedGame, type SavedGameDoc } from '../../../../src/core/savedGame.js';
import { readSeatView, redeal, seatViewDoc, type SeatViewDoc } from '../../../../src/core/seatView.js';
import { gameOfFormat } from '../../../../src/games.js';
import { gameView, type EngineCore } from './core.js';
import type { ExploreTree, GameView, RecordInfo, SavedGameSummary, SeatViewInfo } from './types.js';

/** The document-reading calls, on the engine `core`. */
export function documentCalls(core: EngineCore) {
  const { computing, gameOf } = core;

  /** A parsed document (a position or a game record of any game). */
  function readDoc(parsed: unknown): Result<{ game: AnyGame; position: unknown; record: RecordInfo | null }, PathError[]> & { more?: number } {
    const doc = parsed as Record<string, unknown> | null;
    const found = gameOfFormat(doc && typeof doc === 'object' && !Array.isArray(doc) ? doc.format : undefined);
    if (!found) return { ok: false, error: [{ path: '$.format', code: 'unknownFormat', message: 'not a position or game record of a game of the playground' }] };
    const game = gameOf(found.game.id);
    const fail = (errors: PathError[], prefix: string): { ok: false; error: PathError[]; more?: number } => {
      const { errors: first, more } = capErrors(errors.map((e) => ({ ...e, path: e.path.replace(/^\$/, prefix) })));
      return more ? { ok: false, error: first, more } : { ok: false, error: first };
    };
    if (!found.record) {
      const r = game.fromJSON(doc);
      return r.ok ? { ok: true, value: { game, position: r.value, record: null } } : fail(r.error, '$');
    }
    if (!Object.hasOwn(doc!, 'final')) return { ok: false, error: [{ path: '$.final', code: 'missing', message: 'a game record holds its final position' }] };
    const final = game.fromJSON(doc!.final);
    if (!final.ok) return fail(final.error, '$.final');
    const initial = Object.hasOwn(doc!, 'initial') ? game.fromJSON(doc!.initial) : null;
    const actions = Array.isArray(doc!.actions) && doc!.actions.every((a) => typeof a === 'string' && a.length <= 200) ? (doc!.actions as string[]) : null;
    const record: RecordInfo | null =
      initial?.ok && actions
        ? {
            seed: typeof doc!.seed === 'number' ? doc!.seed : null,
            bots: Array.isArray(doc!.bots) && doc!.bots.every((b) => typeof b === 'string') ? (doc!.bots as string[]) : null,
            initial: initial.value,
            actions,
            revealed: doc!.revealed === true,
            seat: Number.isInteger(doc!.seat) && (doc!.seat as number) >= 0 && (doc!.seat as number) < game.seats(initial.value) ? (doc!.seat as number) : null,
          }
        : null;
    return { ok: true, value: { game, position: final.value, record } };
  }

  return {
    /**
     * Reads document text (a pasted or imported file, or a share link's parameter) here, off the
     * main thread: bounded size and depth, a byte-order mark accepted, any game (its format decides);
     * a game record gives its final position and, when complete, its history; Explore's document
     * its tree and the view of its selected node. At most 50 errors come back, with the count of
     * the rest.
     */
    readDocument(input: { text: string } | { link: string }): Result<{ view: GameView; record: RecordInfo | null; tree?: ExploreTree }, PathError[]> & { more?: number } {
      return computing(() => {
        let text: string | null;
        if ('link' in input) {
          const decoded = decodeLink(input.link, 'a compressed position');
          if (!decoded.ok) return decoded;
          text = decoded.value;
        } else text = input.text;
        const parsed = parseDocument(text);
        if (!parsed.ok) return parsed;
        if (isExploreDoc(parsed.value)) {
          const t = readExploreDoc(parsed.value, core.games);
          if (!t.ok) return t;
          return { ok: true as const, value: { view: gameView(t.value.game, nodeAt(t.value.tree, t.value.selected)!.position), record: null, tree: { tree: t.value.tree, selected: t.value.selected } } };
        }
        const r = readDoc(parsed.value);
        if (!r.ok) return r;
        return { ok: true as const, value: { view: gameView(r.value.game, r.value.position), record: r.value.record } };
      });
    },

    /** The view of `seat` through a game's positions (a link to an unfinished game); `actions` as that seat may see them. */
    seatView(gameId: string, seat: number, positions: unknown[], actions: string[], players: string[] | null): SeatViewDoc {
      return computing(() => seatViewDoc(gameOf(gameId), seat, positions, actions, players));
    },

    /** Reads a link holding a seat's view; `unknownFormat` when the link holds something else (a position or a record). */
    readSeatView(link: string): Result<SeatViewInfo, PathError[]> {
      return computing(() => {
        const text = decodeLink(link, 'a compressed game');
        if (!text.ok) return text;
        const parsed = parseDocument(text.value);
        if (!parsed.ok) return parsed;
        const r = readSeatView(parsed.value, core.games);
        return r.ok ? { ok: true as const, value: { ...r.value, game: r.value.game.id } } : r;
      });
    },

    /** A position to play on from a seat's observation: what it knows kept, the rest drawn anew with `seed`. */
    redeal(gameId: string, observation: unknown, seed: number): Result<unknown, string> {
      return computing(() => redeal(gameOf(gameId), observation, seed));
    },

    /**
     * Reads a saved game of Play (text from storage, `nautilab-saved-game/1`): the document and the
     * view of every position from its start through its actions, each checked; the first problems
     * with their paths otherwise, so the caller can set the text aside and say why.
     */
    readSavedGame(text: string): Result<{ doc: SavedGameDoc; views: GameView[] }, PathError[]> {
      return computing(() => {
        const r = readSavedGame(text, core.games);
        if (!r.ok) return { ok: false as const, error: capErrors(r.error, 3).errors };
        return { ok: true as const, value: { doc: r.value.doc, views: r.value.positions.map((p) => gameView(r.value.game, p)) } };
      });
    },

    /** A saved game's summary for the list of games to resume (the whole document read and checked as `readSavedGame` does). */
    savedGameSummary(text: string): Result<SavedGameSummary, PathError[]> {
      return computing(() => {
        const r = readSavedGame(text, core.games);
        if (!r.ok) return { ok: false as const, error: capErrors(r.error, 3).errors };
        const { doc, game, positions } = r.value;
        const last = positions[positions.length - 1];
        return { ok: true as const, value: { id: doc.id, game: doc.game, savedAt: doc.savedAt, seats: doc.seats, actions: doc.actions.length, round: game.round(last), toAct: game.toAct(last), over: game.isOver(last) } };
      });
    },

    /**
     * Reads an autosaved session (text from storage): Explore's document, or a session saved before
     * the tree (one line with every position), which becomes a tree with that line; every action
     * replayed. Anything unreadable comes back as an error, so the caller can set it aside.
     */
    readSession(text: string): Result<{ view: GameView; tree: ExploreTree }, string> {
      return computing(() => {
        const parsed = parseDocument(text);
        if (!parsed.ok) return { ok: false as const, error: parsed.error[0]!.message };
        const doc = isExploreDoc(parsed.value) ? parsed.value : sessionAsDoc(parsed.value);
        if (!doc) return { ok: false as const, error: 'not a saved session' };
        const r = readExploreDoc(doc, core.games);
        if (!r.ok) return { ok: false as const, error: `${r.error[0]!.path} ${r.error[0]!.message}` };
        const { game, tree, selected } = r.value;
        return { ok: true as const, value: { view: gameView(game, nodeAt(tree, selected)!.position), tree: { tree, selected } } };
      });
    },
  };
}
