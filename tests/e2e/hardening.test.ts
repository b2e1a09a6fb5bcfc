// Attacks on the playground in a real browser (Debian's Chromium, the built app, the real workers):
// hostile bots in the browser sandbox, broken storage, two tabs, bad links and imports, a dead
// engine worker, bad request paths. Each test reproduces an attack and checks nothing is lost,
// nothing leaks and nothing freezes.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lz from 'lz-string';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { describe, expect, onTestFinished, test } from 'vitest';
import type { GameResult } from '../../src/bots/match.js';
import { setupGame } from '../../src/nautilus/index.js';
import { SAFETY_NET_MS, appAndBrowser, arenaFinished, arenaPage, launch, openPage, screenshot, traceMainThread, type MainThreadTask } from './browser.js';

const app = appAndBrowser();

/** Runs a tournament in the page's real arena workers with JavaScript bots (entries by name). */
async function tournament(page: Page, entries: { name: string; code?: string; builtin?: string }[], games: number, deadlineMs = 1000): Promise<{ results: GameResult[]; logs: string[] }> {
  return page.evaluate(
    async ({ entries, games, deadlineMs }) => {
      const logs: string[] = [];
      const run = (window as any).nautilab.runTournament({ game: 'nautilus', entries, players: 2, games, seed: 7, deadlineMs }, () => undefined, (bot: string, text: string) => logs.push(`${bot}: ${text}`));
      return { results: await run.done, logs };
    },
    { entries, games, deadlineMs },
  );
}

/**
 * The page's main thread stayed responsive: no task of its own took `ms` of its CPU (Chromium's
 * trace: the thread time, not the wall time, which grows whenever the machine runs other work: a
 * wall-clock round trip of the page once took over a second in CI with three test files beside it),
 * and it still answers.
 */
async function responsive(page: Page, tasks: MainThreadTask[], ms: number): Promise<void> {
  expect(tasks.length, 'the trace saw the main thread at work').toBeGreaterThan(0);
  const longest = tasks.reduce((m, t) => (t.cpu > m.cpu ? t : m));
  expect(longest.cpu, `the longest task: ${JSON.stringify(longest)}`).toBeLessThan(ms);
  expect(await page.evaluate(() => 1)).toBe(1);
}

describe.sequential('the browser bot sandbox', () => {
  test('a bot reaches no network, storage, channel or nested worker, and cannot post to the page itself', async () => {
    const { page, errors } = await arenaPage(app);
    const requests: string[] = [];
    page.context().on('request', (r) => requests.push(r.url()));
    const probe = `export async function act(ctx) {
      const out = [];
      const attempt = async (name, f) => { try { await f(); out.push(name + ':open'); } catch (e) { out.push(name + ':closed'); } };
      await attempt('fetch', () => fetch('/exfiltrate-fetch'));
      await attempt('xhr', () => { const x = new XMLHttpRequest(); x.open('GET', '/exfiltrate-xhr'); x.send(); });
      await attempt('websocket', () => new WebSocket('ws://' + location.host + '/exfiltrate-ws'));
      await attempt('indexedDB', () => indexedDB.open('stolen'));
      await attempt('caches', () => caches.open('stolen'));
      await attempt('broadcast', () => new BroadcastChannel('nautilab').postMessage('hello'));
      await attempt('worker', () => new Worker(URL.createObjectURL(new Blob(['1']))));
      await attempt('importScripts', () => importScripts('/exfiltrate-import'));
      await attempt('storage', () => navigator.storage.getDirectory());
      await attempt('postMessage', () => postMessage({ type: 'reply', id: 1, reply: { ok: true, action: 'end' } }));
      await attempt('dedicatedPost', () => DedicatedWorkerGlobalScope.prototype.postMessage.call(self, 'x'));
      ctx.log(out.join(' '));
      return ctx.legal[0];
    }`;
    const { results, logs } = await tournament(page, [{ name: 'probe', code: probe }, { name: 'random', builtin: 'random' }], 1);
    expect(results[0]!.forfeit).toBeNull();
    expect(logs[0]).toBe('probe: fetch:closed xhr:closed websocket:closed indexedDB:closed caches:closed broadcast:closed worker:closed importScripts:closed storage:closed postMessage:closed dedicatedPost:closed');
    expect(requests.filter((u) => u.includes('exfiltrate'))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("a bot's reach and sonar run on the WASM kernel the page hands to its frame", async () => {
    const { page, errors } = await arenaPage(app);
    const code = `export function act(ctx) {
      const sub = ctx.observation.submarines[0];
      ctx.log(ctx.kernel + ' ' + (sub ? ctx.reach(sub.seat + ':' + sub.index).length : -1));
      return ctx.legal.includes('end') ? 'end' : ctx.legal[0];
    }`;
    const { results, logs } = await tournament(page, [{ name: 'k', code }, { name: 'random', builtin: 'random' }], 1);
    expect(results[0]!.forfeit).toBeNull();
    expect(logs.length).toBeGreaterThan(0);
    expect(new Set(logs.map((l) => l.split(' ')[1]))).toEqual(new Set(['wasm']));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('a BigInt answer, a 100 MB answer, a null-prototype throw and 300,000 log lines: forfeits, every game played, the page responsive', async () => {
    const { page, errors } = await arenaPage(app);
    const bots = [
      { name: 'bigint', code: 'export function act() { globalThis.String = () => 10n; return 10n; }' },
      { name: 'huge', code: 'export function act() { return "x".repeat(1e8); }' },
      { name: 'thrower', code: 'export function act() { throw Object.create(null); }' },
      { name: 'chatty', code: 'export function act(ctx) { for (let i = 0; i < 300000; i++) ctx.log("line " + i); return ctx.legal[0]; }' },
    ];
    const mainThread = await traceMainThread(app.browser, page);
    const { results, logs } = await tournament(page, [...bots, { name: 'random', builtin: 'random' }], 10, 5000);
    const tasks = await mainThread();
    expect(results).toHaveLength(10);
    const reasons = Object.fromEntries(results.filter((r) => r.forfeit).map((r) => [r.forfeit!.bot, `${r.forfeit!.reason}: ${r.forfeit!.message}`]));
    expect(reasons).toEqual({
      bigint: 'illegal: answered a bigint, not an action string',
      huge: 'illegal: answered a string of 100000000 characters',
      thrower: 'threw: an object that is not an Error',
    });
    const chatty = results.filter((r) => r.bots.includes('chatty'));
    expect(chatty.length).toBeGreaterThan(0);
    expect(chatty.every((r) => r.forfeit?.bot !== 'chatty')).toBe(true);
    expect(logs.length).toBeLessThan(20_000);
    await responsive(page, tasks, 200);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('a bot that exhausts memory is stopped and reported; the tournament and the page go on', async () => {
    // When the bots' frame process dies of memory, Playwright hears that crash as the whole page's
    // (its page object is then dead) although the page's own process lives on. So this test runs
    // its own Chromium with a debugging port and reads the page through a fresh connection.
    // a port the system just gave out and took back: a random one in a range can meet another server
    const port = await new Promise<number>((done, fail) => {
      const probe = createServer().once('error', fail);
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => done(port));
      });
    });
    const own = await launch([`--remote-debugging-port=${port}`]);
    try {
      const { page, errors } = await openPage(own, `${app.url}#/arena`);
      let crashHeard = false;
      page.on('crash', () => (crashHeard = true));
      await page.waitForSelector('[data-test=arena-run]');
      await page.waitForFunction(() => typeof (window as unknown as { nautilab?: { runTournament?: unknown } }).nautilab?.runTournament === 'function');
      await page.evaluate(() => {
        const w = window as any;
        const entries = [{ name: 'hog', code: 'export function act() { const a = []; for (;;) a.push(new Array(1e6).fill(1)); }' }, { name: 'random', builtin: 'random' }];
        w.nautilab.runTournament({ game: 'nautilus', entries, players: 2, games: 2, seed: 7, deadlineMs: 8000 }, () => undefined, () => undefined).done.then((r: GameResult[]) => (w.hogResults = r));
      });
      let live = page;
      let results: GameResult[] | undefined;
      // (a safety net: the two games end in seconds; SAFETY_NET_MS in half-second looks)
      for (let i = 0; i < SAFETY_NET_MS / 500 && !results; i++) {
        await new Promise((r) => setTimeout(r, 500));
        if (crashHeard && live === page) {
          const again = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
          live = again.contexts().flatMap((c) => c.pages()).find((p) => p.url().includes('/arena'))!;
          expect(live).toBeDefined();
        }
        results = await live.evaluate(() => (window as any).hogResults as GameResult[] | undefined);
      }
      expect(results).toHaveLength(2);
      for (const r of results!) {
        expect(r.forfeit?.bot).toBe('hog');
        expect(['crashed', 'timeout']).toContain(r.forfeit?.reason);
      }
      // the page answers after its bots' frame died (its own process lived on)
      expect(await live.evaluate(() => 1)).toBe(1);
      expect(errors.filter((e) => !/out of memory|Uncaught/i.test(e))).toEqual([]);
    } finally {
      await own.close();
    }
  });
});

describe.sequential('saved bots are never lost', () => {
  const bot = (id: string | undefined, name: string, body = 'return ctx.legal[0]!;') => ({ ...(id ? { id } : {}), name, code: `export function act(ctx: BotContext): string {\n  ${body}\n}\n` });

  async function freshContext(): Promise<BrowserContext> {
    return app.browser.newContext({ viewport: { width: 1400, height: 950 } });
  }

  async function botsPage(context: BrowserContext): Promise<Page> {
    const page = await context.newPage();
    await page.goto(`${app.url}#/bots`);
    await page.waitForSelector('[data-test=compile-ok], [data-test=compile-errors]');
    return page;
  }

  const names = (page: Page): Promise<string[]> => page.locator('.list li .name').allTextContents();

  test('a corrupt entry in storage is set aside and said so; the good bot survives', async () => {
    const context = await freshContext();
    const seed = await context.newPage();
    await seed.goto(app.url);
    await seed.evaluate((good) => localStorage.setItem('nautilab.bots.v1', JSON.stringify([null, good])), bot('good1', 'keeper'));
    const page = await botsPage(context);
    expect(await names(page)).toEqual(['keeper']);
    expect(await page.locator('[data-test=bot-notices]').textContent()).toMatch(/could not be read \(1 of its 2 entries are not bots\); it was kept under "nautilab\.corrupt\./);
    const kept = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('nautilab.corrupt.')).map((k) => localStorage.getItem(k)));
    expect(kept).toHaveLength(1);
    expect(JSON.parse(kept[0]!)[0]).toBeNull();
    await context.close();
  });

  test('two id-less bots are two bots: deleting one keeps the other', async () => {
    const context = await freshContext();
    const seed = await context.newPage();
    await seed.goto(app.url);
    await seed.evaluate((list) => localStorage.setItem('nautilab.bots.v1', JSON.stringify(list)), [bot(undefined, 'first'), bot(undefined, 'second')]);
    const page = await botsPage(context);
    expect(await names(page)).toEqual(['first', 'second']);
    page.on('dialog', (d) => void d.accept());
    await page.click('[aria-label="Delete first"]');
    expect(await names(page)).toEqual(['second']);
    await page.reload();
    await page.waitForSelector('.list li');
    expect(await names(page)).toEqual(['second']);
    await context.close();
  });

  test('two tabs: a bot created in one is not deleted when the other saves', async () => {
    const context = await freshContext();
    const a = await botsPage(context);
    const b = await botsPage(context);
    await a.click('[data-template="random"]');
    await b.click('[data-template="greedy"]');
    await a.keyboard.press('End');
    // both creations are written (each loads its template first) and each tab has heard of the other's
    await expect.poll(async () => (await names(b)).sort()).toEqual(['my greedy bot', 'my random bot']);
    await expect.poll(async () => (await names(a)).sort()).toEqual(['my greedy bot', 'my random bot']);
    await a.reload();
    await a.waitForSelector('.list li');
    expect((await names(a)).sort()).toEqual(['my greedy bot', 'my random bot'].sort());
    await context.close();
  });

  test('leaving the bot editor while its first template loads: no error, no bot made behind the user', async () => {
    // the CI once caught "Model is disposed!": the editor was gone when the default template arrived
    const { page, errors } = await openPage(app.browser, app.url);
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    let asked = '';
    await page.route(/\/assets\/greedy-[^/]*\.js$/, async (r) => {
      asked = r.request().url();
      await held;
      await r.continue();
    });
    await page.goto(`${app.url}#/bots`);
    await expect.poll(() => asked).not.toBe('');
    await page.goto(`${app.url}#/nautilus/rules`);
    // the rules view itself ('h1, h2' matched the bot editor's own headings while the rules' code loaded)
    await page.waitForSelector('article.rules');
    release();
    await page.unrouteAll({ behavior: 'wait' });
    // the template has reached the left view: importing the same module resolves once it has run,
    // and a task later whatever the view's own import led to (all of it microtasks) is done (a
    // string, so that vitest leaves its import() alone)
    await page.evaluate(`import(${JSON.stringify(asked)}).then(() => new Promise((r) => setTimeout(r, 0)))`);
    expect(errors).toEqual([]);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('nautilab.bot.')))).toEqual([]);
    await page.context().close();
  });

  test('an edit made just before switching bots or closing the tab is kept', async () => {
    const context = await freshContext();
    const page = await botsPage(context);
    await page.click('[data-template="random"]');
    // the bot is made once its template has loaded: type into it, not into the bot shown before
    await page.waitForSelector('.list li.active .name:text-is("my random bot")');
    await page.click('[data-test=monaco] .view-lines');
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText('\n// edited before switching\n');
    await page.click('.list li:first-child .name'); // at once, within the 300 ms
    const stored = (): Promise<string[]> => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('nautilab.bot.')).map((k) => JSON.parse(localStorage.getItem(k)!).code as string));
    expect((await stored()).some((c) => c.includes('edited before switching'))).toBe(true);
    await page.click('.list li:last-child .name');
    await page.click('[data-test=monaco] .view-lines');
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText('\n// edited before closing\n');
    await page.close({ runBeforeUnload: true });
    const again = await botsPage(context);
    const kept = await again.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('nautilab.bot.')).map((k) => JSON.parse(localStorage.getItem(k)!).code as string));
    expect(kept.some((c) => c.includes('edited before switching') && c.includes('edited before closing'))).toBe(true);
    await context.close();
  });

  test('a saved bot named like a built-in runs its own code', async () => {
    const context = await freshContext();
    const seed = await context.newPage();
    await seed.goto(app.url);
    await seed.evaluate((b) => localStorage.setItem(`nautilab.bot.${b.id}`, JSON.stringify({ ...b, created: 1 })), bot('impostor', 'greedy', 'throw new Error("my own code ran");'));
    const page = await context.newPage();
    await page.goto(`${app.url}#/arena`);
    await page.waitForSelector('[data-test=arena-run]');
    await page.uncheck('[data-bot="builtin:random"]');
    await page.check('[data-bot="saved:impostor"]');
    await page.fill('[data-test=arena-games]', '2');
    await page.click('[data-test=arena-run]');
    await arenaFinished(page, 2);
    const ends = await page.locator('[data-game] td:nth-child(5)').evaluateAll((tds) => tds.map((td) => td.getAttribute('title')));
    expect(ends).toEqual(['Error: my own code ran', 'Error: my own code ran']);
    await context.close();
  });
});

describe.sequential('links, imports, autosave and the engine worker', () => {
  const linkTo = (text: string): string => `${app.url}#/explore?p=${lz.compressToEncodedURIComponent(text)}`;
  const message = (page: Page): Promise<string | null> => page.locator('[data-test=message]').textContent();

  /** A page whose Explore session holds a known position and one move of history. */
  async function withSession(): Promise<Page> {
    const { page } = await openPage(app.browser, `${app.url}#/explore`);
    await page.waitForSelector('.actions button');
    await page.locator('.actions button[data-action^="buy lab"]').first().click();
    await expect.poll(() => page.locator('.history li').count()).toBe(1);
    return page;
  }

  test.each([
    ['garbage', `${'x'.repeat(40)}`, /the share link cannot be opened: \$ the link does not hold a compressed position/],
    ['cut short', lz.compressToEncodedURIComponent(JSON.stringify(setupGame({ players: 2, seed: 1 }))).slice(0, 300), /the share link cannot be opened/],
    ['deeply nested', lz.compressToEncodedURIComponent('['.repeat(200_000) + ']'.repeat(200_000)), /the document nests deeper than 64 levels/],
  ])('a %s link says why it failed, and the session stays', async (_name, param, why) => {
    const page = await withSession();
    // followed inside the app
    await page.goto(`${app.url}#/explore?p=${param}`);
    await expect.poll(() => message(page)).toMatch(why);
    expect(await message(page)).toMatch(/your position is unchanged$/);
    expect(await page.locator('.history li').count()).toBe(1);
    // opened in a new tab: the error is not overwritten by the restore
    const fresh = await page.context().newPage();
    await fresh.goto(`${app.url}#/explore?p=${param}`);
    await expect.poll(() => message(fresh)).toMatch(why);
    expect(await message(fresh)).toMatch(/showing your last position instead$/);
    expect(await fresh.locator('.history li').count()).toBe(1);
    await expect.poll(() => fresh.locator('[data-seat]').count()).toBe(2);
    await page.context().close();
  });

  test('an address changed while the page is still starting is followed, not overwritten by the first route', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1400, height: 950 } });
    const page = await context.newPage();
    // the first navigation (to Explore) waits for its view's code, held back here until the
    // address has changed, so the change surely comes before that navigation finishes
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = (): void => undefined;
    const requested = new Promise<void>((resolve) => (asked = resolve));
    await page.route(/ExploreView[^/]*\.js$/, async (r) => {
      asked();
      await held;
      await r.continue();
    });
    await page.goto(app.url, { waitUntil: 'domcontentloaded' });
    await requested;
    await page.evaluate(() => (location.hash = '#/arena'));
    release();
    await page.waitForSelector('[data-test=arena-run]');
    expect(page.url()).toMatch(/#\/nautilus\/arena$/);
    await context.close();
  });

  test('a valid link keeps the replaced session one click away, with its history', async () => {
    const page = await withSession();
    await page.goto(linkTo(JSON.stringify(setupGame({ players: 4, seed: 99 }))));
    await expect.poll(() => message(page)).toMatch(/opened the shared position; your previous position and its history are kept/);
    expect(await page.locator('[data-seat]').count()).toBe(4);
    await page.click('[data-test=back-to-previous]');
    await expect.poll(() => message(page)).toBe('back to your previous position');
    expect(await page.locator('[data-seat]').count()).toBe(2);
    expect(await page.locator('.history li').count()).toBe(1);
    await page.context().close();
  });

  test('a corrupt autosave is set aside with a message; moves work', async () => {
    const { page, errors } = await openPage(app.browser, `${app.url}#/rules`);
    await page.evaluate((pos) => localStorage.setItem('nautilab.explore.v1', JSON.stringify({ position: pos, past: [{ position: 'not a position', action: 'end' }] })), setupGame({ players: 2, seed: 3 }));
    await page.goto(`${app.url}#/explore`);
    await expect.poll(() => message(page)).toMatch(/your saved session could not be read \(\$\.root[^;]*\); it was kept under "nautilab\.corrupt\.\d+\.explore\.nautilus"/);
    await page.locator('.actions button[data-action^="buy lab"]').first().click();
    await expect.poll(() => page.locator('.history li').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('a dead engine worker is noticed and restarted; the next click works', async () => {
    const { page } = await openPage(app.browser, `${app.url}#/explore`);
    await page.waitForSelector('.actions button');
    await expect.poll(() => page.locator('[data-test=engine-status]').textContent()).toContain('idle');
    // 'failed' shows for 300 ms before the restart: record every status the page shows rather than
    // polling for it (a poll on a loaded machine can miss so short a state)
    await page.evaluate(() => {
      const el = document.querySelector('[data-test=engine-status]')!;
      const seen: string[] = ((window as any).engineStatuses = []);
      new MutationObserver(() => seen.push(el.textContent ?? '')).observe(el, { subtree: true, childList: true, characterData: true });
    });
    await page.evaluate(() => (window as any).nautilab.debugCloseEngine());
    const statuses = (): Promise<string[]> => page.evaluate(() => (window as any).engineStatuses as string[]);
    await expect.poll(async () => (await statuses()).some((t) => t.includes('failed'))).toBe(true);
    await screenshot(page, 'engine-restarting');
    await expect.poll(() => page.locator('[data-test=engine-status]').textContent()).toContain('idle');
    const seen = await statuses();
    const idle = seen.map((t) => t.includes('idle'));
    expect(seen.findIndex((t) => t.includes('failed'))).toBeLessThan(idle.lastIndexOf(true));
    await page.locator('.actions button[data-action^="buy lab"]').first().click();
    await expect.poll(() => page.locator('.history li').count()).toBe(1);
    await page.context().close();
  });

  test('importing a 20 MB file is refused by its size before it is read; the page stays responsive', async () => {
    const { page, errors } = await openPage(app.browser, `${app.url}#/explore`);
    await page.waitForSelector('.actions button');
    await page.click('[data-tab=share]');
    const mainThread = await traceMainThread(app.browser, page);
    const pos = setupGame({ players: 2, seed: 1 }) as { tiles: unknown[] };
    pos.tiles = Array.from({ length: 600_000 }, () => ({ at: [99, 99], tile: 'dragon', faceUp: 'no' }));
    // Handed over by path, not as a buffer: a buffer travels through the DevTools protocol in
    // base64 (some 40 MB), which once took CI over the 30 s action timeout on a loaded machine.
    const dir = mkdtempSync(join(tmpdir(), 'nautilab-huge-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'huge.json');
    writeFileSync(file, JSON.stringify(pos));
    await page.setInputFiles('input[type=file]', file);
    await expect.poll(() => page.locator('.errors').first().textContent()).toMatch(/huge\.json is \d+ bytes; a position or game record is far smaller \(at most 8000000\)/);
    expect(await page.locator('textarea').inputValue()).not.toContain('dragon'); // never put in the page
    await responsive(page, await mainThread(), 200);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the server', () => {
  const get = (path: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> =>
    new Promise((resolve, reject) => {
      const url = new URL(app.url);
      request({ host: url.hostname, port: url.port, path, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      })
        .on('error', reject)
        .end();
    });

  test('a path with broken percent-encoding gets a 400 and the server goes on', async () => {
    expect((await get('/%E0%A4%A')).status).toBe(400);
    expect((await get('/')).status).toBe(200);
  });

  test('pages are cross-origin isolated and compressed; hashed assets are cached for good; the bot frame carries its CSP', async () => {
    const index = await get('/');
    expect(index.headers).toMatchObject({ 'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp', 'content-encoding': 'br', 'cache-control': 'no-cache' });
    const frame = await get('/sandbox.html');
    // 'wasm-unsafe-eval' lets the frame compile the WASM kernel handed to it (not eval or new Function);
    // no 'self': the frame's one script is allowed by its hash, the header the same policy as the page's
    const csp = String(frame.headers['content-security-policy']);
    expect(csp).toMatch(/^default-src 'none'; script-src 'sha256-[A-Za-z0-9+/]{43}=' blob: 'wasm-unsafe-eval'; worker-src blob:; sandbox allow-scripts$/);
    const { readFileSync } = await import('node:fs');
    const page = readFileSync(new URL('../../web/dist/sandbox.html', import.meta.url), 'utf8');
    expect(page).toContain(`content="${csp.replace('; sandbox allow-scripts', '')}"`);
    const { readdirSync } = await import('node:fs');
    const asset = readdirSync(new URL('../../web/dist/assets/', import.meta.url)).find((n) => n.endsWith('.js'))!;
    const a = await get(`/assets/${asset}`);
    expect(a.headers).toMatchObject({ 'cache-control': 'public, max-age=31536000, immutable', 'content-encoding': 'br' });
  });
});
