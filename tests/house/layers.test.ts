// The house's shape, read from the imports (docs/architecture.md, "Layers"): no import cycle
// anywhere in src/ or web/src/, and each layer imports only from the layers below it. A new
// arrow that runs back up fails here with the files and the import that make it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = normalize(join(dirname(new URL(import.meta.url).pathname), '..', '..'));
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"?]*)/g;

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(join(ROOT, dir))) {
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) walk(path, out);
    else if (/\.(ts|vue)$/.test(name)) out.push(path);
  }
  return out;
}

/** Every source file of src/ and web/src/ with the repository files its relative imports name. */
function importGraph(): Map<string, string[]> {
  const files = [...walk('src'), ...walk('web/src')];
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets: string[] = [];
    for (const m of readFileSync(join(ROOT, file), 'utf8').matchAll(SPECIFIER)) {
      const written = relative(ROOT, join(ROOT, dirname(file), m[1]!));
      const stem = written.replace(/\.js$/, '');
      const found = [written, `${stem}.ts`, `${stem}.vue`, `${written}.ts`, `${written}/index.ts`].find((c) => known.has(c));
      targets.push(found ?? written);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The strongly connected components of more than one file (or a file importing itself): Tarjan's algorithm. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v)!.includes(v)) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** Each cycle in words: its files and the imports between them. */
function describeCycles(graph: Map<string, string[]>, found: string[][]): string[] {
  return found.map((component) => {
    const inside = new Set(component);
    const arrows = component.flatMap((f) => graph.get(f)!.filter((t) => inside.has(t)).map((t) => `${f} -> ${t}`));
    return `${component.length} files: ${arrows.join('; ')}`;
  });
}

/** Imports from `from` (a folder prefix) that leave the allowed prefixes. */
function strayImports(graph: Map<string, string[]>, from: (file: string) => boolean, allowed: string[]): string[] {
  const out: string[] = [];
  for (const [file, targets] of graph) {
    if (!from(file)) continue;
    for (const t of targets) if (!allowed.some((prefix) => t.startsWith(prefix))) out.push(`${file} -> ${t}`);
  }
  return out;
}

const graph = importGraph();
const RULES = ['src/nautilus/', 'src/atlantis/', 'src/duel/'];

describe('the import graph', () => {
  test('reads the whole app (a broken reader would pass everything)', () => {
    expect(graph.size).toBeGreaterThan(150);
    expect(graph.get('src/nautilus/index.ts')!.length).toBeGreaterThan(5);
    expect(graph.get('web/src/main.ts')).toContain('web/src/App.vue');
  });

  test('has no import cycle in src/ or web/src/', () => {
    expect(describeCycles(graph, cycles(graph))).toEqual([]);
  });

  test('finds a cycle when there is one', () => {
    const planted = new Map(graph);
    planted.set('src/core/game.ts', [...graph.get('src/core/game.ts')!, 'src/nautilus/index.ts']);
    expect(cycles(planted).length).toBeGreaterThan(0);
  });
});

describe('layers (each imports only from below)', () => {
  test('src/ never imports the web app', () => {
    expect(strayImports(graph, (f) => f.startsWith('src/'), ['src/', 'build/'])).toEqual([]);
  });

  test('src/core is the bottom: it imports only itself', () => {
    expect(strayImports(graph, (f) => f.startsWith('src/core/'), ['src/core/'])).toEqual([]);
  });

  test('src/kernel imports only itself', () => {
    expect(strayImports(graph, (f) => f.startsWith('src/kernel/'), ['src/kernel/'])).toEqual([]);
  });

  test("each game's rules import only core, the kernel's types, the TS twin (their default kernel) and their own folder (bot templates sit above the bot API)", () => {
    for (const game of RULES) {
      const rules = (f: string): boolean => f.startsWith(game) && !f.startsWith(`${game}templates/`);
      expect(strayImports(graph, rules, [game, 'src/core/', 'src/kernel/types', 'src/kernel/tsKernel'])).toEqual([]);
    }
  });

  test('the engines stack in one order: core, kernel, rules, the games list, analysis, bots, sandbox, arena, bench, command line', () => {
    // a file may import its own layer and the layers below; the games' bot templates sit with the bots
    const order: [RegExp, number][] = [
      [/^src\/(nautilus|atlantis|duel|bots)\/templates\//, 5],
      [/^src\/core\//, 0],
      [/^src\/kernel\//, 1],
      [/^src\/(nautilus|atlantis|duel)\//, 2],
      [/^src\/(games|catalog|words)\.ts$/, 3],
      [/^src\/analysis\//, 4],
      [/^src\/bots\//, 5],
      [/^src\/sandbox\//, 6],
      [/^src\/arena\//, 7],
      [/^src\/bench\//, 8],
      [/^src\/cli\//, 9],
    ];
    const layer = (f: string): number => order.find(([re]) => re.test(f))?.[1] ?? 99;
    const upward: string[] = [];
    for (const [file, targets] of graph) {
      if (!file.startsWith('src/')) continue;
      for (const t of targets) if (t.startsWith('src/') && layer(t) > layer(file)) upward.push(`${file} -> ${t}`);
    }
    expect(upward).toEqual([]);
    expect(layer('src/cli/main.ts')).toBe(9);
  });

  test('code inside the web workers never imports views, components or game views (no DOM there)', () => {
    expect(strayImports(graph, (f) => f.startsWith('web/src/worker/'), ['src/', 'build/', 'web/src/worker/', 'web/src/sandbox/'])).toEqual([]);
  });
});
