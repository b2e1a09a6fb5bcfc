// Explore's variation tree (issue 44): another action at an earlier point starts a variation beside
// the line, variations are promoted and deleted, and the tree is walked by keys and listed in rows,
// each walk a loop (a line thousands of actions long lists without a deep recursion).
import { describe, expect, test } from 'vitest';
import {
  addMove,
  deleteAt,
  EDIT,
  forward,
  lineEnd,
  makeTree,
  nodeAt,
  pathTo,
  promote,
  sibling,
  TREE_LIMITS,
  treeRows,
  variationDepth,
  type TreeNode,
  type TreePath,
  type VariationTree,
} from '../../src/core/variationTree.js';

/** Plays `actions` one after another from `path` (the position is the line so far, as text). */
function play(tree: VariationTree<string>, path: TreePath, ...actions: string[]): { tree: VariationTree<string>; path: TreePath } {
  let at = { tree, path };
  for (const a of actions) at = addMove(at.tree, at.path, a, `${nodeAt(at.tree, at.path)!.position} ${a}`.trim())!;
  return at;
}

/** The actions along the line from the root through first children. */
const mainline = (tree: VariationTree<string>): string[] => lineEnd(tree, []).map((_, i, p) => nodeAt(tree, p.slice(0, i + 1))!.action);
/** A row list as text: indent, ply, action, state. */
const rows = (tree: VariationTree<string>, path: TreePath): string[] => treeRows(tree, path).map((r) => `${'  '.repeat(r.indent)}${r.ply}${r.opens ? '(' : '.'}${r.node.action} ${r.state}`);

describe('the variation tree', () => {
  // main line a b c; at the root another first action x (then y); after a, another second action z
  const base = play(makeTree(''), [], 'a', 'b', 'c');
  const withX = play(base.tree, [], 'x', 'y');
  const full = play(withX.tree, [base.path[0]!], 'z');

  test('another action at an earlier point starts a variation beside the line; the line is kept', () => {
    expect(mainline(full.tree)).toEqual(['a', 'b', 'c']);
    expect(full.tree.size).toBe(6);
    expect(nodeAt(full.tree, withX.path)!.position).toBe('x y');
    expect(variationDepth(full.tree, withX.path)).toBe(1);
    expect(variationDepth(full.tree, base.path)).toBe(0);
    // playing the action a child already holds goes to that child
    const again = addMove(full.tree, [], 'a', 'ignored')!;
    expect(again.tree).toBe(full.tree);
    expect(again.path).toEqual([base.path[0]]);
    // an edit always adds a node
    const edited = addMove(full.tree, [], EDIT, 'edited')!;
    expect(edited.tree.size).toBe(7);
    expect(addMove(edited.tree, [], EDIT, 'edited')!.tree.size).toBe(8);
  });

  test('rows follow lichess: each action, then the variations beside it, then the line goes on', () => {
    expect(rows(full.tree, full.path)).toEqual([
      '1.a path',
      '  1(x aside',
      '  2.y aside',
      '2.b aside',
      '  2(z current',
      '3.c aside',
    ]);
    expect(rows(full.tree, base.path)).toEqual(['1.a path', '  1(x aside', '  2.y aside', '2.b path', '  2(z aside', '3.c current']);
  });

  test('keys: back and forward along the line, up and down between variations, to the end of the line', () => {
    const a = [base.path[0]!];
    expect(forward(full.tree, [])).toEqual(a);
    expect(forward(full.tree, base.path)).toBeNull();
    expect(sibling(full.tree, a, 1)).toEqual([withX.path[0]]);
    expect(sibling(full.tree, a, -1)).toBeNull();
    expect(sibling(full.tree, [withX.path[0]!], -1)).toEqual(a);
    expect(sibling(full.tree, full.path, -1)).toEqual(base.path.slice(0, 2));
    expect(lineEnd(full.tree, [withX.path[0]!])).toEqual(withX.path);
    expect(pathTo(full.tree, full.path[1]!)).toEqual(full.path);
    expect(pathTo(full.tree, 99)).toBeNull();
  });

  test('a variation is promoted one level up or to the main line, and deleted', () => {
    // a variation inside a variation: x y, then at x another second action w
    const nested = play(full.tree, [withX.path[0]!], 'w');
    expect(variationDepth(nested.tree, nested.path)).toBe(2);
    const up = promote(nested.tree, nested.path, false);
    // one level: w becomes x's line, x is still a variation
    expect(variationDepth(up, nested.path)).toBe(1);
    expect(lineEnd(up, [withX.path[0]!])).toEqual(nested.path);
    const main = promote(nested.tree, nested.path, true);
    expect(variationDepth(main, nested.path)).toBe(0);
    expect(mainline(main)).toEqual(['x', 'w']);
    // nothing else moved: the old line is now the first variation at the root
    expect(sibling(main, [withX.path[0]!], 1)).toEqual([base.path[0]]);
    expect(main.size).toBe(nested.tree.size);
    expect(promote(main, nested.path, true)).toBe(main);
    // deleting a node takes what follows it; the selection inside moves to its parent
    const cut = deleteAt(main, [withX.path[0]!], nested.path);
    expect(cut.selected).toEqual([]);
    expect(mainline(cut.tree)).toEqual(['a', 'b', 'c']);
    expect(cut.tree.size).toBe(4);
    const kept = deleteAt(full.tree, full.path, base.path);
    expect(kept.selected).toBe(base.path);
    expect(kept.tree.size).toBe(5);
    expect(deleteAt(full.tree, [], base.path).tree).toBe(full.tree);
  });

  test('the tree stops growing at its bounds', () => {
    // a line as long as the depth bound, built directly (adding one by one copies the line each time)
    let leaf: TreeNode<string> = { id: TREE_LIMITS.depth, action: 'a', position: '', children: [] };
    for (let id = TREE_LIMITS.depth - 1; id >= 0; id--) leaf = { id, action: id ? 'a' : '', position: '', children: [leaf] };
    const at = { tree: { root: leaf, nextId: TREE_LIMITS.depth + 1, size: TREE_LIMITS.depth }, path: lineEnd({ root: leaf, nextId: 0, size: 0 }, []) };
    expect(at.path).toHaveLength(TREE_LIMITS.depth);
    expect(addMove(at.tree, at.path, 'a', '')).toBeNull();
    expect(addMove(at.tree, at.path.slice(0, -1), 'b', '')!.tree.size).toBe(TREE_LIMITS.depth + 1);
    expect(addMove({ ...at.tree, size: TREE_LIMITS.nodes }, [], 'b', '')).toBeNull();
    // a line as long as the bound lists and walks without recursion
    expect(treeRows(at.tree, at.path)).toHaveLength(TREE_LIMITS.depth);
    expect(pathTo(at.tree, at.path[at.path.length - 1]!)).toEqual(at.path);
  });
});
