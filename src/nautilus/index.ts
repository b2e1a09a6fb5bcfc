/** Nautilus (Ditt, Kosmos 2002) as a `Game`: the engine's public face. */
import type { Game } from '../core/game.js';
import { makeAction, parseAction, type Action } from './actions.js';
import { observe, type Observation } from './observation.js';
import { positionFromJSON, positionToJSON } from './position.js';
import { legalActions, play, playUnchecked, toAct } from './rules.js';
import { scoreBreakdown } from './scoring.js';
import type { Position } from './types.js';

export * from './actions.js';
export * from './board.js';
export * from './modules.js';
export * from './observation.js';
export * from './perft.js';
export * from './position.js';
export * from './rules.js';
export * from './scoring.js';
export * from './sea.js';
export * from './selfplay.js';
export * from './setup.js';
export * from './invariants.js';
export * from './tiles.js';
export * from './types.js';

/** The Nautilus game object. */
export const Nautilus: Game<Position, Action, Observation> = {
  id: 'nautilus',
  name: 'Nautilus (Ditt, Kosmos 2002)',
  minPlayers: 2,
  maxPlayers: 4,
  seats: (p) => p.players.length,
  toAct,
  isOver: (p) => p.endReason !== null,
  legalActions: (p) => legalActions(p),
  play: (p, a) => play(p, a),
  playUnchecked: (p, a) => playUnchecked(p, a),
  parseAction,
  makeAction,
  observe,
  scores: scoreBreakdown,
  fromJSON: positionFromJSON,
  toJSON: positionToJSON,
};
