/** Actions (spec 8) and their text notation: `parseAction` / `makeAction`. Colours are indices in the values, names in the text. */
import { err, ok, type CodedError, type Result } from '../core/result.js';
import { COLOURS, type ColourName } from './types.js';

/** One action of the seat to act (spec 8). */
export type Action =
  | { type: 'buy'; value: number }
  | { type: 'move'; pawn: number; colour: number }
  | { type: 'bridge'; pos: number }
  | { type: 'pay'; tiles: number[]; cards: number[] }
  | { type: 'pass' };

/** The action verbs in grammar order. */
export const ACTION_TYPES = ['buy', 'move', 'bridge', 'pay', 'pass'] as const;

const bad = (message: string): Result<Action, CodedError> => err({ code: 'badNotation', message });

/** A decimal integer word in `min..max`, or null. */
function intWord(word: string | undefined, min: number, max: number): number | null {
  if (word === undefined || !/^(0|[1-9][0-9]?)$/.test(word)) return null;
  const n = Number(word);
  return n >= min && n <= max ? n : null;
}

/** The index of a colour name, or -1. */
export function colourIndex(word: string | undefined): number {
  return COLOURS.indexOf(word as ColourName);
}

/** Parses one action; words are separated by any whitespace. */
export function parseAction(text: string): Result<Action, CodedError> {
  if (typeof text !== 'string') return bad('an action must be a string');
  const words = text.trim().split(/\s+/);
  const verb = words[0];
  switch (verb) {
    case 'buy': {
      const v = words.length === 2 ? intWord(words[1], 1, 7) : null;
      return v === null ? bad('usage: buy <value 1-7>') : ok({ type: 'buy', value: v });
    }
    case 'move': {
      const pawn = words.length === 3 ? intWord(words[1], 0, 2) : null;
      const colour = colourIndex(words[2]);
      if (pawn === null || colour < 0) return bad(`usage: move <pawn 0-2> <colour: ${COLOURS.join('|')}>`);
      return ok({ type: 'move', pawn, colour });
    }
    case 'bridge': {
      const at = words.length === 2 ? intWord(words[1], 1, 53) : null;
      return at === null ? bad('usage: bridge <position 1-53>') : ok({ type: 'bridge', pos: at });
    }
    case 'pay': {
      if (words.length < 2) return bad('usage: pay <item>… (a tile value 1-7 or a colour name)');
      const tiles: number[] = [];
      const cards: number[] = [];
      for (const w of words.slice(1)) {
        const v = intWord(w, 1, 7);
        const c = colourIndex(w);
        if (v !== null) tiles.push(v);
        else if (c >= 0) cards.push(c);
        else return bad(`'${w}' is neither a tile value 1-7 nor a colour (${COLOURS.join(', ')})`);
      }
      return ok({ type: 'pay', tiles, cards });
    }
    case 'pass':
      return words.length === 1 ? ok({ type: 'pass' }) : bad("'pass' takes no arguments");
    default:
      return bad(`unknown verb '${verb ?? ''}'; expected one of ${ACTION_TYPES.join(', ')}`);
  }
}

/** Prints an action in the notation of spec 8 (a payment's tiles, then its cards, in the order given). */
export function makeAction(a: Action): string {
  switch (a.type) {
    case 'buy':
      return `buy ${a.value}`;
    case 'move':
      return `move ${a.pawn} ${COLOURS[a.colour] ?? a.colour}`;
    case 'bridge':
      return `bridge ${a.pos}`;
    case 'pay':
      return ['pay', ...a.tiles.map(String), ...a.cards.map((c) => COLOURS[c] ?? String(c))].join(' ');
    case 'pass':
      return 'pass';
  }
}

/** The canonical form of an action: a payment's tiles high to low and cards in colour order. */
export function canonicalAction(a: Action): Action {
  if (a.type !== 'pay') return a;
  return { type: 'pay', tiles: [...a.tiles].sort((x, y) => y - x), cards: [...a.cards].sort((x, y) => x - y) };
}
