// The README's command examples run as written, in order, in an empty directory (issue 28): each
// `sh` block's lines go to a real shell with the linked `nautilab` as `node bin/nautilab.js`, and
// each exits 0. Heavy examples run with the reductions below, so the test stays short; the README
// keeps the real figures. The README says how to run the command outside the clone (issue 44:
// `npx nautilab` there asks the registry), and its analyses are of positions still to decide.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;
const BIN = join(ROOT, 'bin/nautilab.js');

/** The README's fenced `sh` blocks, each as its command lines (comments and blank lines dropped, `\` continuations joined). */
function shellBlocks(markdown: string): string[][] {
  const blocks: string[][] = [];
  for (const m of markdown.matchAll(/^```sh\n([\s\S]*?)^```$/gm)) {
    const lines = m[1]!.replace(/\\\n/g, ' ').split('\n').map((l) => l.trim());
    blocks.push(lines.filter((l) => l && !l.startsWith('#')));
  }
  return blocks;
}

/**
 * What the test changes in a heavy example, in order; each must change at least one line (so a
 * reduction never silently stops applying). Only amounts of work change, never what is run.
 */
const REDUCTIONS: { why: string; applies: RegExp; from: RegExp; to: string; count?: number }[] = [
  { why: 'tournaments and self-play: 2 games instead of hundreds', applies: /^nautilab (arena|selfplay)\b/, from: /--games [0-9]+/, to: '--games 2', count: 3 },
  { why: 'a tournament without --games (20 by default): 2 games', applies: /^nautilab arena (?!.*--games)(?!.*--report)/, from: /^nautilab arena/, to: '$& --games 2' },
  { why: 'bots bounded by time: 10 ms a decision instead of about a second', applies: /^nautilab arena\b/, from: /\banalyst,ismcts:1000ms\b/, to: 'analyst:10,ismcts:10ms' },
  { why: 'ismcts: 8 iterations a decision instead of 64', applies: /^nautilab arena\b/, from: /\bismcts,greedy\b/, to: 'ismcts:8,greedy' },
  { why: 'analysis: 100 samples instead of thousands', applies: /^nautilab analyze\b/, from: /--iterations [0-9]+/, to: '--iterations 100' },
  { why: 'analysis without a budget (1,000 samples by default): 100', applies: /^nautilab analyze (?!.*--iterations)(?!.*--time)/, from: /^(nautilab analyze \S+)/, to: '$1 --iterations 100', count: 2 },
  { why: "the analysis throughput: the bench's quick run on one worker", applies: /^nautilab bench --analysis(?!.*--quick)/, from: /--analysis/, to: '--analysis --quick --workers 1' },
];

/** The README's examples, reduced, as shell commands on the built CLI; with the reductions each one took. */
function runnable(lines: string[]): { line: string; command: string; reduced: string[] }[] {
  const used = new Map<string, number>();
  const out = lines.map((line) => {
    let command = line;
    const reduced: string[] = [];
    for (const r of REDUCTIONS) {
      if (!r.applies.test(command)) continue;
      const next = command.replace(r.from, r.to);
      if (next === command) continue;
      command = next;
      reduced.push(r.why);
      used.set(r.why, (used.get(r.why) ?? 0) + 1);
    }
    return { line, command: command.replace(/^nautilab\b/, `"${process.execPath}" "${BIN}"`), reduced };
  });
  for (const r of REDUCTIONS) expect(used.get(r.why) ?? 0, `reduction "${r.why}" no longer matches the README: update it`).toBe(r.count ?? 1);
  return out;
}

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const blocks = shellBlocks(readme);

describe('the README', () => {
  test('its shell blocks: the quick start (npm, run by .ci/run) and the nautilab examples', () => {
    // the quick start installs, builds and serves: .ci/run follows it in a fresh clone
    expect(blocks[0]!.length).toBeGreaterThan(0);
    expect(blocks[0]!.every((l) => l.startsWith('npm '))).toBe(true);
    // every other block is run below
    expect(blocks.slice(1).flat().length).toBeGreaterThan(20);
    expect(blocks.slice(1).flat().every((l) => /^(nautilab |echo )/.test(l))).toBe(true);
  });

  test('it says how to run the command outside the clone, and where its examples run', () => {
    // outside the clone `npx nautilab` asks the npm registry for a package of that name: the examples use the linked command
    expect(readme).toMatch(/`npm link` puts `nautilab` on your PATH/);
    expect(readme).toMatch(/Outside the clone, do not type `npx nautilab`/);
    const intro = readme.slice(readme.indexOf('## The `nautilab` command'), readme.indexOf('```sh', readme.indexOf('## The `nautilab` command')));
    expect(intro).toMatch(/examples use the\s+linked `nautilab` and run as written, in order, in an empty directory/);
    expect(blocks.slice(1).flat().some((l) => l.startsWith('npx '))).toBe(false);
  });

  test('every nautilab example runs as written, in order, in an empty directory', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nautilab-readme-'));
    const examples = runnable(blocks.slice(1).flat());
    for (const { line, command, reduced } of examples) {
      const start = Date.now();
      const r = spawnSync('sh', ['-c', command], { cwd: dir, encoding: 'utf8', timeout: 300_000, maxBuffer: 64 << 20 });
      const took = ((Date.now() - start) / 1000).toFixed(1);
      process.stdout.write(`${took.padStart(5)} s  ${line}${reduced.length ? `  [reduced: ${reduced.join('; ')}]` : ''}\n`);
      expect(r.status, `README example failed (exit ${r.status}${r.signal ? `, ${r.signal}` : ''}):\n  ${line}\n${r.stderr.slice(-2000)}`).toBe(0);
    }
    // every analysis is of a position with something still to decide: a seat to act with a choice
    const analysed = examples.flatMap(({ line }) => /^nautilab analyze (\S+)/.exec(line)?.[1] ?? []);
    expect(analysed.length).toBeGreaterThan(0);
    for (const file of analysed) {
      const legal = spawnSync(process.execPath, [BIN, 'legal', file, '--json'], { cwd: dir, encoding: 'utf8' });
      expect(legal.status, legal.stderr).toBe(0);
      expect(JSON.parse(legal.stdout).actions.length, `${file} has nothing to decide`).toBeGreaterThan(1);
    }
  }, 1_800_000);
});
