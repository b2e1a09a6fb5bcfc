/** Nautilus (Ditt, Kosmos 2002) as a `Game`: what the bots, the arena, the CLI and the views use. */
import { legalMemo, type Game } from '../core/game.js';
import { ok } from '../core/result.js';
import { parseVariantsWith, type VariantSpec } from '../core/variants.js';
import { makeAction, parseAction, type Action } from './actions.js';
import { determinize } from './determinize.js';
import { conservationViolations } from './invariants.js';
import { observe, secretOf, type Observation } from './observation.js';
import { candidateActions, evaluate, greedyChoice, type View } from './policy.js';
import { positionFromJSON, positionToJSON } from './position.js';
import { renderBoard } from './render.js';
import { applyInPlace, clonePosition, play, playUnchecked } from './apply.js';
import { checkAction } from './check.js';
import { DEFAULT_CONTEXT, createContext, type EngineContext } from './context.js';
import { legalActions } from './generate.js';
import { countLegal, sharedNotation, decodeAction, legalCodes, randomLegal } from './fast.js';
import type { Rng } from '../core/rng.js';
import { toAct } from './state.js';
import { packedPlayouts, type PackedEngine } from './packed.js';
import type { ReachKernel } from '../kernel/types.js';
import { scoreBreakdown, winners } from './scoring.js';
import { setupGame } from './setup.js';
import { DEFAULT_VARIANTS, type EndReason, type Position, type Variants } from './types.js';

/** The variant settings (spec 5, 7, 9, 10, 11). */
export const VARIANT_SPECS: readonly VariantSpec[] = [
  { key: 'maxHeldModules', type: 'integer', min: 1, max: 8, description: 'unbuilt modules a player may hold: 4 (Dutch text) or 3 (Italian text) (spec 5)' },
  { key: 'sonarPerSub', type: 'boolean', description: 'a submarine may ping any time before it moves (Dutch text); default: every ping before the first move (spec 7)' },
  { key: 'atlantisTies', type: 'enum', values: ['highest', 'share'], description: 'Atlantis rank ties: the highest-numbered tile ranks first (Dutch), or tied players share the rank (Italian) (spec 10)' },
  { key: 'tieBreak', type: 'enum', values: ['shared', 'nemo'], description: 'equal final scores: all tied seats win, or more Nemo left breaks the tie (spec 10)' },
  { key: 'openStacks', type: 'boolean', description: 'research stacks are public below their top tile (spec 11)' },
  { key: 'maxRounds', type: 'integer', min: 1, max: 10000, description: 'the safety-net round limit (spec 9)' },
];

/** Why a game ended, in words (spec 9). */
export function describeEnd(reason: EndReason, round: number): string {
  const words: Record<EndReason, string> = {
    allAtlantis: 'the last Atlantis tile reached the ruins board',
    atlantis13to15: 'Atlantis 13, 14 and 15 were all on the ruins board, and the one more round they allow was played',
    stalemate: "a quiet round: nobody bought or built a module or recovered a tile (the rulebook's early end)",
    maxRounds: 'the safety-net round limit was reached',
  };
  return `${words[reason]} (round ${round})`;
}

/** A Nautilus engine instance: the `Game`, with the context (kernel, scratch space) it owns. */
export type NautilusGame = Game<Position, Action, Observation, Variants> & {
  readonly context: EngineContext;
  /** How many legal actions the seat to act has (`legalActions(p).length`), without building them. */
  countLegal(position: Position): number;
  /** One legal action drawn uniformly, as `rng.pick(legalActions(p))` draws it (same draw from `rng`); null when the game is over. */
  randomLegal(position: Position, rng: Rng): Action | null;
};

/**
 * A Nautilus engine instance around its own context: the kernel it is given (a host's WASM kernel)
 * or the TS twin. Instances share no state, so a WASM and a TS engine can run side by side. With a
 * packed playout engine (the host's WASM one, or the TS twin), its searches play their samples there.
 */
export function createNautilus(kernelOrContext?: ReachKernel | EngineContext, packed?: PackedEngine): NautilusGame {
  const ctx = kernelOrContext === undefined ? createContext() : 'kernel' in kernelOrContext ? kernelOrContext : createContext(kernelOrContext);
  // the kernel's compact codes, copied once per position state; actions and notation made from them when read
  const memo = legalMemo<Position, Action>(
    (p) => legalActions(p, undefined, ctx),
    (p) => {
      const codes = legalCodes(p, ctx);
      let printed: string[] | null = null;
      const notations = (): string[] => {
        if (printed) return printed;
        printed = new Array<string>(codes.length);
        for (let i = 0; i < codes.length; i++) printed[i] = sharedNotation(p, codes[i]!);
        return printed;
      };
      return {
        count: codes.length,
        action: (i) => decodeAction(p, codes[i]!),
        notation: (i) => (printed ? printed[i]! : sharedNotation(p, codes[i]!)),
        notations,
        after: (i) => playUnchecked(p, decodeAction(p, codes[i]!), undefined, ctx),
      };
    },
  );
  return {
    id: 'nautilus',
    name: 'Nautilus (Ditt, Kosmos 2002)',
    minPlayers: 2,
    maxPlayers: 4,
    positionFormat: 'nautilus/1',
    recordFormat: 'nautilus-game/1',
    defaultVariants: DEFAULT_VARIANTS,
    variantSpecs: VARIANT_SPECS,
    context: ctx,
    parseVariants: (raw) => parseVariantsWith<Variants>(VARIANT_SPECS, raw),
    setup: (o) => setupGame(o),
    seats: (p) => p.players.length,
    toAct,
    isOver: (p) => p.endReason !== null,
    round: (p) => p.round,
    legalActions: memo.legalActions,
    legalList: memo.legalList,
    knownLegalList: memo.knownLegalList,
    countLegal: (p) => countLegal(p, ctx),
    randomLegal: (p, rng) => randomLegal(p, rng, ctx),
    checkAction: (p, a) => checkAction(p, a),
    play: (p, a) => (memo.listed(p, a) ? ok(playUnchecked(p, a, undefined, ctx)) : play(p, a, undefined, ctx)),
    clone: clonePosition,
    applyInPlace: (p, a) => {
      memo.changed(p);
      applyInPlace(p, a, undefined, ctx);
    },
    parseAction,
    makeAction,
    observe,
  secret: secretOf,
    determinize,
    scores: scoreBreakdown,
    winners: (p) => winners(p),
    endReason: (p) => p.endReason,
    describeEnd: (p) => (p.endReason === null ? null : describeEnd(p.endReason, p.round)),
    fromJSON: positionFromJSON,
    toJSON: positionToJSON,
    invariants: conservationViolations,
    render: renderBoard,
    greedy: (o, legal) => greedyChoice(o as unknown as View, o.seat, legal),
    rollout: (p, legal) => {
      const text = greedyChoice(p as unknown as View, p.toAct, legal.map(makeAction));
      return legal.find((a) => makeAction(a) === text) ?? legal[0]!;
    },
    evaluate,
    // submarine moves pruned to the heuristic's six best; the rest of the turn searched in full
    prune: (p, legal) => candidateActions(p as unknown as View, p.toAct, legal),
    // rollouts to the end of the round: the greedy policy is a one-round heuristic
    rolloutRounds: 0,
    exploration: 6,
    // the analyst's samples play one round more than ismcts's and climb the evaluation: to the end of
    // the round, investments (modules, researchers) show no return yet and a search learns to sit still
    analyst: { horizon: 1, select: 'evaluation' },
    // the search's samples on the packed playout engine a host handed in (the same games)
    ...(packed
      ? {
          playouts: packedPlayouts(packed, (p, code) => {
            memo.changed(p);
            applyInPlace(p, decodeAction(p, code), undefined, ctx);
          }),
        }
      : {}),
  };
}

/** The default Nautilus engine instance (the TS twin kernel). */
export const Nautilus: NautilusGame = createNautilus(DEFAULT_CONTEXT);
