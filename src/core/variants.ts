/**
 * Variant settings described as data: each game lists its settings once, and the command line,
 * the views and position validation read the same list.
 */
import { err, ok, type PathError, type Result } from './result.js';

/** One variant setting: its type, its allowed values and what it means. */
export type VariantSpec =
  | { key: string; type: 'boolean'; description: string }
  | { key: string; type: 'integer'; min: number; max: number; description: string }
  | { key: string; type: 'enum'; values: readonly string[]; description: string };

/**
 * Checks user-given settings against the specs. Values may be typed (`true`, `12`) or strings from
 * a command line (`"true"`, `"12"`); unknown keys and bad values are reported with a path.
 */
export function parseVariantsWith<V>(specs: readonly VariantSpec[], raw: Record<string, unknown>): Result<Partial<V>, PathError[]> {
  const out: Record<string, unknown> = {};
  const errors: PathError[] = [];
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return err([{ path: '$.variants', code: 'badVariants', message: 'variants must be an object of settings' }]);
  }
  for (const [key, value] of Object.entries(raw)) {
    const path = `$.variants.${key}`;
    const spec = specs.find((s) => s.key === key);
    if (!spec) {
      errors.push({ path, code: 'unknownVariant', message: `unknown variant '${key}'; known: ${specs.map((s) => s.key).join(', ')}` });
      continue;
    }
    const text = typeof value === 'string' ? value.trim() : null;
    if (spec.type === 'boolean') {
      const v = value === true || text === 'true' ? true : value === false || text === 'false' ? false : null;
      if (v === null) errors.push({ path, code: 'badVariant', message: `${key} must be true or false, got ${JSON.stringify(value)}` });
      else out[key] = v;
    } else if (spec.type === 'integer') {
      const v = typeof value === 'number' ? value : text !== null && /^-?[0-9]+$/.test(text) ? Number(text) : NaN;
      if (!Number.isSafeInteger(v) || v < spec.min || v > spec.max) {
        errors.push({ path, code: 'badVariant', message: `${key} must be an integer in ${spec.min}..${spec.max}, got ${JSON.stringify(value)}` });
      } else out[key] = v;
    } else {
      if (typeof value !== 'string' || !spec.values.includes(value)) {
        errors.push({ path, code: 'badVariant', message: `${key} must be one of ${spec.values.join(', ')}, got ${JSON.stringify(value)}` });
      } else out[key] = value;
    }
  }
  return errors.length ? err(errors) : ok(out as Partial<V>);
}
