/**
 * The seven module stacks as the board shows them (spec 3, 5): each stack's size and the buys it
 * offers (a research module for 1 Nemo; a home with k researchers for k Nemo), each buy playable
 * only when the legal list holds it, otherwise with the reason why not (pure). Reads a position or
 * an observation: stack sizes are public.
 */
import { residentialCap } from '../../../../../src/nautilus/abilities.js';
import { RESEARCH_KINDS, RESIDENTIAL_KINDS, type Position } from '../../../../../src/nautilus/types.js';

/** Why a buy cannot be played now (a message key of the board's area). */
export const BUY_REASONS = ['gameOver', 'notToAct', 'pending', 'phase', 'alreadyBought', 'afterPlace', 'handFull', 'empty', 'noResearchers', 'cannotPay', 'notLegal'] as const;
/** One of `BUY_REASONS`. */
export type BuyReason = (typeof BUY_REASONS)[number];

/** One buy a stack offers: its action, price in Nemo, researchers carried, and why it is closed (null: legal). */
export interface BuyOption {
  action: string;
  price: number;
  researchers: number;
  reason: BuyReason | null;
}

/** A stack: its kind, how many modules are left in it, and its buys. */
export interface StackView {
  kind: string;
  count: number;
  residential: boolean;
  options: BuyOption[];
}

/** The parts of a position or observation the stacks read. */
export type StackSource = Pick<Position, 'players' | 'phase' | 'toAct' | 'endReason' | 'turn' | 'variants'> & {
  stacks: { [K in (typeof RESIDENTIAL_KINDS)[number] | (typeof RESEARCH_KINDS)[number]]: number | readonly unknown[] | { size: number } };
};

/** A stack's size: a residential count, a research stack's list (a position) or its size (an observation). */
function sizeOf(s: number | readonly unknown[] | { size: number } | undefined): number {
  if (typeof s === 'number') return s;
  if (Array.isArray(s)) return s.length;
  return (s as { size: number } | undefined)?.size ?? 0;
}

/**
 * Why `price` and `researchers` cannot be bought from a stack of `count` now, read in the engine's
 * order of checks; null when nothing in the position forbids it (the legal list decides).
 */
function reasonFor(p: StackSource, count: number, price: number, researchers: number, legalNow: boolean): BuyReason | null {
  if (p.endReason !== null) return 'gameOver';
  if (!legalNow) return 'notToAct';
  if (p.turn.pending) return 'pending';
  if (p.phase !== 1) return 'phase';
  if (p.turn.bought) return 'alreadyBought';
  if (p.turn.placed.length) return 'afterPlace';
  const me = p.players[p.toAct]!;
  if (me.held.length >= p.variants.maxHeldModules) return 'handFull';
  if (count <= 0) return 'empty';
  if (researchers > me.researchers) return 'noResearchers';
  if (price > me.nemo) return 'cannotPay';
  return null;
}

/** The stacks of `p` in the rulebook's order (homes first), with `legal` deciding what may be bought. */
export function stacksOf(p: StackSource, legal: readonly string[]): StackView[] {
  const open = new Set(legal);
  const legalNow = legal.length > 0;
  const cap = residentialCap(p as unknown as Position); // it reads only the number of seats
  const option = (action: string, count: number, price: number, researchers: number): BuyOption => ({
    action,
    price,
    researchers,
    reason: open.has(action) ? null : (reasonFor(p, count, price, researchers, legalNow) ?? 'notLegal'),
  });
  const out: StackView[] = [];
  for (const kind of RESIDENTIAL_KINDS) {
    const count = sizeOf(p.stacks[kind]);
    const options = Array.from({ length: cap }, (_, i) => option(`buy ${kind} ${i + 1}`, count, i + 1, i + 1));
    out.push({ kind, count, residential: true, options });
  }
  for (const kind of RESEARCH_KINDS) {
    const count = sizeOf(p.stacks[kind]);
    out.push({ kind, count, residential: false, options: [option(`buy ${kind}`, count, 1, 0)] });
  }
  return out;
}
