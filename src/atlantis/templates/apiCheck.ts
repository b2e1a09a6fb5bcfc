// Type test: the engine's real Atlantis observation and bot context fit the API the editor declares
// (../bot-api.d.ts). If either side changes shape, `tsc -p src/atlantis/templates/tsconfig.json` fails here.
import type { Observation } from '../observation.js';
import type { Position } from '../types.js';
import type { GameBotContext } from '../../bots/api.js';

declare const observation: Observation;
declare const position: Position;
declare const engineContext: GameBotContext<Observation, Position>;
export const observationFits: BotObservation = observation;
export const positionFits: BotPosition = position;
export const contextFits: BotContext = engineContext;
