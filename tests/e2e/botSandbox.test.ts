// The third round of attacks on the browser's bot sandbox, in a real browser (Debian's Chromium,
// the built app, its arena workers and sandboxed frames): a bot that remembers hands across games,
// a bot that fills two seats of one game, WebAssembly memories and buffers grown without end, a
// bot that redefines the getters the worker reads its port through, and a bot that imports a URL
// of the app's own origin. Each test reproduces the attack and checks it gets nothing.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { GameResult } from '../../src/bots/match.js';
import { appAndBrowser, arenaPage } from './browser.js';

const app = appAndBrowser();

interface Run {
  results: GameResult[];
  logs: string[];
}

/**
 * Runs a tournament in the page's real arena workers (two threads) with JavaScript bots. The
 * deadline is a safety net, never what a test checks: no bot here loops, and on a loaded machine a
 * bot's first decision (its module, its imports) took over 2 s.
 */
async function tournament(page: Page, game: string, players: number, entries: { name: string; code?: string; builtin?: string }[], games: number, seed: number, deadlineMs = 60_000): Promise<Run> {
  return page.evaluate(
    async ({ game, players, entries, games, seed, deadlineMs }) => {
      const logs: string[] = [];
      const run = (window as any).nautilab.runTournament({ game, entries, players, games, seed, deadlineMs }, () => undefined, (bot: string, text: string) => logs.push(`${bot}: ${text}`), 2);
      return { results: await run.done, logs };
    },
    { game, players, entries, games, seed, deadlineMs },
  );
}

/**
 * The duel attack of issue 27: the bot remembers the hand it was dealt, keyed by the domain cards
 * on the table, and names the opponent's hand when it meets the same deal from the other seat. It
 * also counts the games its module has seen (a new game shows as a new seat or an earlier round).
 */
const HAND_THIEF = `
const hands = new Map();
let games = 1, lastRound = 0, lastSeat = -1;
export function act(ctx) {
  const o = ctx.observation;
  if (lastSeat === -1) ctx.log('module starts');
  if (lastSeat !== -1 && (o.seat !== lastSeat || o.round < lastRound)) games++;
  lastRound = o.round;
  lastSeat = o.seat;
  if (o.round === 1) {
    const key = JSON.stringify(o.slots);
    if (!hands.has(key + '#' + o.seat)) hands.set(key + '#' + o.seat, o.hand.join(','));
    const theirs = hands.get(key + '#' + (1 - o.seat));
    if (theirs !== undefined) ctx.log('named ' + theirs);
  }
  ctx.log('games ' + games);
  return ctx.legal[ctx.randomInt(ctx.legal.length)];
}`;

describe.sequential('the browser bot sandbox: nothing carried, nothing shared', () => {
  test('a duel bot that remembers dealt hands sees a fresh module at every game and never names a hand', async () => {
    const { page, errors } = await arenaPage(app);
    // 2 bots, 2 seats: each deal is played twice, the seats swapped (the line-ups of one cycle share a seed)
    const { results, logs } = await tournament(page, 'duel', 2, [{ name: 'thief', code: HAND_THIEF }, { name: 'random', builtin: 'random' }], 8, Math.floor(Math.random() * 2 ** 31));
    expect(results).toHaveLength(8);
    expect(results.every((r) => r.forfeit === null)).toBe(true);
    // one module per game, which has seen that game only (THIEF_REPORT=1 prints what the thief saw)
    if (process.env.THIEF_REPORT) console.log(logs.filter((l) => /module starts|named/.test(l)), new Set(logs.filter((l) => l.startsWith('thief: games '))));
    expect(logs.filter((l) => l === 'thief: module starts')).toHaveLength(8);
    const counts = logs.filter((l) => l.startsWith('thief: games ')).map((l) => l.slice('thief: games '.length));
    expect(counts.length).toBeGreaterThan(8);
    expect(new Set(counts)).toEqual(new Set(['1']));
    const named = logs.filter((l) => l.includes('named'));
    expect(named).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('a bot that fills two seats of one game runs in a sandbox per seat: it sees one seat only', async () => {
    const { page, errors } = await arenaPage(app);
    const spy = `const seats = new Set();
      export function act(ctx) { seats.add(ctx.seat); ctx.log('seats ' + [...seats].join(',')); return ctx.legal.includes('end') ? 'end' : ctx.legal[0]; }`;
    // 2 bots at a table of 3: the spy sits twice in every game
    const { results, logs } = await tournament(page, 'nautilus', 3, [{ name: 'spy', code: spy }, { name: 'random', builtin: 'random' }], 3, 11);
    expect(results).toHaveLength(3);
    expect(results.every((r) => r.forfeit === null && r.bots.filter((b) => b === 'spy').length >= 1)).toBe(true);
    expect(results.some((r) => r.bots.filter((b) => b === 'spy').length === 2)).toBe(true);
    const seen = logs.filter((l) => l.startsWith('spy: seats ')).map((l) => l.slice('spy: seats '.length));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((s) => s.includes(','))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe.sequential('the browser bot sandbox: memory', () => {
  test("WebAssembly is closed to the bot and nothing of the runtime's kernel is reachable through ctx", async () => {
    const { page, errors } = await arenaPage(app);
    // walks everything reachable from ctx (own properties, getters' values, prototypes) for a WebAssembly object
    const walker = `export function act(ctx) {
      const seen = new Set(), queue = [ctx], found = [];
      while (queue.length && seen.size < 20000) {
        const v = queue.shift();
        if ((typeof v !== 'object' && typeof v !== 'function') || v === null || seen.has(v)) continue;
        seen.add(v);
        const tag = Object.prototype.toString.call(v);
        if (/WebAssembly/.test(tag)) found.push(tag);
        for (const k of Reflect.ownKeys(v)) {
          const d = Object.getOwnPropertyDescriptor(v, k);
          if (!d) continue;
          if ('value' in d) queue.push(d.value);
          else { queue.push(d.get, d.set); try { queue.push(v[k]); } catch {} }
        }
        queue.push(Object.getPrototypeOf(v));
      }
      ctx.log(typeof WebAssembly + ' ' + ('WebAssembly' in globalThis) + ' ' + ctx.kernel + ' ' + seen.size + ' ' + (found.join(',') || 'none'));
      return ctx.legal.includes('end') ? 'end' : ctx.legal[0];
    }`;
    const { results, logs } = await tournament(page, 'nautilus', 2, [{ name: 'walker', code: walker }, { name: 'random', builtin: 'random' }], 1, 5);
    expect(results[0]!.forfeit).toBeNull();
    expect(logs.length).toBeGreaterThan(0);
    for (const line of logs) expect(line).toMatch(/^walker: undefined false wasm \d{3,} none$/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('a bot that grows a WebAssembly memory by 32 MiB a decision cannot make one; the tournament goes on', async () => {
    const { page, errors } = await arenaPage(app);
    // (capped at 16 memories, 512 MiB, so that a sandbox without the fix does not take the machine's memory)
    const grower = `const memories = [];
      export function act(ctx) {
        if (memories.length < 16) { const m = new WebAssembly.Memory({ initial: 512 }); new Uint8Array(m.buffer).fill(1); memories.push(m); }
        ctx.log('memories ' + memories.length);
        return ctx.legal.includes('end') ? 'end' : ctx.legal[0];
      }`;
    const { results, logs } = await tournament(page, 'nautilus', 2, [{ name: 'grower', code: grower }, { name: 'random', builtin: 'random' }], 2, 5);
    expect(results).toHaveLength(2);
    for (const r of results) expect(r.forfeit).toEqual({ bot: 'grower', seat: r.bots.indexOf('grower'), reason: 'threw', message: 'ReferenceError: WebAssembly is not defined', ply: expect.any(Number) });
    expect(logs.filter((l) => l.startsWith('grower: memories'))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('bots that keep making buffers of 32 MiB forfeit, out of memory, at the limit; the tournament goes on', async () => {
    const { page, errors } = await arenaPage(app);
    // (each stops at 40 buffers, 1.25 GiB, so that a sandbox without the limit does not take the machine's memory)
    const keep = (make: string) => `const kept = [];
      export function act(ctx) {
        while (kept.length < 40) { const b = ${make}; kept.push(b); ctx.log('buffers ' + kept.length); }
        return ctx.legal.includes('end') ? 'end' : ctx.legal[0];
      }`;
    const bots = [
      { name: 'buffers', code: keep('new ArrayBuffer(32 * 2 ** 20); new Uint8Array(b).fill(1)') },
      { name: 'floats', code: keep('new Float64Array(4 * 2 ** 20).fill(1)') },
      // copies of one array, by a method that makes a new buffer without a constructor, and by a slice whose species is gone
      { name: 'copies', code: `const a = new Float64Array(4 * 2 ** 20).fill(1); Object.defineProperty(a, 'constructor', { value: undefined });\n` + keep('kept.length % 2 ? a.toReversed() : a.slice()') },
      { name: 'transfers', code: keep('new ArrayBuffer(8).transfer(32 * 2 ** 20)') },
    ];
    for (const bot of bots) {
      // (a deadline far beyond the second or so the bot takes to reach the limit: a safety net only)
      const { results, logs } = await tournament(page, 'nautilus', 2, [bot, { name: 'random', builtin: 'random' }], 2, 5, 20_000);
      expect(results).toHaveLength(2);
      for (const r of results) expect(r.forfeit).toMatchObject({ bot: bot.name, reason: 'crashed', message: 'the bot ran out of memory (its buffers may hold at most 128 MiB) and was stopped' });
      // 128 MiB hold three buffers of 32 MiB beside the runtime's own few (two beside the array 'copies' copies)
      const held = logs.filter((l) => l.startsWith(`${bot.name}: buffers `)).map((l) => Number(l.split(' ')[2]));
      expect(Math.max(...held)).toBe(bot.name === 'copies' ? 2 : 3);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe.sequential('the browser bot sandbox: the port and the origin', () => {
  test("a bot that redefines the getters and methods the worker's port is reached through never gets the port", async () => {
    const { page, errors } = await arenaPage(app);
    const hijacker = `let port = null;
      const tries = [];
      const hook = (label, proto, name, make) => {
        if (!proto) return void tries.push(label + ':unreachable');
        try {
          Object.defineProperty(proto, name, make(Object.getOwnPropertyDescriptor(proto, name)));
          tries.push(label + ':redefined');
        } catch { tries.push(label + ':refused'); }
      };
      hook('MessageEvent.data', globalThis.MessageEvent?.prototype, 'data', (d) => ({ configurable: true, get() { port ??= this.target; return d.get.call(this); } }));
      hook('MessagePort.postMessage', globalThis.MessagePort?.prototype, 'postMessage', (d) => ({ configurable: true, value(...a) { port ??= this; return d.value.apply(this, a); } }));
      // EventTarget.prototype stays reachable, as the last prototype of the global object before Object's
      let proto = globalThis;
      while (Object.getPrototypeOf(proto) !== Object.prototype) proto = Object.getPrototypeOf(proto);
      hook('EventTarget.addEventListener', proto, 'addEventListener', () => ({ configurable: true, writable: true, value() { port ??= this; } }));
      export function act(ctx) {
        if (port && port.postMessage) {
          for (let i = 0; i < 1000; i++) port.postMessage({ type: 'log', text: 'FORGED ' + i });
          port.postMessage({ type: 'reply', id: 1, reply: { ok: true, action: ctx.legal[0] } });
        }
        ctx.log(tries.join(' ') + ' port:' + (port ? 'caught' : 'none'));
        return ctx.legal.includes('end') ? 'end' : ctx.legal[0];
      }`;
    const { results, logs } = await tournament(page, 'nautilus', 2, [{ name: 'hijacker', code: hijacker }, { name: 'random', builtin: 'random' }], 1, 5);
    expect(results[0]!.forfeit).toBeNull();
    expect(logs.filter((l) => l.includes('FORGED'))).toEqual([]);
    expect(logs.length).toBeGreaterThan(0);
    expect(new Set(logs)).toEqual(new Set(['hijacker: MessageEvent.data:unreachable MessagePort.postMessage:unreachable EventTarget.addEventListener:refused port:none']));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("a bot may import no script from the app's origin (or any): the import fails and no request leaves the frame", async () => {
    const { page, errors } = await arenaPage(app);
    // Chromium reports a request that its CSP blocks too (as failed, before it is sent): tell them apart
    const answered: string[] = [];
    const failed: string[] = [];
    page.context().on('requestfinished', (r) => answered.push(r.url()));
    page.context().on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText}`));
    const asset = await page.evaluate(() => [...document.scripts].map((s) => s.src).find((s) => /\/assets\/.*\.js$/.test(s))!);
    expect(asset).toMatch(/^http:\/\/localhost:\d+\/assets\//);
    const importer = `export async function act(ctx) {
      const out = [];
      const attempt = async (name, url) => { try { await import(url()); out.push(name + ':open'); } catch { out.push(name + ':closed'); } };
      await attempt('asset', () => ${JSON.stringify(`${asset}?exfil=asset`)});
      await attempt('page', () => ${JSON.stringify(`${app.url}?exfil=page`)});
      await attempt('data', () => 'data:text/javascript,export default 1');
      await attempt('blob', () => URL.createObjectURL(new Blob(['export default 1'], { type: 'text/javascript' })));
      ctx.log(out.join(' '));
      return ctx.legal.includes('end') ? 'end' : ctx.legal[0];
    }`;
    const { results, logs } = await tournament(page, 'nautilus', 2, [{ name: 'importer', code: importer }, { name: 'random', builtin: 'random' }], 1, 5);
    expect(results[0]!.forfeit).toBeNull();
    expect(logs.length).toBeGreaterThan(0);
    // nor a blob of its own: URL and Blob are not JavaScript's, and closed
    expect(new Set(logs)).toEqual(new Set(['importer: asset:closed page:closed data:closed blob:closed']));
    // no request of the bot's reached the server: every request the server got before a barrier of
    // the test's own is in its log, in order, without a clock (the browser's own reports of blocked
    // requests, Chromium's 'csp' failures, were once not delivered in 30 s on a loaded CI run: a
    // worker's requests are seen only once the browser has attached to it)
    await app.server.barrier();
    expect(app.server.requests().filter((u) => u.includes('exfil'))).toEqual([]);
    // the page's own assets did reach it: the log is live
    expect(app.server.requests().some((u) => u.startsWith('/assets/'))).toBe(true);
    expect(answered.filter((u) => u.includes('exfil'))).toEqual([]);
    // where the browser did report the bot's requests, they were blocked by the CSP, before being sent
    for (const f of failed.filter((u) => u.includes('exfil'))) expect(f.split(' ')[1]).toBe('csp');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
