/** Atomic actions (spec 4) and their text notation: `parseAction` / `makeAction`. */
import { err, ok, type CodedError, type Result } from '../core/result.js';
import { DIRECTIONS, type Direction } from './modules.js';
import { RESEARCH_KINDS, RESIDENTIAL_KINDS, type ResearchKind, type ResidentialKind, type Square } from './types.js';

/** A submarine reference `SEAT:INDEX`. */
export interface SubRef {
  seat: number;
  index: number;
}

export type Action =
  | { type: 'buy'; kind: ResearchKind }
  | { type: 'buy'; kind: ResidentialKind; researchers: number }
  | { type: 'place'; index: number; at: Square; rotation: number }
  | { type: 'research'; from: Square; to: Square }
  | { type: 'launch'; at: Square; dir: Direction }
  | { type: 'sonar'; sub: SubRef }
  | { type: 'move'; sub: SubRef; to: Square }
  | { type: 'retire'; sub: SubRef; at: Square }
  | { type: 'examine'; at: Square }
  | { type: 'skip' }
  | { type: 'end' };

export type ActionType = Action['type'];

/** The verbs in grammar order (also the order of `legalActions`). */
export const ACTION_TYPES = ['buy', 'place', 'research', 'launch', 'sonar', 'move', 'retire', 'examine', 'skip', 'end'] as const;

const INT = /^(0|-?[1-9][0-9]*)$/;

function int(word: string | undefined): number | null {
  if (word === undefined || !INT.test(word)) return null;
  const n = Number(word);
  return Number.isSafeInteger(n) ? n : null;
}

function sub(word: string | undefined): SubRef | null {
  const m = word === undefined ? null : /^([0-9]):([0-9])$/.exec(word);
  return m ? { seat: Number(m[1]), index: Number(m[2]) } : null;
}

const bad = (message: string): Result<Action, CodedError> => err({ code: 'badNotation', message });

/**
 * Parses one action written as the grammar has it (spec 4): words separated by single spaces, none
 * before or after, so one action has one spelling. Any other spacing is refused, naming the
 * spelling meant when the words are an action.
 */
export function parseAction(text: string): Result<Action, CodedError> {
  if (typeof text !== 'string') return bad('an action must be a string');
  const words = text.split(' ');
  if (text !== '' && words.some((w) => w === '' || /\s/.test(w))) {
    const meant = parseWords(text.trim().split(/\s+/));
    return bad(`an action's words are separated by single spaces${meant.ok ? `: '${makeAction(meant.value)}'` : ''}`);
  }
  return parseWords(words);
}

/** An action from its words. */
function parseWords(words: string[]): Result<Action, CodedError> {
  const verb = words[0];
  const nums = (from: number, count: number): number[] | null => {
    if (words.length !== from + count) return null;
    const out: number[] = [];
    for (let i = from; i < from + count; i++) {
      const n = int(words[i]);
      if (n === null) return null;
      out.push(n);
    }
    return out;
  };
  switch (verb) {
    case 'buy': {
      const kind = words[1];
      if ((RESEARCH_KINDS as readonly string[]).includes(kind ?? '') && words.length === 2) {
        return ok({ type: 'buy', kind: kind as ResearchKind });
      }
      if ((RESIDENTIAL_KINDS as readonly string[]).includes(kind ?? '')) {
        const n = nums(2, 1);
        if (n) return ok({ type: 'buy', kind: kind as ResidentialKind, researchers: n[0]! });
        return bad(`'buy ${kind}' needs the number of researchers: buy ${kind} <k>`);
      }
      return bad(`'buy' takes one of ${[...RESEARCH_KINDS, ...RESIDENTIAL_KINDS].join(', ')}`);
    }
    case 'place': {
      const n = nums(1, 4);
      return n ? ok({ type: 'place', index: n[0]!, at: [n[1]!, n[2]!], rotation: n[3]! }) : bad("usage: place <i> <cx> <cy> <r>");
    }
    case 'research': {
      const n = nums(1, 4);
      return n ? ok({ type: 'research', from: [n[0]!, n[1]!], to: [n[2]!, n[3]!] }) : bad('usage: research <fx> <fy> <tx> <ty>');
    }
    case 'launch': {
      const x = int(words[1]);
      const y = int(words[2]);
      const dir = words[3] as Direction;
      if (words.length === 4 && x !== null && y !== null && DIRECTIONS.includes(dir)) {
        return ok({ type: 'launch', at: [x, y], dir });
      }
      return bad('usage: launch <cx> <cy> <N|E|S|W>');
    }
    case 'sonar': {
      const s = words.length === 2 ? sub(words[1]) : null;
      return s ? ok({ type: 'sonar', sub: s }) : bad('usage: sonar <seat:index>');
    }
    case 'move': {
      const s = words.length === 4 ? sub(words[1]) : null;
      const x = int(words[2]);
      const y = int(words[3]);
      return s && x !== null && y !== null ? ok({ type: 'move', sub: s, to: [x, y] }) : bad('usage: move <seat:index> <x> <y>');
    }
    case 'retire': {
      const s = words.length === 4 ? sub(words[1]) : null;
      const x = int(words[2]);
      const y = int(words[3]);
      return s && x !== null && y !== null ? ok({ type: 'retire', sub: s, at: [x, y] }) : bad('usage: retire <seat:index> <cx> <cy>');
    }
    case 'examine': {
      const n = nums(1, 2);
      return n ? ok({ type: 'examine', at: [n[0]!, n[1]!] }) : bad('usage: examine <x> <y>');
    }
    case 'skip':
      return words.length === 1 ? ok({ type: 'skip' }) : bad("'skip' takes no arguments");
    case 'end':
      return words.length === 1 ? ok({ type: 'end' }) : bad("'end' takes no arguments");
    default:
      return bad(`unknown verb '${verb ?? ''}'; expected one of ${ACTION_TYPES.join(', ')}`);
  }
}

const sq = (s: Square): string => `${s[0]} ${s[1]}`;
const sr = (s: SubRef): string => `${s.seat}:${s.index}`;

/** Prints an action in the notation of spec 4. */
export function makeAction(a: Action): string {
  switch (a.type) {
    case 'buy':
      return 'researchers' in a ? `buy ${a.kind} ${a.researchers}` : `buy ${a.kind}`;
    case 'place':
      return `place ${a.index} ${sq(a.at)} ${a.rotation}`;
    case 'research':
      return `research ${sq(a.from)} ${sq(a.to)}`;
    case 'launch':
      return `launch ${sq(a.at)} ${a.dir}`;
    case 'sonar':
      return `sonar ${sr(a.sub)}`;
    case 'move':
      return `move ${sr(a.sub)} ${sq(a.to)}`;
    case 'retire':
      return `retire ${sr(a.sub)} ${sq(a.at)}`;
    case 'examine':
      return `examine ${sq(a.at)}`;
    case 'skip':
      return 'skip';
    case 'end':
      return 'end';
  }
}

/** Formats a submarine reference. */
export const makeSubRef = sr;
/** Parses a submarine reference `SEAT:INDEX`. */
export const parseSubRef = sub;
