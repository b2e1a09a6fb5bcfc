/**
 * A JSON Schema validator's errors (Ajv) as path errors: every game's position reader reports the
 * schema's findings this way, with paths like `$.players[0].nemo` and codes `schema.<keyword>`.
 * A key that is not an identifier is written as a quoted index (`$["two words"]`), so a path is
 * always readable back, whatever a document's keys are.
 */
import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import { MAX_REPORTED_ERRORS, keyStep } from './json.js';
import type { PathError } from './result.js';

/**
 * The schema with every local reference (`{"$ref": "#/definitions/name"}`) replaced by what it
 * names; the schemas here are not recursive. Ajv runs a referenced schema that holds references of
 * its own as a function of its own and, with `allErrors`, merges that function's errors by copying
 * the whole list so far (`vErrors.concat`) once per failing item: quadratic in an over-long array
 * (10,000 bad tiles took seconds). Inlined, each error is pushed once, and `uniqueItems` sees the
 * items' types and checks them with a hash instead of comparing every pair.
 */
export function inlineRefs<T>(schema: T): T {
  const root = schema as { definitions?: Record<string, unknown> };
  const definitions = root.definitions ?? {};
  const open = new Set<string>();
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node !== 'object' || node === null) return node;
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string') {
      const name = /^#\/definitions\/([^/]+)$/.exec(ref)?.[1];
      if (name === undefined || !Object.hasOwn(definitions, name)) throw new Error(`schema reference ${ref} is not a local definition`);
      if (open.has(name)) throw new Error(`schema definition ${name} refers to itself`);
      // draft-07: a reference's siblings are ignored
      open.add(name);
      const inlined = walk(definitions[name]);
      open.delete(name);
      return inlined;
    }
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) if (node !== root || k !== 'definitions') out[k] = walk(v);
    return out;
  };
  return walk(schema) as T;
}

/**
 * The first array or object far past its schema's bound: an array longer than its `maxItems`, or
 * an object (with `additionalProperties: false`) holding more unknown keys than a report lists
 * (`MAX_REPORTED_ERRORS` past the bound). It is found by a walk of the document where the schema
 * describes it, before Ajv lists every problem, so Ajv never lists 100,000 bad elements (and the
 * hundreds of thousands of errors it would record for them). A document just past a bound still
 * gets Ajv's full report. `schemaChecker` walks only a document that failed the schema; `schema`
 * has its references inlined (`inlineRefs`).
 */
export function farOverBounds(schema: unknown, value: unknown): (PathError & { code: `schema.${string}` }) | null {
  // Only objects and arrays are walked (a scalar has no bound to pass), and a path is written only
  // for the node reported: each entry keeps its parent and its step. Writing every node's path as
  // the walk went was a fifth of the time of reading a valid position.
  interface Entry { s: object; v: object; parent: Entry | null; step: string | number }
  const pathOf = (e: Entry | null): string => {
    const steps: (string | number)[] = [];
    for (let at = e; at && at.parent; at = at.parent) steps.push(at.step);
    return '$' + steps.reverse().map((k) => (typeof k === 'number' ? `[${k}]` : keyStep(k))).join('');
  };
  const stack: Entry[] = [];
  const push = (s: unknown, v: unknown, parent: Entry | null, step: string | number): void => {
    if (typeof s === 'object' && s !== null && typeof v === 'object' && v !== null) stack.push({ s, v, parent, step });
  };
  push(schema, value, null, '');
  while (stack.length) {
    const entry = stack.pop()!;
    const v = entry.v;
    const node = entry.s as { maxItems?: unknown; items?: unknown; properties?: Record<string, unknown>; additionalProperties?: unknown };
    if (Array.isArray(v)) {
      if (typeof node.maxItems === 'number' && v.length > node.maxItems + MAX_REPORTED_ERRORS) return { path: pathOf(entry), code: 'schema.maxItems', message: `must NOT have more than ${node.maxItems} items (has ${v.length})` };
      // children go on the stack last first, so that the first one in the document is walked first
      const items = node.items;
      if (Array.isArray(items)) for (let i = Math.min(items.length, v.length) - 1; i >= 0; i--) push(items[i], v[i], entry, i);
      else if (items) for (let i = v.length - 1; i >= 0; i--) push(items, v[i], entry, i);
      continue;
    }
    const props = node.properties ?? {};
    if (node.additionalProperties === false) {
      let unknown = 0;
      for (const k of Object.keys(v)) {
        if (!Object.hasOwn(props, k) && ++unknown > MAX_REPORTED_ERRORS) return { path: pathOf(entry), code: 'schema.additionalProperties', message: `holds more than ${MAX_REPORTED_ERRORS} unknown properties` };
      }
    }
    const keys = Object.keys(props);
    for (let i = keys.length - 1; i >= 0; i--) if (Object.hasOwn(v, keys[i]!)) push(props[keys[i]!], (v as Record<string, unknown>)[keys[i]!], entry, keys[i]!);
  }
  return null;
}

/** One property step of a path: `.key`, or `["key"]` when the key is not an identifier. */
export { keyStep };

/** `/players/0/nemo` → `$.players[0].nemo` (digits are indices). */
export function pointerToPath(pointer: string): string {
  let out = '$';
  for (const raw of pointer.split('/').slice(1)) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    out += /^[0-9]+$/.test(part) ? `[${part}]` : keyStep(part);
  }
  return out;
}

/** The errors, each once (`oneOf` reports each branch; the summary and the concrete misses are kept). */
export function schemaErrors(errors: readonly ErrorObject[]): (PathError & { code: `schema.${string}` })[] {
  const out: (PathError & { code: `schema.${string}` })[] = [];
  const seen = new Set<string>();
  for (const e of errors) {
    let path = pointerToPath(e.instancePath);
    let message = e.message ?? 'is invalid';
    if (e.keyword === 'additionalProperties') {
      path += keyStep((e.params as { additionalProperty: string }).additionalProperty);
      message = 'is not a known property';
    } else if (e.keyword === 'required') {
      path += keyStep((e.params as { missingProperty: string }).missingProperty);
      message = 'is required';
    } else if (e.keyword === 'enum') {
      message = `must be one of ${JSON.stringify((e.params as { allowedValues: unknown[] }).allowedValues)}`;
    } else if (e.keyword === 'const') {
      message = `must be ${JSON.stringify((e.params as { allowedValue: unknown }).allowedValue)}`;
    }
    const code = `schema.${e.keyword}` as const;
    const key = `${path}|${code}|${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ path, code, message });
  }
  return out;
}

/**
 * Values a failing document may hold and still get every schema problem listed: Ajv's report of
 * every problem costs a copy of its list per problem in some schemas (a 300 KB file with 149,000
 * bad elements took 1.5 s), so a larger failing document gets the first problem Ajv meets.
 */
export const FULL_REPORT_VALUES = 20_000;

/** Whether `value` holds at most `limit` values (objects, arrays and scalars), counted until the limit. */
function fewValues(value: unknown, limit: number): boolean {
  let count = 0;
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (++count > limit) return false;
    if (typeof v === 'object' && v !== null) for (const k of Object.keys(v)) stack.push((v as Record<string, unknown>)[k]);
  }
  return true;
}

/**
 * A schema's check, in time linear in the document: a validator that stops at the first problem
 * (Ajv, `allErrors: false`: with 100,000 items added to any array of a game's position, under 7 ms),
 * so a valid document costs that alone; a failing one is then walked for bounds, and only one of
 * at most `FULL_REPORT_VALUES` values is checked again for every problem. Both validators are
 * compiled on first use.
 */
export function schemaChecker(schema: object, options: Options = {}): (json: unknown) => (PathError & { code: `schema.${string}` })[] {
  let first: ValidateFunction | null = null;
  let all: ValidateFunction | null = null;
  return (json) => {
    first ??= new Ajv({ ...options, allErrors: false, strict: false }).compile(schema);
    if (first(json)) return [];
    // a document far past a bound is invalid, so the walk runs for failing documents only
    const far = farOverBounds(schema, json);
    if (far) return [far];
    if (!fewValues(json, FULL_REPORT_VALUES)) return schemaErrors(first.errors ?? []);
    all ??= new Ajv({ ...options, allErrors: true, strict: false }).compile(schema);
    all(json);
    return schemaErrors(all.errors ?? []);
  };
}
