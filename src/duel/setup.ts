/**
 * Setup and round preparation (spec 2), with every seeded draw in the spec's order: the domain
 * shuffle, the special shuffle, then per round the Diver shuffle and (when fewer than 2 specials
 * remain) the special reshuffle.
 */
import type { SetupOptions } from '../core/game.js';
import { Rng } from '../core/rng.js';
import { DEFAULT_VARIANTS, DIVERS, DOMAIN_SPLIT, DOMAINS, PLACEMENTS_PER_SEAT, SPECIALS, other, type DomainCard, type DuelPosition, type DuelVariants, type Special } from './types.js';

/** The 30 domain cards in canonical order: per domain, the -1, the 2, then the four 1s. */
export function allDomainCards(): DomainCard[] {
  return DOMAINS.flatMap((d) => DOMAIN_SPLIT.map((points): DomainCard => [d, points]));
}

/** A new seeded game (spec 2): throws a RangeError unless exactly 2 players. */
export function setupDuel(options: SetupOptions<DuelVariants>): DuelPosition {
  if (options.players !== 2) throw new RangeError(`the duel is for exactly 2 players, got ${options.players}`);
  const variant: DuelVariants = { ...DEFAULT_VARIANTS, ...options.variants };
  if (options.firstPlayer !== undefined) variant.firstPlayer = options.firstPlayer;
  if (variant.firstPlayer !== 0 && variant.firstPlayer !== 1) throw new RangeError(`firstPlayer must be 0 or 1, got ${variant.firstPlayer}`);
  const rng = Rng.fromSeed(options.seed);
  const domains = rng.shuffle(allDomainCards());
  const specialDeck = rng.shuffle<Special>([...SPECIALS]);
  const pos: DuelPosition = {
    format: 'nautilus-duel/1',
    variant,
    round: 1,
    first: variant.firstPlayer,
    toAct: variant.firstPlayer,
    stage: 'keep',
    slots: domains.slice(0, 5),
    spaces: [
      [null, null, null, null, null],
      [null, null, null, null, null],
    ],
    anchor: null,
    hands: [[], []],
    specials: [null, null],
    specialUsed: [false, false],
    drafted: null,
    placements: 0,
    pending: null,
    diverDeck: [],
    specialDeck,
    specialDiscard: [],
    domainDeck: domains.slice(5),
    won: [[], []],
    knowledge: [[], []],
    ended: null,
    rng: rng.state(),
  };
  prepareRound(pos, rng);
  pos.rng = rng.state();
  return pos;
}

/**
 * Round preparation steps 1–2 (spec 2) on a position whose Divers are all gathered in
 * `diverDeck` and whose specials are all in the deck or the discard: shuffle and deal 5 + 5,
 * reshuffle the specials if fewer than 2 remain, draw 2 for the first player.
 */
export function prepareRound(pos: DuelPosition, rng: Rng): void {
  const divers = rng.shuffle([...DIVERS]);
  const ascending = (a: number, b: number): number => a - b;
  pos.hands[pos.first] = divers.slice(0, PLACEMENTS_PER_SEAT).sort(ascending);
  pos.hands[other(pos.first)] = divers.slice(PLACEMENTS_PER_SEAT, 2 * PLACEMENTS_PER_SEAT).sort(ascending);
  pos.diverDeck = divers.slice(2 * PLACEMENTS_PER_SEAT);
  if (pos.specialDeck.length < 2) {
    pos.specialDeck = rng.shuffle([...pos.specialDeck, ...pos.specialDiscard]);
    pos.specialDiscard = [];
  }
  const [a, b] = pos.specialDeck.splice(0, 2) as [Special, Special];
  pos.drafted = [a, b];
  pos.stage = 'keep';
  pos.toAct = pos.first;
}
