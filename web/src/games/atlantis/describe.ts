/** The editor's flagged path positions of Atlantis (its actions in words are src/atlantis/words.ts, through useWords). */

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
