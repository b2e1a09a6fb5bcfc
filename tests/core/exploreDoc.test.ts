// Explore's document (issue 44): the variation tree goes into export, import, share links and the
// autosave; it reads back whole, an Explore session saved before the tree still reads, and a tree
// from a file or link is bounded and read in linear work, refused before anything is played.
import { describe, expect, test } from 'vitest';
import { EXPLORE_FORMAT, makeExploreDoc, readExploreDoc, sessionAsDoc, type ExploreDoc } from '../../src/core/exploreDoc.js';
import type { AnyGame } from '../../src/core/game.js';
import type { Result } from '../../src/core/result.js';
import { shapeProblem } from '../../src/core/json.js';
import { addMove, EDIT, lineEnd, makeTree, nodeAt, TREE_LIMITS, treeRows, type TreePath, type VariationTree } from '../../src/core/variationTree.js';
import { GAMES } from '../../src/games.js';
import { countWork } from '../linearReading.js';

const game = GAMES.nautilus!;
/** The value of a result that must be ok. */
function must<T>(r: Result<T, unknown>): T {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}
/** The position after `action` (notation) from the position document `from`, as a document. */
const after = (from: unknown, action: string): unknown => game.toJSON(must(game.play(must(game.fromJSON(from)), must(game.parseAction(action)))));
const start = game.toJSON(game.setup({ players: 4, seed: 3, variants: {} }));
/** A line of `n` actions from the start (each the k-th legal action, so the line is the same every time). */
function lineOf(n: number): string[] {
  let pos = game.fromJSON(start);
  if (!pos.ok) throw new Error('start');
  let p = pos.value;
  const out: string[] = [];
  for (let i = 0; i < n && !game.isOver(p); i++) {
    const legal = game.legalActions(p);
    const a = legal[(i * 7) % legal.length];
    out.push(game.makeAction(a));
    p = must(game.play(p, a));
  }
  return out;
}
const line = lineOf(300);

/** Plays notation `actions` into the tree from `path`. */
function grow(tree: VariationTree<unknown>, path: TreePath, actions: string[]): { tree: VariationTree<unknown>; path: TreePath } {
  let at = { tree, path };
  for (const a of actions) {
    at = addMove(at.tree, at.path, a, must(game.fromJSON(after(nodeAt(at.tree, at.path)!.position, a))))!;
  }
  return at;
}

/** The tree as text: each row's indent, ply and action. */
const shape = (tree: VariationTree<unknown>): string[] => treeRows(tree, []).map((r) => `${r.indent}:${r.ply}:${r.node.action}`);

describe("Explore's document", () => {
  test('a tree with variations and an edit reads back whole, the node on view and every position the same', () => {
    const main = grow(makeTree(must(game.fromJSON(start))), [], line.slice(0, 6));
    // a variation at the second action, and one inside it; an edit after the fourth action of the line
    const first = [main.path[0]!];
    const legal = game.legalActions(nodeAt(main.tree, first)!.position).map((a: unknown) => game.makeAction(a)).filter((a: string) => a !== line[1]);
    const variation = grow(main.tree, first, [legal[0]!]);
    const inner = grow(variation.tree, first, [legal[1]!]);
    const edited = addMove(inner.tree, main.path.slice(0, 4), EDIT, nodeAt(main.tree, [])!.position)!;
    const doc = JSON.parse(JSON.stringify(makeExploreDoc('nautilus', edited.tree, variation.path))) as ExploreDoc;
    expect(doc).toMatchObject({ format: EXPLORE_FORMAT, game: 'nautilus', root: start });
    expect(doc.nodes).toHaveLength(edited.tree.size);
    const r = readExploreDoc(doc, GAMES);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(shape(r.value.tree)).toEqual(shape(edited.tree));
    expect(nodeAt(r.value.tree, r.value.selected)!.action).toBe(legal[0]);
    // every node's position is the one played (compared as documents)
    const positions = (t: VariationTree<unknown>): unknown[] => treeRows(t, []).map((x) => game.toJSON(x.node.position));
    expect(positions(r.value.tree)).toEqual(positions(edited.tree));
    expect(r.value.tree.size).toBe(edited.tree.size);
  });

  test('an Explore session saved before the tree reads as its line, an edit kept, the same node on view', () => {
    const views = [start];
    for (const a of line.slice(0, 4)) views.push(after(views.at(-1), a));
    // past: the position each action was played from; future: the position each leads to; an edit after the second action
    const edit = views[0];
    const session = {
      game: 'nautilus',
      position: views[2],
      past: [
        { position: views[0], action: line[0] },
        { position: views[1], action: line[1] },
      ],
      future: [
        { position: edit, action: EDIT },
        { position: after(edit, line[0]!), action: line[0] },
      ],
    };
    const doc = sessionAsDoc(session)!;
    expect(doc.nodes).toEqual([{ parent: 0, action: line[0] }, { parent: 1, action: line[1] }, { parent: 2, edit }, { parent: 3, action: line[0] }]);
    expect(doc.selected).toBe(2);
    const r = readExploreDoc(doc, GAMES);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.selected).toHaveLength(2);
    expect(game.toJSON(nodeAt(r.value.tree, r.value.selected)!.position)).toEqual(views[2]);
    expect(lineEnd(r.value.tree, [])).toHaveLength(4);
    // a session of Nautilus from before games had ids; what is not a session
    expect(sessionAsDoc({ position: start })).toMatchObject({ game: 'nautilus', nodes: [], selected: 0 });
    expect(sessionAsDoc({ position: start, past: 'x' })).toBeNull();
    expect(sessionAsDoc([])).toBeNull();
  });

  test('problems are refused with a path, the whole list checked before any action is played', () => {
    let plays = 0;
    const counting = { ...GAMES, nautilus: { ...game, play: (p: unknown, a: unknown) => (plays++, game.play(p, a)) } as AnyGame };
    const doc = (nodes: unknown[], more: Record<string, unknown> = {}): unknown => ({ format: EXPLORE_FORMAT, game: 'nautilus', root: start, nodes, selected: 0, ...more });
    const ok = { parent: 0, action: line[0] };
    const cases: [unknown, string, string][] = [
      [doc(Array.from({ length: TREE_LIMITS.nodes + 1 }, () => ok)), '$.nodes', 'tooLarge'],
      [doc([...Array.from({ length: 5 }, () => ok), { parent: 9, action: line[0] }]), '$.nodes[5].parent', 'badParent'],
      [doc([ok, { parent: 0.5, action: 'end' }]), '$.nodes[1].parent', 'badParent'],
      [doc([ok, { parent: 0, action: 'x'.repeat(TREE_LIMITS.actionChars + 1) }]), '$.nodes[1].action', 'badAction'],
      [doc([ok, { parent: 0, action: 'end', edit: start }]), '$.nodes[1]', 'badNode'],
      [doc([ok, { parent: 0, action: EDIT }]), '$.nodes[1].action', 'badAction'],
      [doc(Array.from({ length: TREE_LIMITS.depth + 1 }, (_, i) => ({ parent: i, action: 'end' }))), `$.nodes[${TREE_LIMITS.depth}]`, 'tooDeep'],
      [doc([ok], { selected: 2 }), '$.selected', 'badSelected'],
      [doc([ok], { game: 'chess' }), '$.game', 'unknownGame'],
      [doc([ok], { format: 'nautilab-explore/9' }), '$.format', 'unknownFormat'],
    ];
    for (const [d, path, code] of cases) expect(readExploreDoc(d, counting)).toMatchObject({ ok: false, error: [{ path, code }] });
    expect(plays).toBe(0);
    // what the engine refuses has the node's path: an illegal action, a bad edit, a bad root
    expect(readExploreDoc(doc([ok, { parent: 1, action: 'fly away' }]), GAMES)).toMatchObject({ ok: false, error: [{ path: '$.nodes[1].action' }] });
    const firstPath = (d: unknown): string => {
      const r = readExploreDoc(d, GAMES);
      return r.ok ? 'read' : r.error[0]!.path;
    };
    expect(firstPath(doc([ok, { parent: 1, edit: { format: 'nautilus/1' } }]))).toMatch(/^\$\.nodes\[1\]\.edit/);
    expect(firstPath(doc([], { root: {} }))).toMatch(/^\$\.root/);
  });

  test('reading is linear in the tree: a long line, a wide node, many edits', () => {
    const work = (d: unknown): number => countWork((x) => void (shapeProblem(x) === null && readExploreDoc(x, GAMES)), d);
    const doc = (nodes: unknown[]): unknown => ({ format: EXPLORE_FORMAT, game: 'nautilus', root: start, nodes, selected: nodes.length });
    const shapes: [string, (n: number) => unknown][] = [
      ['a line', (n) => doc(line.slice(0, n).map((action, i) => ({ parent: i, action })))],
      ['a wide node', (n) => doc(Array.from({ length: n }, () => ({ parent: 0, action: line[0] })))],
      ['edits', (n) => doc(Array.from({ length: n }, (_, i) => ({ parent: i, edit: start })))],
    ];
    for (const [name, make] of shapes) {
      const small = work(make(16)) - work(make(8));
      const large = work(make(160)) - work(make(80));
      expect(large / small, name).toBeLessThan(20);
    }
  });
});
