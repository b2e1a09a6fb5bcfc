// A bot's failure in the UI's language (issue 32): the hosts' sentences (src/bots/failures.ts)
// read back from what the real producers write (the match runner, the sandbox host) into a code
// and parameters, said in English, Italian and Dutch by the `failures` area; a bot's own words
// match nothing and stay as they are. The documents keep their reason and English message.
import { describe, expect, test } from 'vitest';
import { createI18n } from 'vue-i18n';
import { FAILURE_MESSAGES, WRITTEN_UNDER, readFailure, type FailureCode } from '../../src/bots/failures.js';
import { BotFailure, inProcessSeat, runGame, type Decision, type SeatPlayer } from '../../src/bots/match.js';
import { GAMES } from '../../src/games.js';
import { SandboxSeat, type SandboxHandle } from '../../src/sandbox/host.js';
import { createRuntime } from '../../src/sandbox/runtime.js';
import { LOCALES, type Locale } from '../../web/src/i18n/define.js';
import { messagesFor } from '../../web/src/i18n/messages/index.js';
import { failureWords } from '../../web/src/games/failureWords.js';

type Translate = (key: string, params?: Record<string, unknown>) => string;
const translate = (locale: Locale): Translate =>
  createI18n({ legacy: false, locale, messages: { [locale]: messagesFor(locale) }, missingWarn: false, fallbackWarn: false }).global.t as Translate;

/** A sandbox that starts and never says a word (a bot that loops forever, seen from the host). */
const silent = (): SandboxHandle => ({ post: () => undefined, onMessage: () => undefined, onExit: () => undefined, terminate: () => undefined });
/** A sandbox that loads and then never answers a decision. */
const loadsThenLoops = (): SandboxHandle => {
  let handler: ((m: never) => void) | null = null;
  return {
    post: (m) => void (m.type === 'load' && handler?.({ type: 'loaded', kernel: 'ts' } as never)),
    onMessage: (h) => void (handler = h as never),
    onExit: () => undefined,
    terminate: () => undefined,
  };
};
const decision: Decision = { game: 'nautilus', observation: null, legal: ['end'], seed: 1, ply: 0, deadlineMs: 30 };
/** What a seat's decision is refused with. */
async function failure(seat: SeatPlayer, d: Decision = decision): Promise<BotFailure> {
  try {
    await seat.decide(d);
  } catch (e) {
    return e as BotFailure;
  }
  throw new Error('the seat answered');
}

describe('the hosts write what readFailure reads', () => {
  test('the match runner: an answer not legal, and an in-process answer after its deadline', async () => {
    const liar = inProcessSeat({ name: 'liar', act: () => 'nonsense' });
    const r = await runGame({ game: GAMES.nautilus!, seed: 3, players: [liar, inProcessSeat({ name: 'first', act: (c: { legal: string[] }) => c.legal[0]! } as never)] });
    expect(r.forfeit).toMatchObject({ bot: 'liar', reason: 'illegal' });
    expect(readFailure('illegal', r.forfeit!.message)).toEqual({ code: 'notLegal', params: { answer: '"nonsense"', n: expect.stringMatching(/^\d+$/) } });
    // a clock that moves 50 ms per reading: the answer comes late whatever the machine does
    let clock = 0;
    const slow = inProcessSeat({ name: 'slow', act: (c: { legal: string[] }) => c.legal[0]! } as never, 'slow', GAMES, () => (clock += 50));
    const game = GAMES.nautilus!;
    const pos = game.setup({ players: 2, seed: 1, variants: {} });
    const late = await failure(slow, { ...decision, observation: game.observe(pos, 0), legal: game.legalActions(pos).map((a: unknown) => game.makeAction(a)), deadlineMs: 20 });
    expect(late.reason).toBe('timeout');
    expect(readFailure('timeout', late.message)).toEqual({ code: 'tookTooLong', params: { took: expect.stringMatching(/^\d+$/), ms: '20' } });
  });

  test('the sandbox host: no answer, no load, a source too long', async () => {
    const noAnswer = await failure(new SandboxSeat('looper', 'x', loadsThenLoops));
    expect(noAnswer.reason).toBe('timeout');
    expect(readFailure('timeout', noAnswer.message)).toEqual({ code: 'noAnswer', params: { ms: '30' } });
    const noLoad = await failure(new SandboxSeat('sleeper', 'x', silent, () => undefined, 30));
    expect(readFailure('timeout', noLoad.message)).toEqual({ code: 'notLoaded', params: { ms: '30' } });
    const long = await failure(new SandboxSeat('big', 'x'.repeat(2_000_001), silent));
    // the host's words under `threw`, where a bot's own could look the same: not read
    expect(long).toMatchObject({ reason: 'threw', message: 'the bot is 2000001 characters long; at most 2000000' });
    expect(readFailure('threw', long.message)).toBeNull();
  });

  test("the browser's out-of-memory stop (its words as the e2e sandbox test sees them); a bot's own words match nothing", () => {
    expect(readFailure('crashed', 'the bot ran out of memory (its buffers may hold at most 128 MiB) and was stopped')).toEqual({ code: 'outOfMemory', params: { mib: '128' } });
    expect(readFailure('threw', 'Error: no idea what to do')).toBeNull();
    expect(readFailure('timeout', 'took many ms, the deadline is 20 ms')).toBeNull();
    // a long hostile message is not read at all
    expect(readFailure('illegal', `answered ${'x, not one of the '.repeat(5_000)}`)).toBeNull();
  });
});

/** A sandbox whose bot runs in the real runtime, in this process: what the bot's `act` answers or throws reaches the host as it would from a sandbox. */
const runsInProcess = (act: (ctx: unknown) => unknown): SandboxHandle => {
  const runtime = createRuntime({ log: () => undefined, now: () => 0 });
  runtime.setBot({ act });
  let handler: ((m: never) => void) | null = null;
  return {
    post: (m) => {
      if (m.type === 'load') handler?.({ type: 'loaded', kernel: 'ts' } as never);
      else if (m.type === 'decide') void runtime.decide(m.decision).then((reply) => handler?.({ type: 'reply', id: m.id, reply } as never));
    },
    onMessage: (h) => void (handler = h as never),
    onExit: () => undefined,
    terminate: () => undefined,
  };
};

describe("a hostile bot's words never pass for the host's", () => {
  const game = GAMES.nautilus!;
  const pos = game.setup({ players: 2, seed: 1, variants: {} });
  const real: Decision = { ...decision, observation: game.observe(pos, 0), legal: game.legalActions(pos).map((a: unknown) => game.makeAction(a)) };

  test("an error that reads like the host's timeout or stop is the bot's own words, said as they are in Italian too", async () => {
    const it = translate('it');
    const forged = [
      ['no answer within 30 ms', 'the bot was stopped'],
      ['the bot ran out of memory (its buffers may hold at most 128 MiB) and was stopped', ''],
      ['the sandbox could not be reached', 'the host is down'],
      ['answered "end"', 'not one of the 3 legal actions'],
    ] as const;
    for (const [name, message] of forged) {
      const act = (): never => {
        throw Object.assign(new Error(message), { name });
      };
      const e = await failure(new SandboxSeat('forger', 'x', () => runsInProcess(act)), real);
      expect(e.reason).toBe('threw');
      expect(e.message).toBe(`${name}: ${message}`);
      expect(readFailure(e.reason, e.message)).toBeNull();
      expect(failureWords(e.reason, e.message, it)).toEqual({ reason: 'un errore', message: e.message });
    }
    // an in-process seat's error keeps its message alone: `the bot was stopped` itself, still the bot's
    const stopped = await runGame({ game: GAMES.nautilus!, seed: 3, players: [inProcessSeat({ name: 'liar', act: () => { throw new Error('the bot was stopped'); } } as never), inProcessSeat({ name: 'first', act: (c: { legal: string[] }) => c.legal[0]! } as never)] });
    expect(stopped.forfeit).toMatchObject({ reason: 'threw', message: 'the bot was stopped' });
    expect(failureWords('threw', 'the bot was stopped', it).message).toBe('the bot was stopped');
  });

  test('an answer that is not a string: the host says so, the value stays the bot\'s text', async () => {
    const it = translate('it');
    const e = await failure(new SandboxSeat('forger', 'x', () => runsInProcess(() => ({ name: 'no answer within 30 ms', message: 'the bot was stopped' }))), real);
    expect(e.reason).toBe('illegal');
    const read = readFailure(e.reason, e.message);
    expect(read).toEqual({ code: 'notString', params: { value: 'no answer within 30 ms: the bot was stopped' } });
    expect(failureWords(e.reason, e.message, it).message).toBe("ha risposto no answer within 30 ms: the bot was stopped, che non è il testo di un’azione");
    // a sentence read under a reason its host never writes it under is the bot's
    expect(readFailure('illegal', 'no answer within 30 ms: the bot was stopped')).toBeNull();
    expect(readFailure('crashed', 'answered "end", not one of the 3 legal actions')).toBeNull();
    expect(readFailure('unknown', 'the bot was stopped')).toBeNull();
  });
});

describe('a failure in the chosen language', () => {
  test.each(LOCALES)('%s: every code and reason has its words; the bot\'s own words stay', (locale) => {
    const t = translate(locale);
    for (const [code, template] of Object.entries(FAILURE_MESSAGES)) {
      const sample = template.replace(/\{(\w+)\}/g, (_, n: string) => (['answer', 'value', 'detail'].includes(n) ? 'XYZ' : '7'));
      expect(readFailure(WRITTEN_UNDER[code as FailureCode], sample)?.code, code).toBe(code);
      const words = failureWords(WRITTEN_UNDER[code as FailureCode], sample, t);
      expect(words.message, code).not.toMatch(/failures\.|[{}]/);
      if (locale !== 'en') expect(words.message, code).not.toBe(sample);
    }
    expect(failureWords('threw', 'Error: no idea what to do', t).message).toBe('Error: no idea what to do');
    const said = { en: ['running out of time', 'no answer within 30 ms: the bot was stopped'], it: ['tempo scaduto', 'nessuna risposta entro 30 ms: il bot è stato fermato'], nl: ['tijdsoverschrijding', 'geen antwoord binnen 30 ms: de bot is gestopt'] }[locale];
    expect(failureWords('timeout', 'no answer within 30 ms: the bot was stopped', t)).toEqual({ reason: said[0], message: said[1] });
  });
});
