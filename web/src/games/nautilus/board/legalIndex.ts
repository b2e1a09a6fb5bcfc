/** The legal actions of a Nautilus position, indexed by what they are about on the board. */
import { parseAction } from '../../../../../src/nautilus/actions.js';
import { MOUTH, key } from './geometry.js';

/** The legal actions by the square, submarine or held module they concern. */
export interface LegalIndex {
  /** Submarine id → target square key → move. */
  moves: Map<string, Map<string, string>>;
  /** Mouth square key → launch. */
  launches: Map<string, string>;
  /** Tile square key → examination. */
  examines: Map<string, string>;
  /** Keys of the modules a researcher may walk from. */
  researchSources: Set<string>;
  /** Submarine id → sonar ping. */
  sonar: Map<string, string>;
  /** Submarine id → its retires. */
  retires: Map<string, string[]>;
  /** Indexes of the held modules that may be placed. */
  placeable: Set<number>;
  end: boolean;
  skip: boolean;
}

/** Indexes `legal` (unparsable actions are left out). */
export function indexLegal(legal: readonly string[]): LegalIndex {
  const ix: LegalIndex = { moves: new Map(), launches: new Map(), examines: new Map(), researchSources: new Set(), sonar: new Map(), retires: new Map(), placeable: new Set(), end: false, skip: false };
  for (const text of legal) {
    const p = parseAction(text);
    if (!p.ok) continue;
    const a = p.value;
    if (a.type === 'move') {
      const id = `${a.sub.seat}:${a.sub.index}`;
      if (!ix.moves.has(id)) ix.moves.set(id, new Map());
      ix.moves.get(id)!.set(key(a.to[0], a.to[1]), text);
    } else if (a.type === 'launch') {
      const [dx, dy] = MOUTH[a.dir]!;
      ix.launches.set(key(a.at[0] + dx, a.at[1] + dy), text);
    } else if (a.type === 'examine') ix.examines.set(key(a.at[0], a.at[1]), text);
    else if (a.type === 'research') ix.researchSources.add(key(a.from[0], a.from[1]));
    else if (a.type === 'sonar') ix.sonar.set(`${a.sub.seat}:${a.sub.index}`, text);
    else if (a.type === 'retire') {
      const id = `${a.sub.seat}:${a.sub.index}`;
      ix.retires.set(id, [...(ix.retires.get(id) ?? []), text]);
    } else if (a.type === 'place') ix.placeable.add(a.index);
    else if (a.type === 'end') ix.end = true;
    else if (a.type === 'skip') ix.skip = true;
  }
  return ix;
}
