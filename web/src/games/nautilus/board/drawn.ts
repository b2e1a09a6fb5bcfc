/** What an action looks like on the Nautilus board (a preview, a trace, the analysis's line): pure functions. */
import { parseAction } from '../../../../../src/nautilus/actions.js';
import { corridorsOf } from '../../../../../src/nautilus/modules.js';
import type { Square, SubmarineState } from '../../../../../src/nautilus/types.js';
import type { Overlays } from '../../../worker/engineApi.js';
import { MOUTH, subId } from './geometry.js';

/** An action's marks: squares, module outlines, an arrow, a module's ghost, a sonar's area. */
export interface Drawn {
  arrow?: { from: Square; to: Square };
  ghost?: { at: Square; kind: string; corridors: number };
  squares: Square[];
  modules: Square[];
  sonar?: { at: Square; radius: number; seen: Square[] };
}

/** What drawing an action needs to know of the position. */
export interface DrawContext {
  submarines: readonly SubmarineState[];
  /** The modules the seat to act holds. */
  held: readonly { kind: string; corridors: number }[];
  overlays: Overlays | null;
}

/** How `text` is drawn (null: not at all); `where` places the submarines instead of the position. */
export function drawAction(text: string | null, ctx: DrawContext, where?: Map<string, Square>): Drawn | null {
  if (!text) return null;
  const p = parseAction(text);
  if (!p.ok) return null;
  const a = p.value;
  const subAt = (seat: number, index: number): Square | undefined => (where ? where.get(`${seat}:${index}`) : ctx.submarines.find((s) => s.seat === seat && s.index === index)?.at);
  switch (a.type) {
    case 'move': {
      const from = subAt(a.sub.seat, a.sub.index);
      return { squares: [a.to], modules: [], ...(from ? { arrow: { from, to: a.to } } : {}) };
    }
    case 'place': {
      const held = ctx.held[a.index];
      return held ? { ghost: { at: a.at, kind: held.kind, corridors: corridorsOf({ corridors: held.corridors, rotation: a.rotation }) }, squares: [], modules: [] } : { squares: [], modules: [a.at] };
    }
    case 'research':
      return { arrow: { from: a.from, to: a.to }, squares: [], modules: [a.from, a.to] };
    case 'launch': {
      const [dx, dy] = MOUTH[a.dir]!;
      const mouth: Square = [a.at[0] + dx, a.at[1] + dy];
      return { arrow: { from: a.at, to: mouth }, squares: [mouth], modules: [a.at] };
    }
    case 'sonar': {
      const o = ctx.overlays?.subs.find((s) => s.sub === `${a.sub.seat}:${a.sub.index}`);
      return o ? { squares: [o.at], modules: [], sonar: { at: o.at, radius: o.sonar.radius, seen: o.sonar.seen } } : null;
    }
    case 'retire': {
      const at = subAt(a.sub.seat, a.sub.index);
      return { squares: at ? [at] : [], modules: [a.at], ...(at ? { arrow: { from: at, to: a.at } } : {}) };
    }
    case 'examine':
      return { squares: [a.at], modules: [] };
    default:
      return null;
  }
}

/** One numbered step of the analysis's line, with where its number goes. */
export interface LineStep {
  step: number;
  action: string;
  d: Drawn;
  at: Square | null;
}

/** The line after the previewed action: each step drawn where the submarines will be by then (a launched one starts on its mouth). */
export function drawLine(preview: string | null, line: readonly string[], ctx: DrawContext): LineStep[] {
  if (!preview || !line.length) return [];
  const where = new Map(ctx.submarines.map((s) => [subId(s), s.at] as [string, Square]));
  let launched: Square | null = null;
  /** Before drawing an action: a launch's mouth, and a submarine met first after a launch starts there. */
  const before = (text: string): void => {
    const p = parseAction(text);
    if (!p.ok) return;
    const a = p.value;
    if (a.type === 'launch') {
      const [dx, dy] = MOUTH[a.dir]!;
      launched = [a.at[0] + dx, a.at[1] + dy];
    } else if ((a.type === 'move' || a.type === 'sonar' || a.type === 'retire') && launched && !where.has(`${a.sub.seat}:${a.sub.index}`)) where.set(`${a.sub.seat}:${a.sub.index}`, launched);
  };
  /** After drawing it: a moved submarine is where it went. */
  const after = (text: string): void => {
    const p = parseAction(text);
    if (p.ok && p.value.type === 'move') where.set(`${p.value.sub.seat}:${p.value.sub.index}`, p.value.to);
  };
  before(preview);
  after(preview);
  const out: LineStep[] = [];
  line.forEach((text, i) => {
    before(text);
    const d = drawAction(text, ctx, where);
    if (d) out.push({ step: i + 1, action: text, d, at: d.arrow?.to ?? d.squares[0] ?? d.modules[0] ?? d.ghost?.at ?? null });
    after(text);
  });
  return out;
}
