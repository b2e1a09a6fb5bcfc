/**
 * The bot worker's buffer budget. The browser bounds a worker's JavaScript heap (a worker that
 * exhausts it takes down only its frame's process) but not the memory behind ArrayBuffers and
 * typed arrays, which lives outside that heap: a bot could hold gigabytes. So every way JavaScript
 * has to make a buffer goes through a count, taken before the bot's code loads: the ArrayBuffer
 * and typed-array constructors (and every subclass, since they construct through them), and the
 * methods that return a new buffer (`slice`, `map`, `filter`, `toSorted`, `transfer`, `from`, …).
 * The original constructors are no longer reachable (the globals and every `constructor` property
 * point at the counting ones). A buffer counts from its making until the garbage collector frees
 * it; a request that would take the live total over the limit is refused with a RangeError and
 * reported, once, to the worker's host. WebAssembly (whose memories are buffers too) is closed to
 * the bot separately.
 */

/** The most a bot's live buffers may hold, in bytes (the command line's isolate limit). */
export const BUFFER_LIMIT_BYTES = 128 * 2 ** 20;

const TYPED_ARRAYS = ['Int8Array', 'Uint8Array', 'Uint8ClampedArray', 'Int16Array', 'Uint16Array', 'Int32Array', 'Uint32Array', 'Float16Array', 'Float32Array', 'Float64Array', 'BigInt64Array', 'BigUint64Array'];
/** Methods that return nothing new or a view on the same buffer: left as they are (the rest are counted). */
const NOT_ALLOCATING = new Set<PropertyKey>([
  'constructor', 'set', 'fill', 'subarray', 'at', 'copyWithin', 'entries', 'every', 'find', 'findIndex', 'findLast', 'findLastIndex', 'forEach',
  'includes', 'indexOf', 'join', 'keys', 'lastIndexOf', 'reduce', 'reduceRight', 'reverse', 'some', 'sort', 'toLocaleString', 'toString',
  'values', 'setFromBase64', 'setFromHex', 'toBase64', 'toHex', 'isView', Symbol.iterator,
]);

type Fn = (...args: unknown[]) => unknown;

/**
 * Puts every buffer the worker makes from now on under `limit` live bytes; `onExceeded` hears,
 * once, of the first request over it. Returns the live total (for tests and reports).
 */
export function boundBuffers(limit: number, onExceeded: (live: number, asked: number) => void): () => number {
  const g = globalThis as unknown as Record<string, unknown>;
  const { apply, construct, ownKeys } = Reflect;
  const { defineProperty, getOwnPropertyDescriptor: describe, getPrototypeOf } = Object;
  const toNumber = Number;
  const trunc = Math.trunc;
  const arrayFrom = Array.from;
  const uncurry = (f: unknown): Fn => Function.prototype.call.bind(f as Fn) as Fn;
  const getterOf = (o: object, name: string): Fn | null => {
    const get = describe(o, name)?.get;
    return get ? uncurry(get) : null;
  };
  const OriginalBuffer = ArrayBuffer;
  const typedProto = getPrototypeOf(Int8Array.prototype) as object;
  const bufferBytes = getterOf(OriginalBuffer.prototype, 'byteLength')!;
  const bufferMax = getterOf(OriginalBuffer.prototype, 'maxByteLength');
  const viewBuffer = getterOf(typedProto, 'buffer')!;
  const viewLength = getterOf(typedProto, 'length')!;
  const dataViewBuffer = getterOf(DataView.prototype, 'buffer')!;
  const seen = new WeakSet<object>();
  const registry = new FinalizationRegistry<number>((bytes) => void (live -= bytes));
  let live = 0;
  let exceeded = false;

  const refuse = (asked: number): never => {
    if (!exceeded) {
      exceeded = true;
      onExceeded(live, asked);
    }
    throw new RangeError(`out of memory: a bot's buffers may hold at most ${limit / 2 ** 20} MiB`);
  };
  /** Refuses a request for `bytes` more that would go over the limit. */
  const reserve = (bytes: number): void => {
    if (exceeded || !(bytes <= limit - live)) refuse(bytes);
  };
  const isBuffer = (v: object): boolean => {
    try {
      bufferBytes(v);
      return true;
    } catch {
      return false;
    }
  };
  /** The buffer behind a value (itself, a typed array's or a DataView's), or null. */
  const bufferOf = (v: unknown): object | null => {
    if (typeof v !== 'object' || v === null) return null;
    for (const get of [viewBuffer, dataViewBuffer]) {
      try {
        return get(v) as object;
      } catch {
        /* not that kind of view */
      }
    }
    return isBuffer(v) ? v : null;
  };
  /** Counts the buffer behind `v` once (its largest size, for a resizable one); returns `v`. */
  const count = <T>(v: T): T => {
    const b = bufferOf(v);
    if (!b || seen.has(b)) return v;
    seen.add(b);
    const bytes = toNumber((bufferMax ? bufferMax(b) : bufferBytes(b)) ?? 0);
    live += bytes;
    registry.register(b, bytes);
    if (live > limit) refuse(bytes);
    return v;
  };
  const index = (v: unknown): number => (v === undefined ? 0 : toNumber(v));
  const bytesOf = (n: number, size: number): number => (trunc(n) || 0) * size;

  const BufferProxy: ArrayBufferConstructor = new Proxy(OriginalBuffer, {
    construct(target, args: unknown[], newTarget): object {
      const n = index(args[0]);
      const options = args[1];
      const max = typeof options === 'object' && options !== null ? (options as { maxByteLength?: unknown }).maxByteLength : undefined;
      const m = max === undefined ? undefined : toNumber(max);
      reserve(Math.max(bytesOf(n, 1), m === undefined ? 0 : bytesOf(m, 1)));
      return count(construct(target, m === undefined ? [n] : [n, { maxByteLength: m }], newTarget === BufferProxy ? target : newTarget) as object);
    },
  });

  const proxies = new Map<Fn, unknown>([[OriginalBuffer as unknown as Fn, BufferProxy]]);
  for (const name of TYPED_ARRAYS) {
    const Original = g[name] as (abstract new (...a: unknown[]) => object) & { BYTES_PER_ELEMENT: number } | undefined;
    if (typeof Original !== 'function') continue;
    const size = Original.BYTES_PER_ELEMENT;
    const TypedProxy: unknown = new Proxy(Original, {
      construct(target, args: unknown[], newTarget) {
        const nt = newTarget === TypedProxy ? target : newTarget;
        const source = args[0];
        if (typeof source !== 'object' || source === null) {
          const n = index(source);
          reserve(bytesOf(n, size));
          return count(construct(target, [n], nt) as object);
        }
        // a view on a buffer: nothing new, but a buffer not yet counted (WebAssembly's, the host's) is
        if (isBuffer(source)) return count(construct(target, args, nt) as object);
        let copy: unknown = source;
        let n: number;
        try {
          n = viewLength(source) as number;
        } catch {
          // an array-like or an iterable: made an array first (on the heap), so its length is known and fixed
          copy = arrayFrom(source as ArrayLike<unknown>);
          n = (copy as unknown[]).length;
        }
        reserve(bytesOf(n, size));
        return count(construct(target, [copy], nt) as object);
      },
    });
    proxies.set(Original as unknown as Fn, TypedProxy);
  }

  // methods that make a new buffer: counted (transfer asks for its new length first)
  const wrapMethods = (o: object): void => {
    for (const key of ownKeys(o)) {
      const d = describe(o, key);
      if (!d || typeof d.value !== 'function' || NOT_ALLOCATING.has(key)) continue;
      const original = d.value as Fn;
      const transfer = o === OriginalBuffer.prototype && (key === 'transfer' || key === 'transferToFixedLength');
      const wrapped = function (this: unknown, ...args: unknown[]): unknown {
        if (transfer) {
          const n = args[0] === undefined ? toNumber(bufferBytes(this)) : index(args[0]);
          reserve(bytesOf(n, 1));
          return count(apply(original, this, [n]));
        }
        return count(apply(original, this, args));
      };
      defineProperty(wrapped, 'name', { value: original.name });
      defineProperty(o, key, { ...d, value: wrapped });
    }
  };
  wrapMethods(OriginalBuffer.prototype);
  wrapMethods(OriginalBuffer);
  wrapMethods(typedProto);
  wrapMethods(getPrototypeOf(Int8Array) as object);
  for (const [original, proxy] of proxies) {
    if (original !== (OriginalBuffer as unknown as Fn)) {
      wrapMethods(original.prototype as object);
      wrapMethods(original);
    }
    // the original constructor is reachable no more: not as a global, not as any `constructor`
    defineProperty(original.prototype as object, 'constructor', { ...describe(original.prototype as object, 'constructor'), value: proxy });
    defineProperty(g, original.name, { ...describe(g, original.name), value: proxy });
  }
  return () => live;
}
