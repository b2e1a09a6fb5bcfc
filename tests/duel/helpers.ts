/** Scenario builders for the duel's rule tests: real positions, checked by the engine's validator. */
import { expect } from 'vitest';
import { Rng, seedRng } from '../../src/core/rng.js';
import {
  DIVERS,
  PRE_PLACEMENT,
  SPECIALS,
  allDomainCards,
  applyInPlace,
  legalActions,
  makeAction,
  parseAction,
  play,
  setupDuel,
  validatePosition,
  type DomainCard,
  type DuelEvent,
  type DuelPosition,
  type DuelVariants,
  type KnowledgeEvent,
  type Space,
  type Special,
} from '../../src/duel/index.js';

/** Asserts the position is valid (so scenarios are real positions) and returns it. */
export function assertValid(pos: DuelPosition): DuelPosition {
  expect(validatePosition(pos)).toEqual([]);
  return pos;
}

/** A fresh game whose first player drew `draft`, optionally with chosen hands (first player's, second's). */
export function fresh(seed: number, draft: [Special, Special], options: { variant?: Partial<DuelVariants>; hands?: [number[], number[]] } = {}): DuelPosition {
  const pos = setupDuel({ players: 2, seed, variants: options.variant ?? {} });
  const all = [...pos.drafted!, ...pos.specialDeck];
  pos.drafted = [...draft];
  pos.specialDeck = all.filter((s) => !draft.includes(s));
  if (options.hands) {
    const [a, b] = options.hands;
    pos.hands[pos.first] = [...a].sort((x, y) => x - y);
    pos.hands[1 - pos.first] = [...b].sort((x, y) => x - y);
    pos.diverDeck = DIVERS.filter((c) => !a.includes(c) && !b.includes(c));
  }
  return assertValid(pos);
}

/** What a placement scenario needs; the rest (decks, knowledge, turn) is derived. */
export interface ScenarioSpec {
  round?: number;
  variant?: Partial<DuelVariants>;
  slots: DomainCard[];
  /** spaces[seat][slot]. */
  spaces: (number | null)[][];
  hands: number[][];
  /** Each seat's special this round. */
  specials: [Special, Special];
  used?: [boolean, boolean];
  anchor?: Space | null;
  won?: DomainCard[][];
}

const key = (c: DomainCard): string => `${c[0]} ${c[1]}`;

/** A position in the placement stage of round `round`, seat to act by the count of cards placed. */
export function scenario(spec: ScenarioSpec): DuelPosition {
  const round = spec.round ?? 1;
  const base = setupDuel({ players: 2, seed: 1, variants: spec.variant ?? {} });
  const first = round % 2 === 1 ? base.variant.firstPlayer : 1 - base.variant.firstPlayer;
  const second = 1 - first;
  const used = spec.used ?? [false, false];
  const won = spec.won ?? [[], []];
  const seen = new Set<number>([...spec.hands[0]!, ...spec.hands[1]!]);
  for (const row of spec.spaces) for (const c of row) if (c !== null) seen.add(c);
  const taken = new Map<string, number>();
  for (const c of [...spec.slots, ...won[0]!, ...won[1]!]) taken.set(key(c), (taken.get(key(c)) ?? 0) + 1);
  const domainDeck = allDomainCards().filter((c) => {
    const n = taken.get(key(c)) ?? 0;
    if (n > 0) taken.set(key(c), n - 1);
    return n === 0;
  });
  const placements = spec.spaces.flat().filter((c) => c !== null).length;
  const diverDeck = DIVERS.filter((c) => !seen.has(c));
  const knowledge: KnowledgeEvent[][] = [[], []];
  knowledge[first]!.push({ event: 'gave', special: spec.specials[second === 0 ? 0 : 1] });
  const both = (e: KnowledgeEvent): void => {
    knowledge[0]!.push(e);
    knowledge[1]!.push({ ...e });
  };
  for (const seat of [first, second]) {
    const s = spec.specials[seat]!;
    if (!PRE_PLACEMENT.includes(s)) continue;
    const opp = 1 - seat;
    if (!used[seat]) both({ event: 'skip', seat });
    else if (s === 'eye') both({ event: 'eye', seat, cards: [...spec.hands[opp]!] });
    else if (s === 'harpoon') both({ event: 'harpoon', seat, drawn: spec.hands[opp]![0]!, given: null });
    else {
      const kept = spec.hands[seat]![0]!;
      const back = diverDeck[0]!;
      knowledge[seat]!.push({ event: 'module', seat, cards: [kept, back], kept });
      knowledge[opp]!.push({ event: 'module', seat, cards: null, kept: null });
    }
  }
  const pos: DuelPosition = {
    ...base,
    round,
    first,
    toAct: placements % 2 === 0 ? first : second,
    stage: 'place',
    slots: spec.slots.map((c) => [c[0], c[1]]),
    spaces: spec.spaces.map((row) => [...row]),
    anchor: spec.anchor ?? null,
    hands: spec.hands.map((h) => [...h].sort((a, b) => a - b)),
    specials: [...spec.specials],
    specialUsed: [...used],
    drafted: null,
    placements,
    pending: null,
    diverDeck,
    specialDeck: SPECIALS.filter((s) => !spec.specials.includes(s)),
    specialDiscard: [],
    domainDeck,
    won: won.map((w) => w.map((c): DomainCard => [c[0], c[1]])),
    knowledge,
    ended: null,
    rng: seedRng(round),
  };
  return assertValid(pos);
}

/** Plays actions in order with full checks; throws on the first refusal. */
export function run(pos: DuelPosition, ...actions: string[]): DuelPosition {
  let cur = pos;
  for (const text of actions) {
    const parsed = parseAction(text);
    if (!parsed.ok) throw new Error(`bad notation '${text}': ${parsed.error.message}`);
    const r = play(cur, parsed.value);
    if (!r.ok) throw new Error(`'${text}' refused: ${r.error.code} (${r.error.message})`);
    cur = r.value;
  }
  return cur;
}

/** Plays actions and collects the rare-rule events they fire. */
export function runEvents(pos: DuelPosition, ...actions: string[]): { pos: DuelPosition; events: DuelEvent[] } {
  const events: DuelEvent[] = [];
  let cur = pos;
  for (const text of actions) {
    const r = play(cur, (parseAction(text) as { ok: true; value: never }).value, events);
    if (!r.ok) throw new Error(`'${text}' refused: ${r.error.code}`);
    cur = r.value;
  }
  return { pos: cur, events };
}

/** The code with which an action is refused (fails the test if it is legal). */
export function refusal(pos: DuelPosition, text: string): string {
  const parsed = parseAction(text);
  if (!parsed.ok) return parsed.error.code;
  const r = play(pos, parsed.value);
  if (r.ok) throw new Error(`'${text}' was expected to be refused`);
  return r.error.code;
}

/** The legal actions as sorted notation. */
export function legalTexts(pos: DuelPosition): string[] {
  return legalActions(pos).map(makeAction).sort();
}

/** Plays seeded uniform random actions in place until `stop` holds or the game ends. */
export function randomUntil(pos: DuelPosition, seed: number, stop: (p: DuelPosition) => boolean): DuelPosition {
  const rng = Rng.fromSeed(seed);
  while (!pos.ended && !stop(pos)) applyInPlace(pos, rng.pick(legalActions(pos)));
  return pos;
}

const cards = (domain: DomainCard[0], ...points: number[]): DomainCard[] => points.map((p): DomainCard => [domain, p]);

/**
 * Spec 9 example 3 at the last placement of round 4 (seat 1 first, seat 0 places the 10th card).
 * Before it seat 0 holds science {2, 1}, war {1, 1}, navigation {1, 1, 1}, engineering {2, 1};
 * seat 1 war -1 and 2, exploration 2, science 1 and 1, engineering 1. The round gives seat 0
 * science 1, engineering 1 and war 1, and seat 1 exploration 1 and navigation 2.
 */
export function example3(earlyEnd = true): DuelPosition {
  return scenario({
    round: 4,
    variant: { earlyEnd },
    slots: [
      ['science', 1],
      ['engineering', 1],
      ['war', 1],
      ['exploration', 1],
      ['navigation', 2],
    ],
    spaces: [
      [13, 12, 11, 2, null],
      [4, 5, 10, 14, 9],
    ],
    hands: [[3], []],
    specials: ['eye', 'anchor'],
    won: [
      [...cards('science', 2, 1), ...cards('war', 1, 1), ...cards('navigation', 1, 1, 1), ...cards('engineering', 2, 1)],
      [...cards('war', -1, 2), ...cards('exploration', 2), ...cards('science', 1, 1), ...cards('engineering', 1)],
    ],
  });
}
