/** Atlantis's actions in words and the editor's flagged path positions: plain functions the board and the game's UI entry share. */

/** A colour name or a tile value of a payment, in words. */
const item = (w: string): string => (/^[1-7]$/.test(w) ? `a tile of ${w}` : `a ${w} card`);

/** An action in words. */
export function describeAtlantis(action: string): string {
  const w = action.trim().split(/\s+/);
  switch (w[0]) {
    case 'move':
      return `move pawn ${w[1]} with a ${w[2]} card to the next ${w[2]} tile ahead (or the Mainland)`;
    case 'buy':
      return `buy: give up a collected tile of ${w[1]} for ${Math.floor(Number(w[1]) / 2)} card(s)`;
    case 'bridge':
      return `place your bridge on the gap at ${w[1]}: it is free from now on, for everyone`;
    case 'pay': {
      const items = w.slice(1).map(item);
      return `pay the toll with ${items.join(' and ')}`;
    }
    case 'pass':
      return 'pass: show your hand to everyone and draw 2 cards';
    default:
      return action;
  }
}

/** Path positions the editor flags, from the validation errors' paths (`[position, 0]`). */
export function atlantisProblems(setup: unknown, errors: { path: string }[]): [number, number][] {
  const s = setup as { pawns?: number[][] };
  const out: [number, number][] = [];
  for (const e of errors) {
    const path = /^\$\.path\[(\d+)\]/.exec(e.path);
    if (path) out.push([Number(path[1]), 0]);
    const pawn = /^\$\.pawns\[(\d+)\]\[(\d+)\]/.exec(e.path);
    const at = pawn ? s.pawns?.[Number(pawn[1])]?.[Number(pawn[2])] : undefined;
    if (typeof at === 'number') out.push([at, 0]);
  }
  return out;
}
