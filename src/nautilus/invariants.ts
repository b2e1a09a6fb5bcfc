/**
 * Invariants of a game in progress, checked by the property suite (vitest, 2,000 games) and by
 * `nautilab selfplay` (any number of games): Nemo flows balance against the event log,
 * researchers, submarines, modules and tiles are conserved, Nemo is never NaN or negative.
 */
import type { Action } from './actions.js';
import { tileSetOf } from './board.js';
import { MODULE_COUNTS, isResearchKind } from './modules.js';
import type { GameEvent, NemoEvent } from './events.js';
import { seaOf } from './sea.js';
import { MODULE_KINDS, RESEARCHERS_PER_SEAT, SUBMARINES_PER_SEAT, type Position } from './types.js';

/** Nemo reasons an action may produce, and the sign of the bank flow each carries. */
const FLOWS: Record<Action['type'], Partial<Record<NemoEvent['reason'], 'debit' | 'credit' | 'transfer'>>> = {
  buy: { buy: 'debit' },
  place: {},
  research: { rent: 'transfer' },
  launch: {},
  sonar: { sonar: 'debit' },
  move: { chest: 'credit', recover: 'debit' },
  retire: { rent: 'transfer' },
  examine: {},
  skip: {},
  end: { build: 'debit' },
};

/** Problems with the Nemo of one step: every change is explained by an event of the right kind. */
export function nemoViolations(before: Position, after: Position, action: Action, events: GameEvent[]): string[] {
  const out: string[] = [];
  const allowed = FLOWS[action.type];
  const delta = before.players.map(() => 0);
  let transfers = 0;
  for (const e of events) {
    if (e.kind !== 'nemo') continue;
    const kind = allowed[e.reason];
    if (!kind) out.push(`'${action.type}' produced a ${e.reason} flow`);
    else if (kind === 'debit' && !(e.delta < 0)) out.push(`${e.reason} must be a payment, got ${e.delta}`);
    else if (kind === 'credit' && !(e.delta > 0)) out.push(`${e.reason} must be a gain, got ${e.delta}`);
    else if (kind === 'transfer') {
      if (e.other === null) out.push(`${e.reason} must go to a seat`);
      transfers += e.delta;
    } else if (e.other !== null) out.push(`${e.reason} is a bank flow`);
    if (e.reason === 'chest' && !(e.delta >= 2 && e.delta <= 4)) out.push(`a chest is worth 2..4, got ${e.delta}`);
    if (e.reason === 'recover' && !(e.delta === -1 || e.delta === -2)) out.push(`a recovery costs 1 or 2, got ${e.delta}`);
    if (e.reason === 'sonar' && e.delta !== -1) out.push(`a ping costs 1, got ${e.delta}`);
    if (e.reason === 'build' && !(e.delta <= -1 && e.delta >= -4)) out.push(`a build costs 1..4, got ${e.delta}`);
    delta[e.seat]! += e.delta;
  }
  if (transfers !== 0) out.push(`transfers between seats do not balance (${transfers})`);
  after.players.forEach((p, s) => {
    if (!Number.isInteger(p.nemo) || p.nemo < 0) out.push(`seat ${s} has Nemo ${p.nemo}`);
    const change = p.nemo - before.players[s]!.nemo;
    if (change !== delta[s]) out.push(`seat ${s} Nemo changed by ${change}, the log explains ${delta[s]}`);
  });
  return out;
}

/** Conservation problems of a position: researchers, submarines, modules, tiles. */
export function conservationViolations(pos: Position): string[] {
  const out: string[] = [];
  const n = pos.players.length;
  const onBoard = new Array<number>(n).fill(0);
  for (const m of pos.modules) m.researchers.forEach((r, s) => (onBoard[s]! += r));
  pos.players.forEach((p, s) => {
    const held = p.held.reduce((a, h) => a + h.researchers, 0);
    if (p.researchers < 0 || p.researchers + held + onBoard[s]! !== RESEARCHERS_PER_SEAT) {
      out.push(`seat ${s} researchers: supply ${p.researchers} + held ${held} + board ${onBoard[s]} != ${RESEARCHERS_PER_SEAT}`);
    }
  });
  const sea = seaOf(pos);
  const seen = new Set<string>();
  const squares = new Set<number>();
  for (const s of pos.submarines) {
    const key = `${s.seat}:${s.index}`;
    if (seen.has(key) || s.index < 0 || s.index >= SUBMARINES_PER_SEAT) out.push(`submarine ${key} duplicated or out of range`);
    seen.add(key);
    const i = s.at[1] * sea.width + s.at[0];
    if (squares.has(i)) out.push(`two submarines on ${s.at}`);
    squares.add(i);
    if (sea.cover[i]) out.push(`submarine ${key} under a module`);
    const t = sea.tile[i]! - 1;
    if (t >= 0 && !pos.tiles[t]!.faceUp) out.push(`submarine ${key} on a face-down tile`);
  }
  const kinds: Record<string, number> = Object.fromEntries(MODULE_KINDS.map((k) => [k, 0]));
  for (const m of pos.modules) kinds[m.kind]!++;
  for (const p of pos.players) for (const h of p.held) kinds[h.kind]!++;
  kinds.green! += pos.stacks.green;
  kinds.blue! += pos.stacks.blue;
  for (const k of MODULE_KINDS) {
    if (isResearchKind(k)) kinds[k]! += pos.stacks[k].length;
    if (kinds[k] !== MODULE_COUNTS[k]) out.push(`${kinds[k]} ${k} modules, the game has ${MODULE_COUNTS[k]}`);
  }
  const set = tileSetOf(pos.board);
  const want = [...set.S, ...set.D, ...set.T].sort();
  const have = [...pos.tiles.map((t) => t.tile), ...pos.gone.map((g) => g.tile)].sort();
  if (have.join() !== want.join()) out.push(`tiles not conserved: ${have.length} accounted for, ${want.length} in the set`);
  const ruinsGone = pos.gone.filter((g) => g.to === 'ruins').length;
  if (ruinsGone !== pos.ruins.length) out.push(`${pos.ruins.length} on the ruins board, ${ruinsGone} sent there`);
  return out;
}
