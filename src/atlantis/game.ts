/** Atlantis (Colovini, Amigo 2009) as a `Game`: what the bots, the arena, the CLI and the views use. */
import { legalMemo, listOfActions, type Game } from '../core/game.js';
import { ok } from '../core/result.js';
import { parseVariantsWith, type VariantSpec } from '../core/variants.js';
import { makeAction, parseAction, type Action } from './actions.js';
import { applyInPlace, clonePosition, play, playCopy } from './apply.js';
import { checkAction } from './check.js';
import { determinize } from './determinize.js';
import { legalActions } from './generate.js';
import { invariants } from './invariants.js';
import { observe, secretOf, type Observation } from './observation.js';
import { evaluate, greedyChoice, rolloutChoice } from './policy.js';
import { positionFromJSON, positionToJSON } from './position.js';
import { renderPosition } from './render.js';
import { settleFinalPayments, winnersOf } from './scoring.js';
import { setupGame } from './setup.js';
import { DEFAULT_VARIANTS, type Position, type ScoreLine, type Variants } from './types.js';

/** The variant settings (spec 1, 2, 5, 6). */
export const VARIANT_SPECS: readonly VariantSpec[] = [
  { key: 'tileSet', type: 'enum', values: ['default'], description: 'the path-tile distribution: per back 6 tiles of each colour and of each value (the published one is unknown) (spec 1)' },
  { key: 'openStacks', type: 'boolean', description: 'the tile under a top tile is public; default: hidden until the top tile is taken (spec 2)' },
  { key: 'tollWithBoughtCards', type: 'boolean', description: "cards bought this turn may pay tolls (default true); false: only cards held at the turn's start (spec 5)" },
  { key: 'atlantisPawnsPay', type: 'boolean', description: 'at the end, pawns still on Atlantis pay their way to the Mainland too (default true) (spec 6)' },
];

/** The round of a turn: each seat acts once per round. */
export function roundOf(pos: Position): number {
  return Math.floor((pos.turn - 1) / pos.players) + 1;
}

/** Why the game ended, in words, with the turn; null while it runs. */
export function describeEnd(pos: Position): string | null {
  if (pos.ended === null) return null;
  if (pos.ended.endReason === 'mainland') return `the third pawn of seat ${pos.toAct} reached the Mainland (turn ${pos.turn})`;
  return `nobody could move for a whole round: ${pos.players} passes in a row drew no card, the deck and the discard pile being empty (turn ${pos.turn})`;
}

/** Final scores as if the game ended now (spec 7): the stragglers' payments are settled on a copy. */
export function scoresOf(pos: Position): ScoreLine[] {
  if (pos.ended !== null) return pos.ended.scores.map((l) => ({ ...l }));
  return settleFinalPayments(playCopy(pos));
}

const memo = legalMemo<Position, Action>(legalActions, (p) => listOfActions({ makeAction, clone: playCopy, applyInPlace: (q, a) => applyInPlace(q, a) }, p, legalActions(p)));

/** The Atlantis game object. */
export const Atlantis: Game<Position, Action, Observation, Variants> = {
  id: 'atlantis',
  name: 'Atlantis (Colovini, Amigo 2009)',
  minPlayers: 2,
  maxPlayers: 4,
  positionFormat: 'atlantis/1',
  recordFormat: 'atlantis-game/1',
  defaultVariants: DEFAULT_VARIANTS,
  variantSpecs: VARIANT_SPECS,
  parseVariants: (raw) => parseVariantsWith<Variants>(VARIANT_SPECS, raw),
  setup: (o) => setupGame(o),
  seats: (p) => p.players,
  toAct: (p) => (p.ended === null ? p.toAct : null),
  isOver: (p) => p.ended !== null,
  round: roundOf,
  legalActions: memo.legalActions,
  legalList: memo.legalList,
  knownLegalList: memo.knownLegalList,
  checkAction,
  // an action of the last list for this very position needs no check
  play: (p, a) => {
    if (!memo.listed(p, a)) return play(p, a);
    const next = playCopy(p);
    applyInPlace(next, a);
    return ok(next);
  },
  clone: clonePosition,
  applyInPlace: (p, a) => {
    memo.changed(p);
    applyInPlace(p, a);
  },
  parseAction,
  makeAction,
  observe,
  secret: secretOf,
  determinize,
  scores: scoresOf,
  winners: (p) => (p.ended !== null ? [...p.ended.winners] : winnersOf(scoresOf(p))),
  endReason: (p) => p.ended?.endReason ?? null,
  describeEnd,
  fromJSON: positionFromJSON,
  toJSON: positionToJSON,
  invariants,
  render: renderPosition,
  greedy: greedyChoice,
  rollout: rolloutChoice,
  evaluate,
  // a round is one turn of each seat: rollouts look a few rounds ahead
  rolloutRounds: 3,
  exploration: 6,
};
