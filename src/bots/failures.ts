/**
 * A bot's failure in words the host wrote, by code: a forfeit keeps its `reason` (one of
 * `FORFEIT_REASONS`) and an English `message`, as the arena's documents and the command line have
 * always had them. The message is the host's sentence (a deadline missed, a sandbox stopped, an
 * answer not legal) or the bot's own words (an error it threw). `readFailure` reads a host's
 * sentence back into its code and parameters, so that the web app says it in its language; the
 * bot's own words match no template and stay as they are.
 */

/** The hosts' sentences, by code; `{name}` is a parameter (the last one may hold anything). */
export const FAILURE_MESSAGES = {
  /** src/sandbox/host.ts: a decision's deadline passed. */
  noAnswer: 'no answer within {ms} ms: the bot was stopped',
  /** src/sandbox/host.ts: loading passed its time. */
  notLoaded: 'the bot did not load within {ms} ms',
  /** src/bots/match.ts: an in-process bot answered after its deadline. */
  tookTooLong: 'took {took} ms, the deadline is {ms} ms',
  /** src/sandbox/host.ts: the source is too long. */
  tooLong: 'the bot is {chars} characters long; at most {most}',
  /** web/src/worker/bot.worker.ts: the source is too long. */
  tooLongWorker: 'the bot is {chars} characters; at most {most}',
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
  /** web/src/worker/bot.worker.ts: evaluating the bot failed. */
  couldNotLoad: 'could not load the bot: {detail}',
} as const;

/** The code of a host's sentence. */
export type FailureCode = keyof typeof FAILURE_MESSAGES;

/** A host's sentence read back: its code and parameters. */
export interface FailureWords {
  code: FailureCode;
  params: Record<string, string>;
}

const escape = (s: string): string => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
/** Parameters that are whole numbers; the others take any text. */
const NUMBERS = new Set(['ms', 'took', 'chars', 'most', 'mib', 'n']);

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
  return { code, names, pattern: new RegExp(`^${source}$`) };
});

/** The longest message read back (a forfeit's message is an excerpt of at most a few hundred characters). */
const MAX_CHARS = 1_000;

/** A forfeit's message read back into the host's code and parameters; null for the bot's own words. */
export function readFailure(message: string): FailureWords | null {
  if (typeof message !== 'string' || message.length > MAX_CHARS) return null;
  for (const { code, names, pattern } of PATTERNS) {
    const m = pattern.exec(message);
    if (m) return { code, params: Object.fromEntries(names.map((n, i) => [n, m[i + 1]!])) };
  }
  return null;
}
