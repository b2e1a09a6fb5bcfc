// The position editor's problems as sentences about the board ("The tile at (3, 19): a module
// covers it."), from the engine's validation errors; the JSON path stays for a hover and for imports.
import type { PathError } from '../../../src/core/result.js';

type Translate = (key: string, params?: Record<string, unknown>) => string;
type Item = { at?: [number, number]; kind?: string; seat?: number } | undefined;

/** "[3, 19]" → "(3, 19)": board squares as people write them. */
const squares = (text: string): string => text.replace(/\[(\d+), (\d+)\]/g, '($1, $2)');

/** What a path is about, in words ("The green module at (6, 6)"), or null for the position as a whole. */
function subject(path: string, code: string, setup: unknown, seatNames: readonly string[], t: Translate): string | null {
  const s = (setup ?? {}) as Record<string, Item[] | undefined>;
  const seat = (i: string | undefined): string => seatNames[Number(i)] ?? String(i);
  let m = /^\$\.(modules|tiles|submarines)\[(\d+)\]/.exec(path);
  if (m) {
    const item = s[m[1]!]?.[Number(m[2])];
    const at = item?.at ?? [0, 0];
    const where = { x: at[0], y: at[1] };
    if (m[1] === 'modules') return t('editor.subject.module', { kind: t(`editor.kinds.${item?.kind ?? 'green'}`), ...where });
    if (m[1] === 'tiles') return t('editor.subject.tile', where);
    return t('editor.subject.submarine', { seat: seat(String(item?.seat ?? 0)), ...where });
  }
  // a field out of its range is named; a seat's other problems are about the seat
  if (code.startsWith('schema.') && (m = /^\$\.players\[(\d+)\]\.(nemo|researchers|research\.(\w+))$/.exec(path))) {
    if (m[3]) return t('editor.subject.research', { seat: seat(m[1]), kind: t(`editor.kinds.${m[3]}`) });
    return t(m[2] === 'nemo' ? 'editor.subject.nemo' : 'editor.subject.supply', { seat: seat(m[1]) });
  }
  if ((m = /^\$\.players\[(\d+)\]/.exec(path))) return t('editor.subject.seat', { seat: seat(m[1]) });
  if ((m = /^\$\.hands\[(\d+)\]/.exec(path))) return t('editor.subject.hand', { seat: seat(m[1]) });
  if ((m = /^\$\.pawns\[(\d+)\](?:\[(\d+)\])?/.exec(path))) return m[2] === undefined ? t('editor.subject.pawns', { seat: seat(m[1]) }) : t('editor.subject.pawn', { seat: seat(m[1]), pawn: m[2] });
  if ((m = /^\$\.path\[(\d+)\]/.exec(path))) return t('editor.subject.place', { place: m[1] });
  if ((m = /^\$\.slots\[(\d+)\]/.exec(path))) return t('editor.subject.slot', { slot: m[1] });
  if (/^\$\.bridges/.test(path)) return t('editor.subject.bridge');
  if (/^\$\.turn$/.test(path)) return t('editor.subject.turnNumber');
  if (/^\$\.turn/.test(path)) return t('editor.subject.turn');
  if (/^\$\.tokens/.test(path)) return t('editor.subject.tokens');
  if (/^\$\.round/.test(path)) return t('editor.subject.round');
  if (/^\$\.toAct/.test(path)) return t('editor.subject.toAct');
  if (/^\$\.first/.test(path)) return t('editor.subject.first');
  return null;
}

/** The reason in the UI's language where the editor can cause it, else the engine's own words. */
function reason(e: PathError, t: Translate): string {
  const n = (e.message.match(/\d+/g) ?? []).map(Number);
  switch (e.code) {
    case 'tileUnderModule':
    case 'submarineUnderModule':
      return t('editor.reason.underModule');
    case 'overlap':
      return t('editor.reason.overlap', { x: n[1] ?? 0, y: n[2] ?? 0 });
    case 'offBoard':
      return t('editor.reason.offBoard');
    case 'twoTiles':
      return t('editor.reason.twoTiles');
    case 'twoSubmarines':
      return t('editor.reason.twoSubmarines');
    case 'submarineOnFaceDownTile':
      return t('editor.reason.onFaceDownTile');
    case 'notSpot':
      return t('editor.reason.notSpot');
    case 'researcherCount':
      return t('editor.reason.researcherCount', { total: n[3] ?? 0, need: n[4] ?? 0 });
    case 'tooManyHeld':
      return t('editor.reason.tooManyHeld', { held: n[0] ?? 0, most: n[1] ?? 0 });
    case 'schema.maximum':
      return t('editor.reason.maximum', { limit: n[0] ?? 0 });
    case 'schema.minimum':
      return t('editor.reason.minimum', { limit: n[0] ?? 0 });
    case 'schema.type':
      return t('editor.reason.type');
    default:
      return squares(e.message);
  }
}

/** One problem of the edited position as a sentence about the board. */
export function problemText(e: PathError, setup: unknown, seatNames: readonly string[], t: Translate): string {
  const about = subject(e.path, e.code, setup, seatNames, t);
  const why = reason(e, t);
  return about ? t('editor.sentence', { subject: about, reason: why }) : t('editor.whole', { reason: why });
}
