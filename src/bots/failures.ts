/**
 * A bot's failure in words the host wrote, by code: a forfeit keeps its `reason` (one of
 * `FORFEIT_REASONS`) and an English `message`, as the arena's documents and the command line have
 * always had them. The message is the host's sentence (a deadline missed, a sandbox stopped, an
 * answer not legal) or the bot's own words (an error it threw). `readFailure` reads a host's
 * sentence back into its code and parameters, so that the web app says it in its language; the
 * bot's own words stay as they are.
 *
 * A bot writes a `threw` forfeit's message whole (its error's name and message, or in the command
 * line's isolate any text it throws), so it could write a host's sentence there: a `threw` message
 * is never read (the hosts' few sentences under `threw`, a bot too long or one that could not load,
 * stay in English), and any other is read only as a sentence its host writes under that reason.
 */
import type { ForfeitReason } from './match.js';

/** The hosts' sentences, by code; `{name}` is a parameter (the last one may hold anything). */
export const FAILURE_MESSAGES = {
  /** src/sandbox/host.ts: a decision's deadline passed. */
  noAnswer: 'no answer within {ms} ms: the bot was stopped',
  /** src/sandbox/host.ts: loading passed its time. */
  notLoaded: 'the bot did not load within {ms} ms',
  /** src/bots/match.ts: an in-process bot answered after its deadline. */
  tookTooLong: 'took {took} ms, the deadline is {ms} ms',
  /** web/src/sandbox/frameHandle.ts: the bot's buffers passed their limit. */
  outOfMemory: 'the bot ran out of memory (its buffers may hold at most {mib} MiB) and was stopped',
  /** web/src/sandbox/frameHandle.ts: a message not of the protocol. */
  brokeProtocol: 'the bot broke the protocol',
  /** web/src/sandbox/frameHandle.ts: a message that could not be read. */
  unreadable: 'the bot sent a message that could not be read',
  /** src/sandbox/host.ts: posting to the sandbox failed. */
  unreachable: 'the sandbox could not be reached: {detail}',
  /** src/sandbox/host.ts: the sandbox was stopped while a decision waited. */
  stopped: 'the bot was stopped',
  /** web/src/sandbox/botFrames.ts: the frame's worker failed. */
  workerFailed: "the bot's worker failed: {detail}",
  /** web/src/sandbox/botFrames.ts: the frame never said it was ready. */
  notStarted: 'the bot sandbox did not start within 10 s',
  /** src/bots/match.ts: an answer not in the legal list. */
  notLegal: 'answered {answer}, not one of the {n} legal actions',
  /** src/sandbox/runtime.ts: an answer that is not a string. */
  notString: 'answered {value}, not an action string',
  /** src/sandbox/runtime.ts: an answer longer than any action. */
  longAnswer: 'answered a string of {chars} characters',
} as const;

/** The forfeit reason under which the hosts write each sentence (never `threw`: see above). */
export const WRITTEN_UNDER: Record<keyof typeof FAILURE_MESSAGES, Exclude<ForfeitReason, 'threw'>> = {
  noAnswer: 'timeout',
  notLoaded: 'timeout',
  tookTooLong: 'timeout',
  outOfMemory: 'crashed',
  brokeProtocol: 'crashed',
  unreadable: 'crashed',
  unreachable: 'crashed',
  stopped: 'crashed',
  workerFailed: 'crashed',
  notStarted: 'crashed',
  notLegal: 'illegal',
  notString: 'illegal',
  longAnswer: 'illegal',
};

/** The code of a host's sentence. */
export type FailureCode = keyof typeof FAILURE_MESSAGES;

/** A host's sentence read back: its code and parameters. */
export interface FailureWords {
  code: FailureCode;
  params: Record<string, string>;
}

const escape = (s: string): string => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
/** Parameters that are whole numbers; the others take any text. */
const NUMBERS = new Set(['ms', 'took', 'chars', 'mib', 'n']);

/** Each template as an anchored pattern: a parameter takes what lies between its neighbours. */
const PATTERNS = (Object.entries(FAILURE_MESSAGES) as [FailureCode, string][]).map(([code, template]) => {
  const names: string[] = [];
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const m = /^\{(\w+)\}$/.exec(part);
      if (!m) return escape(part);
      names.push(m[1]!);
      return NUMBERS.has(m[1]!) ? '(\\d+)' : '([\\s\\S]*?)';
    })
    .join('');
  return { code, names, reason: WRITTEN_UNDER[code], pattern: new RegExp(`^${source}$`) };
});

/** The longest message read back (a forfeit's message is an excerpt of at most a few hundred characters). */
const MAX_CHARS = 1_000;

/**
 * A forfeit's message read back into the host's code and parameters, given the forfeit's reason;
 * null for the bot's own words (every `threw` message, and any other that no host writes under its reason).
 */
export function readFailure(reason: string, message: string): FailureWords | null {
  if (typeof message !== 'string' || message.length > MAX_CHARS) return null;
  for (const { code, names, reason: under, pattern } of PATTERNS) {
    if (under !== reason) continue;
    const m = pattern.exec(message);
    if (m) return { code, params: Object.fromEntries(names.map((n, i) => [n, m[i + 1]!])) };
  }
  return null;
}
