/**
 * Nautilus in words (English, Italian, Dutch): every action of spec 4 and the phase, step and
 * pending choice of a position. Only what every seat may know goes into the words: a tile a move
 * ends on is "a tile", never its identity.
 */
import { phrase, wordsCatalog, type GameWords, type Phrase } from '../core/phrase.js';
import { parseAction } from './actions.js';
import type { ModuleKind, Pending, Square } from './types.js';

/** What the words read of a position or an observation (both have it). */
export interface NautilusWordsState {
  phase: 1 | 2 | 3;
  toAct: number;
  round: number;
  endReason: string | null;
  modules: readonly { kind: ModuleKind; at: Square }[];
  tiles: readonly { at: Square }[];
  players: readonly { research: { training: number }; held: readonly { kind: string }[] }[];
  turn: { bought: boolean; placed: readonly Square[]; buildCost: number; steps: number; moves: number; step: 'launch' | 'sonar' | 'move'; pending: Pending | null };
}

const KINDS = ['base', 'green', 'blue', 'training', 'technology', 'sonar', 'lab', 'analysis'] as const;

const en = {
  nautilus: {
    buyResearch: 'Buy the top {kind} module for 1 Nemo',
    buyGreen: 'Buy a green module for {n} Nemo, with {n} researchers on it',
    buyGreenOne: 'Buy a green module for 1 Nemo, with 1 researcher on it',
    buyBlue: 'Buy a blue module for {n} Nemo, with {n} researchers on it',
    buyBlueOne: 'Buy a blue module for 1 Nemo, with 1 researcher on it',
    place: 'Place {module} centred on ({x}, {y})',
    placeTurned: 'Place {module} centred on ({x}, {y}), turned {deg}° clockwise',
    research: 'Walk a researcher {from} {to}',
    launch: 'Launch a submarine {from} to the {dir}',
    sonar: 'Sonar: {sub} pings the tiles around it',
    move: 'Move {sub} to ({x}, {y})',
    moveToTile: 'Move {sub} to ({x}, {y}), onto a tile to recover',
    speedMove: 'Speed move: {sub} to ({x}, {y})',
    speedMoveToTile: 'Speed move: {sub} to ({x}, {y}), onto a tile to recover',
    retire: 'Retire {sub} {to}',
    examine: 'Examine the face-down tile at ({x}, {y})',
    skip: 'Skip',
    skipSpeed: 'Skip the speed move',
    skipAtlantis: 'Move no researcher for the Atlantis tile',
    skipExamine: 'Examine no more tiles',
    end: 'End the turn',
    endBuild: 'End the turn and pay the build cost of {cost} Nemo',
    unknown: '{action}',
    verb: { buy: 'Buy', place: 'Place', research: 'Researchers', launch: 'Launch', sonar: 'Sonar', move: 'Move', retire: 'Retire', examine: 'Examine', skip: 'Skip', end: 'End' },
    kind: { training: 'Training', technology: 'Technology', sonar: 'Sonar', lab: 'Lab', analysis: 'Analysis' },
    heldOf: '{module} ({n} of {of} held)',
    held: {
      green: 'your green module', blue: 'your blue module', training: 'your Training module', technology: 'your Technology module',
      sonar: 'your Sonar', lab: 'your Lab', analysis: 'your Analysis module', other: 'held module {n}',
    },
    from: {
      base: 'from the base at ({x}, {y})', green: 'from the green module at ({x}, {y})', blue: 'from the blue module at ({x}, {y})',
      training: 'from the Training module at ({x}, {y})', technology: 'from the Technology module at ({x}, {y})', sonar: 'from the Sonar at ({x}, {y})',
      lab: 'from the Lab at ({x}, {y})', analysis: 'from the Analysis module at ({x}, {y})', other: 'from the module at ({x}, {y})',
    },
    to: {
      base: 'to the base at ({x}, {y})', green: 'to the green module at ({x}, {y})', blue: 'to the blue module at ({x}, {y})',
      training: 'to the Training module at ({x}, {y})', technology: 'to the Technology module at ({x}, {y})', sonar: 'to the Sonar at ({x}, {y})',
      lab: 'to the Lab at ({x}, {y})', analysis: 'to the Analysis module at ({x}, {y})', other: 'to the module at ({x}, {y})',
    },
    dir: { N: 'north', E: 'east', S: 'south', W: 'west' },
    sub: { s0: 'the red submarine {i}', s1: 'the orange submarine {i}', s2: 'the purple submarine {i}', s3: 'the yellow submarine {i}', other: 'submarine {sub}' },
    phase1: 'phase 1 · build: buy a module, place modules',
    phase1Bought: 'phase 1 · build: module bought, place modules',
    phase1Placed: 'phase 1 · build: {n} placed, build cost {cost} Nemo so far',
    phase2: 'phase 2 · research, {moves} of 2 moves left ({steps} steps)',
    phase3: 'phase 3 · submarines, {step} step',
    step: { launch: 'launch', sonar: 'sonar', move: 'movement' },
    pendingSpeed: 'phase 3 · a speed tile: one of your submarines may move up to 3 more steps, or skip',
    pendingAtlantis: 'phase 3 · an Atlantis tile recovered: move one researcher up to 2 connections, or skip',
    pendingExamine: 'phase 3 · the Lab examines: up to {n} face-down tiles, or stop',
    over: 'the game is over',
  },
};

const it = {
  nautilus: {
    buyResearch: 'Compra il modulo {kind} in cima alla pila per 1 Nemo',
    buyGreen: 'Compra un modulo verde per {n} Nemo, con {n} ricercatori a bordo',
    buyGreenOne: 'Compra un modulo verde per 1 Nemo, con 1 ricercatore a bordo',
    buyBlue: 'Compra un modulo blu per {n} Nemo, con {n} ricercatori a bordo',
    buyBlueOne: 'Compra un modulo blu per 1 Nemo, con 1 ricercatore a bordo',
    place: 'Piazza {module} con il centro in ({x}, {y})',
    placeTurned: 'Piazza {module} con il centro in ({x}, {y}), ruotato di {deg}° in senso orario',
    research: 'Sposta un ricercatore {from} {to}',
    launch: 'Fai uscire un sottomarino {from} verso {dir}',
    sonar: 'Sonar: {sub} scandaglia le tessere intorno',
    move: 'Muovi {sub} in ({x}, {y})',
    moveToTile: 'Muovi {sub} in ({x}, {y}), su una tessera da recuperare',
    speedMove: 'Mossa veloce: {sub} in ({x}, {y})',
    speedMoveToTile: 'Mossa veloce: {sub} in ({x}, {y}), su una tessera da recuperare',
    retire: 'Ritira {sub} {to}',
    examine: 'Esamina la tessera coperta in ({x}, {y})',
    skip: 'Rinuncia',
    skipSpeed: 'Rinuncia alla mossa veloce',
    skipAtlantis: 'Non spostare ricercatori per la tessera Atlantide',
    skipExamine: 'Non esaminare altre tessere',
    end: 'Termina il turno',
    endBuild: 'Termina il turno e paga il costo di costruzione di {cost} Nemo',
    unknown: '{action}',
    verb: { buy: 'Compra', place: 'Piazza', research: 'Ricercatori', launch: 'Varo', sonar: 'Sonar', move: 'Muovi', retire: 'Ritira', examine: 'Esamina', skip: 'Rinuncia', end: 'Fine' },
    kind: { training: 'Addestramento', technology: 'Tecnologia', sonar: 'Sonar', lab: 'Laboratorio', analysis: 'Analisi' },
    heldOf: '{module} ({n} di {of} in mano)',
    held: {
      green: 'il tuo modulo verde', blue: 'il tuo modulo blu', training: 'il tuo modulo Addestramento', technology: 'il tuo modulo Tecnologia',
      sonar: 'il tuo Sonar', lab: 'il tuo Laboratorio', analysis: 'il tuo modulo Analisi', other: 'il modulo in mano {n}',
    },
    from: {
      base: 'dalla base in ({x}, {y})', green: 'dal modulo verde in ({x}, {y})', blue: 'dal modulo blu in ({x}, {y})',
      training: 'dal modulo Addestramento in ({x}, {y})', technology: 'dal modulo Tecnologia in ({x}, {y})', sonar: 'dal Sonar in ({x}, {y})',
      lab: 'dal Laboratorio in ({x}, {y})', analysis: 'dal modulo Analisi in ({x}, {y})', other: 'dal modulo in ({x}, {y})',
    },
    to: {
      base: 'alla base in ({x}, {y})', green: 'al modulo verde in ({x}, {y})', blue: 'al modulo blu in ({x}, {y})',
      training: 'al modulo Addestramento in ({x}, {y})', technology: 'al modulo Tecnologia in ({x}, {y})', sonar: 'al Sonar in ({x}, {y})',
      lab: 'al Laboratorio in ({x}, {y})', analysis: 'al modulo Analisi in ({x}, {y})', other: 'al modulo in ({x}, {y})',
    },
    dir: { N: 'nord', E: 'est', S: 'sud', W: 'ovest' },
    sub: { s0: 'il sottomarino rosso {i}', s1: 'il sottomarino arancione {i}', s2: 'il sottomarino viola {i}', s3: 'il sottomarino giallo {i}', other: 'il sottomarino {sub}' },
    phase1: 'fase 1 · costruzione: compra un modulo, piazza moduli',
    phase1Bought: 'fase 1 · costruzione: modulo comprato, piazza moduli',
    phase1Placed: 'fase 1 · costruzione: {n} piazzati, costo di costruzione finora {cost} Nemo',
    phase2: 'fase 2 · ricerca, {moves} mosse su 2 rimaste ({steps} passi)',
    phase3: 'fase 3 · sottomarini, passo: {step}',
    step: { launch: 'varo', sonar: 'sonar', move: 'movimento' },
    pendingSpeed: 'fase 3 · una tessera velocità: un tuo sottomarino può muovere fino a 3 passi in più, oppure rinuncia',
    pendingAtlantis: 'fase 3 · una tessera Atlantide recuperata: sposta un ricercatore fino a 2 collegamenti, oppure rinuncia',
    pendingExamine: 'fase 3 · il Laboratorio esamina: fino a {n} tessere coperte, oppure smetti',
    over: 'la partita è finita',
  },
};

const nl = {
  nautilus: {
    buyResearch: 'Koop de bovenste {kind}-module voor 1 Nemo',
    buyGreen: 'Koop een groene module voor {n} Nemo, met {n} onderzoekers erop',
    buyGreenOne: 'Koop een groene module voor 1 Nemo, met 1 onderzoeker erop',
    buyBlue: 'Koop een blauwe module voor {n} Nemo, met {n} onderzoekers erop',
    buyBlueOne: 'Koop een blauwe module voor 1 Nemo, met 1 onderzoeker erop',
    place: 'Leg {module} met het midden op ({x}, {y})',
    placeTurned: 'Leg {module} met het midden op ({x}, {y}), {deg}° met de klok mee gedraaid',
    research: 'Laat een onderzoeker lopen {from} {to}',
    launch: 'Laat een onderzeeër uitvaren {from} naar het {dir}',
    sonar: 'Sonar: {sub} peilt de tegels eromheen',
    move: 'Vaar met {sub} naar ({x}, {y})',
    moveToTile: 'Vaar met {sub} naar ({x}, {y}), op een tegel om te bergen',
    speedMove: 'Snelheidszet: {sub} naar ({x}, {y})',
    speedMoveToTile: 'Snelheidszet: {sub} naar ({x}, {y}), op een tegel om te bergen',
    retire: 'Haal {sub} terug {to}',
    examine: 'Bekijk de gesloten tegel op ({x}, {y})',
    skip: 'Overslaan',
    skipSpeed: 'Sla de snelheidszet over',
    skipAtlantis: 'Verplaats geen onderzoeker voor de Atlantis-tegel',
    skipExamine: 'Bekijk geen tegels meer',
    end: 'Beëindig de beurt',
    endBuild: 'Beëindig de beurt en betaal de bouwkosten van {cost} Nemo',
    unknown: '{action}',
    verb: { buy: 'Kopen', place: 'Leggen', research: 'Onderzoekers', launch: 'Uitvaren', sonar: 'Sonar', move: 'Varen', retire: 'Terughalen', examine: 'Bekijken', skip: 'Overslaan', end: 'Einde' },
    kind: { training: 'Training', technology: 'Technologie', sonar: 'Sonar', lab: 'Lab', analysis: 'Analyse' },
    heldOf: '{module} ({n} van {of} in voorraad)',
    held: {
      green: 'je groene module', blue: 'je blauwe module', training: 'je Trainingsmodule', technology: 'je Technologiemodule',
      sonar: 'je Sonar', lab: 'je Lab', analysis: 'je Analysemodule', other: 'module {n} uit je voorraad',
    },
    from: {
      base: 'van de basis op ({x}, {y})', green: 'van de groene module op ({x}, {y})', blue: 'van de blauwe module op ({x}, {y})',
      training: 'van de Trainingsmodule op ({x}, {y})', technology: 'van de Technologiemodule op ({x}, {y})', sonar: 'van de Sonar op ({x}, {y})',
      lab: 'van het Lab op ({x}, {y})', analysis: 'van de Analysemodule op ({x}, {y})', other: 'van de module op ({x}, {y})',
    },
    to: {
      base: 'naar de basis op ({x}, {y})', green: 'naar de groene module op ({x}, {y})', blue: 'naar de blauwe module op ({x}, {y})',
      training: 'naar de Trainingsmodule op ({x}, {y})', technology: 'naar de Technologiemodule op ({x}, {y})', sonar: 'naar de Sonar op ({x}, {y})',
      lab: 'naar het Lab op ({x}, {y})', analysis: 'naar de Analysemodule op ({x}, {y})', other: 'naar de module op ({x}, {y})',
    },
    dir: { N: 'noorden', E: 'oosten', S: 'zuiden', W: 'westen' },
    sub: { s0: 'de rode onderzeeër {i}', s1: 'de oranje onderzeeër {i}', s2: 'de paarse onderzeeër {i}', s3: 'de gele onderzeeër {i}', other: 'onderzeeër {sub}' },
    phase1: 'fase 1 · bouwen: koop een module, leg modules',
    phase1Bought: 'fase 1 · bouwen: module gekocht, leg modules',
    phase1Placed: 'fase 1 · bouwen: {n} gelegd, bouwkosten tot nu toe {cost} Nemo',
    phase2: 'fase 2 · onderzoek, nog {moves} van 2 zetten ({steps} stappen)',
    phase3: 'fase 3 · onderzeeërs, stap: {step}',
    step: { launch: 'uitvaren', sonar: 'sonar', move: 'varen' },
    pendingSpeed: 'fase 3 · een snelheidstegel: een van je onderzeeërs mag nog tot 3 stappen varen, of sla over',
    pendingAtlantis: 'fase 3 · een Atlantis-tegel geborgen: verplaats een onderzoeker tot 2 verbindingen ver, of sla over',
    pendingExamine: 'fase 3 · het Lab bekijkt: tot {n} gesloten tegels, of stop',
    over: 'het spel is afgelopen',
  },
};

/** The Nautilus words in English, Italian and Dutch. */
export const NAUTILUS_CATALOG = wordsCatalog(en, { it, nl });

const k = (key: string, params?: Record<string, string | number | Phrase>): Phrase => phrase(`nautilus.${key}`, params);

function moduleKindAt(state: NautilusWordsState | null, at: Square): string {
  const m = state?.modules.find((x) => x.at[0] === at[0] && x.at[1] === at[1]);
  return m && (KINDS as readonly string[]).includes(m.kind) ? m.kind : 'other';
}

const place = (side: 'from' | 'to', state: NautilusWordsState | null, at: Square): Phrase => k(`${side}.${moduleKindAt(state, at)}`, { x: at[0], y: at[1] });
const sub = (seat: number, index: number): Phrase => (seat >= 0 && seat <= 3 ? k(`sub.s${seat}`, { i: index }) : k('sub.other', { sub: `${seat}:${index}` }));

/** A Nautilus action (notation) in words, as played from `state` (null: without the board's names). */
export function describeNautilusAction(state: NautilusWordsState | null, action: string): Phrase {
  const parsed = parseAction(action);
  if (!parsed.ok) return k('unknown', { action });
  const a = parsed.value;
  const pending = state?.turn.pending ?? null;
  switch (a.type) {
    case 'buy':
      if ('researchers' in a) return a.researchers === 1 ? k(a.kind === 'green' ? 'buyGreenOne' : 'buyBlueOne') : k(a.kind === 'green' ? 'buyGreen' : 'buyBlue', { n: a.researchers });
      return k('buyResearch', { kind: k(`kind.${a.kind}`) });
    case 'place': {
      const list = state?.players[state.toAct]?.held ?? [];
      const held = list[a.index]?.kind;
      let module = held && (KINDS as readonly string[]).includes(held) && held !== 'base' ? k(`held.${held}`) : k('held.other', { n: a.index });
      // two held modules of one kind: which one, in order of purchase
      if (held && list.filter((m) => m.kind === held).length > 1) module = k('heldOf', { module, n: a.index + 1, of: list.length });
      const r = ((a.rotation % 4) + 4) % 4;
      return r === 0 ? k('place', { module, x: a.at[0], y: a.at[1] }) : k('placeTurned', { module, x: a.at[0], y: a.at[1], deg: 90 * r });
    }
    case 'research':
      return k('research', { from: place('from', state, a.from), to: place('to', state, a.to) });
    case 'launch':
      return k('launch', { from: place('from', state, a.at), dir: k(`dir.${a.dir}`) });
    case 'sonar':
      return k('sonar', { sub: sub(a.sub.seat, a.sub.index) });
    case 'move': {
      const onTile = state?.tiles.some((t) => t.at[0] === a.to[0] && t.at[1] === a.to[1]) ?? false;
      const speed = pending?.type === 'speed';
      const key = speed ? (onTile ? 'speedMoveToTile' : 'speedMove') : onTile ? 'moveToTile' : 'move';
      return k(key, { sub: sub(a.sub.seat, a.sub.index), x: a.to[0], y: a.to[1] });
    }
    case 'retire':
      return k('retire', { sub: sub(a.sub.seat, a.sub.index), to: place('to', state, a.at) });
    case 'examine':
      return k('examine', { x: a.at[0], y: a.at[1] });
    case 'skip':
      return k(pending?.type === 'speed' ? 'skipSpeed' : pending?.type === 'atlantis' ? 'skipAtlantis' : pending?.type === 'examine' ? 'skipExamine' : 'skip');
    case 'end':
      return state?.phase === 1 && state.turn.placed.length > 0 ? k('endBuild', { cost: state.turn.buildCost }) : k('end');
  }
}

/** The phase, the step and a pending choice of a Nautilus position (or observation), in words. */
export function describeNautilusPhase(state: NautilusWordsState): Phrase {
  if (state.endReason !== null) return k('over');
  const turn = state.turn;
  const pending = turn.pending;
  if (pending?.type === 'speed') return k('pendingSpeed');
  if (pending?.type === 'atlantis') return k('pendingAtlantis');
  if (pending?.type === 'examine') return k('pendingExamine', { n: pending.left });
  if (state.phase === 1) {
    if (turn.placed.length > 0) return k('phase1Placed', { n: turn.placed.length, cost: turn.buildCost });
    return k(turn.bought ? 'phase1Bought' : 'phase1');
  }
  if (state.phase === 2) {
    const budget = 3 + Math.min(state.players[state.toAct]?.research.training ?? 0, 2);
    return k('phase2', { moves: Math.max(0, 2 - turn.moves), steps: Math.max(0, budget - turn.steps) });
  }
  return k('phase3', { step: k(`step.${turn.step}`) });
}

/** Nautilus's words for the log, the legal list, the analysis, the review and `nautilab show`. */
export const nautilusWords: GameWords<NautilusWordsState> = {
  area: 'nautilus',
  describeAction: describeNautilusAction,
  describePhase: describeNautilusPhase,
  catalog: NAUTILUS_CATALOG,
};
