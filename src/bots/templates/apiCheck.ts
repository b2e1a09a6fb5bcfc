// Type test: the engine's real observation and bot context fit the API the editor declares
// (bot-api.d.ts). If either side changes shape, `npm run typecheck` fails here.
import type { Observation } from '../../nautilus/observation.js';
import type { BotContext as EngineContext } from '../api.js';

declare const observation: Observation;
declare const engineContext: EngineContext;
export const observationFits: BotObservation = observation;
export const contextFits: BotContext = engineContext;
