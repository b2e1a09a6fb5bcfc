/**
 * The page's analysis (docs/analysis-spec.md, "Responsive"): a pool of analysis workers, the
 * browser's twin of the CLI's `analyzePool.ts`. Searcher workers run the shards of a plan on the
 * WASM kernel, two queued each so none waits for the page; a merger worker adds each result in
 * shard order (`liveMerge.ts`) and writes the document, at most every `DOCUMENT_INTERVAL_MS`, so
 * the panel refines several times a second and the main thread only receives small documents.
 * Shards are short (`SHARD_SIZE` samples, a fraction of a second each), and the document after k
 * merged shards is the CLI's document of the same plan's first k shards.
 *
 * Stop is immediate: the searchers are terminated (their running shards die with them) and fresh
 * ones start loading at once, so the next run starts warm. A run is stopped by `stop`, by starting
 * another (a new position), and by `dispose` (leaving the view), which ends every worker.
 */
import * as Comlink from 'comlink';
import { onBeforeUnmount, shallowRef, type ShallowRef } from 'vue';
import type { AnalysisMode, AnalysisPlan, AnalysisResult, AnalysisSearch } from '../../../src/analysis/analyze.js';
import type { AnalysisWorkerApi, AnalysisWorkerStatus } from '../worker/analysisApi.js';
import { markBusy } from './busy.js';
import { debugHandles } from './debug.js';

/** Samples per shard: about a third of a second of Nautilus search on one core (measured 250–300 samples/s at the start of a game). */
export const SHARD_SIZE = 100;
/** Samples of the first figures: the start of shard 0, shown before any whole shard is in. */
export const FIRST_BATCH = 8;
/** The fewest milliseconds between two documents sent to the page. */
export const DOCUMENT_INTERVAL_MS = 150;
/** At most this many searchers, whatever the machine reports. */
export const MAX_WORKERS = 8;

/** Searchers to use by default: one per core the browser reports, within 1..MAX_WORKERS. */
export function defaultWorkers(cores = globalThis.navigator?.hardwareConcurrency): number {
  return Math.max(1, Math.min(MAX_WORKERS, Math.floor(cores || 1)));
}

/** What to analyse, and how. */
export interface AnalysisRequest {
  game: string;
  /** The true position (the workers observe it for the viewpoint in observation mode). */
  position: unknown;
  viewpoint: number;
  mode: AnalysisMode;
  /** How to search (default outcomes: samples to the game's end). */
  search?: AnalysisSearch;
  /** Sample budget. */
  iterations: number;
  /** Searchers to run it on. */
  workers: number;
  seed?: number;
}

/** A run's lifecycle: idle → starting → running → done, or stopped, or failed. */
export const ANALYSIS_STATES = ['idle', 'starting', 'running', 'done', 'stopped', 'failed'] as const;
export type AnalysisState = (typeof ANALYSIS_STATES)[number];

/** What the panel shows of a run besides its document. */
export interface AnalysisProgress {
  state: AnalysisState;
  /** Samples in the shown document (merged in shard order). */
  samples: number;
  /** Samples finished by the searchers per second of the run. */
  samplesPerSecond: number;
  /** Searchers running the analysis. */
  workers: number;
  /** The searchers' kernel ('wasm', or 'ts' when WASM did not load), and why not WASM. */
  kernel: string | null;
  kernelNote: string | null;
  budget: number;
  error: string | null;
}

interface Handle {
  worker: Worker;
  remote: Comlink.Remote<AnalysisWorkerApi>;
  status: Promise<AnalysisWorkerStatus>;
  /** Rejects when the worker reports an error it did not catch. */
  failed: Promise<never>;
}

function spawn(role: string): Handle {
  const worker = new Worker(new URL('../worker/analysis.worker.ts', import.meta.url), { type: 'module', name: `analysis-${role}` });
  const remote = Comlink.wrap<AnalysisWorkerApi>(worker);
  const failed = new Promise<never>((_, reject) => {
    worker.addEventListener('error', (e) => {
      e.preventDefault();
      reject(new Error(e.message || 'an analysis worker failed'));
    });
  });
  failed.catch(() => undefined);
  const status = remote.init();
  status.catch(() => undefined);
  return { worker, remote, status, failed };
}

/** What a pool did when (ms on the page's clock): its workers ready, a run started, planned, loaded on every worker, a document shown with its samples. */
export interface AnalysisEvent {
  event: 'ready' | 'start' | 'planned' | 'loaded' | 'document';
  at: number;
  samples?: number;
}

const IDLE: AnalysisProgress = { state: 'idle', samples: 0, samplesPerSecond: 0, workers: 0, kernel: null, kernelNote: null, budget: 0, error: null };

/** The pool; `onUpdate` receives every change of progress and each new document. */
export class AnalysisPool {
  private searchers: Handle[] = [];
  private merger: Handle | null = null;
  private run = 0;
  private disposed = false;
  private progress: AnalysisProgress = IDLE;
  /** What is shown is an only move answered without Start (a position with a choice then goes back to idle). */
  private answered = false;
  /** The last events (for the browser tests and debugging). */
  readonly events: AnalysisEvent[] = [];

  constructor(private readonly onUpdate: (progress: AnalysisProgress, result: AnalysisResult | null) => void) {}

  /** This pool counts as busy in the header (a run starting or running). */
  private busy = false;

  /** Nothing shown, the kernel as known (it stays known from one run to the next). */
  private idle(): AnalysisProgress {
    return { ...IDLE, kernel: this.progress.kernel, kernelNote: this.progress.kernelNote };
  }

  private set(p: Partial<AnalysisProgress>, result: AnalysisResult | null = null): void {
    this.progress = { ...this.progress, ...p };
    this.markBusy(!this.disposed && (this.progress.state === 'starting' || this.progress.state === 'running'));
    if (result) this.note('document', result.samples);
    this.onUpdate(this.progress, result);
  }

  private note(event: AnalysisEvent['event'], samples?: number): void {
    this.events.push({ event, at: performance.now(), ...(samples === undefined ? {} : { samples }) });
    if (this.events.length > 100) this.events.splice(0, this.events.length - 100);
  }

  /**
   * Starts `workers` searchers and the merger and loads their kernel before anyone asks, so Start
   * finds them ready (the view calls it when the panel opens). Resolves when all are loaded.
   */
  async warm(workers: number): Promise<void> {
    if (this.disposed) return;
    const searchers = this.ensure(Math.max(1, Math.min(MAX_WORKERS, Math.floor(workers))));
    const merger = this.merger!;
    let statuses: AnalysisWorkerStatus[];
    try {
      statuses = await Promise.all(searchers.map((s) => s.status));
      await merger.status;
    } catch {
      return; // a run reports it
    }
    if (this.disposed) return;
    this.note('ready');
    // the kernel is known now: the panel says which, not "loading", before any run
    if (this.progress.kernel === null) this.set({ kernel: statuses.every((s) => s.kernel === 'wasm') ? 'wasm' : 'ts', kernelNote: statuses.find((s) => s.error)?.error ?? null });
  }

  /** Searchers alive (started or loading). */
  get size(): number {
    return this.searchers.length;
  }

  private ensure(n: number): Handle[] {
    while (this.searchers.length < n) this.searchers.push(spawn(`searcher-${this.searchers.length}`));
    this.merger ??= spawn('merger');
    return this.searchers.slice(0, n);
  }

  /** Starts a run (stopping the one under way). Resolves when the run has started (or failed). */
  async start(req: AnalysisRequest): Promise<void> {
    if (this.disposed) return;
    if (this.progress.state === 'starting' || this.progress.state === 'running') this.halt();
    const id = ++this.run;
    this.answered = false;
    this.note('start');
    const workers = Math.max(1, Math.min(MAX_WORKERS, Math.floor(req.workers)));
    this.set({ ...this.idle(), state: 'starting', workers, budget: req.iterations });
    const searchers = this.ensure(workers);
    const merger = this.merger!;
    const stale = (): boolean => id !== this.run;
    const failed = Promise.race([merger.failed, ...searchers.map((s) => s.failed)]);
    const guard = <T>(p: Promise<T>): Promise<T> => Promise.race([p, failed]);
    try {
      const plan: AnalysisPlan = await guard(merger.remote.plan(req.game, req.position, { viewpoint: req.viewpoint, mode: req.mode, search: req.search ?? 'outcomes', iterations: req.iterations, shardSize: SHARD_SIZE, seed: req.seed ?? 1 }));
      if (stale()) return;
      this.note('planned');
      const job = { game: req.game, position: req.position, plan };
      if (plan.onlyMove) {
        // a lone legal action is the answer (the only move): nothing to search, the searchers stay idle
        await guard(merger.remote.load(job));
        const status = await guard(merger.status);
        const doc = await guard(merger.remote.document(0));
        if (!stale()) this.set({ state: 'done', kernel: status.kernel, kernelNote: status.error, samples: 0 }, doc);
        return;
      }
      const mergerLoaded = merger.remote.load(job);
      // the first figures start as soon as the merger has the job, while the searchers load it
      const preview = plan.actor >= 0 ? guard(mergerLoaded.then(() => merger.remote.preview(FIRST_BATCH, 0))) : null;
      preview?.catch(() => undefined);
      await guard(Promise.all([mergerLoaded, ...searchers.map((s) => s.remote.load(job))]));
      const statuses = await guard(Promise.all(searchers.map((s) => s.status)));
      if (stale()) return;
      this.note('loaded');
      const kernel = statuses.every((s) => s.kernel === 'wasm') ? 'wasm' : 'ts';
      const kernelNote = statuses.find((s) => s.error)?.error ?? null;
      if (plan.actor < 0) {
        // the game is over: nothing to search, the document is the final result
        const doc = await guard(merger.remote.document(0));
        if (!stale()) this.set({ state: 'done', kernel, kernelNote, samples: 0 }, doc);
        return;
      }
      this.set({ state: 'running', kernel, kernelNote });
      this.drive(id, plan, searchers, merger, guard, preview!);
    } catch (e) {
      if (!stale()) this.fail(e);
    }
  }

  /**
   * Answers a position whose seat to act has one legal action at once, without Start: the merger
   * plans it and, if it is an only move, its document is shown ('done'); else nothing changes. No
   * searcher is used. Does nothing while a run is under way. Resolves to whether it answered.
   */
  async answerOnlyMove(req: AnalysisRequest): Promise<boolean> {
    if (this.disposed || this.progress.state === 'starting' || this.progress.state === 'running') return false;
    const id = ++this.run;
    const merger = (this.merger ??= spawn('merger'));
    const guard = <T>(p: Promise<T>): Promise<T> => Promise.race([p, merger.failed]);
    try {
      const plan: AnalysisPlan = await guard(merger.remote.plan(req.game, req.position, { viewpoint: req.viewpoint, mode: req.mode, search: req.search ?? 'outcomes', iterations: req.iterations, shardSize: SHARD_SIZE, seed: req.seed ?? 1 }));
      if (id !== this.run) return false;
      if (!plan.onlyMove) {
        if (this.answered) this.set(this.idle());
        this.answered = false;
        return false;
      }
      await guard(merger.remote.load({ game: req.game, position: req.position, plan }));
      const status = await guard(merger.status);
      const doc = await guard(merger.remote.document(0));
      if (id !== this.run) return false;
      this.answered = true;
      this.set({ ...IDLE, state: 'done', kernel: status.kernel, kernelNote: status.error }, doc);
      return true;
    } catch {
      // a probe only: Start still runs (and reports) the analysis
      return false;
    }
  }

  private fail(e: unknown): void {
    this.halt();
    this.set({ state: 'failed', error: (e as Error).message ?? String(e) });
  }

  /** Hands out the shards, merges what comes back, and publishes documents. */
  private drive(id: number, plan: AnalysisPlan, searchers: Handle[], merger: Handle, guard: <T>(p: Promise<T>) => Promise<T>, preview: Promise<AnalysisResult>): void {
    const t0 = performance.now();
    const total = plan.shards.length;
    let next = 0;
    let finished = 0;
    let merged = 0;
    let docBusy = false;
    let docAgain = false;
    let lastDoc = 0;
    const stale = (): boolean => id !== this.run;
    const elapsed = (): number => (performance.now() - t0) / 1000;

    const publish = async (): Promise<void> => {
      if (docBusy) {
        docAgain = true;
        return;
      }
      docBusy = true;
      try {
        do {
          docAgain = false;
          const wait = lastDoc + DOCUMENT_INTERVAL_MS - performance.now();
          if (wait > 0 && merged < total) await new Promise((r) => setTimeout(r, wait));
          if (stale()) return;
          const upTo = merged;
          const doc = await guard(merger.remote.document(elapsed()));
          if (stale()) return;
          lastDoc = performance.now();
          const done = upTo === total;
          this.set({ state: done ? 'done' : 'running', samples: doc.samples, samplesPerSecond: finished / Math.max(1e-3, elapsed()) }, doc);
        } while (docAgain || (merged === total && this.progress.state !== 'done'));
      } catch (e) {
        if (!stale()) this.fail(e);
      } finally {
        docBusy = false;
      }
    };

    const loop = async (h: Handle): Promise<void> => {
      while (!stale() && next < total) {
        const i = next++;
        const result = await guard(h.remote.run(i));
        if (stale()) return;
        finished += result.tree.n;
        merged = await guard(merger.remote.add(i, result));
        if (stale()) return;
        void publish();
      }
    };
    // the first figures: the merger runs the start of shard 0 (loaded as soon as it had the job)
    preview
      .then((doc) => {
        if (!stale() && merged === 0 && this.progress.samples === 0 && doc.samples > 0) {
          lastDoc = performance.now();
          this.set({ state: 'running', samples: doc.samples, samplesPerSecond: doc.samples / Math.max(1e-3, elapsed()) }, { ...doc, seconds: Math.round(elapsed() * 1000) / 1000 });
        }
      })
      .catch((e) => !stale() && this.fail(e));
    // two shards queued on each searcher: it starts the next while the page forwards the last; they
    // start once the first figures are in (the first batch has the cores to itself: it is the wait the player sees)
    void preview.finally(() => {
      if (!stale()) for (const h of searchers) for (let k = 0; k < 2; k++) loop(h).catch((e) => !stale() && this.fail(e));
    }).catch(() => undefined);
  }

  /** Ends the run under way at once: its searchers are terminated; fresh ones start loading. */
  private halt(): void {
    this.run++;
    const n = this.searchers.length;
    for (const s of this.searchers) s.worker.terminate();
    this.searchers = [];
    if (!this.disposed) this.ensure(n);
  }

  /** Stops the run under way (the last document stays shown). */
  stop(): void {
    if (this.progress.state !== 'starting' && this.progress.state !== 'running') return;
    this.halt();
    this.set({ state: 'stopped' });
  }

  private markBusy(busy: boolean): void {
    if (busy !== this.busy) markBusy('analysis', busy ? 1 : -1);
    this.busy = busy;
  }

  /** Ends every worker (leaving the view). */
  dispose(): void {
    this.markBusy(false);
    this.disposed = true;
    this.run++;
    for (const s of this.searchers) s.worker.terminate();
    this.merger?.worker.terminate();
    this.searchers = [];
    this.merger = null;
  }
}

/** What `useAnalysis` gives a component. */
export interface UseAnalysisReturn {
  progress: ShallowRef<AnalysisProgress>;
  result: ShallowRef<AnalysisResult | null>;
  start(req: AnalysisRequest): Promise<void>;
  /** Shows the answer of a position with one legal action at once (no search); else nothing. */
  answerOnlyMove(req: AnalysisRequest): Promise<boolean>;
  stop(): void;
  /** Forgets the shown document (a new position). */
  clear(): void;
}

/** The analysis of a view: the pool lives while the component does (its workers end on unmount). */
export function useAnalysis(): UseAnalysisReturn {
  const progress = shallowRef<AnalysisProgress>(IDLE);
  const result = shallowRef<AnalysisResult | null>(null);
  const pool = new AnalysisPool((p, r) => {
    progress.value = p;
    if (r) result.value = r;
  });
  // warm: the workers load their kernel while the player looks at the position (at idle, after the view's first paint)
  const idle = (globalThis as { requestIdleCallback?: (f: () => void, o?: { timeout: number }) => number }).requestIdleCallback;
  if (idle) idle(() => void pool.warm(defaultWorkers()), { timeout: 1000 });
  else setTimeout(() => void pool.warm(defaultWorkers()), 0);
  debugHandles.analysisEvents = () => [...pool.events];
  onBeforeUnmount(() => pool.dispose());
  return {
    progress,
    result,
    start: async (req) => {
      result.value = null;
      await pool.start(req);
    },
    answerOnlyMove: (req) => pool.answerOnlyMove(req),
    stop: () => pool.stop(),
    clear: () => {
      result.value = null;
    },
  };
}
