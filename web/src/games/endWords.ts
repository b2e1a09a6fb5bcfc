// Why a game ended, in the UI's language: the engine's end reason (`GameView.endReason`) and the
// position's numbers put into words by key; the engine's English `endText` for what has no key.
import { i18n } from '../i18n/index.js';
import type { GameView } from '../worker/engine/types.js';

type EndState = { turn?: number; players?: number; toAct?: number | null; ended?: { scores?: { seat: number; total: number }[] } | null };

/** A game's end in words in the current language; null while it runs. */
export function endWords(view: Pick<GameView, 'game' | 'position' | 'round' | 'scores' | 'endReason' | 'endText'>, seatName: (s: number) => string): string | null {
  if (view.endText === null) return null;
  const t = i18n.global.t as (key: string, params: Record<string, unknown>) => string;
  const pos = (view.position ?? {}) as EndState;
  const key = (reason: string, params: Record<string, unknown>): string => t(`seats.score.ends.${reason}`, params);
  switch (`${view.game}:${view.endReason}`) {
    case 'nautilus:allAtlantis':
    case 'nautilus:atlantis13to15':
    case 'nautilus:stalemate':
    case 'nautilus:maxRounds':
      return key(view.endReason!, { round: view.round });
    case 'atlantis:mainland':
      return pos.toAct == null || pos.turn === undefined ? view.endText : key('mainland', { seat: seatName(pos.toAct), turn: pos.turn });
    case 'atlantis:stalemate':
      return pos.turn === undefined || pos.players === undefined ? view.endText : key('stuck', { players: pos.players, turn: pos.turn });
    case 'duel:clinched':
    case 'duel:rounds': {
      const [a, b] = pos.ended?.scores ?? view.scores;
      if (!a || !b) return view.endText;
      const [lead, trail] = a.total >= b.total ? [a, b] : [b, a];
      return key(view.endReason!, { seat: seatName(lead.seat), round: view.round, lead: lead.total, trail: trail.total });
    }
    default:
      return view.endText;
  }
}
