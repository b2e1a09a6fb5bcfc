/** The duel's legal actions, indexed by what they are about: placements, specials, drawn cards, the harpoon, arrow moves. */
import { parseAction } from '../../../../../src/duel/notation.js';
import { makeCard } from '../view.js';

/** A space's key: `"seat slot"`. */
export const sk = (s: number, k: number): string => `${s} ${k}`;

/** The legal actions by what they are about. */
export interface LegalIndex {
  /** card token → space "s k" → the plain placement. */
  place: Map<string, Map<string, string>>;
  /** "card s k" → anchor target "s k" → placement with the Anchor. */
  anchored: Map<string, Map<string, string>>;
  keep: { special: string; action: string }[];
  pre: string[];
  choose: { card: number; action: string }[];
  swap: Map<number, string>;
  ret: string | null;
  skip: string | null;
  /** source "s k" → destination "s k" → move. */
  moves: Map<string, Map<string, string>>;
}

/** Indexes `legal` (unparsable actions are left out). */
export function indexLegal(legal: readonly string[]): LegalIndex {
  const ix: LegalIndex = { place: new Map(), anchored: new Map(), keep: [], pre: [], choose: [], swap: new Map(), ret: null, skip: null, moves: new Map() };
  for (const text of legal) {
    const p = parseAction(text);
    if (!p.ok) continue;
    const a = p.value;
    if (a.type === 'place') {
      const card = makeCard(a.card);
      const at = sk(a.space[0], a.space[1]);
      if (a.anchor === null) {
        if (!ix.place.has(card)) ix.place.set(card, new Map());
        ix.place.get(card)!.set(at, text);
      } else {
        const key = `${card} ${at}`;
        if (!ix.anchored.has(key)) ix.anchored.set(key, new Map());
        ix.anchored.get(key)!.set(sk(a.anchor[0], a.anchor[1]), text);
      }
    } else if (a.type === 'keep') ix.keep.push({ special: a.special, action: text });
    else if (a.type === 'eye' || a.type === 'module' || a.type === 'harpoon') ix.pre.push(text);
    else if (a.type === 'choose') ix.choose.push({ card: a.card, action: text });
    else if (a.type === 'swap') ix.swap.set(a.card, text);
    else if (a.type === 'return') ix.ret = text;
    else if (a.type === 'skip') ix.skip = text;
    else if (a.type === 'move') {
      const from = sk(a.from[0], a.from[1]);
      if (!ix.moves.has(from)) ix.moves.set(from, new Map());
      ix.moves.get(from)!.set(sk(a.to[0], a.to[1]), text);
    }
  }
  return ix;
}
