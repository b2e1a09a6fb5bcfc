/** The duel's actions in words, what a seat may see of an action, and the editor's flagged spaces. */
import { DUEL_SEAT_NAMES } from './colours';

const SPECIAL_WORDS: Record<string, string> = {
  kraken: 'the Kraken',
  fishbone: 'the Fishbone',
  anchor: 'the Anchor',
  eye: 'the Eye',
  module: 'the Diving module',
  harpoon: 'the Harpoon',
};

const cardWords = (t: string): string => (t === 'kraken' ? 'the Kraken (15)' : t === 'fishbone' ? 'the Fishbone (0)' : t === '1' ? 'the 1 (crab)' : `the ${t}`);
const spaceWords = (seat: string, slot: string): string => `${DUEL_SEAT_NAMES[Number(seat)] ?? `seat ${seat}`}'s space at slot ${slot}`;

/** An action in words for the log and the action list. */
export function describeDuel(action: string): string {
  const t = action.split(' ');
  switch (t[0]) {
    case 'keep':
      return `keep ${SPECIAL_WORDS[t[1]!] ?? t[1]} and give the other drawn special to the opponent`;
    case 'eye':
      return "play the Eye: look at the opponent's Diver cards";
    case 'module':
      return 'play the Diving module: draw 2 Diver cards, keep one';
    case 'harpoon':
      return "play the Harpoon: draw one of the opponent's Diver cards";
    case 'choose':
      return `keep the ${t[1]} of the two drawn; the other goes back on the Diver deck`;
    case 'swap':
      return `keep the harpooned card and give the opponent your ${t[1]}`;
    case 'return':
      return 'give the harpooned card back';
    case 'skip':
      return 'do not use it (the special held, or the arrow movement)';
    case 'place': {
      const base = `place ${cardWords(t[1]!)} on ${spaceWords(t[2]!, t[3]!)}`;
      return t[4] === 'anchor' ? `${base}, dropping the Anchor on ${t[5] === t[2] && t[6] === t[3] ? 'it' : `the card on ${spaceWords(t[5]!, t[6]!)}`}` : base;
    }
    case 'move':
      return `arrow: move the card on ${spaceWords(t[1]!, t[2]!)} to ${spaceWords(t[3]!, t[4]!)}`;
    default:
      return action;
  }
}

/**
 * An action as `viewer` may see it in a log (spec 7): which special the first player kept and
 * which card the Diving module's player kept are that player's secrets; the rest is public.
 */
export function publicDuelAction(action: string, actor: number | null, viewer: number | null): string {
  if (viewer === null || actor === viewer) return action;
  if (action.startsWith('keep ')) return 'keep (a special)';
  if (action.startsWith('choose ')) return 'choose (a card)';
  return action;
}

/** Spaces the editor flags from validation paths: `[seat, slot]`. */
export function duelProblems(setup: unknown, errors: { path: string }[]): [number, number][] {
  const s = setup as { anchor?: [number, number] | null; pending?: { placed?: [number, number] } | null };
  const out: [number, number][] = [];
  for (const e of errors) {
    const m = /^\$\.spaces\[(\d)\]\[(\d)\]/.exec(e.path);
    if (m) out.push([Number(m[1]), Number(m[2])]);
    else if (e.path.startsWith('$.anchor') && s.anchor) out.push([s.anchor[0], s.anchor[1]]);
    else if (e.path.startsWith('$.pending.placed') && s.pending?.placed) out.push([s.pending.placed[0], s.pending.placed[1]]);
  }
  return out;
}
