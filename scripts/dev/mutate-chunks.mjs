// Mutation testing one source file at a time, for runs longer than a sitting.
//
//   node scripts/dev/mutate-chunks.mjs [--config stryker.rules.config.json] [--missing] [--report] [file[:from-to[,from-to...]] ...]
//
// Stryker writes its report and its incremental file only when a whole run ends, so an interrupted
// `npm run mutate:rules` (6,900 mutants, some 11 hours on 2 cores) keeps nothing. This runs the
// config once per file (the named files, else every file its `mutate` patterns match), each with
// its own incremental file and JSON report under reports/mutation/chunks/<config>/, and then merges
// the chunks into reports/mutation/<config>-chunks.json with a score per file and in total.
//   --missing  only the files that have no chunk report yet
// Files named on the command line are measured afresh (their incremental file is dropped first).
// `file:from-to[,from-to...]` measures only the mutants on those lines (Stryker's mutation ranges), in a chunk of
// its own: a long file can be measured in parts, and a part measured again after new tests.
// Merging: a file's mutants are taken from every chunk report of it whose recorded source is the
// file as it is now (reports of an older source are ignored), the newest report winning for a
// mutant measured more than once.
//   --report   run nothing: merge and print what the chunks hold
// The score is Stryker's: (killed + timeout) / (killed + timeout + survived + no coverage).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  if (i >= 0) args.splice(i, 1);
  return i >= 0;
};
const option = (name, fallback) => {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const [, value] = args.splice(i, 2);
  return value;
};
const configFile = option('--config', 'stryker.rules.config.json');
const missing = flag('--missing');
const reportOnly = flag('--report');
const config = JSON.parse(readFileSync(configFile, 'utf8'));
const tag = basename(configFile, '.json').replace(/^stryker\.?/, '').replace(/\.?config$/, '') || 'all';
const dir = join('reports', 'mutation', 'chunks', tag);
mkdirSync(dir, { recursive: true });
/** `file:a-b,c-d` as the file and its line ranges (none for a plain file). */
const parse = (arg) => {
  const m = /^(.*):([\d,-]+)$/.exec(arg);
  return m ? { file: m[1], ranges: m[2].split(',') } : { file: arg, ranges: [] };
};
const slug = (arg) => {
  const { file, ranges } = parse(arg);
  return file.replace(/[\\/]/g, '__') + (ranges.length ? `@${ranges.join('_')}` : '');
};
/** Stryker's mutate entries of an argument: `file:a-b`, `file:c-d`, or the plain file. */
const entries = (arg) => {
  const { file, ranges } = parse(arg);
  return ranges.length ? ranges.map((r) => `${file}:${r}`) : [file];
};

/** The files a config's `mutate` patterns name: `dir/**\/*.ts` and plain paths, `!path` excluded. */
function patternFiles(patterns) {
  const out = new Set();
  for (const p of patterns.filter((q) => !q.startsWith('!'))) {
    const m = /^(.*)\/\*\*\/\*(\.\w+)$/.exec(p);
    if (!m) {
      out.add(p);
      continue;
    }
    for (const f of readdirSync(m[1], { recursive: true })) {
      if (String(f).endsWith(m[2])) out.add(join(m[1], String(f)));
    }
  }
  for (const p of patterns.filter((q) => q.startsWith('!'))) out.delete(p.slice(1));
  return [...out].sort();
}

const wanted = patternFiles(config.mutate);
const files = args.length ? args : wanted;
if (!reportOnly) {
  for (const file of files) {
    const report = join(dir, `${slug(file)}.json`);
    if (missing && existsSync(report)) continue;
    // a file named on the command line is measured afresh: Stryker's incremental file does not see
    // tests added since (with the vitest runner a new test left earlier survivors standing)
    if (args.length) rmSync(join(dir, `${slug(file)}-incremental.json`), { force: true });
    const chunk = {
      ...config,
      mutate: entries(file),
      incrementalFile: join(dir, `${slug(file)}-incremental.json`),
      reporters: ['clear-text', 'progress-append-only', 'json'],
      jsonReporter: { fileName: report },
    };
    delete chunk.$schema;
    const tmp = `stryker.chunk.tmp.json`;
    writeFileSync(tmp, JSON.stringify(chunk, null, 1));
    console.log(`\n== ${file}`);
    const run = spawnSync('npx', ['stryker', 'run', tmp], { stdio: 'inherit', env: { ...process.env, NAUTILAB_MUTATION: '1' } });
    rmSync(tmp, { force: true });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
}

const merged = { schemaVersion: '1', thresholds: config.thresholds ?? { high: 80, low: 60 }, files: {} };
const mutantKey = (m) => `${m.mutatorName} ${m.replacement ?? ''} ${JSON.stringify(m.location)}`;
const reports = readdirSync(dir)
  .filter((f) => f.endsWith('.json') && !f.endsWith('-incremental.json'))
  .map((name) => ({ name, mtime: statSync(join(dir, name)).mtimeMs }))
  .sort((a, b) => a.mtime - b.mtime);
const byFile = new Map();
const sources = new Map();
const sourceOf = (file) => {
  if (!sources.has(file)) sources.set(file, existsSync(file) ? readFileSync(file, 'utf8') : null);
  return sources.get(file);
};
for (const { name } of reports) {
  for (const [file, entry] of Object.entries(JSON.parse(readFileSync(join(dir, name), 'utf8')).files)) {
    if (sourceOf(file) !== entry.source) continue; // measured on another source
    if (!byFile.has(file)) byFile.set(file, { entry, mutants: new Map() });
    for (const m of entry.mutants) byFile.get(file).mutants.set(mutantKey(m), m); // newer reports come later
  }
}
for (const [file, { entry, mutants }] of byFile) merged.files[file] = { ...entry, mutants: [...mutants.values()] };
const out = join('reports', 'mutation', `${tag}-chunks.json`);
writeFileSync(out, JSON.stringify(merged));
const count = (mutants) => {
  const c = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0 };
  for (const m of mutants) if (m.status in c) c[m.status]++;
  return c;
};
const score = (c) => (c.Killed + c.Timeout) / Math.max(1, c.Killed + c.Timeout + c.Survived + c.NoCoverage);
const total = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0 };
for (const file of wanted) {
  const entry = merged.files[file];
  if (!entry) {
    // a file with nothing to mutate (re-exports, types) has a chunk report with no entry
    console.log(`${file.padEnd(34)} ${existsSync(join(dir, `${slug(file)}.json`)) ? 'no mutants' : 'not run'}`);
    continue;
  }
  const c = count(entry.mutants);
  for (const k of Object.keys(total)) total[k] += c[k];
  const survivors = c.Survived + c.NoCoverage;
  if (c.Killed + c.Timeout + survivors === 0) {
    console.log(`${file.padEnd(34)} no mutants`);
    continue;
  }
  console.log(`${file.padEnd(34)} ${(100 * score(c)).toFixed(1).padStart(5)}%  ${String(survivors).padStart(4)} left of ${c.Killed + c.Timeout + survivors}`);
}
const done = wanted.filter((f) => merged.files[f] || existsSync(join(dir, `${slug(f)}.json`))).length;
console.log(`\n${done}/${wanted.length} files, score ${(100 * score(total)).toFixed(2)}% (${out})`);
