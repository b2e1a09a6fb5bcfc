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

/** The path of the first infinite number in a value already walked within bounds (a second walk, with paths, only when there is one). */
function infinitePath(value: unknown): string {
  const stack: [unknown, string][] = [[value, '$']];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'number' && !Number.isFinite(v)) return path;
    if (typeof v !== 'object' || v === null) continue;
    const entries = Array.isArray(v) ? v.map((c, i) => [c, `${path}[${i}]`] as [unknown, string]) : Object.entries(v).map(([k, c]) => [c, `${path}.${k}`] as [unknown, string]);
    for (let i = entries.length - 1; i >= 0; i--) stack.push(entries[i]!);
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
