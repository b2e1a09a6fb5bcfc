// A greedy Atlantis bot: tries each legal action on a few determinizations, finishes its own turn
// with the cheapest follow-ups, and keeps the action whose turn ends with the best margin
// (its score minus the best other seat's, as if the game ended then).
const SAMPLES = 3;

/** The margin of `seat` in `position`. */
function margin(ctx: BotContext, position: BotPosition, seat: number): number {
  const scores = ctx.engine.scores(position);
  const mine = scores[seat] ?? 0;
  const best = Math.max(...scores.filter((_, s) => s !== seat));
  return mine - best;
}

/** Plays `action`, then the first legal action until another seat is to act (or the game ends). */
function finishTurn(ctx: BotContext, position: BotPosition, action: string): BotPosition | null {
  let p = ctx.engine.play(position, action);
  for (let k = 0; p !== null && k < 10 && ctx.engine.toAct(p) === ctx.seat && p.turn === position.turn; k++) {
    const next = ctx.engine.legal(p)[0];
    if (next === undefined) break;
    p = ctx.engine.play(p, next);
  }
  return p;
}

export function act(ctx: BotContext): string {
  if (ctx.legal.length === 1) return ctx.legal[0]!;
  const worlds = Array.from({ length: SAMPLES }, () => ctx.determinize());
  let best = ctx.legal[0]!;
  let bestValue = -Infinity;
  for (const action of ctx.legal) {
    if (ctx.timeLeft() < 50) break;
    let value = 0;
    for (const world of worlds) {
      const after = finishTurn(ctx, world, action);
      value += after === null ? -100 : margin(ctx, after, ctx.seat);
    }
    // a pawn further along is worth a little: it will take tiles nearer the Mainland
    if (action.startsWith('move ')) value += 0.01 * ctx.observation.pawns[ctx.seat]![Number(action.split(' ')[1])]!;
    if (value > bestValue) {
      bestValue = value;
      best = action;
    }
  }
  ctx.log(`turn ${ctx.observation.turn}: ${best} (${(bestValue / SAMPLES).toFixed(2)})`);
  return best;
}
