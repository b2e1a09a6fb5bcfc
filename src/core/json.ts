/**
 * Reading untrusted JSON documents (files, stdin, pasted text, share links) within bounds: a
 * size limit, a byte-order mark accepted, and a depth and size walk done without recursion
 * before any recursive code (schema validation, cloning, `postMessage`) sees the value.
 */
import { err, ok, type PathError, type Result } from './result.js';

/** Bounds of a document. */
export const DOCUMENT_LIMITS = {
  /** Characters of text (a position is about 20 KB, a long game record a few hundred KB). */
  chars: 8_000_000,
  /** Nesting depth of arrays and objects. */
  depth: 64,
  /** Arrays, objects and values in all. */
  nodes: 200_000,
} as const;

/** The most errors a report lists; the rest are counted. */
export const MAX_REPORTED_ERRORS = 50;

/**
 * Checks depth and size of a parsed value without recursion, and that every number is finite (JSON
 * has no infinity, but JSON.parse reads 1e400 as one, which a schema's `number` accepts and
 * JSON.stringify writes back as null); null when within bounds.
 */
export function shapeProblem(value: unknown, limits: { depth: number; nodes: number } = DOCUMENT_LIMITS): PathError | null {
  const stack: [unknown, number][] = [[value, 1]];
  let nodes = 0;
  let infinite = false;
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (++nodes > limits.nodes) return { path: '$', code: 'tooLarge', message: `the document holds more than ${limits.nodes} values` };
    if (typeof v === 'number' && !Number.isFinite(v)) infinite = true;
    if (typeof v !== 'object' || v === null) continue;
    if (depth > limits.depth) return { path: '$', code: 'tooDeep', message: `the document nests deeper than ${limits.depth} levels` };
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, depth + 1]);
  }
  return infinite ? { path: infinitePath(value), code: 'notFinite', message: 'is a number beyond the range of numbers (such as 1e400)' } : null;
}

/** A path step for an object key: `.name` for a plain name, `["two words"]` otherwise. */
export function keyStep(key: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
}

/**
 * The path of the first infinite number, in document order, in a value already walked within
 * bounds (a second walk, only when there is one): depth first, one frame a level holding the
 * container and the next child's index, the path written only for the number found.
 */
function infinitePath(value: unknown): string {
  if (typeof value !== 'object' || value === null) return '$';
  const frames: { v: object; keys: string[] | null; at: number }[] = [{ v: value, keys: Array.isArray(value) ? null : Object.keys(value), at: 0 }];
  while (frames.length) {
    const top = frames.at(-1)!;
    const size = top.keys ? top.keys.length : (top.v as unknown[]).length;
    if (top.at >= size) {
      frames.pop();
      continue;
    }
    const i = top.at++;
    const child: unknown = top.keys ? (top.v as Record<string, unknown>)[top.keys[i]!] : (top.v as unknown[])[i];
    if (typeof child === 'number' && !Number.isFinite(child)) {
      const step = (f: (typeof frames)[number]): string => (f.keys ? keyStep(f.keys[f.at - 1]!) : `[${f.at - 1}]`);
      return '$' + frames.map(step).join('');
    }
    if (typeof child === 'object' && child !== null) frames.push({ v: child, keys: Array.isArray(child) ? null : Object.keys(child), at: 0 });
  }
  return '$';
}

/** Parses document text: size checked, a leading byte-order mark dropped, shape checked. */
export function parseDocument(text: string, limits: { chars: number; depth: number; nodes: number } = DOCUMENT_LIMITS): Result<unknown, PathError[]> {
  if (text.length > limits.chars) return err([{ path: '$', code: 'tooLarge', message: `the document has ${text.length} characters; at most ${limits.chars}` }]);
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (e) {
    return err([{ path: '$', code: 'badJson', message: (e as Error).message }]);
  }
  const problem = shapeProblem(json, limits);
  return problem ? err([problem]) : ok(json);
}

/** The first `MAX_REPORTED_ERRORS` errors, and how many more there were. */
export function capErrors(errors: readonly PathError[], max = MAX_REPORTED_ERRORS): { errors: PathError[]; more: number } {
  return { errors: errors.slice(0, max), more: Math.max(0, errors.length - max) };
}
