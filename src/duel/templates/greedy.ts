// A simple greedy duel bot: keep the strongest special, play the Eye/Module/Harpoon when held,
// and place each card where it wins the most points now — the smallest card that beats what faces
// it on your side, or your weakest card on the opponent's side where it loses anyway.
const KEEP: Special[] = ['kraken', 'module', 'harpoon', 'anchor', 'fishbone', 'eye'];

/** Whether card a beats card b facing it (the 1, the crab, beats the 14). */
function beats(a: number, b: number): boolean {
  if (a === 1 && b === 14) return true;
  if (a === 14 && b === 1) return false;
  return a > b;
}

const cardOf = (t: string): number => (t === 'kraken' ? 15 : t === 'fishbone' ? 0 : Number(t));

export function act(ctx: BotContext): string {
  const obs = ctx.observation;
  const me = ctx.seat;
  const legal = ctx.legal;
  // keep: the best-ranked special offered
  const keeps = legal.filter((a) => a.startsWith('keep '));
  if (keeps.length) return keeps.sort((a, b) => KEEP.indexOf(a.slice(5) as Special) - KEEP.indexOf(b.slice(5) as Special))[0]!;
  for (const special of ['eye', 'module', 'harpoon']) if (legal.includes(special)) return special;
  // the module: keep the higher card; the harpoon: swap our lowest for a higher catch
  const chooses = legal.filter((a) => a.startsWith('choose '));
  if (chooses.length) return chooses.sort((a, b) => Number(b.slice(7)) - Number(a.slice(7)))[0]!;
  if (obs.pending?.kind === 'harpoon') {
    const lowest = obs.hand[0];
    return lowest !== undefined && lowest < obs.pending.card && legal.includes(`swap ${lowest}`) ? `swap ${lowest}` : 'return';
  }
  let best = legal[0]!;
  let bestValue = -Infinity;
  for (const action of legal) {
    const t = action.split(' ');
    if (t[0] !== 'place' && t[0] !== 'move') continue;
    let value: number;
    if (t[0] === 'place') {
      if (t.length > 4) continue; // keep the Anchor simple: never drop it
      const card = cardOf(t[1]!);
      const side = Number(t[2]);
      const slot = Number(t[3]);
      const points = obs.slots[slot]?.[1] ?? 0;
      const facing = obs.spaces[1 - side]![slot];
      const wins = facing === null || facing === undefined ? card >= 10 : beats(card, facing);
      // winning a good card with a small card is best; spoiling the opponent's bad card is fine too
      if (side === me) value = wins ? points * 10 - card : -points * 3 - card;
      else value = wins ? -points * 10 + card : points * 6 - card;
    } else {
      // an arrow: move a card from the opponent's side onto ours, else anything
      value = Number(t[1]) !== me && Number(t[3]) === me ? 5 : 0;
    }
    if (value > bestValue) {
      bestValue = value;
      best = action;
    }
  }
  ctx.log(`round ${obs.round}: ${best}`);
  return best;
}
