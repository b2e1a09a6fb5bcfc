// Each game's words: every legal action of seeded games reads as a phrase whose keys exist in
// English, Italian and Dutch and render with no placeholder left; the actions of one position read
// differently; the worked examples; the phase and step of positions in each phase.
import { describe, expect, test } from 'vitest';
import { catalogLookup, messageAt, phraseKeys, renderPhrase, type GameWords, type Phrase, type WordsLocale } from '../../src/core/phrase.js';
import { Rng } from '../../src/core/rng.js';
import { GAMES } from '../../src/games.js';
import { WORDS } from '../../src/words.js';
import { parseAction, setupGame, play, type Position } from '../../src/nautilus/index.js';
import { describeNautilusAction, describeNautilusPhase } from '../../src/nautilus/words.js';

const LOCALES: WordsLocale[] = ['en', 'it', 'nl'];

/** The phrase in every language, after checking each key is in every catalog. */
function rendered(words: GameWords, p: Phrase): Record<WordsLocale, string> {
  const out = {} as Record<WordsLocale, string>;
  for (const l of LOCALES) {
    for (const key of phraseKeys(p)) expect(messageAt(words.catalog[l], key), `${l} ${key}`).toBeTypeOf('string');
    out[l] = renderPhrase(p, catalogLookup(words.catalog[l]));
    expect(out[l], `${l}: ${out[l]}`).not.toMatch(/[{}]/);
  }
  return out;
}

const en = (words: GameWords, p: Phrase): string => renderPhrase(p, catalogLookup(words.catalog.en));

/** Plays a seeded random game, checking every legal action's words at every ply (up to `plies`). */
function walk(id: string, seed: number, plies: number, players = 2): { plies: number; phases: Set<string> } {
  const game = GAMES[id]!;
  const words = WORDS[id]!;
  const rng = Rng.fromSeed(seed);
  let pos = game.setup({ players, seed });
  const phases = new Set<string>();
  let n = 0;
  for (; n < plies && !game.isOver(pos); n++) {
    const legal = game.legalActions(pos).map((a: unknown) => game.makeAction(a));
    phases.add(words.describePhase(pos).key);
    rendered(words, words.describePhase(pos));
    const seen = new Map<string, string>();
    for (const a of legal) {
      const text = rendered(words, words.describeAction(pos, a));
      // the legal list's group of this verb has a name in every language
      for (const l of LOCALES) expect(messageAt(words.catalog[l], `${id}.verb.${a.split(' ')[0]}`), `${l} verb of ${a}`).toBeTypeOf('string');
      // no action falls back to its notation, and two actions of one position never read alike
      expect(words.describeAction(pos, a).key).not.toBe(`${id}.unknown`);
      expect(seen.get(text.en), `${a} and ${seen.get(text.en)}`).toBeUndefined();
      seen.set(text.en, a);
      // the seat's own view names the same things (observations have what the words read)
      const seat = game.toAct(pos)!;
      expect(en(words, words.describeAction(game.observe(pos, seat), a))).toBe(text.en);
    }
    const chosen = game.parseAction(legal[rng.nextU32() % legal.length]!);
    if (!chosen.ok) throw new Error(chosen.error.message);
    const r = game.play(pos, chosen.value);
    if (!r.ok) throw new Error(r.error.message);
    pos = r.value;
  }
  rendered(words, words.describePhase(pos));
  return { plies: n, phases };
}

describe('every legal action in words, in three languages', () => {
  test('Nautilus: two seeded games', () => {
    const a = walk('nautilus', 7, 260);
    const b = walk('nautilus', 11, 260, 3);
    const phases = new Set([...a.phases, ...b.phases]);
    for (const k of ['phase1', 'phase2', 'phase3']) expect(phases).toContain(`nautilus.${k}`);
  });
  test('Atlantis: two seeded games to the end', () => {
    const a = walk('atlantis', 5, 2000);
    walk('atlantis', 9, 2000, 4);
    expect(a.phases).toContain('atlantis.start');
  });
  test('the duel: two seeded games to the end', () => {
    const a = walk('duel', 3, 2000);
    walk('duel', 8, 2000);
    for (const k of ['stageKeep', 'stagePlace']) expect(a.phases).toContain(`duel.${k}`);
  });
});

describe("the issue's worked examples", () => {
  /** A Nautilus position with a Lab at (6, 6) and a Sonar at (17, 11) (the words read only kinds and squares). */
  function withModules(): Position {
    const pos = structuredClone(setupGame({ players: 2, seed: 1, firstPlayer: 0 }));
    pos.modules.push({ kind: 'lab', corridors: 0, at: [6, 6], rotation: 0, owner: 0, researchers: [1, 0] });
    pos.modules.push({ kind: 'sonar', corridors: 0, at: [17, 11], rotation: 0, owner: 1, researchers: [0, 1] });
    return pos;
  }
  const words = WORDS.nautilus!;

  test('a researcher walks from the Lab to the Sonar', () => {
    const p = describeNautilusAction(withModules(), 'research 6 6 17 11');
    expect(rendered(words, p)).toEqual({
      en: 'Walk a researcher from the Lab at (6, 6) to the Sonar at (17, 11)',
      it: 'Sposta un ricercatore dal Laboratorio in (6, 6) al Sonar in (17, 11)',
      nl: 'Laat een onderzoeker lopen van het Lab op (6, 6) naar de Sonar op (17, 11)',
    });
  });
  test('a green module for 2 Nemo', () => {
    expect(en(words, describeNautilusAction(null, 'buy green 2'))).toBe('Buy a green module for 2 Nemo, with 2 researchers on it');
    expect(en(words, describeNautilusAction(null, 'buy lab'))).toBe('Buy the top Lab module for 1 Nemo');
  });
  test('a move onto a tile says so without naming it; a launch names the module and the way out', () => {
    const pos = withModules();
    const tile = pos.tiles[0]!;
    expect(en(words, describeNautilusAction(pos, `move 0:1 ${tile.at[0]} ${tile.at[1]}`))).toBe(`Move the red submarine 1 to (${tile.at[0]}, ${tile.at[1]}), onto a tile to recover`);
    expect(en(words, describeNautilusAction(pos, 'launch 6 6 E'))).toBe('Launch a submarine from the Lab at (6, 6) to the east');
  });
  test('Atlantis and the duel', () => {
    const a = WORDS.atlantis!;
    expect(en(a, a.describeAction(null, 'pay 3 red blue'))).toBe('Pay the toll with a tile of 3 and a red card, a blue card');
    expect(en(a, a.describeAction(null, 'buy 5'))).toBe('Give up a collected tile of 5 for 2 cards');
    const d = WORDS.duel!;
    const pos = GAMES.duel!.setup({ players: 2, seed: 1 }) as { slots: [string, number][] };
    const domain = pos.slots[2]![0];
    expect(en(d, d.describeAction(pos, 'place kraken 1 2 anchor 1 2'))).toBe(`Place the Kraken (15) on the orange ${domain} space (slot 2) and drop the Anchor on it`);
    expect(en(d, d.describeAction(pos, 'keep (a special)'))).toBe('Keep one of the two drawn specials (secret)');
  });
});

describe('the phase and the step in words', () => {
  const words = WORDS.nautilus!;
  const say = (pos: Position): string => en(words, describeNautilusPhase(pos));
  function playAll(pos: Position, actions: string[]): Position {
    for (const a of actions) {
      const parsed = parseAction(a);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const r = play(pos, parsed.value);
      if (!r.ok) throw new Error(`${a}: ${r.error.message}`);
      pos = r.value;
    }
    return pos;
  }

  test('phase 1, then phase 2 with moves and steps left, then phase 3 by step', () => {
    let pos = setupGame({ players: 2, seed: 1, firstPlayer: 0 });
    expect(say(pos)).toBe('phase 1 · build: buy a module, place modules');
    pos = playAll(pos, ['buy green 1']);
    expect(say(pos)).toBe('phase 1 · build: module bought, place modules');
    pos = playAll(pos, ['end', 'end']);
    expect(pos.phase).toBe(2);
    expect(say(pos)).toBe('phase 2 · research, 2 of 2 moves left (3 steps)');
    pos = playAll(pos, ['end', 'end']);
    expect(pos.phase).toBe(3);
    expect(say(pos)).toBe('phase 3 · submarines, launch step');
  });
  test('a pending choice says what it is about', () => {
    const pos = structuredClone(setupGame({ players: 2, seed: 1, firstPlayer: 0 }));
    pos.phase = 3;
    pos.turn.pending = { type: 'examine', left: 2, examined: [] };
    expect(say(pos)).toBe('phase 3 · the Lab examines: up to 2 face-down tiles, or stop');
    pos.turn.pending = { type: 'speed' };
    expect(en(words, describeNautilusAction(pos, 'skip'))).toBe('Skip the speed move');
  });
});
