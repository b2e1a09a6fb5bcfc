// A simple greedy bot: take a chest or a creature in reach, otherwise spend little and end turns.
const VALUE: Record<string, number> = { chest: 3, gold: 2, crab: 1, urchin: 1, speed: 1 };

export function act(ctx: BotContext): string {
  const obs = ctx.observation;
  const me = obs.players[ctx.seat]!;
  // 1. a submarine move onto a tile we value
  let best = '';
  let bestValue = 0;
  for (const action of ctx.legal) {
    if (!action.startsWith('move ')) continue;
    const [, , x, y] = action.split(' ').map(Number);
    const tile = obs.tiles.find((t) => t.at[0] === x && t.at[1] === y);
    if (!tile) continue;
    // unknown tiles: weigh the belief
    const value = tile.tile
      ? (VALUE[tile.tile] ?? 0)
      : (ctx.beliefs().find((b) => b.at[0] === x && b.at[1] === y)?.options.reduce((s, o) => s + o.p * (VALUE[o.tile] ?? 0), 0) ?? 0);
    if (value > bestValue) {
      bestValue = value;
      best = action;
    }
  }
  if (best) return best;
  // 2. launch when we can, buy a home early, walk researchers into research modules
  const launch = ctx.legal.find((a) => a.startsWith('launch '));
  if (launch) return launch;
  if (obs.phase === 1 && me.nemo > 30 && ctx.legal.includes('buy green 2')) return 'buy green 2';
  const place = ctx.legal.find((a) => a.startsWith('place '));
  if (place && me.nemo > 10) return place;
  const research = ctx.legal.find((a) => a.startsWith('research '));
  if (research) return research;
  ctx.log(`round ${obs.round}: ending phase ${obs.phase} with ${me.nemo} Nemo`);
  return ctx.legal.includes('end') ? 'end' : ctx.legal[0]!;
}
