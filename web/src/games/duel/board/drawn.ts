/** What a duel action looks like on the ship: a preview (dashed ghost) or the trace of the last action (pure). */
import { parseAction } from '../../../../../src/duel/notation.js';
import type { DuelAction, Space } from '../../../../../src/duel/types.js';

/** An action's marks: a card's ghost, the Anchor's ghost, outlined spaces, an arrow's move, cards outlined in the bars. */
export interface Drawn {
  ghost?: { at: Space; card: number };
  anchor?: Space;
  spaces: Space[];
  move?: { from: Space; to: Space };
  cards: string[];
}

/** A card token's value: the Kraken 15, the Fishbone 0, a Diver its number. */
export const cardValue = (token: string): number => (token === 'kraken' ? 15 : token === 'fishbone' ? 0 : Number(token));

/** A space key `"s k"` read back. */
const spaceOf = (key: string): Space => key.split(' ').map(Number) as [number, number];

/** How `text` is drawn (null: not at all). */
export function drawAction(text: string | null): Drawn | null {
  if (!text) return null;
  const p = parseAction(text);
  if (!p.ok) return null;
  const a: DuelAction = p.value;
  switch (a.type) {
    case 'place':
      return { ghost: { at: a.space, card: a.card }, ...(a.anchor ? { anchor: a.anchor } : {}), spaces: [a.space], cards: [] };
    case 'move':
      return { move: { from: a.from, to: a.to }, spaces: [a.from, a.to], cards: [] };
    case 'choose':
    case 'swap':
      return { spaces: [], cards: [String(a.card)] };
    case 'keep':
      return { spaces: [], cards: [a.special] };
    default:
      return null;
  }
}

/** The board's selection, as far as a hover preview needs it. */
export interface HoverState {
  /** The space hovered ("s k"), or null. */
  hover: string | null;
  /** A placement waiting for its anchor target. */
  anchoring: { card: string; at: string } | null;
  /** The hand card picked. */
  selected: string | null;
  /** The arrow's source picked. */
  moveFrom: string | null;
  /** Spaces a click acts on now. */
  clickable: { has(key: string): boolean };
  /** source → destination → move. */
  moves: Map<string, Map<string, string>>;
}

/** The ghost of the selection over a hovered legal space, or null. */
export function drawHover(st: HoverState): Drawn | null {
  const h = st.hover;
  if (!h) return null;
  if (st.anchoring) {
    const [s, k] = spaceOf(st.anchoring.at);
    const value = cardValue(st.anchoring.card);
    const [as, ak] = spaceOf(h);
    return st.clickable.has(h) ? { ghost: { at: [s, k], card: value }, anchor: [as, ak], spaces: [[s, k]], cards: [] } : null;
  }
  if (st.selected && st.clickable.has(h)) {
    const [s, k] = spaceOf(h);
    return { ghost: { at: [s, k], card: cardValue(st.selected) }, spaces: [[s, k]], cards: [] };
  }
  if (st.moveFrom && st.clickable.has(h) && st.moves.get(st.moveFrom)?.has(h)) {
    const [fs, fk] = spaceOf(st.moveFrom);
    const [ts, tk] = spaceOf(h);
    return { move: { from: [fs, fk], to: [ts, tk] }, spaces: [[fs, fk], [ts, tk]], cards: [] };
  }
  return null;
}
