/**
 * Full-action perft: the number of legal action sequences of length d (every verb, pending choices
 * and `end` included), counted twice:
 *  - `engineFullPerft`: the engine's own `legalActions`;
 *  - `grammarFullPerft`: candidates built from the action grammar (spec 4) over broad domains,
 *    kept when the reference (`reference.ts`) lists them for move / retire / launch / examine and
 *    when `checkAction` accepts them for the other verbs. Placements are counted once per distinct
 *    rotated corridor mask (spec 4: `legalActions` lists the smallest such r).
 * Both walk the game with the engine's `play`.
 */
import { checkAction, legalActions, makeAction, play, type Action, type Position } from '../../src/nautilus/index.js';
import { refByVerb, refRows } from './reference.js';

const REF_VERBS = new Set(['move', 'retire', 'launch', 'examine']);

/** A corridor mask turned r quarter turns clockwise: slot i goes to slot (i + 2r) mod 8 (spec 2.2). */
function turned(mask: number, r: number): number {
  let out = 0;
  for (let i = 0; i < 8; i++) if (mask & (1 << i)) out |= 1 << ((i + 2 * r) % 8);
  return out;
}

/**
 * Every action the grammar can express for this position, over broad domains for the verbs the
 * spec allows in the current state (phase, pending choice) and a few samples of every other verb
 * (which must all be refused).
 */
export function grammarCandidates(pos: Position): Action[] {
  const rows = refRows(pos);
  const h = rows.length;
  const w = rows[0]!.length;
  const squares: [number, number][] = [];
  for (let y = -1; y <= h; y++) for (let x = -1; x <= w; x++) squares.push([x, y]);
  const few: [number, number][] = [pos.modules[0]!.at, [0, 0], [w - 1, h - 1]];
  const subs: { seat: number; index: number }[] = [];
  for (let seat = 0; seat <= pos.players.length; seat++) for (let index = 0; index < 3; index++) subs.push({ seat, index });
  const pending = pos.turn.pending?.type ?? null;
  const scope = new Set<string>(['skip', 'end']);
  if (pending === 'speed') scope.add('move');
  else if (pending === 'atlantis') scope.add('research');
  else if (pending === 'examine') scope.add('examine');
  else if (pos.phase === 1) ['buy', 'place'].forEach((v) => scope.add(v));
  else if (pos.phase === 2) scope.add('research');
  else ['launch', 'sonar', 'move', 'retire'].forEach((v) => scope.add(v));
  const dom = (verb: string): [number, number][] => (scope.has(verb) ? squares : few);

  const out: Action[] = [{ type: 'skip' }, { type: 'end' }];
  for (const kind of ['training', 'technology', 'sonar', 'lab', 'analysis'] as const) out.push({ type: 'buy', kind });
  for (const kind of ['green', 'blue'] as const) for (let k = 0; k <= 5; k++) out.push({ type: 'buy', kind, researchers: k });
  const held = pos.players[pos.toAct]!.held.length;
  for (let index = 0; index <= held; index++) for (const at of dom('place')) for (let rotation = 0; rotation < 4; rotation++) out.push({ type: 'place', index, at, rotation });
  const centres = [...pos.modules.map((m) => m.at), [0, 0] as [number, number]];
  for (const from of scope.has('research') ? centres : centres.slice(0, 2)) for (const to of centres) out.push({ type: 'research', from, to });
  for (const at of dom('launch')) for (const dir of ['N', 'E', 'S', 'W'] as const) out.push({ type: 'launch', at, dir });
  for (const sub of subs) out.push({ type: 'sonar', sub });
  for (const sub of subs) for (const to of dom('move')) out.push({ type: 'move', sub, to });
  for (const sub of subs) for (const at of dom('retire')) out.push({ type: 'retire', sub, at });
  for (const at of dom('examine')) out.push({ type: 'examine', at });
  return out;
}

/** The legal actions by the grammar route; throws when the checker refuses a reference action. */
export function grammarLegal(pos: Position): Action[] {
  if (pos.endReason !== null) return [];
  const ref = refByVerb(pos);
  const refSet = new Set([...ref.move, ...ref.retire, ...ref.launch, ...ref.examine]);
  const out: Action[] = [];
  const placeSeen = new Set<string>();
  for (const a of grammarCandidates(pos)) {
    if (REF_VERBS.has(a.type)) {
      const text = makeAction(a);
      if (!refSet.has(text)) continue;
      const refused = checkAction(pos, a);
      if (refused) throw new Error(`the reference allows '${text}', checkAction refuses it: ${refused.code}`);
      out.push(a);
      continue;
    }
    if (checkAction(pos, a) !== null) continue;
    if (a.type === 'place') {
      const mask = turned(pos.players[pos.toAct]!.held[a.index]!.corridors, a.rotation);
      const key = `${a.index} ${a.at[0]} ${a.at[1]} ${mask}`;
      if (placeSeen.has(key)) continue; // candidates come in rotation order, so the smallest r stays
      placeSeen.add(key);
    }
    out.push(a);
  }
  return out;
}

function perft(pos: Position, depth: number, gen: (p: Position) => Action[]): number {
  if (depth === 0) return 1;
  let nodes = 0;
  for (const a of gen(pos)) {
    const next = play(pos, a);
    if (!next.ok) throw new Error(`'${makeAction(a)}' was listed but refused: ${next.error.code}`);
    nodes += depth === 1 ? 1 : perft(next.value, depth - 1, gen);
  }
  return nodes;
}

/** Full-action perft by the engine's legal list. */
export function engineFullPerft(pos: Position, depth: number): number {
  return perft(pos, depth, (p) => legalActions(p));
}

/** Full-action perft by the grammar + checkAction + reference route. */
export function grammarFullPerft(pos: Position, depth: number): number {
  return perft(pos, depth, grammarLegal);
}
