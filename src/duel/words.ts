/**
 * The Nautilus duel in words (English, Italian, Dutch): every action of spec 6, the stage of a
 * round and an open decision. A space is named by the domain card it faces and the side; the
 * secret forms of a log (`keep (a special)`, `choose (a card)`) have words of their own.
 */
import { phrase, wordsCatalog, type GameWords, type Phrase } from '../core/phrase.js';
import { parseAction } from './notation.js';
import type { Stage } from './types.js';

/** What the words read of a position or an observation (both have it). */
export interface DuelWordsState {
  toAct: number | null;
  stage: Stage;
  slots: readonly (readonly [string, number] | null)[];
  spaces: readonly (readonly (number | null)[])[];
  pending: { kind: string; arrow?: string } | null;
}

const en = {
  duel: {
    keep: 'Keep {special}; the other drawn special goes to the opponent',
    keepHidden: 'Keep one of the two drawn specials (secret)',
    eye: "Play the Eye: look at the opponent's Diver cards",
    module: 'Play the Diving module: draw 2 Diver cards, keep one',
    harpoon: "Play the Harpoon: draw one of the opponent's Diver cards",
    choose: 'Keep {card}; the other goes back on the Diver deck',
    chooseHidden: 'Keep one of the two drawn Diver cards (secret)',
    swap: 'Keep the harpooned card and give the opponent {card}',
    return: 'Give the harpooned card back',
    skip: 'Do not play the special',
    skipArrow: 'Do not use the arrow',
    place: 'Place {card} on {space}',
    placeAnchorIt: 'Place {card} on {space} and drop the Anchor on it',
    placeAnchor: 'Place {card} on {space} and drop the Anchor on the card on {target}',
    move: 'Arrow: move the card from {from} to {to}',
    unknown: '{action}',
    verb: { keep: 'Keep', eye: 'Eye', module: 'Diving module', harpoon: 'Harpoon', choose: 'Choose', swap: 'Swap', return: 'Give back', skip: 'Skip', place: 'Place', move: 'Arrow' },
    space: 'the {side} {domain} space (slot {n})',
    spaceSlot: 'the {side} space in slot {n}',
    side: { s0: 'blue', s1: 'orange' },
    domain: { science: 'science', exploration: 'exploration', navigation: 'navigation', engineering: 'engineering', war: 'war' },
    special: { kraken: 'the Kraken', fishbone: 'the Fishbone', anchor: 'the Anchor', eye: 'the Eye', module: 'the Diving module', harpoon: 'the Harpoon' },
    card: { kraken: 'the Kraken (15)', fishbone: 'the Fishbone (0)', crab: 'the 1 (crab)', diver: 'the {n}' },
    stageKeep: 'keep one of the two drawn specials',
    stageSpecial: 'before placement: play your special or not',
    stagePlace: 'placement, {n} of 10 spaces filled',
    pendingChoose: 'Diving module: keep one of the two drawn cards',
    pendingHarpoon: 'Harpoon: swap the caught card or give it back',
    pendingVertical: 'vertical arrow: move a card to the opposite space',
    pendingHorizontal: 'horizontal arrow: move a card along its side',
    over: 'the game is over',
  },
};

const it = {
  duel: {
    keep: "Tieni {special}; l'altra carta speciale pescata va all'avversario",
    keepHidden: 'Tieni una delle due carte speciali pescate (segreto)',
    eye: "Gioca l'Occhio: guarda le carte Sub dell'avversario",
    module: 'Gioca il Modulo di immersione: pesca 2 carte Sub, tienine una',
    harpoon: "Gioca l'Arpione: pesca una carta Sub dell'avversario",
    choose: "Tieni {card}; l'altra torna sul mazzo dei Sub",
    chooseHidden: 'Tieni una delle due carte Sub pescate (segreto)',
    swap: "Tieni la carta arpionata e dai all'avversario {card}",
    return: 'Restituisci la carta arpionata',
    skip: 'Non giocare la carta speciale',
    skipArrow: 'Non usare la freccia',
    place: 'Metti {card} nello {space}',
    placeAnchorIt: "Metti {card} nello {space} e gettaci sopra l'Ancora",
    placeAnchor: "Metti {card} nello {space} e getta l'Ancora sulla carta nello {target}",
    move: 'Freccia: sposta la carta dallo {from} allo {to}',
    unknown: '{action}',
    verb: { keep: 'Tieni', eye: 'Occhio', module: 'Modulo di immersione', harpoon: 'Arpione', choose: 'Scegli', swap: 'Scambia', return: 'Restituisci', skip: 'Rinuncia', place: 'Metti', move: 'Freccia' },
    space: 'spazio di {domain} del lato {side} (posto {n})',
    spaceSlot: 'spazio del lato {side} al posto {n}',
    side: { s0: 'blu', s1: 'arancione' },
    domain: { science: 'scienza', exploration: 'esplorazione', navigation: 'navigazione', engineering: 'ingegneria', war: 'guerra' },
    special: { kraken: 'il Kraken', fishbone: 'la Lisca', anchor: "l'Ancora", eye: "l'Occhio", module: 'il Modulo di immersione', harpoon: "l'Arpione" },
    card: { kraken: 'il Kraken (15)', fishbone: 'la Lisca (0)', crab: 'la carta 1 (granchio)', diver: 'la carta {n}' },
    stageKeep: 'tieni una delle due carte speciali pescate',
    stageSpecial: 'prima del piazzamento: gioca la tua carta speciale oppure no',
    stagePlace: 'piazzamento, {n} spazi su 10 occupati',
    pendingChoose: 'Modulo di immersione: tieni una delle due carte pescate',
    pendingHarpoon: 'Arpione: scambia la carta presa o restituiscila',
    pendingVertical: 'freccia verticale: sposta una carta nello spazio opposto',
    pendingHorizontal: 'freccia orizzontale: sposta una carta lungo il suo lato',
    over: 'la partita è finita',
  },
};

const nl = {
  duel: {
    keep: 'Houd {special}; de andere getrokken speciale kaart gaat naar de tegenstander',
    keepHidden: 'Houd een van de twee getrokken speciale kaarten (geheim)',
    eye: 'Speel het Oog: bekijk de Duikerkaarten van de tegenstander',
    module: 'Speel de Duikmodule: trek 2 Duikerkaarten, houd er een',
    harpoon: 'Speel de Harpoen: trek een Duikerkaart van de tegenstander',
    choose: 'Houd {card}; de andere gaat terug op de Duikerstapel',
    chooseHidden: 'Houd een van de twee getrokken Duikerkaarten (geheim)',
    swap: 'Houd de geharpoeneerde kaart en geef de tegenstander {card}',
    return: 'Geef de geharpoeneerde kaart terug',
    skip: 'Speel de speciale kaart niet',
    skipArrow: 'Gebruik de pijl niet',
    place: 'Leg {card} op {space}',
    placeAnchorIt: 'Leg {card} op {space} en werp het Anker erop',
    placeAnchor: 'Leg {card} op {space} en werp het Anker op de kaart op {target}',
    move: 'Pijl: verplaats de kaart van {from} naar {to}',
    unknown: '{action}',
    verb: { keep: 'Houden', eye: 'Oog', module: 'Duikmodule', harpoon: 'Harpoen', choose: 'Kiezen', swap: 'Ruilen', return: 'Teruggeven', skip: 'Overslaan', place: 'Leggen', move: 'Pijl' },
    space: 'de plek bij {domain} aan de {side} kant (plek {n})',
    spaceSlot: 'de plek aan de {side} kant (plek {n})',
    side: { s0: 'blauwe', s1: 'oranje' },
    domain: { science: 'wetenschap', exploration: 'verkenning', navigation: 'navigatie', engineering: 'techniek', war: 'oorlog' },
    special: { kraken: 'de Kraken', fishbone: 'de Visgraat', anchor: 'het Anker', eye: 'het Oog', module: 'de Duikmodule', harpoon: 'de Harpoen' },
    card: { kraken: 'de Kraken (15)', fishbone: 'de Visgraat (0)', crab: 'de 1 (krab)', diver: 'de {n}' },
    stageKeep: 'houd een van de twee getrokken speciale kaarten',
    stageSpecial: 'voor het leggen: speel je speciale kaart of niet',
    stagePlace: 'leggen, {n} van 10 plekken bezet',
    pendingChoose: 'Duikmodule: houd een van de twee getrokken kaarten',
    pendingHarpoon: 'Harpoen: ruil de gevangen kaart of geef hem terug',
    pendingVertical: 'verticale pijl: verplaats een kaart naar de plek ertegenover',
    pendingHorizontal: 'horizontale pijl: verplaats een kaart langs zijn kant',
    over: 'het spel is afgelopen',
  },
};

/** The duel's words in English, Italian and Dutch. */
export const DUEL_CATALOG = wordsCatalog(en, { it, nl });

const k = (key: string, params?: Record<string, string | number | Phrase>): Phrase => phrase(`duel.${key}`, params);

function card(n: number): Phrase {
  if (n === 15) return k('card.kraken');
  if (n === 0) return k('card.fishbone');
  if (n === 1) return k('card.crab');
  return k('card.diver', { n });
}

function space(state: DuelWordsState | null, seat: number, slot: number): Phrase {
  const domain = state?.slots[slot]?.[0];
  const side = k(`side.s${seat === 1 ? 1 : 0}`);
  return domain && Object.hasOwn(en.duel.domain, domain) ? k('space', { domain: k(`domain.${domain}`), n: slot, side }) : k('spaceSlot', { n: slot, side });
}

/** A duel action (notation, or a log's secret form) in words, as played from `state` (null: slots by number). */
export function describeDuelAction(state: DuelWordsState | null, action: string): Phrase {
  if (action === 'keep (a special)') return k('keepHidden');
  if (action === 'choose (a card)') return k('chooseHidden');
  const parsed = parseAction(action);
  if (!parsed.ok) return k('unknown', { action });
  const a = parsed.value;
  switch (a.type) {
    case 'keep':
      return k('keep', { special: k(`special.${a.special}`) });
    case 'eye':
    case 'module':
    case 'harpoon':
    case 'return':
      return k(a.type);
    case 'choose':
      return k('choose', { card: card(a.card) });
    case 'swap':
      return k('swap', { card: card(a.card) });
    case 'skip':
      return k(state?.pending?.kind === 'move' ? 'skipArrow' : 'skip');
    case 'place': {
      const params = { card: card(a.card), space: space(state, a.space[0], a.space[1]) };
      if (!a.anchor) return k('place', params);
      if (a.anchor[0] === a.space[0] && a.anchor[1] === a.space[1]) return k('placeAnchorIt', params);
      return k('placeAnchor', { ...params, target: space(state, a.anchor[0], a.anchor[1]) });
    }
    case 'move':
      return k('move', { from: space(state, a.from[0], a.from[1]), to: space(state, a.to[0], a.to[1]) });
  }
}

/** The stage of the round and an open decision of a duel position (or observation), in words. */
export function describeDuelPhase(state: DuelWordsState): Phrase {
  if (state.toAct === null || state.stage === 'over') return k('over');
  const p = state.pending;
  if (p?.kind === 'choose') return k('pendingChoose');
  if (p?.kind === 'harpoon') return k('pendingHarpoon');
  if (p?.kind === 'move') return k(p.arrow === 'vertical' ? 'pendingVertical' : 'pendingHorizontal');
  if (state.stage === 'keep') return k('stageKeep');
  if (state.stage === 'special') return k('stageSpecial');
  const filled = state.spaces.reduce((n, side) => n + side.filter((c) => c !== null).length, 0);
  return k('stagePlace', { n: filled });
}

/** The duel's words for the log, the legal list, the analysis, the review and `nautilab show`. */
export const duelWords: GameWords<DuelWordsState> = {
  area: 'duel',
  describeAction: describeDuelAction,
  describePhase: describeDuelPhase,
  catalog: DUEL_CATALOG,
};
