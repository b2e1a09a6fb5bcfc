/**
 * The bot runtime: the code that runs *inside* a sandbox next to one untrusted bot. It builds the
 * bot's context from a decision, calls the bot, and turns whatever happens (an answer of any type,
 * a throw of any value, a flood of logs) into a small `Reply` and capped log lines. It captures the
 * built-ins it relies on before the bot's code runs, so a bot that replaces `String` or `JSON`
 * only confuses itself; the host checks everything again anyway. The host takes WebAssembly
 * away (`closeWebAssembly`) once the kernel is compiled, before the bot's code runs.
 */
import { makeContext } from '../bots/context.js';
import type { AnyGame } from '../core/game.js';
import { gameById, gamesWithKernel } from '../games.js';
import { instantiateWasmKernelSync } from '../kernel/wasm.js';
import { LIMITS, type Decision, type Reply } from './protocol.js';
import { createNautilus } from '../nautilus/game.js';
import { twinPackedEngine, type PackedEngine } from '../nautilus/packed.js';
import { instantiatePackedEngineSync } from '../nautilus/playoutWasm.js';

/** What a host gives the runtime. */
export interface RuntimeHost {
  /** Sends one log line to the host (already capped). */
  log(text: string): void;
  now(): number;
}

/** The runtime's entry points, called by the host side of the sandbox. */
export interface BotRuntime {
  /** Takes the release WASM kernel's bytes (before the bot loads); says which kernel Nautilus queries now use. */
  setKernel(bytes: ArrayBuffer | ArrayBufferView, playouts?: ArrayBuffer | ArrayBufferView): SandboxKernel;
  /** Takes the bot's module namespace; returns an error message, or null when it exports `act`. */
  setBot(namespace: unknown): string | null;
  /** Runs one decision; never throws. */
  decide(decision: Decision): Promise<Reply>;
  /** `console.*` and `ctx.log` for the bot: formats, caps and forwards one line. */
  log(...values: unknown[]): void;
}

// Built-ins captured when this module is evaluated, before any bot code exists.
const stringify = JSON.stringify;
const toText = String;
const sliceOf = Function.prototype.call.bind(String.prototype.slice) as (s: string, a: number, b?: number) => string;
const isArray = Array.isArray;
const objectKeys = Object.keys;

/** A printable description of any value a bot throws or returns, never throwing itself. */
export function describeValue(value: unknown): string {
  const type = value === null ? 'null' : typeof value;
  try {
    if (type === 'string') return `the string ${cap(stringify(value) as string, LIMITS.excerptChars)}`;
    if (type === 'number' || type === 'boolean' || type === 'undefined' || type === 'null') return `${type} ${toText(value)}`;
    if (type === 'bigint') return 'a bigint';
    if (type === 'symbol') return 'a symbol';
    if (type === 'function') return 'a function';
    const o = value as { message?: unknown; name?: unknown };
    const message = o.message;
    if (typeof message === 'string') {
      const name = typeof o.name === 'string' ? o.name : 'Error';
      return cap(`${name}: ${message}`, LIMITS.logLineChars);
    }
    return isArray(value) ? 'an array' : 'an object that is not an Error';
  } catch {
    return 'a value that could not be described';
  }
}

function cap(text: string, max: number): string {
  return text.length > max ? `${sliceOf(text, 0, max)}… (${text.length} characters)` : text;
}

function formatLogValue(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean' || v === null || v === undefined) return toText(v);
  try {
    const s = stringify(v);
    return typeof s === 'string' ? s : describeValue(v);
  } catch {
    return describeValue(v);
  }
}

/** WebAssembly's classes whose instances a bot could meet (a kernel's memory, a trap's error). */
const WASM_CLASSES = ['Module', 'Instance', 'Memory', 'Table', 'Global', 'Tag', 'Exception', 'Function'] as const;

/**
 * Takes WebAssembly away from the bot: deletes `WebAssembly` from `scope` (a sandbox's global
 * object) and its prototype chain, and the `constructor` of WebAssembly's prototypes, so that not
 * even an object of the kernel (`memory.constructor`) leads to a new module or memory. A
 * WebAssembly memory lives outside the JavaScript heap, where an isolate's memory limit does not
 * count it. Call it after `setKernel` (the kernel keeps working) and before the bot's code is
 * evaluated; `setKernel` answers `'ts'` afterwards. True when `WebAssembly` is gone from `scope`.
 */
export function closeWebAssembly(scope: object = globalThis): boolean {
  const has = Function.prototype.call.bind(Object.prototype.hasOwnProperty) as (o: object, k: string) => boolean;
  const wa = (scope as { WebAssembly?: unknown }).WebAssembly;
  if (typeof wa === 'object' && wa !== null) {
    for (const name of WASM_CLASSES) {
      const C = (wa as Record<string, unknown>)[name];
      const proto = typeof C === 'function' ? (C as { prototype?: unknown }).prototype : undefined;
      if (typeof proto !== 'object' || proto === null || !has(proto, 'constructor')) continue;
      try {
        delete (proto as { constructor?: unknown }).constructor;
      } catch {
        /* not configurable: the global goes anyway */
      }
    }
  }
  for (let o: object | null = scope; o; o = Object.getPrototypeOf(o) as object | null) {
    if (!has(o, 'WebAssembly')) continue;
    try {
      delete (o as { WebAssembly?: unknown }).WebAssembly;
    } catch {
      /* not configurable: shadowed below */
    }
  }
  if ('WebAssembly' in scope) {
    try {
      Object.defineProperty(scope, 'WebAssembly', { value: undefined, writable: false, configurable: false });
    } catch {
      /* nothing more can be done from script */
    }
  }
  return (scope as { WebAssembly?: unknown }).WebAssembly === undefined;
}

/** Which kernel answers a Nautilus bot's `ctx.reach` / `ctx.sonar` in this sandbox. */
export type SandboxKernel = 'wasm' | 'ts';

/**
 * Creates the runtime of one sandbox. Nautilus bots' kernel queries run on the TS twin until the
 * host hands over the release WASM kernel's bytes (`setKernel`); a module that does not
 * instantiate leaves the TS twin in place.
 */
export function createRuntime(host: RuntimeHost): BotRuntime {
  let nautilus: AnyGame | null = null;
  const gameOf = (id: string): AnyGame | null | undefined => (id === 'nautilus' && nautilus ? nautilus : gameById(id));
  let act: ((ctx: unknown) => unknown) | null = null;
  let lines = 0;
  let dropped = 0;

  const log = (...values: unknown[]): void => {
    if (lines >= LIMITS.logLinesPerDecision) {
      dropped++;
      return;
    }
    lines++;
    let text = '';
    for (let i = 0; i < values.length && text.length <= LIMITS.logLineChars; i++) text += (i ? ' ' : '') + formatLogValue(values[i]);
    host.log(cap(text, LIMITS.logLineChars));
  };

  return {
    setKernel(bytes, playouts) {
      // the playout engine: the WASM one from the host's bytes, else its TS twin (the same games)
      let packed: PackedEngine = twinPackedEngine();
      if (playouts) {
        try {
          packed = instantiatePackedEngineSync(playouts);
        } catch {
          // the twin stays
        }
      }
      try {
        nautilus = gamesWithKernel(instantiateWasmKernelSync(bytes), packed).nautilus as AnyGame;
        return 'wasm';
      } catch {
        nautilus = createNautilus(undefined, packed);
        return 'ts';
      }
    },
    setBot(namespace) {
      try {
        const ns = namespace as Record<string, unknown> | null;
        const def = ns?.default as { act?: unknown } | ((ctx: unknown) => unknown) | undefined;
        const candidate = ns?.act ?? (typeof def === 'object' && def !== null ? def.act : def);
        if (typeof candidate !== 'function') {
          const names = ns ? objectKeys(ns).join(', ') : '';
          return `the bot must export a function act(ctx)${names ? `; it exports ${cap(names, 100)}` : ''}`;
        }
        act = candidate as (ctx: unknown) => unknown;
        return null;
      } catch (e) {
        return `the bot's exports could not be read: ${describeValue(e)}`;
      }
    },

    log,

    async decide(d) {
      lines = 0;
      dropped = 0;
      let reply: Reply;
      try {
        if (!act) throw new Error('no bot is loaded');
        const start = host.now();
        const game = gameOf(d.game);
        if (!game) throw new Error(`unknown game '${d.game}'`);
        const ctx = makeContext(game, d.observation, d.legal, { seed: d.seed, deadline: start + d.deadlineMs, now: host.now, log });
        const answer: unknown = await act(ctx);
        if (typeof answer !== 'string') reply = { ok: false, kind: 'badAnswer', message: `answered ${describeValue(answer)}, not an action string` };
        else if (answer.length > LIMITS.answerChars) reply = { ok: false, kind: 'badAnswer', message: `answered a string of ${answer.length} characters` };
        else reply = { ok: true, action: `${answer}` };
      } catch (e) {
        reply = { ok: false, kind: 'threw', message: describeValue(e) };
      }
      if (dropped) host.log(`… ${dropped} more log lines of this decision were dropped (at most ${LIMITS.logLinesPerDecision})`);
      return reply;
    },
  };
}
