// Type test: the engine's real observation and bot context fit the API the editor declares
// (../bot-api.d.ts). If either side changes shape, `npx tsc -p src/duel/templates/tsconfig.json` fails here.
import type { DuelObservation } from '../observation.js';
import type { DuelPosition } from '../types.js';
import type { GameBotContext } from '../../bots/api.js';

declare const observation: DuelObservation;
declare const engineContext: GameBotContext<DuelObservation, DuelPosition>;
declare const botObservation: BotObservation;
export const observationFits: BotObservation = observation;
export const declaredFits: DuelObservation = botObservation;
export const contextFits: BotContext = engineContext;
