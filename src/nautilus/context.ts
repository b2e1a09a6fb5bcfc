/**
 * An engine context: the kernel behind submarine reach and sonar, and the scratch space and caches
 * of the rules. Every engine instance (`createNautilus`) owns one; two instances (a WASM one and a
 * TS one in the same process, the bench's two sides) never share state. Scratch space is used
 * within one call and never across calls.
 */
import { TsKernel } from '../kernel/tsKernel.js';
import type { ReachKernel } from '../kernel/types.js';
import type { ModuleGraph } from './modules.js';
import type { ModuleState } from './types.js';
import { createFastScratch, type FastScratch } from './fast.js';

/** The kernel, scratch buffers and caches of one engine instance. */
export interface EngineContext {
  readonly kernel: ReachKernel;
  /** Placement: per candidate centre (y * 64 + x), the slots that face an anchor. */
  readonly needGrid: Uint8Array;
  /** Placement: 1 on the centre of every module. */
  readonly centreGrid: Uint8Array;
  /** Module graph: module index + 1 per centre. */
  readonly centreIndex: Int16Array;
  /** Passage distances: the result buffer (grown as needed) and the BFS frontiers. */
  dist: Int32Array;
  readonly frontierA: number[];
  readonly frontierB: number[];
  /** Module graphs, per module list, kept with the exact (centre, corridors) key they were built for. */
  readonly graphs: WeakMap<readonly ModuleState[], { key: Int32Array; graph: ModuleGraph }>;
  /** The fast path's module geometry and scratch space (`fast.ts`). */
  readonly fast: FastScratch;
}

/** A fresh context around a kernel (the TS twin by default). */
export function createContext(kernel: ReachKernel = new TsKernel()): EngineContext {
  return {
    kernel,
    needGrid: new Uint8Array(64 * 64),
    centreGrid: new Uint8Array(64 * 64),
    centreIndex: new Int16Array(64 * 64),
    dist: new Int32Array(64),
    frontierA: [],
    frontierB: [],
    graphs: new WeakMap(),
    fast: createFastScratch(),
  };
}

/** The context of the default engine instance (`Nautilus`, the TS twin). */
export const DEFAULT_CONTEXT: EngineContext = createContext();
