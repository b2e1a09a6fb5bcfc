// Whose knowledge Play shows, and who holds the device when several people share it.

/** Who plays a seat, as far as the hand-over cares: a person (`human`) or not (a seat choice of ./seats). */
type SeatChoice = { readonly kind: string };

/** What decides the seat whose knowledge Play shows. */
export interface ViewState {
  /** The replay is this seat's view (a link to an unfinished game), or null. */
  seatView: number | null;
  /** The view chosen: automatic, everything, or a seat. */
  viewAs: number | 'auto' | 'all';
  /** Everything may be shown (the game is over or revealed, or no person plays). */
  mayShowAll: boolean;
  /** The game is over. */
  over: boolean;
  seats: readonly SeatChoice[];
  /** The seat to act at the position shown (null: the game is over). */
  toAct: number | null | undefined;
  /** The person who played last or said they are ready (a saved game may name any seat). */
  lastHuman: number | null;
  /** The seat a link opened from. */
  linkSeat: number;
}

const isHuman = (seats: readonly SeatChoice[], s: number | null | undefined): s is number => s != null && seats[s]?.kind === 'human';

/** The seats played by people. */
export const humansOf = (seats: readonly SeatChoice[]): number[] => seats.map((_, s) => s).filter((s) => isHuman(seats, s));

/**
 * With several people at the device, the seat of the person holding it: the one who played last or
 * said they are ready, still the one handing over while the pass-the-device screen waits, at every
 * position of the log (looking back shows no one else's hand); never a bot's seat.
 */
export function holderOf(seats: readonly SeatChoice[], lastHuman: number | null): number | null {
  return isHuman(seats, lastHuman) ? lastHuman : null;
}

/**
 * The seats whose knowledge the person at the device may choose to see: any once everything may be
 * shown (the game is over or revealed) or when no person plays; else, with one person, their own
 * seat alone (a bot's hand takes the same deliberate reveal as "everything"); with several, none
 * (the holder's view is chosen for them).
 */
export function viewableSeats(seats: readonly SeatChoice[], mayShowAll: boolean, over: boolean): boolean[] {
  const people = humansOf(seats);
  return seats.map((_, s) => mayShowAll || over || people.length === 0 || (people.length === 1 && people[0] === s));
}

/** The seat whose knowledge the board, the scores, the log and a link of "mine" show (null: everything). */
export function viewSeatOf(v: ViewState): number | null {
  if (v.seatView !== null) return v.seatView;
  const people = humansOf(v.seats);
  // "everything" or another seat is a choice only where nothing is hidden from the person at the device
  if (v.viewAs === 'all' && v.mayShowAll) return null;
  if (typeof v.viewAs === 'number' && viewableSeats(v.seats, v.mayShowAll, v.over)[v.viewAs]) return v.viewAs;
  if (v.over && v.mayShowAll) return null;
  if (people.length > 1) return holderOf(v.seats, v.lastHuman) ?? (isHuman(v.seats, v.toAct) ? v.toAct : people[0]!);
  if (isHuman(v.seats, v.toAct)) return v.toAct;
  if (people.length === 1) return people[0]!;
  return v.mayShowAll ? null : v.linkSeat;
}

/**
 * After a take back of `seat`'s decision: with several people, the person holding the device keeps
 * it and another person's decision waits behind the pass-the-device screen (`handover`).
 */
export function afterTakeBack(seats: readonly SeatChoice[], lastHuman: number | null, seat: number): { handover: number | null; lastHuman: number | null } {
  const holder = humansOf(seats).length > 1 ? holderOf(seats, lastHuman) : null;
  return holder !== null && holder !== seat ? { handover: seat, lastHuman: holder } : { handover: null, lastHuman: seat };
}

/**
 * After a move, with `toAct` to act: with several people, another person's turn waits behind the
 * pass-the-device screen (`handover`) for the person holding the device; while bots act first, the
 * first person holds it (their knowledge is the one shown), so the next person's turn waits too.
 */
export function afterMove(seats: readonly SeatChoice[], lastHuman: number | null, toAct: number | null | undefined): { handover: number | null; lastHuman: number | null } {
  const people = humansOf(seats);
  const holder = holderOf(seats, lastHuman);
  if (!isHuman(seats, toAct)) return { handover: null, lastHuman: holder ?? (people.length > 1 ? people[0]! : null) };
  return people.length > 1 && holder !== null && holder !== toAct ? { handover: toAct, lastHuman: holder } : { handover: null, lastHuman: toAct };
}

/**
 * The seed a new game is dealt from: the one typed in (a known deal: replaying a deal, a puzzle, a
 * test), else one drawn by `draw` and kept secret while the game runs.
 */
export function dealSeed(typed: unknown, draw: () => number): { seed: number; known: boolean } {
  return typeof typed === 'number' && Number.isFinite(typed) ? { seed: typed, known: true } : { seed: draw(), known: false };
}

/** The game's seed (which deals every secret) may be shown: a deal typed in on purpose, or everything may be shown. */
export const mayShowSeed = (known: boolean, mayShowAll: boolean): boolean => known || mayShowAll;
