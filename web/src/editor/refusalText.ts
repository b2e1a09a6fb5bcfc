// A refused edit in the UI's language: the engine's code (src/<game>/edit.ts, area `refusals`),
// its parameters in words (a seat's name, a module, a colour, a special card, a domain, a zone).
import type { Refusal } from '../../../src/core/refusal.js';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** The Nautilus zones' letters (src/nautilus/types.ts) as the names area spells them. */
const ZONE_NAMES: Readonly<Record<string, string>> = { L: 'lagoon', S: 'slope', D: 'deep', T: 'trench' };

/** One refusal of game `gameId`'s editor as a sentence in the UI's language. */
export function refusalText(gameId: string, r: Refusal, seatNames: readonly string[], t: Translate): string {
  const p = r.params;
  const params: Record<string, string | number> = { ...p };
  if (typeof p.seat === 'number') params.seat = seatNames[p.seat] ?? p.seat;
  if (typeof p.kind === 'string') params.module = t(`refusals.module.${p.kind}`);
  if (typeof p.colour === 'string') params.colour = t(r.code === 'cardsShort' ? `refusals.cardsOf.${p.colour}` : `actions.atlantis.colour.${p.colour}`);
  if (typeof p.special === 'string') params.special = t(`actions.duel.special.${p.special}`);
  if (typeof p.domain === 'string') params.domain = t(`actions.duel.domain.${p.domain}`);
  if (typeof p.zone === 'string' && ZONE_NAMES[p.zone]) params.zone = t(`names.zones.${ZONE_NAMES[p.zone]}`);
  const text = t(`refusals.${gameId}.${r.code}`, params);
  return text.charAt(0).toUpperCase() + text.slice(1);
}
