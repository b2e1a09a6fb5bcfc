/**
 * Position JSON (spec 8): `"format": "nautilus-duel/1"`, described by `position.schema.json`.
 * `validatePosition` reports every problem with a JSON path and a code: the schema (Ajv) for the
 * shape, then the rule checks below (conservation, stage and turn, hands, knowledge, the end).
 */
import { cloneData } from '../core/clone.js';
import { err, ok, type PathError, type Result } from '../core/result.js';
import { inlineRefs, schemaChecker } from '../core/schemaErrors.js';
import { arrowMoves } from './generate.js';
import { clinchedDomains, endAfterRound, scoreLines, winnersOf } from './scoring.js';
import schema from './position.schema.json' with { type: 'json' };
import { DOMAIN_SPLIT, DOMAINS, FISHBONE, KRAKEN, PLACEMENTS_PER_SEAT, PRE_PLACEMENT, SPECIALS, arrowOf, other, type DuelPosition, type Special } from './types.js';

/** The JSON Schema of a position document. */
export const POSITION_SCHEMA = schema;

/** The schema with its references inlined: Ajv compiles it, and the bounds walk reads it. */
const INLINED = inlineRefs(schema);

/** The schema's check: the bounds walk, then Ajv (every problem listed for documents of a bounded size). */
const checkSchema = schemaChecker(INLINED, { discriminator: true });

type Add = (path: string, code: string, message: string) => void;

/** Every Diver exactly once (hands, board, Diver deck, a pending draw); Kraken and Fishbone at most once on the board. */
function checkDivers(pos: DuelPosition, add: Add): void {
  const where = new Map<number, string>();
  const see = (card: number, path: string): void => {
    const before = where.get(card);
    if (before !== undefined) add(path, 'duplicateCard', `card ${card} is also at ${before}`);
    else where.set(card, path);
  };
  pos.hands.forEach((hand, s) => hand.forEach((c, i) => see(c, `$.hands[${s}][${i}]`)));
  pos.spaces.forEach((row, s) => row.forEach((c, k) => c !== null && see(c, `$.spaces[${s}][${k}]`)));
  pos.diverDeck.forEach((c, i) => see(c, `$.diverDeck[${i}]`));
  const pending = pos.pending;
  if (pending?.kind === 'choose') pending.cards.forEach((c, i) => see(c, `$.pending.cards[${i}]`));
  if (pending?.kind === 'harpoon') see(pending.card, '$.pending.card');
  const missing = [];
  for (let c = 1; c <= 14; c++) if (!where.has(c)) missing.push(c);
  if (missing.length) add('$.diverDeck', 'missingCard', `Divers ${missing.join(', ')} are nowhere (hands, spaces, Diver deck, pending draw)`);
  for (const [card, name] of [
    [KRAKEN, 'kraken'],
    [FISHBONE, 'fishbone'],
  ] as const) {
    const onBoard = where.has(card);
    const played = pos.specials.some((s, seat) => s === name && pos.specialUsed[seat]);
    if (onBoard !== played) add('$.spaces', 'specialOnBoard', `the ${name} is ${onBoard ? '' : 'not '}on the board but ${played ? '' : 'not '}played by its holder`);
  }
}

/** Every special exactly once (deck, discard, draft, held). */
function checkSpecials(pos: DuelPosition, add: Add): void {
  const where = new Map<Special, string>();
  const see = (name: Special, path: string): void => {
    const before = where.get(name);
    if (before !== undefined) add(path, 'duplicateSpecial', `the ${name} is also at ${before}`);
    else where.set(name, path);
  };
  pos.specialDeck.forEach((s, i) => see(s, `$.specialDeck[${i}]`));
  pos.specialDiscard.forEach((s, i) => see(s, `$.specialDiscard[${i}]`));
  pos.drafted?.forEach((s, i) => see(s, `$.drafted[${i}]`));
  pos.specials.forEach((s, i) => s !== null && see(s, `$.specials[${i}]`));
  const missing = SPECIALS.filter((s) => !where.has(s));
  if (missing.length) add('$.specialDeck', 'missingSpecial', `${missing.join(', ')} are nowhere (deck, discard, draft, held)`);
  pos.specialUsed.forEach((used, s) => used && pos.specials[s] === null && add(`$.specialUsed[${s}]`, 'badSpecialUsed', `seat ${s} holds no special to have played`));
  const anchorPlayed = pos.specials.some((s, seat) => s === 'anchor' && pos.specialUsed[seat]);
  if (anchorPlayed !== (pos.anchor !== null)) add('$.anchor', 'badAnchor', anchorPlayed ? 'the Anchor was played but marks no card' : 'an anchor without a played Anchor');
  if (pos.anchor && pos.spaces[pos.anchor[0]]![pos.anchor[1]] === null) add('$.anchor', 'badAnchor', 'the anchored space is empty');
}

/** 6 cards per domain, split -1, 2, 1, 1, 1, 1 (slots, domain deck, won). */
function checkDomains(pos: DuelPosition, add: Add): void {
  const count = new Map<string, number>();
  const see = (domain: string, points: number): void => void count.set(`${domain} ${points}`, (count.get(`${domain} ${points}`) ?? 0) + 1);
  for (const c of pos.slots) if (c) see(c[0], c[1]);
  for (const c of pos.domainDeck) see(c[0], c[1]);
  for (const w of pos.won) for (const c of w) see(c[0], c[1]);
  for (const d of DOMAINS) {
    for (const points of [-1, 2, 1]) {
      const want = DOMAIN_SPLIT.filter((p) => p === points).length;
      const have = count.get(`${d} ${points}`) ?? 0;
      if (have !== want) add('$.domainDeck', 'domainCount', `${have} ${d} cards of ${points} (slots, deck, won); the game has ${want}`);
    }
  }
  const over = pos.stage === 'over';
  const wonCards = pos.won[0]!.length + pos.won[1]!.length;
  const wantWon = 5 * (over ? pos.round : pos.round - 1);
  if (wonCards !== wantWon) add('$.won', 'wonCount', `${wonCards} won domain cards; after ${over ? pos.round : pos.round - 1} rounds there are ${wantWon}`);
  pos.slots.forEach((c, k) => (c === null) !== over && add(`$.slots[${k}]`, 'badSlot', over ? 'the slots are empty once the game is over' : 'a running game has a domain card on every slot'));
}

/** Hand sizes, sorted hands, the turn and the stage's own requirements. */
function checkStage(pos: DuelPosition, add: Add): void {
  const { stage, first, pending } = pos;
  const second = other(first);
  const over = stage === 'over';
  const wantFirst = pos.round % 2 === 1 ? pos.variant.firstPlayer : other(pos.variant.firstPlayer);
  if (first !== wantFirst) add('$.first', 'badFirst', `the Nemo token alternates from seat ${pos.variant.firstPlayer}: round ${pos.round} belongs to seat ${wantFirst}`);
  if (over !== (pos.toAct === null)) add('$.toAct', 'badTurn', over ? 'nobody acts once the game is over' : 'a running game has a seat to act');
  if (over !== (pos.ended !== null)) add('$.ended', 'badEnded', over ? 'a finished game records its end' : 'only a finished game records an end');
  if ((stage === 'pending') !== (pending !== null)) add('$.pending', 'badPending', stage === 'pending' ? 'stage pending needs a pending decision' : `no pending decision during ${stage}`);
  if ((stage === 'keep') !== (pos.drafted !== null)) add('$.drafted', 'badDrafted', stage === 'keep' ? 'the keep stage shows the two drawn specials' : 'drawn specials exist only during keep');
  pos.hands.forEach((hand, s) => hand.some((c, i) => i > 0 && hand[i - 1]! > c) && add(`$.hands[${s}]`, 'unsortedHand', 'a hand is kept in ascending order'));
  const filled = pos.spaces.flat().filter((c) => c !== null).length;
  if (filled !== pos.placements) add('$.placements', 'placementCount', `${filled} cards on the board but ${pos.placements} placements`);
  const placing = stage === 'place' || pending?.kind === 'move';
  if (!placing && pos.placements !== 0) add('$.placements', 'placementCount', `no card is placed before placement begins (stage ${stage})`);
  if (over) {
    pos.hands.forEach((h, i) => h.length && add(`$.hands[${i}]`, 'handSize', 'hands are empty once the game is over'));
    pos.specials.forEach((s, i) => s !== null && add(`$.specials[${i}]`, 'badSpecial', 'specials are discarded when the game ends'));
    pos.knowledge.forEach((k, i) => k.length && add(`$.knowledge[${i}]`, 'badKnowledge', 'knowledge lasts one round'));
    return;
  }
  pos.specials.forEach((s, i) => (s === null) !== (stage === 'keep') && add(`$.specials[${i}]`, 'badSpecial', stage === 'keep' ? 'nobody holds a special before keep' : 'each seat holds its special after keep'));

  // Hand sizes: 5 dealt, +1 kept from the module, minus Divers placed, minus a harpooned card in flight.
  const placedBy = [0, 0];
  placedBy[first] = Math.ceil(pos.placements / 2);
  placedBy[second] = Math.floor(pos.placements / 2);
  for (let s = 0; s < 2; s++) {
    const special = pos.specials[s];
    const used = pos.specialUsed[s]!;
    const moduleKept = special === 'module' && used && pending?.kind !== 'choose' ? 1 : 0;
    const specialPlaced = (special === 'kraken' || special === 'fishbone') && used ? 1 : 0;
    const inFlight = pending?.kind === 'harpoon' && pending.seat !== s ? 1 : 0;
    const want = PLACEMENTS_PER_SEAT + moduleKept - (placedBy[s]! - specialPlaced) - inFlight;
    if (pos.hands[s]!.length !== want) add(`$.hands[${s}]`, 'handSize', `seat ${s} holds ${pos.hands[s]!.length} Divers; ${want} follow from the round so far`);
    const withPlacement = (specialPlaced || special === 'anchor') && used ? 1 : 0;
    if (withPlacement > placedBy[s]!) add(`$.specialUsed[${s}]`, 'badSpecialUsed', `seat ${s} played its ${special} without placing a card`);
  }

  const preHeld = (s: number): boolean => PRE_PLACEMENT.includes(pos.specials[s] as Special);
  if (stage === 'keep') {
    if (pos.toAct !== first) add('$.toAct', 'badTurn', 'the first player keeps a special');
  } else if (stage === 'special') {
    const seat = pos.toAct ?? first;
    if (!preHeld(seat) || pos.specialUsed[seat]) add('$.toAct', 'badTurn', `seat ${seat} holds no unplayed pre-placement special`);
  } else if (stage === 'place') {
    const want = pos.placements % 2 === 0 ? first : second;
    if (pos.toAct !== want) add('$.toAct', 'badTurn', `placement ${pos.placements + 1} is seat ${want}'s`);
    if (pos.placements >= 10) add('$.placements', 'placementCount', 'the round ends with the 10th card');
  } else if (pending) {
    if (pos.toAct !== pending.seat) add('$.toAct', 'badTurn', `the pending decision is seat ${pending.seat}'s`);
    if (pending.kind === 'move') {
      const placer = (pos.placements - 1) % 2 === 0 ? first : second;
      if (pending.seat !== placer) add('$.pending.seat', 'badPending', `the last card was placed by seat ${placer}`);
      const card = pos.spaces[pending.placed[0]]![pending.placed[1]];
      if (card === null || card === undefined || arrowOf(card) !== pending.arrow) add('$.pending.placed', 'badPending', `no card with a ${pending.arrow} arrow on that space`);
      else if (arrowMoves(pos, pending.placed, pending.arrow).length === 0) add('$.pending', 'badPending', 'an arrow with no possible movement opens no decision');
    } else {
      const name = pending.kind === 'choose' ? 'module' : 'harpoon';
      if (pos.specials[pending.seat] !== name || !pos.specialUsed[pending.seat]) add('$.pending.kind', 'badPending', `seat ${pending.seat} has not played the ${name}`);
    }
  }
}

/** The seats whose pre-placement decision is over (their event is logged). */
function decided(pos: DuelPosition): boolean[] {
  const out = [false, false];
  const { stage, pending, first } = pos;
  if (stage === 'place' || pending?.kind === 'move') return [true, true];
  const acting = pos.toAct;
  if ((stage === 'special' || stage === 'pending') && acting === other(first)) out[first] = true;
  return out;
}

/** The knowledge logs (spec 7) agree with each other and with the specials played. */
function checkKnowledge(pos: DuelPosition, add: Add): void {
  if (pos.stage === 'over') return;
  const first = pos.first;
  const done = decided(pos);
  const publicForm = (log: DuelPosition['knowledge'][number]): string =>
    JSON.stringify(log.filter((e) => e.event !== 'gave').map((e) => (e.event === 'module' ? { event: 'module', seat: e.seat } : e)));
  if (publicForm(pos.knowledge[0]!) !== publicForm(pos.knowledge[1]!)) add('$.knowledge[1]', 'knowledgeMismatch', "the two seats' logs disagree on the public events");
  pos.knowledge.forEach((log, s) => {
    const path = `$.knowledge[${s}]`;
    const gaveAt = log.findIndex((e) => e.event === 'gave');
    const wantGave = s === first && pos.stage !== 'keep';
    if (wantGave && gaveAt !== 0) add(path, 'badKnowledge', 'the first player remembers the special it gave, first');
    if (!wantGave && gaveAt >= 0) add(`${path}[${gaveAt}]`, 'badKnowledge', 'only the first player gives a special away, after keep');
    const gave = log[0];
    if (wantGave && gave?.event === 'gave' && gave.special !== pos.specials[other(s)]) add(`${path}[0].special`, 'badKnowledge', `seat ${other(s)} received the ${pos.specials[other(s)]}`);
    let lastSeat = -1;
    log.forEach((e, i) => {
      if (e.event === 'gave') return;
      const at = `${path}[${i}]`;
      const by = e.seat;
      const order = by === first ? 0 : 1;
      if (order <= lastSeat) add(at, 'badKnowledge', 'one decision per seat, the first player first');
      lastSeat = order;
      if (!done[by]) add(at, 'badKnowledge', `seat ${by} has not decided yet`);
      const special = pos.specials[by];
      if (e.event === 'skip') {
        if (pos.variant.compulsorySpecials) add(at, 'badKnowledge', 'with compulsorySpecials nobody skips a special');
        if (!PRE_PLACEMENT.includes(special as Special) || pos.specialUsed[by]) add(at, 'badKnowledge', `seat ${by} skipped no pre-placement special`);
      } else if (special !== e.event || !pos.specialUsed[by]) add(at, 'badKnowledge', `seat ${by} did not play the ${e.event}`);
      if (e.event === 'eye' && e.cards.some((c) => pos.diverDeck.includes(c))) add(`${at}.cards`, 'badKnowledge', "a card seen in a hand cannot be in the Diver deck");
      if (e.event === 'harpoon') {
        if (e.given === e.drawn) add(`${at}.given`, 'badKnowledge', 'a swap gives another card');
        if ([e.drawn, e.given].some((c) => c !== null && pos.diverDeck.includes(c))) add(at, 'badKnowledge', 'a card from a hand cannot be in the Diver deck');
      }
      if (e.event === 'module') {
        if (by !== s) {
          if (e.cards !== null || e.kept !== null) add(at, 'badKnowledge', "the module's cards are its player's secret");
        } else if (e.cards === null || e.kept === null || !e.cards.includes(e.kept)) {
          add(at, 'badKnowledge', 'the module player remembers both drawn cards and the kept one');
        } else {
          const back = e.cards[0] === e.kept ? e.cards[1] : e.cards[0];
          if (!pos.diverDeck.includes(back) || pos.diverDeck.includes(e.kept)) add(`${at}.cards`, 'badKnowledge', 'the card put back is in the Diver deck, the kept one is not');
        }
      }
    });
    for (const seat of [first, other(first)]) {
      const logged = log.some((e) => e.event !== 'gave' && e.seat === seat);
      const owed = done[seat]! && PRE_PLACEMENT.includes(pos.specials[seat] as Special);
      if (owed && !logged) add(path, 'badKnowledge', `seat ${seat}'s pre-placement decision is missing`);
    }
  });
  // a pre-placement special played is logged when played (the Module's when its card is chosen, so
  // not while its choice is pending): one marked played and not logged was never played
  for (const seat of [0, 1]) {
    const special = pos.specials[seat];
    if (!pos.specialUsed[seat] || !PRE_PLACEMENT.includes(special as Special) || pos.pending?.seat === seat) continue;
    if (!pos.knowledge[0]!.some((e) => e.event !== 'gave' && e.seat === seat)) add(`$.specialUsed[${seat}]`, 'badSpecialUsed', `seat ${seat}'s ${special} is marked played, but the knowledge logs hold no play of it this round`);
  }
}

/** The end of the game: the recorded end matches the won cards (spec 5). */
function checkEnd(pos: DuelPosition, add: Add): void {
  if (pos.stage !== 'over') {
    if (pos.variant.earlyEnd && clinchedDomains(pos).some((c) => c.filter(Boolean).length >= 3)) add('$.won', 'shouldHaveEnded', 'a seat has clinched 3 domains: the game ended after that round');
    return;
  }
  const ended = pos.ended;
  const reason = endAfterRound(pos, pos.round);
  if (!ended || reason === null) {
    add('$.ended', 'badEnded', `nothing ends the game after round ${pos.round}`);
    return;
  }
  if (ended.endReason !== reason) add('$.ended.endReason', 'badEnded', `the game ended by '${reason}' after round ${pos.round}`);
  const scores = scoreLines(pos, reason);
  scores.forEach((line, s) => {
    const got = ended.scores[s]!;
    const same = got.seat === line.seat && got.total === line.total && sameList(got.domainTotals, line.domainTotals) && sameList(got.won, line.won);
    if (!same) add(`$.ended.scores[${s}]`, 'badEnded', `the score line is ${JSON.stringify(line)}`);
  });
  if (!sameList(ended.winners, winnersOf(scores))) add('$.ended.winners', 'badEnded', `the winners are ${JSON.stringify(winnersOf(scores))}`);
}

const sameList = <T>(a: readonly T[], b: readonly T[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/** Rule checks of a document that passed the schema. */
function ruleErrors(pos: DuelPosition): PathError[] {
  const errors: PathError[] = [];
  const add: Add = (path, code, message) => void errors.push({ path, code, message });
  checkDivers(pos, add);
  checkSpecials(pos, add);
  checkDomains(pos, add);
  checkStage(pos, add);
  checkKnowledge(pos, add);
  checkEnd(pos, add);
  return errors;
}

/** Checks a position document: every problem, with a JSON path, a code and a message. */
export function validatePosition(json: unknown): PathError[] {
  const problems = checkSchema(json);
  if (problems.length) return problems;
  return ruleErrors(json as DuelPosition);
}

/** Reads a position document: the position, or every problem found. */
export function positionFromJSON(json: unknown): Result<DuelPosition, PathError[]> {
  const errors = validatePosition(json);
  return errors.length ? err(errors) : ok(cloneData(json as DuelPosition));
}

/** Writes a position document (a copy). */
export function positionToJSON(pos: DuelPosition): DuelPosition {
  return cloneData(pos);
}

/** Parses position text (JSON); a syntax error comes back as a path error too. */
export function parsePosition(text: string): Result<DuelPosition, PathError[]> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return err([{ path: '$', code: 'badJson', message: (e as Error).message }]);
  }
  return positionFromJSON(json);
}
