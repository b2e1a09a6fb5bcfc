/**
 * Browser-test helpers: the built app (web/dist) served by scripts/serve.js, Debian's Chromium
 * driven by playwright-core, console errors collected from the page and its workers, and
 * screenshots kept under test-results/screenshots.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';

export const CHROMIUM = '/usr/bin/chromium';
const root = new URL('../../', import.meta.url).pathname;
export const SCREENSHOTS = `${root}test-results/screenshots`;

/**
 * How long a browser test waits for anything (a selector, an action, `expect.poll`) before it gives
 * up: a safety net against a hang, never what a test checks. The CI waited in vain 30 s (Playwright's
 * default) for Play's Start button after a hash change, with the suite's three forks, their Chromium
 * and workers on two cores (a load average of 7); a wait that succeeds returns at once, so only a
 * failing test waits this long.
 */
export const SAFETY_NET_MS = 240_000;

/** The app server of a test file: its base URL, and every request that reached it so far, in order (`NAUTILAB_SERVE_LOG`). */
export interface TestServer {
  url: string;
  stop: () => void;
  requests: () => string[];
  /** Asks the server for `url?barrier=K` and waits until that request is in `requests()`: every request the server got before it is in too (one pipe, in order; no clock). */
  barrier: () => Promise<void>;
}

/** Starts the app server on a free port; resolves with its base URL. */
export async function startServer(): Promise<TestServer> {
  if (!existsSync(`${root}web/dist/index.html`)) throw new Error('web/dist is missing: run `npm run build` first');
  // PORT=0: the system picks a free port and the server names it (a random port in a range once
  // met another test file's server, and the whole file was skipped)
  const child: ChildProcess = spawn(process.execPath, [`${root}scripts/serve.js`], { env: { ...process.env, PORT: '0', NAUTILAB_SERVE_LOG: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let said = '';
  const port = await new Promise<number>((resolve, reject) => {
    // a safety net for a machine loaded many times over, not a measure
    const timer = setTimeout(() => reject(new Error('the server did not start')), SAFETY_NET_MS);
    child.stdout!.on('data', (d: Buffer) => {
      said += d.toString();
      const m = /serving on http:\/\/localhost:(\d+)\//.exec(said);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  const url = `http://localhost:${port}/`;
  const requests = (): string[] => [...said.matchAll(/^request (".*")$/gm)].map((m) => JSON.parse(m[1]!) as string);
  let barriers = 0;
  const barrier = async (): Promise<void> => {
    const mark = `/?barrier=${++barriers}`;
    await fetch(`${url}?barrier=${barriers}`).then((r) => r.arrayBuffer());
    // the line was written before the answer left the server; its bytes may still be on their way through the pipe
    while (!requests().includes(mark)) await new Promise<void>((r) => child.stdout!.once('data', () => r()));
  };
  return { url, stop: () => child.kill(), requests, barrier };
}

/** Debian's Chromium, headless; `extraArgs` add switches (a debugging port, say). */
export async function launch(extraArgs: string[] = []): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install chromium (.ci/run does)`);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    // Playwright adds --disable-field-trial-config, which turns off the process isolation of
    // sandboxed frames that Chromium has by default (the bot sandbox relies on it); keep the default.
    ignoreDefaultArgs: ['--disable-field-trial-config'],
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', ...extraArgs],
  });
  // every context, whoever opens it, waits SAFETY_NET_MS by default (Playwright has no browser-wide default)
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(SAFETY_NET_MS);
    return context;
  };
  return browser;
}

/** A page that records console errors from itself and its workers; `initScript` runs before any of the page's scripts. */
export async function openPage(browser: Browser, url: string, viewport = { width: 1400, height: 950 }, initScript?: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  if (initScript) await page.addInitScript(initScript);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => errors.push(`page: ${e.message}`));
  page.on('worker', (w) => w.on('console', (m) => m.type() === 'error' && errors.push(`worker: ${m.text()}`)));
  await page.goto(url);
  return { page, errors };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
}

/**
 * A fresh page loaded straight at the arena (one full load, no address change while the app starts:
 * the CI once waited 30 s for the arena's Run button after a load at the root and a hash change),
 * with the page's tournament API ready.
 */
export async function arenaPage(app: { readonly url: string; readonly browser: Browser }): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(app.browser, `${app.url}#/nautilus/arena`);
  await opened.page.waitForSelector('[data-test=arena-run]');
  await opened.page.waitForFunction(() => typeof (window as unknown as { nautilab?: { runTournament?: unknown } }).nautilab?.runTournament === 'function');
  return opened;
}

/** The built app's server and a browser for one test file: started before its tests, stopped after. */
export function appAndBrowser(): { readonly url: string; readonly browser: Browser; readonly server: TestServer } {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  // (the config's hook timeout, a safety net: on a loaded 2-core machine the server and Chromium took over vitest's 10 s default)
  beforeAll(async () => {
    server = await startServer();
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    server?.stop();
  });
  return {
    get url() {
      return server!.url;
    },
    get browser() {
      return browser!;
    },
    get server() {
      return server!;
    },
  };
}

/**
 * Waits for the arena run of `games` games to end. The progress counts a game as it ends, but the
 * table of games (and the final statistics) is filled in only once the whole run has resolved, a
 * moment later; the Run button is enabled again after that.
 */
export async function arenaFinished(page: Page, games: number, timeout = SAFETY_NET_MS): Promise<void> {
  await expect.poll(() => page.locator('[data-test=arena-progress]').textContent(), { timeout }).toBe(`${games} / ${games} games`);
  await page.waitForSelector('[data-test=arena-run]:not([disabled])', { timeout });
}

/** What each view draws once what it loads (its code, the game's components, the engine's answers, Monaco) is in. */
const VIEW_LOADED: Record<string, string[]> = {
  explore: ['[data-test=board]', '.actions [data-action]', '[data-seat]'],
  play: ['[data-test=start]'],
  bots: ['.monaco-editor', '[data-test=compile-ok], [data-test=compile-errors]'],
  arena: ['[data-test=arena-run]'],
  rules: ['article.rules h1', '[data-test=variant-table]'],
  bench: ['[data-test=bench-quick]'],
};

/**
 * Waits until the view at `route` (`atlantis/play`, `#/rules`, `bench`) has drawn what it loads, so
 * that a check of the page sees the view and not its first frames (nor a view left half-loaded).
 */
export async function viewLoaded(page: Page, route: string): Promise<void> {
  const view = route.split('/').pop()!;
  const selectors = VIEW_LOADED[view];
  if (!selectors) throw new Error(`no view ${view}`);
  // a safety net, never what is tested: a view that compiles saved bots (Arena) or loads Monaco
  // (Bots) took over 60 s on a loaded 2-core CI machine while other browser tests ran beside it
  for (const s of selectors) await page.waitForSelector(s);
}

/** One task of a page's main thread, from Chromium's trace: its wall time and its thread's own CPU time, in ms. */
export interface MainThreadTask {
  start: number;
  wall: number;
  cpu: number;
}

/**
 * Records the tasks of `page`'s main thread (its renderer's CrRendererMain) from now until the
 * returned function is called, with Chromium's tracing. Each task has its wall time, which is what
 * the Long Tasks API reports and which grows whenever the OS runs other processes on a busy machine,
 * and its thread time, the CPU the main thread itself spent on it: the measure of the page's work.
 */
export async function traceMainThread(browser: Browser, page: Page): Promise<() => Promise<MainThreadTask[]>> {
  await browser.startTracing(page, { categories: ['__metadata', 'disabled-by-default-devtools.timeline'] });
  return async () => {
    interface TraceEvent {
      ph: string;
      name: string;
      pid: number;
      tid: number;
      ts: number;
      dur?: number;
      tdur?: number;
      args: { name?: string; data?: { frames?: { processId: number; parent?: string }[] } };
    }
    const parsed = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const events = parsed.traceEvents;
    const pids = new Set(events.filter((e) => e.name === 'TracingStartedInBrowser').flatMap((e) => (e.args.data?.frames ?? []).filter((f) => !f.parent).map((f) => f.processId)));
    const main = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain' && pids.has(e.pid)).map((e) => `${e.pid}:${e.tid}`));
    if (main.size !== 1) throw new Error(`expected the page's one main thread in the trace, found ${main.size}`);
    return events
      .filter((e) => e.ph === 'X' && e.name === 'RunTask' && main.has(`${e.pid}:${e.tid}`))
      .map((e) => {
        if (e.dur === undefined || e.tdur === undefined) throw new Error('a main-thread task without its wall and thread time in the trace');
        return { start: e.ts / 1000, wall: e.dur / 1000, cpu: e.tdur / 1000 };
      });
  };
}
