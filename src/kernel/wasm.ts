/**
 * The WASM adapter: the AssemblyScript kernel (assembly/index.ts) behind the `Kernel` interface.
 * The host compiles the module (a worker with `WebAssembly.compileStreaming`, Node with
 * `WebAssembly.compile(bytes)`) and hands it here; `src/` never fetches or reads a `.wasm`.
 * Data moves through cached Int32Array views of the kernel's fixed buffers; memory is fixed
 * (3 pages), so the views never detach.
 */
import { MAX_ROWS, packedRows, sixRows, type Kernel, type KernelBoard } from './types.js';

/** The part of the host's WebAssembly API the adapter uses (the engine's lib has no host types). */
interface WasmHost {
  Module: abstract new (...args: never[]) => object;
  /** Synchronous compile and instantiation (small modules; where no event loop runs the async ones). */
  Instance: new (module: object, imports: object) => WasmInstance;
  compile(bytes: ArrayBuffer | ArrayBufferView): Promise<object>;
  instantiate(module: object, imports: object): Promise<WasmInstance>;
}
/** An instantiated module. */
export interface WasmInstance {
  exports: object;
}
const host = (): WasmHost => (globalThis as unknown as { WebAssembly: WasmHost }).WebAssembly;

interface KernelExports {
  memory: { buffer: ArrayBuffer };
  layout(id: number): number;
  rowsPadding(): number;
  setPosition(w: number, h: number): void;
  reach(x: number, y: number, range: number, trench: number): number;
  reachTargets(x: number, y: number, range: number, trench: number): number;
  reachBatch(n: number): number;
  sonar(x: number, y: number, radius: number): number;
  sonarBatch(n: number): number;
  mouths(n: number): number;
  subMoves(n: number, range: number, trench: number): number;
  perft(n: number, range: number, trenchOpen: number, allKinds: number, depth: number): number;
}

const BATCH = 4096;
/** The kernel's INPUT buffer: the six rows arrays of a position, unpadded. */
const INPUT_ROWS = 6 * MAX_ROWS;
/** Modules and submarines the kernel's input buffers hold (four i32 each). */
const MAX_MODULES = 64;
const MAX_SUBS = 16;
const ID = { targets: 6, seen: 7, launch: 8, retire: 9, rings: 10, subsIn: 11, modules: 12, list: 13, queries: 14, results: 15, input: 16 };

export class WasmKernel implements Kernel {
  readonly id = 'wasm' as const;
  private readonly x: KernelExports;
  private readonly mem: Int32Array;
  private readonly pad: number;
  private readonly input: Int32Array;
  private readonly inputs: Record<'onBoard' | 'trench' | 'tiles' | 'faceDown' | 'cover' | 'subs', Int32Array>;
  private readonly targetsView: Int32Array;
  private readonly seenView: Int32Array;
  private readonly launchView: Int32Array;
  private readonly retireView: Int32Array;
  private readonly ringViews: Int32Array[];
  private readonly subsIn: Int32Array;
  private readonly modulesIn: Int32Array;
  private readonly list: Int32Array;
  private readonly queries: Int32Array;
  private readonly resultsView: Int32Array;
  private resultsBuffer = new Int32Array(0);
  /** Counts of the last batch still in the kernel's RESULTS buffer (copied out when asked for). */
  private resultsPending = 0;

  /** Wraps an instantiated kernel. */
  constructor(instance: WasmInstance) {
    this.x = instance.exports as unknown as KernelExports;
    this.mem = new Int32Array(this.x.memory.buffer);
    this.pad = this.x.rowsPadding();
    const rows = (id: number, extra = 0): Int32Array => {
      const word = (this.x.layout(id) + extra) >> 2;
      return this.mem.subarray(word + this.pad, word + this.pad + MAX_ROWS);
    };
    const words = (id: number, count: number): Int32Array => {
      const word = this.x.layout(id) >> 2;
      return this.mem.subarray(word, word + count);
    };
    this.input = words(ID.input, INPUT_ROWS);
    const [onBoard, trench, tiles, faceDown, cover, subs] = sixRows(this.input);
    this.inputs = { onBoard, trench, tiles, faceDown, cover, subs };
    this.targetsView = rows(ID.targets);
    this.seenView = rows(ID.seen);
    this.launchView = rows(ID.launch);
    this.retireView = rows(ID.retire);
    this.ringViews = Array.from({ length: 10 }, (_, d) => rows(ID.rings, d * 256));
    this.subsIn = words(ID.subsIn, MAX_SUBS * 4);
    this.modulesIn = words(ID.modules, MAX_MODULES * 4);
    this.list = words(ID.list, 2048);
    this.queries = words(ID.queries, BATCH * 4);
    this.resultsView = words(ID.results, BATCH);
  }

  setPosition(b: KernelBoard): void {
    const rows = packedRows(b);
    if (rows) {
      // one copy instead of six: a batch of a few dozen queries spent 8% of its time here
      this.input.set(rows);
    } else {
      const inputs = this.inputs;
      inputs.onBoard.set(b.onBoard);
      inputs.trench.set(b.trench);
      inputs.tiles.set(b.tiles);
      inputs.faceDown.set(b.faceDown);
      inputs.cover.set(b.cover);
      inputs.subs.set(b.subs);
    }
    this.x.setPosition(b.width, b.height);
  }

  reach(x: number, y: number, range: number, trench: boolean, rings = false): number {
    return rings ? this.x.reach(x, y, range, trench ? 1 : 0) : this.x.reachTargets(x, y, range, trench ? 1 : 0);
  }

  targets(): Int32Array {
    return this.targetsView;
  }

  ring(d: number): Int32Array {
    return this.ringViews[d]!;
  }

  sonar(x: number, y: number, radius: number): number {
    return this.x.sonar(x, y, radius);
  }

  seen(): Int32Array {
    return this.seenView;
  }

  private batch(queries: Int32Array, n: number, run: (n: number) => number): number {
    if (this.resultsBuffer.length < n) this.resultsBuffer = new Int32Array(n);
    this.resultsPending = 0;
    if (n <= BATCH) {
      // one call; the counts stay in the kernel until `results()` asks (a batch of a few dozen
      // queries would otherwise spend a tenth of its time on the copies and views)
      this.queries.set(queries.length === n * 4 ? queries : queries.subarray(0, n * 4));
      const sum = run(n);
      this.resultsPending = n;
      return sum;
    }
    let sum = 0;
    for (let from = 0; from < n; from += BATCH) {
      const count = Math.min(BATCH, n - from);
      this.queries.set(queries.subarray(from * 4, (from + count) * 4));
      sum = (sum + run(count)) | 0;
      this.resultsBuffer.set(this.resultsView.subarray(0, count), from);
    }
    return sum;
  }

  reachBatch(queries: Int32Array, n: number): number {
    return this.batch(queries, n, (c) => this.x.reachBatch(c));
  }

  sonarBatch(queries: Int32Array, n: number): number {
    return this.batch(queries, n, (c) => this.x.sonarBatch(c));
  }

  results(): Int32Array {
    if (this.resultsPending > 0) {
      this.resultsBuffer.set(this.resultsView.subarray(0, this.resultsPending));
      this.resultsPending = 0;
    }
    return this.resultsBuffer;
  }

  mouths(modules: Int32Array, n: number): { launch: number; retire: number } {
    const count = Math.min(n, MAX_MODULES);
    this.modulesIn.set(modules.subarray(0, count * 4));
    const packed = this.x.mouths(count);
    return { launch: packed & 0xffff, retire: packed >>> 16 };
  }

  launchRows(): Int32Array {
    return this.launchView;
  }

  retireRows(): Int32Array {
    return this.retireView;
  }

  subMoves(subs: Int32Array, n: number, range: number, trench: boolean): Int32Array {
    const count = Math.min(n, MAX_SUBS);
    this.subsIn.set(subs.subarray(0, count * 4));
    return this.list.slice(0, this.x.subMoves(count, range, trench ? 1 : 0) * 3);
  }

  perft(subs: Int32Array, n: number, range: number, trenchOpen: boolean, allKinds: boolean, depth: number): number {
    const count = Math.min(n, MAX_SUBS);
    this.subsIn.set(subs.subarray(0, count * 4));
    return this.x.perft(count, range, trenchOpen ? 1 : 0, allKinds ? 1 : 0, depth);
  }
}

/**
 * The kernel imports nothing (asconfig.json: the stub runtime, no assertions, so no `env.abort`);
 * tests/kernel pins that, so a kernel that does import something fails here with a LinkError.
 */
const IMPORTS = {};

/** Instantiates the kernel from a compiled module (or its bytes) and warms it up. */
export async function instantiateWasmKernel(source: object | ArrayBuffer | ArrayBufferView): Promise<WasmKernel> {
  const wa = host();
  const module = source instanceof wa.Module ? source : await wa.compile(source as ArrayBuffer);
  const instance = await wa.instantiate(module, IMPORTS);
  const kernel = new WasmKernel(instance);
  warmUp(kernel);
  return kernel;
}

/** The same, synchronously (for a bot sandbox's isolate, where the kernel is small and no task runner is wanted). */
export function instantiateWasmKernelSync(bytes: ArrayBuffer | ArrayBufferView): WasmKernel {
  const wa = host();
  const module = new (wa.Module as unknown as new (b: ArrayBuffer | ArrayBufferView) => object)(bytes);
  const instance = new wa.Instance(module, IMPORTS);
  const kernel = new WasmKernel(instance);
  warmUp(kernel);
  return kernel;
}

/** Runs every kernel entry point a few hundred times so the engine tiers up before first use. */
export function warmUp(kernel: Kernel): void {
  const b: KernelBoard = {
    width: 24,
    height: 24,
    onBoard: new Int32Array(MAX_ROWS).fill(0xffffff, 0, 24),
    trench: new Int32Array(MAX_ROWS),
    tiles: new Int32Array(MAX_ROWS),
    faceDown: new Int32Array(MAX_ROWS),
    cover: new Int32Array(MAX_ROWS),
    subs: new Int32Array(MAX_ROWS),
  };
  kernel.setPosition(b);
  const q = new Int32Array(256 * 4);
  for (let i = 0; i < 256; i++) q.set([i % 24, (i * 7) % 24, 1 + (i % 9), i & 1], i * 4);
  kernel.reachBatch(q, 256);
  kernel.sonarBatch(q, 256);
  kernel.reach(5, 5, 6, true, true);
  kernel.perft(Int32Array.from([3, 3, 0, 0, 20, 20, 0, 0]), 2, 4, false, false, 2);
}
