/**
 * The sandbox protocol between a host (the CLI, an arena worker, the bot editor) and one untrusted
 * bot running in its own sandbox (an isolated V8 isolate in a child process in Node, a locked-down
 * Web Worker in the browser). Everything that crosses is a string or plain data, capped in size
 * on both sides: nothing a bot returns or logs can grow the host's memory or output without bound.
 *
 *   host → sandbox: { type: 'load', code }                sandbox → host: { type: 'loaded', kernel } | { type: 'error', message }
 *   host → sandbox: { type: 'decide', id, decision }      sandbox → host: { type: 'reply', id, reply, cpuMs? }   (reply: a `Reply`)
 *                                                         sandbox → host: { type: 'log', text }          (any time)
 */
import { EXCERPT_CHARS, excerpt } from '../core/excerpt.js';

export { excerpt };

/** Size limits, enforced inside the sandbox and again by the host. */
export const LIMITS = {
  /** Longest action text a bot may answer (the longest legal action is about 30 characters). */
  answerChars: 200,
  /** Longest log line kept; longer lines are cut with a note of their length. */
  logLineChars: 500,
  /** Log lines per decision; the rest are counted, not kept. */
  logLinesPerDecision: 200,
  /** Largest bot source accepted. */
  codeBytes: 2_000_000,
  /** Largest message a host reads from a sandbox (a reply or a log line, encoded). */
  messageBytes: 64_000,
  /** Longest excerpt of a bot's answer or error quoted in messages. */
  excerptChars: EXCERPT_CHARS,
} as const;

/** What a bot is asked for one decision (plain data; built by the host from an observation). */
export interface Decision {
  /** The game's id (`nautilus`, `atlantis`, `duel`). */
  game: string;
  /** The deciding seat's observation: nothing it may not know. */
  observation: unknown;
  legal: string[];
  /** The seed of the bot's random for this decision: a one-way function of a host secret. */
  seed: number;
  ply: number;
  deadlineMs: number;
}

/** The outcome of one decision inside the sandbox. */
export type Reply =
  | { ok: true; action: string }
  | { ok: false; kind: 'threw' | 'badAnswer'; message: string };

/** `kernel`: the release WASM kernel's bytes, for sandboxes that cannot read it themselves (the browser's). */
export type ToSandbox = { type: 'load'; code: string; kernel?: ArrayBuffer; /** The WASM playout engine's bytes, likewise. */ playouts?: ArrayBuffer } | { type: 'decide'; id: number; decision: Decision };

export type FromSandbox =
  /** `kernel`: which kernel answers the bot's Nautilus queries. */
  | { type: 'loaded'; kernel: 'wasm' | 'ts' }
  | { type: 'error'; message: string }
  /** `cpuMs`: the CPU time the decision took inside the sandbox, where it has a CPU clock (the CLI's bot process). */
  | { type: 'reply'; id: number; reply: Reply; cpuMs?: number }
  | { type: 'log'; text: string };


/**
 * Checks a message from a sandbox (parsed from untrusted text): the typed message, or null when it
 * is not one of the protocol's shapes. Strings are capped; nothing else passes.
 */
export function readFromSandbox(m: unknown): FromSandbox | null {
  if (typeof m !== 'object' || m === null) return null;
  const o = m as Record<string, unknown>;
  const str = (v: unknown, max: number): string | null => (typeof v === 'string' ? (v.length > max ? excerpt(v, max) : v) : null);
  switch (o.type) {
    case 'loaded':
      return { type: 'loaded', kernel: o.kernel === 'wasm' ? 'wasm' : 'ts' };
    case 'error': {
      const message = str(o.message, LIMITS.logLineChars);
      return message === null ? null : { type: 'error', message };
    }
    case 'log': {
      const text = str(o.text, LIMITS.logLineChars + 40);
      return text === null ? null : { type: 'log', text };
    }
    case 'reply': {
      if (typeof o.id !== 'number' || !Number.isSafeInteger(o.id)) return null;
      const r = o.reply as Record<string, unknown> | null;
      if (typeof r !== 'object' || r === null) return null;
      // the CPU time, when it is one (anything else is dropped, not a breach: it only informs benches)
      const cpu = typeof o.cpuMs === 'number' && Number.isFinite(o.cpuMs) && o.cpuMs >= 0 ? { cpuMs: o.cpuMs } : {};
      if (r.ok === true) {
        const action = typeof r.action === 'string' ? r.action : null;
        if (action === null) return null;
        if (action.length > LIMITS.answerChars) {
          return { type: 'reply', id: o.id, reply: { ok: false, kind: 'badAnswer', message: `answered a string of ${action.length} characters` }, ...cpu };
        }
        return { type: 'reply', id: o.id, reply: { ok: true, action }, ...cpu };
      }
      const message = str(r.message, LIMITS.logLineChars);
      if (r.ok !== false || message === null || (r.kind !== 'threw' && r.kind !== 'badAnswer')) return null;
      return { type: 'reply', id: o.id, reply: { ok: false, kind: r.kind, message }, ...cpu };
    }
    default:
      return null;
  }
}
