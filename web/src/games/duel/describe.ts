/** What a seat may see of a duel action and the editor's flagged spaces (its actions in words are src/duel/words.ts, through useWords). */
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
