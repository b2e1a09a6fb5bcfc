// No view leaves a word untranslated (issue 32): every template of web/src speaks through vue-i18n.
// Each `.vue` template is parsed with Vue's own compiler; a text node with letters, a literal
// `title`/`aria-label`/`placeholder`/`alt`/`label` value, or a string literal that an interpolation
// or such a bound attribute would show (outside `$t(…)`/`t(…)`) is reported with its file and line.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { babelParse, parse } from 'vue/compiler-sfc';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SRC = join(ROOT, 'web/src');

/** Attributes a person reads or hears. */
const TEXT_ATTRS = new Set(['title', 'aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'placeholder', 'alt', 'label', 'idle-note']);
/**
 * Words that are not language: the names of the games and the app, the money's name, units, file
 * formats, and the SPRT's parameters as the command line names them (`--sprt elo0=0,elo1=10`).
 */
const ALLOWED = new Set(['Nautilus', 'Atlantis', 'Nautilab', 'Nemo', 'Elo', 'SPRT', 'LLR', 'H', 'elo', 'alpha', 'beta', 'CSV', 'JSON', 'WASM', 'ms']);

/** True when a piece of text has a word that needs translating. */
function isLanguage(text: string): boolean {
  const words = text.match(/[\p{L}][\p{L}'’-]*/gu) ?? [];
  return words.some((w) => !ALLOWED.has(w));
}

/** Calls whose first argument is a message key or a number, not text. */
const I18N_CALLS = new Set(['$t', 't', '$n', 'n', '$d', 'd', '$tc', 'tc', '$te', 'te', '$rt', 'rt']);

type Node = { type: string; [k: string]: unknown };

/** The string pieces an expression's value is made of (not those it compares, passes or indexes). */
function shownStrings(node: Node | null | undefined): string[] {
  if (!node) return [];
  switch (node.type) {
    case 'StringLiteral':
      return [node.value as string];
    case 'TemplateLiteral':
      return [
        ...(node.quasis as { value: { cooked: string } }[]).map((q) => q.value.cooked),
        ...(node.expressions as Node[]).flatMap(shownStrings),
      ];
    case 'ConditionalExpression':
      return [...shownStrings(node.consequent as Node), ...shownStrings(node.alternate as Node)];
    case 'LogicalExpression':
      return [...shownStrings(node.left as Node), ...shownStrings(node.right as Node)];
    case 'BinaryExpression':
      return node.operator === '+' ? [...shownStrings(node.left as Node), ...shownStrings(node.right as Node)] : [];
    case 'TSAsExpression':
    case 'TSNonNullExpression':
    case 'ParenthesizedExpression':
      return shownStrings(node.expression as Node);
    case 'SequenceExpression':
      return (node.expressions as Node[]).flatMap(shownStrings);
    case 'ArrayExpression':
      return (node.elements as Node[]).flatMap(shownStrings);
    case 'CallExpression': {
      const callee = node.callee as Node;
      const name = callee.type === 'Identifier' ? (callee.name as string) : callee.type === 'MemberExpression' ? ((callee.property as Node).name as string) : '';
      if (I18N_CALLS.has(name)) return [];
      // String('text') and the like show their argument
      return name === 'String' ? (node.arguments as Node[]).flatMap(shownStrings) : [];
    }
    default:
      return [];
  }
}

function expressionStrings(source: string): string[] {
  try {
    const program = babelParse(`(${source})`, { plugins: ['typescript'] }).program;
    const first = program.body[0] as unknown as { expression?: Node } | undefined;
    return shownStrings(first?.expression);
  } catch {
    return []; // v-for and v-slot heads are not expressions: nothing they show is literal
  }
}

/** Every untranslated piece of a `.vue` file's template, as `line: text`. */
function untranslated(source: string, file = 'x.vue'): string[] {
  const { descriptor, errors } = parse(source, { filename: file });
  if (errors.length) throw new Error(`${file}: ${String(errors[0])}`);
  const ast = descriptor.template?.ast as unknown as TemplateNode | undefined;
  const found: string[] = [];
  const report = (line: number, text: string): void => void found.push(`${line}: ${text.trim().replace(/\s+/g, ' ')}`);
  const walk = (n: TemplateNode): void => {
    if (n.type === 2 && isLanguage(n.content as string)) report(n.loc.start.line, n.content as string);
    if (n.type === 5) for (const s of expressionStrings((n.content as TemplateNode).content as string)) if (isLanguage(s)) report(n.loc.start.line, s);
    if (n.type === 1) {
      for (const p of (n.props ?? []) as TemplateNode[]) {
        if (p.type === 6 && TEXT_ATTRS.has(p.name as string) && p.value && isLanguage((p.value as TemplateNode).content as string)) report(p.loc.start.line, `${p.name}="${(p.value as TemplateNode).content as string}"`);
        if (p.type === 7 && p.name === 'bind' && p.arg && TEXT_ATTRS.has((p.arg as TemplateNode).content as string) && p.exp) {
          for (const s of expressionStrings((p.exp as TemplateNode).content as string)) if (isLanguage(s)) report(p.loc.start.line, `:${(p.arg as TemplateNode).content as string}: ${s}`);
        }
      }
    }
    // a <code> or <kbd> shows notation and keys, not language
    if (n.type === 1 && ['code', 'kbd', 'pre', 'style', 'script'].includes(n.tag as string)) return;
    for (const c of (n.children ?? []) as TemplateNode[]) walk(c);
  };
  if (ast) walk(ast);
  return found;
}

interface TemplateNode {
  type: number;
  loc: { start: { line: number } };
  [k: string]: unknown;
}

function vueFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? vueFiles(join(dir, e.name)) : e.name.endsWith('.vue') ? [join(dir, e.name)] : []));
}

describe('the checker itself', () => {
  test('finds literal text, attributes and shown string literals; lets translated ones, symbols and notation pass', () => {
    const found = untranslated(`<template>
  <p>Hello</p>
  <button title="Start the game" :aria-label="on ? 'Stop' : $t('x.go')">▶</button>
  <p>{{ n > 1 ? \`\${n} moves\` : $t('x.one') }} {{ list.join(' · ') }} {{ mode === 'edit' ? $t('a') : $t('b') }}</p>
  <p>{{ $t('x.y', { name: 'Nemo' }) }} · 12 → <code>research 6 6</code> <kbd>R</kbd> Nautilus</p>
  <input placeholder="seed" />
</template>`);
    expect(found).toEqual(['2: Hello', '3: title="Start the game"', '3: :aria-label: Stop', '4: moves', '6: placeholder="seed"']);
  });
});

describe('every template of web/src speaks through vue-i18n', () => {
  const files = vueFiles(SRC).sort();
  test('there are templates to check', () => expect(files.length).toBeGreaterThan(30));
  test.each(files.map((f) => relative(join(ROOT, 'web/src'), f)))('%s has no untranslated text', (file) => {
    expect(untranslated(readFileSync(join(SRC, file), 'utf8'), file)).toEqual([]);
  });
});
