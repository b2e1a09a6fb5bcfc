// Whose knowledge Play shows when people share one device (web/src/views/play/hotseat.ts): always
// the person holding it. Each case below once showed another person's hidden information: a stale
// "everything" showed the first seat's, the pass-the-device screen and a look back showed the seat
// to act's, a take back handed the device over without the screen, bots acting first showed the
// first person's and then handed the device to another person without the screen, and a saved
// game's holder could name a bot's seat. Nor does a person against bots see a bot's hand by "view
// as" while the game runs, nor the seed that deals every secret unless they typed it in.
import { describe, expect, test } from 'vitest';
import { afterMove, afterTakeBack, dealSeed, mayShowSeed, viewableSeats, viewSeatOf, type ViewState } from '../../web/src/views/play/hotseat.js';

const person = { kind: 'human' };
const bot = { kind: 'builtin', name: 'random' };
const two: ViewState = { seatView: null, viewAs: 'auto', mayShowAll: false, over: false, seats: [person, person], toAct: 0, lastHuman: 0, linkSeat: 0 };

describe('with two people at one device, the seat shown is the holder’s', () => {
  test('"everything" left over from a game of bots shows the holder’s knowledge, not the first seat’s', () => {
    expect(viewSeatOf({ ...two, viewAs: 'all', toAct: 1, lastHuman: 1 })).toBe(1);
    // nor does a seat chosen before
    expect(viewSeatOf({ ...two, viewAs: 0, toAct: 1, lastHuman: 1 })).toBe(1);
  });

  test('while the pass-the-device screen waits for the next person, and when looking back at another person’s turn', () => {
    // red (0) is to act at the position shown (the last, or one looked back at); orange (1), who played last, holds the device
    expect(viewSeatOf({ ...two, toAct: 0, lastHuman: 1 })).toBe(1);
  });

  test('a take back of another person’s decision waits behind the pass-the-device screen; of one’s own, goes on', () => {
    // red (holding) takes back orange's last decision: red keeps the device, orange's turn waits for orange
    const back = afterTakeBack(two.seats, 0, 1);
    expect(back).toEqual({ handover: 1, lastHuman: 0 });
    expect(viewSeatOf({ ...two, toAct: 1, lastHuman: back.lastHuman })).toBe(0);
    expect(afterTakeBack(two.seats, 1, 1)).toEqual({ handover: null, lastHuman: 1 });
    // one person against a bot: nothing to hand over
    expect(afterTakeBack([person, bot], 0, 0)).toEqual({ handover: null, lastHuman: 0 });
  });

  test('after a move, another person’s turn waits behind the pass-the-device screen, also when bots acted first', () => {
    expect(afterMove(two.seats, null, 1)).toEqual({ handover: null, lastHuman: 1 });
    expect(afterMove(two.seats, 1, 0)).toEqual({ handover: 0, lastHuman: 1 });
    expect(afterMove(two.seats, 1, 1)).toEqual({ handover: null, lastHuman: 1 });
    // a bot (seat 1) acts first: the first person's knowledge is shown meanwhile, so the first person holds the device
    const three = [person, bot, person];
    const start = afterMove(three, null, 1);
    expect(start).toEqual({ handover: null, lastHuman: 0 });
    expect(viewSeatOf({ ...two, seats: three, toAct: 1, lastHuman: start.lastHuman })).toBe(0);
    expect(afterMove(three, start.lastHuman, 2)).toEqual({ handover: 2, lastHuman: 0 });
    // one person against a bot: nothing to hand over
    expect(afterMove([person, bot], null, 1)).toEqual({ handover: null, lastHuman: null });
    expect(afterMove([person, bot], null, 0)).toEqual({ handover: null, lastHuman: 0 });
  });

  test('a holder naming a bot’s seat (a tampered saved game) never shows the bot’s knowledge', () => {
    expect(viewSeatOf({ ...two, seats: [person, person, bot], toAct: 2, lastHuman: 2 })).not.toBe(2);
    expect(afterTakeBack([person, person, bot], 2, 1)).toEqual({ handover: null, lastHuman: 1 });
    expect(afterMove([person, person, bot], 2, 1)).toEqual({ handover: null, lastHuman: 1 });
  });
});

describe('where nothing is hidden from the person at the device', () => {
  test('a finished game, a game of bots, one person against bots', () => {
    expect(viewSeatOf({ ...two, over: true, mayShowAll: true, toAct: null })).toBeNull();
    expect(viewSeatOf({ ...two, over: true, mayShowAll: true, toAct: null, viewAs: 1 })).toBe(1);
    expect(viewSeatOf({ ...two, seats: [bot, bot], lastHuman: null, mayShowAll: true, viewAs: 'all' })).toBeNull();
    expect(viewSeatOf({ ...two, seats: [bot, person], toAct: 0, lastHuman: 1 })).toBe(1);
    // a link to an unfinished game of bots: the sharer's seat, "everything" refused
    expect(viewSeatOf({ ...two, seats: [bot, bot], lastHuman: null, viewAs: 'all', linkSeat: 1 })).toBe(1);
  });
});

describe('one person against bots sees no bot’s hand while the game runs', () => {
  const vsBot: ViewState = { ...two, seats: [person, bot], lastHuman: null };
  test('"view as" the bot’s seat shows the person’s own until the game is revealed or over, as "everything" does', () => {
    expect(viewableSeats(vsBot.seats, false, false)).toEqual([true, false]);
    expect(viewSeatOf({ ...vsBot, viewAs: 1, toAct: 1 })).toBe(0);
    expect(viewSeatOf({ ...vsBot, viewAs: 1, toAct: 0 })).toBe(0);
    // revealed on purpose, or over: any seat
    expect(viewableSeats(vsBot.seats, true, false)).toEqual([true, true]);
    expect(viewSeatOf({ ...vsBot, viewAs: 1, mayShowAll: true })).toBe(1);
    expect(viewSeatOf({ ...vsBot, viewAs: 1, over: true, mayShowAll: true, toAct: null })).toBe(1);
    // several people: the holder's view is chosen for them; bots only (or a replay): any seat
    expect(viewableSeats(two.seats, false, false)).toEqual([false, false]);
    expect(viewableSeats([bot, bot], false, false)).toEqual([true, true]);
  });
});

describe('the seed deals every secret: kept secret unless typed in on purpose', () => {
  test('an empty field draws the seed at random, kept secret; a typed seed is a known deal', () => {
    expect(dealSeed('', () => 77)).toEqual({ seed: 77, known: false });
    expect(dealSeed(Number.NaN, () => 78)).toEqual({ seed: 78, known: false });
    expect(dealSeed(0, () => 79)).toEqual({ seed: 0, known: true });
    expect(dealSeed(12, () => 79)).toEqual({ seed: 12, known: true });
  });
  test('a secret seed shows once everything may be (over, revealed, no person plays); a known one always', () => {
    expect(mayShowSeed(false, false)).toBe(false);
    expect(mayShowSeed(false, true)).toBe(true);
    expect(mayShowSeed(true, false)).toBe(true);
  });
});
