/**
 * Atlantis in words (English, Italian, Dutch): every action of spec 8 and the stage of a turn.
 * Cards and tiles are named by colour; Italian and Dutch colours agree with "carta"/"tessera"
 * and "kaart"/"tegel", which share their forms.
 */
import { phrase, wordsCatalog, type GameWords, type Phrase } from '../core/phrase.js';
import { parseAction } from './actions.js';
import { COLOURS } from './types.js';

/** What the words read of a position or an observation (both have it). */
export interface AtlantisWordsState {
  toAct: number;
  ended: unknown;
  turnState: { stage: 'start' | 'moving' | 'paying'; bought: unknown[] | null; pawn: number | null; owed: number };
}

const colours = <T extends string>(red: T, green: T, grey: T, blue: T, white: T, yellow: T, purple: T) => ({ red, green, grey, blue, white, yellow, purple });

const en = {
  atlantis: {
    move: 'Play a {colour} card: pawn {pawn} goes to the next {colour} tile ahead (or the Mainland)',
    moveOn: 'Go on with a {colour} card: pawn {pawn} goes to the next {colour} tile ahead (or the Mainland)',
    buy: 'Give up a collected tile of {value} for {n} cards',
    buyOne: 'Give up a collected tile of {value} for 1 card',
    bridge: 'Place your bridge on the gap at {pos}: free for everyone from now on',
    payTiles: 'Pay the toll with {tiles}',
    payCards: 'Pay the toll with {cards}',
    payBoth: 'Pay the toll with {tiles} and {cards}',
    tile: 'a tile of {value}',
    card: 'a {colour} card',
    list: '{first}, {rest}',
    pass: 'Pass: show your hand to everyone and draw 2 cards',
    unknown: '{action}',
    verb: { buy: 'Buy cards', move: 'Move', bridge: 'Bridge', pay: 'Pay', pass: 'Pass' },
    colour: colours('red', 'green', 'grey', 'blue', 'white', 'yellow', 'purple'),
    start: 'move a pawn (or first give up a tile for cards)',
    startBought: 'cards bought, move a pawn',
    moving: 'pawn {pawn} stands on an occupied place: play another card',
    paying: 'pay the toll of {owed} (or place your bridge)',
    over: 'the game is over',
  },
};

const it = {
  atlantis: {
    move: 'Gioca una carta {colour}: la pedina {pawn} va alla prossima tessera {colour} più avanti (o alla Terraferma)',
    moveOn: 'Prosegui con una carta {colour}: la pedina {pawn} va alla prossima tessera {colour} più avanti (o alla Terraferma)',
    buy: 'Cedi una tessera raccolta da {value} per {n} carte',
    buyOne: 'Cedi una tessera raccolta da {value} per 1 carta',
    bridge: 'Metti il tuo ponte sul varco in {pos}: da ora è gratis per tutti',
    payTiles: 'Paga il pedaggio con {tiles}',
    payCards: 'Paga il pedaggio con {cards}',
    payBoth: 'Paga il pedaggio con {tiles} e {cards}',
    tile: 'una tessera da {value}',
    card: 'una carta {colour}',
    list: '{first}, {rest}',
    pass: 'Passa: mostra la mano a tutti e pesca 2 carte',
    unknown: '{action}',
    verb: { buy: 'Compra carte', move: 'Muovi', bridge: 'Ponte', pay: 'Paga', pass: 'Passa' },
    colour: colours('rossa', 'verde', 'grigia', 'blu', 'bianca', 'gialla', 'viola'),
    start: 'muovi una pedina (o prima cedi una tessera per delle carte)',
    startBought: 'carte comprate, muovi una pedina',
    moving: 'la pedina {pawn} è su un posto occupato: gioca un’altra carta',
    paying: 'paga il pedaggio di {owed} (o metti il tuo ponte)',
    over: 'la partita è finita',
  },
};

const nl = {
  atlantis: {
    move: 'Speel een {colour} kaart: pion {pawn} gaat naar de volgende {colour} tegel verderop (of het Vasteland)',
    moveOn: 'Ga verder met een {colour} kaart: pion {pawn} gaat naar de volgende {colour} tegel verderop (of het Vasteland)',
    buy: 'Lever een verzamelde tegel van {value} in voor {n} kaarten',
    buyOne: 'Lever een verzamelde tegel van {value} in voor 1 kaart',
    bridge: 'Leg je brug over het gat bij {pos}: vanaf nu gratis voor iedereen',
    payTiles: 'Betaal de tol met {tiles}',
    payCards: 'Betaal de tol met {cards}',
    payBoth: 'Betaal de tol met {tiles} en {cards}',
    tile: 'een tegel van {value}',
    card: 'een {colour} kaart',
    list: '{first}, {rest}',
    pass: 'Pas: laat je hand aan iedereen zien en trek 2 kaarten',
    unknown: '{action}',
    verb: { buy: 'Kaarten kopen', move: 'Verplaatsen', bridge: 'Brug', pay: 'Betalen', pass: 'Passen' },
    colour: colours('rode', 'groene', 'grijze', 'blauwe', 'witte', 'gele', 'paarse'),
    start: 'verplaats een pion (of lever eerst een tegel in voor kaarten)',
    startBought: 'kaarten gekocht, verplaats een pion',
    moving: 'pion {pawn} staat op een bezette plek: speel nog een kaart',
    paying: 'betaal de tol van {owed} (of leg je brug)',
    over: 'het spel is afgelopen',
  },
};

/** The Atlantis words in English, Italian and Dutch. */
export const ATLANTIS_CATALOG = wordsCatalog(en, { it, nl });

const k = (key: string, params?: Record<string, string | number | Phrase>): Phrase => phrase(`atlantis.${key}`, params);
const colour = (c: number): Phrase => k(`colour.${COLOURS[c] ?? 'red'}`);

/** Items as one phrase: "a, b, c". */
function list(items: Phrase[]): Phrase {
  return items.length === 1 ? items[0]! : k('list', { first: items[0]!, rest: list(items.slice(1)) });
}

/** An Atlantis action (notation) in words, as played from `state` (null: without the turn's stage). */
export function describeAtlantisAction(state: AtlantisWordsState | null, action: string): Phrase {
  const parsed = parseAction(action);
  if (!parsed.ok) return k('unknown', { action });
  const a = parsed.value;
  switch (a.type) {
    case 'move':
      return k(state?.turnState.stage === 'moving' ? 'moveOn' : 'move', { colour: colour(a.colour), pawn: a.pawn });
    case 'buy': {
      const n = Math.floor(a.value / 2);
      return n === 1 ? k('buyOne', { value: a.value }) : k('buy', { value: a.value, n });
    }
    case 'bridge':
      return k('bridge', { pos: a.pos });
    case 'pay': {
      const tiles = a.tiles.map((value) => k('tile', { value }));
      const cards = a.cards.map((c) => k('card', { colour: colour(c) }));
      if (!cards.length) return k('payTiles', { tiles: list(tiles) });
      if (!tiles.length) return k('payCards', { cards: list(cards) });
      return k('payBoth', { tiles: list(tiles), cards: list(cards) });
    }
    case 'pass':
      return k('pass');
  }
}

/** The stage of the turn of an Atlantis position (or observation), in words. */
export function describeAtlantisPhase(state: AtlantisWordsState): Phrase {
  if (state.ended) return k('over');
  const ts = state.turnState;
  if (ts.stage === 'moving') return k('moving', { pawn: ts.pawn ?? 0 });
  if (ts.stage === 'paying') return k('paying', { owed: ts.owed });
  return k(ts.bought ? 'startBought' : 'start');
}

/** Atlantis's words for the log, the legal list, the analysis, the review and `nautilab show`. */
export const atlantisWords: GameWords<AtlantisWordsState> = {
  area: 'atlantis',
  describeAction: describeAtlantisAction,
  describePhase: describeAtlantisPhase,
  catalog: ATLANTIS_CATALOG,
};
