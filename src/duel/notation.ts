/**
 * Action notation (spec 6): `keep eye`, `module`, `choose 7`, `swap 3`, `return`, `skip`,
 * `place kraken 0 2 anchor 1 4`, `move 1 0 0 0`. Tokens are separated by single spaces; a card is
 * `1`…`14`, `kraken` or `fishbone`; a space is `<seat> <slot>`.
 */
import { err, ok, type CodedError, type Result } from '../core/result.js';
import { FISHBONE, KRAKEN, SPECIALS, type DuelAction, type Space, type Special } from './types.js';

const DIVER_TEXT = /^(?:[1-9]|1[0-4])$/;

/** A Diver value from its text, or null. */
function parseDiver(text: string | undefined): number | null {
  return text !== undefined && DIVER_TEXT.test(text) ? Number(text) : null;
}

/** A placeable card (Diver, `kraken`, `fishbone`) from its text, or null. */
function parseCard(text: string | undefined): number | null {
  if (text === 'kraken') return KRAKEN;
  if (text === 'fishbone') return FISHBONE;
  return parseDiver(text);
}

/** A space from two tokens, or null. */
function parseSpace(seat: string | undefined, slot: string | undefined): Space | null {
  if (seat === undefined || slot === undefined || !/^[01]$/.test(seat) || !/^[0-4]$/.test(slot)) return null;
  return [Number(seat), Number(slot)];
}

/** A card as notation: its value, or `kraken` / `fishbone`. */
export function makeCard(card: number): string {
  return card === KRAKEN ? 'kraken' : card === FISHBONE ? 'fishbone' : String(card);
}

const bad = (text: string, why: string): Result<DuelAction, CodedError> => err({ code: 'badNotation', message: `'${text}': ${why}` });

/** Parses an action; anything outside the grammar is refused with code `badNotation`. */
export function parseAction(text: string): Result<DuelAction, CodedError> {
  if (typeof text !== 'string') return bad(String(text), 'an action is a string');
  const t = text.split(' ');
  const [verb] = t;
  const n = t.length;
  switch (verb) {
    case 'keep':
      if (n === 2 && (SPECIALS as readonly string[]).includes(t[1]!)) return ok({ type: 'keep', special: t[1] as Special });
      return bad(text, `expected 'keep <special>' with one of ${SPECIALS.join(', ')}`);
    case 'eye':
    case 'module':
    case 'harpoon':
    case 'return':
    case 'skip':
      if (n === 1) return ok({ type: verb });
      return bad(text, `'${verb}' takes no argument`);
    case 'choose':
    case 'swap': {
      const card = n === 2 ? parseDiver(t[1]) : null;
      if (card !== null) return ok({ type: verb, card });
      return bad(text, `expected '${verb} <diver>' with a Diver 1..14`);
    }
    case 'place': {
      const card = parseCard(t[1]);
      const space = parseSpace(t[2], t[3]);
      if (card === null || space === null || (n !== 4 && n !== 7)) return bad(text, "expected 'place <card> <seat> <slot> [anchor <seat> <slot>]'");
      if (n === 4) return ok({ type: 'place', card, space, anchor: null });
      const anchor = t[4] === 'anchor' ? parseSpace(t[5], t[6]) : null;
      if (anchor === null) return bad(text, "expected 'anchor <seat> <slot>' after the space");
      return ok({ type: 'place', card, space, anchor });
    }
    case 'move': {
      const from = n === 5 ? parseSpace(t[1], t[2]) : null;
      const to = n === 5 ? parseSpace(t[3], t[4]) : null;
      if (from && to) return ok({ type: 'move', from, to });
      return bad(text, "expected 'move <seat> <slot> <seat> <slot>'");
    }
    default:
      return bad(text, 'unknown action; expected keep, eye, module, choose, harpoon, swap, return, skip, place or move');
  }
}

/** Prints an action; `parseAction(makeAction(a))` gives `a` back. */
export function makeAction(a: DuelAction): string {
  switch (a.type) {
    case 'keep':
      return `keep ${a.special}`;
    case 'choose':
    case 'swap':
      return `${a.type} ${a.card}`;
    case 'place':
      return `place ${makeCard(a.card)} ${a.space[0]} ${a.space[1]}${a.anchor ? ` anchor ${a.anchor[0]} ${a.anchor[1]}` : ''}`;
    case 'move':
      return `move ${a.from[0]} ${a.from[1]} ${a.to[0]} ${a.to[1]}`;
    default:
      return a.type;
  }
}

/** Notation by `notationKey`, printed once and shared after. */
const printed = new Array<string | undefined>(2000);

const spaceKey = (s: Space): number => Array.isArray(s) && (s[0] === 0 || s[0] === 1) && Number.isInteger(s[1]) && s[1] >= 0 && s[1] < 5 ? s[0] * 5 + s[1] : -1;

/** A small integer naming an action of the engine's range (0 <= key < 2000), or -1. */
function notationKey(a: DuelAction): number {
  switch (a.type) {
    case 'place': {
      const space = spaceKey(a.space);
      const anchor = a.anchor === null ? 0 : 1 + spaceKey(a.anchor);
      if (!Number.isInteger(a.card) || a.card < 0 || a.card > 15 || space < 0 || anchor < 0) return -1;
      return (a.card * 10 + space) * 11 + anchor;
    }
    case 'move': {
      const from = spaceKey(a.from);
      const to = spaceKey(a.to);
      return from < 0 || to < 0 ? -1 : 1760 + from * 10 + to;
    }
    case 'choose':
    case 'swap':
      return Number.isInteger(a.card) && a.card >= 0 && a.card <= 15 ? (a.type === 'choose' ? 1860 : 1876) + a.card : -1;
    case 'keep': {
      const i = SPECIALS.indexOf(a.special);
      return i < 0 ? -1 : 1892 + i;
    }
    default: {
      const i = SIMPLE.indexOf(a.type);
      return i < 0 ? -1 : 1898 + i;
    }
  }
}

const SIMPLE: readonly string[] = ['eye', 'module', 'harpoon', 'return', 'skip'];

/** `makeAction`, each distinct notation printed once and the same string shared after (the legal lists' notation). */
export function sharedNotation(a: DuelAction): string {
  const key = notationKey(a);
  if (key < 0) return makeAction(a);
  return (printed[key] ??= makeAction(a));
}
