/**
 * A variation tree, as an analysis board keeps one (lichess's model): each node is an action and
 * the position it leads to; a node's first child continues its line (the main line from the root),
 * the others are variations beside it. The tree is an immutable value: every change returns a new
 * tree that shares the untouched nodes. A place in the tree is a path of node ids from the root
 * (`[]` is the root), so a path stays valid when variations are promoted. Every walk here is a
 * loop, never a recursion: a line may be thousands of actions long.
 */

/** The action of a node that replaced the position by an edit (its position is the edited one). */
export const EDIT = '(edit)';

/** Bounds of a tree (a file or link is refused past them; the board stops adding at them). */
export const TREE_LIMITS = {
  /** Nodes besides the root. */
  nodes: 2000,
  /** Actions from the root to the deepest node. */
  depth: 1000,
  /** Characters of one action's notation. */
  actionChars: 200,
} as const;

/** One node: the action played from its parent's position, and the position it gives. */
export interface TreeNode<P> {
  readonly id: number;
  /** The notation of the action ('' for the root, `EDIT` for an edit). */
  readonly action: string;
  readonly position: P;
  /** The line's continuation first, then the variations beside it. */
  readonly children: readonly TreeNode<P>[];
}

/** A tree: its root (the starting position), the next free id and the number of nodes besides the root. */
export interface VariationTree<P> {
  readonly root: TreeNode<P>;
  readonly nextId: number;
  readonly size: number;
}

/** A place in a tree: the ids of the nodes from the root's child down to it (`[]` is the root). */
export type TreePath = readonly number[];

/** A tree holding only the starting position. */
export function makeTree<P>(position: P): VariationTree<P> {
  return { root: { id: 0, action: '', position, children: [] }, nextId: 1, size: 0 };
}

/** The nodes from the root to the node at `path` (root first), or null when the path is not in the tree. */
export function nodesAlong<P>(tree: VariationTree<P>, path: TreePath): TreeNode<P>[] | null {
  const nodes = [tree.root];
  for (const id of path) {
    const next = nodes[nodes.length - 1]!.children.find((c) => c.id === id);
    if (!next) return null;
    nodes.push(next);
  }
  return nodes;
}

/** The node at `path`, or null. */
export function nodeAt<P>(tree: VariationTree<P>, path: TreePath): TreeNode<P> | null {
  return nodesAlong(tree, path)?.at(-1) ?? null;
}

/** The tree with the node at the end of `along` (root first) replaced by `node`, its ancestors copied. */
function replaceEnd<P>(tree: VariationTree<P>, along: readonly TreeNode<P>[], node: TreeNode<P>, change: { nextId?: number; size?: number } = {}): VariationTree<P> {
  let child = node;
  for (let i = along.length - 2; i >= 0; i--) {
    const parent = along[i]!;
    const old = along[i + 1]!;
    child = { ...parent, children: parent.children.map((c) => (c === old ? child : c)) };
  }
  return { root: child, nextId: change.nextId ?? tree.nextId, size: change.size ?? tree.size };
}

/** Why a tree cannot grow at `path` (the node bound, the depth bound), or null when it can. */
export function growthLimit(tree: VariationTree<unknown>, path: TreePath): 'nodes' | 'depth' | null {
  if (tree.size >= TREE_LIMITS.nodes) return 'nodes';
  if (path.length >= TREE_LIMITS.depth) return 'depth';
  return null;
}

/**
 * Plays `action` (giving `position`) at `path`: an existing child with that action is reached
 * again (an edit always adds one); a new node continues the line when the node has no child, and
 * starts a variation beside its children when it has. Null past the tree's bounds.
 */
export function addMove<P>(tree: VariationTree<P>, path: TreePath, action: string, position: P): { tree: VariationTree<P>; path: TreePath } | null {
  const along = nodesAlong(tree, path);
  if (!along) return null;
  const here = along[along.length - 1]!;
  const known = action === EDIT ? undefined : here.children.find((c) => c.action === action);
  if (known) return { tree, path: [...path, known.id] };
  if (growthLimit(tree, path) !== null) return null;
  const node: TreeNode<P> = { id: tree.nextId, action, position, children: [] };
  const grown = replaceEnd(tree, along, { ...here, children: [...here.children, node] }, { nextId: tree.nextId + 1, size: tree.size + 1 });
  return { tree: grown, path: [...path, node.id] };
}

/**
 * Promotes the variation holding the node at `path` (lichess's rule): the nearest ancestor link
 * where the path leaves a line becomes that line's continuation; with `toMainline`, every such
 * link on the path, so the node ends on the main line. The path stays valid.
 */
export function promote<P>(tree: VariationTree<P>, path: TreePath, toMainline: boolean): VariationTree<P> {
  const along = nodesAlong(tree, path);
  if (!along) return tree;
  // the links where the path leaves a line (the parent's index in `along`), deepest first
  const links: number[] = [];
  for (let i = along.length - 2; i >= 0; i--) if (along[i]!.children[0] !== along[i + 1]) links.push(i);
  const moved = new Set(toMainline ? links : links.slice(0, 1));
  if (!moved.size) return tree;
  let child = along[along.length - 1]!;
  for (let i = along.length - 2; i >= 0; i--) {
    const parent = along[i]!;
    const old = along[i + 1]!;
    const children = parent.children.map((c) => (c === old ? child : c));
    child = { ...parent, children: moved.has(i) ? [child, ...children.filter((c) => c !== child)] : children };
  }
  return { ...tree, root: child };
}

/** The number of nodes in the subtree of `node`, itself included. */
export function subtreeSize(node: TreeNode<unknown>): number {
  let n = 0;
  const stack = [node];
  while (stack.length) {
    const x = stack.pop()!;
    n++;
    for (const c of x.children) stack.push(c);
  }
  return n;
}

/** Deletes the node at `path` and everything after it; `selected` moves to its parent when it was inside. The root stays. */
export function deleteAt<P>(tree: VariationTree<P>, path: TreePath, selected: TreePath): { tree: VariationTree<P>; selected: TreePath } {
  const along = nodesAlong(tree, path);
  if (!along || path.length === 0) return { tree, selected };
  const gone = along[along.length - 1]!;
  const parent = along[along.length - 2]!;
  const pruned = replaceEnd(tree, along.slice(0, -1), { ...parent, children: parent.children.filter((c) => c !== gone) }, { size: tree.size - subtreeSize(gone) });
  const inside = selected.length >= path.length && path.every((id, i) => selected[i] === id);
  return { tree: pruned, selected: inside ? path.slice(0, -1) : selected };
}

/** The path one action forward along the line (the first child), or null at its end. */
export function forward(tree: VariationTree<unknown>, path: TreePath): TreePath | null {
  const next = nodeAt(tree, path)?.children[0];
  return next ? [...path, next.id] : null;
}

/** The path to the end of the line through `path` (first children all the way). */
export function lineEnd(tree: VariationTree<unknown>, path: TreePath): TreePath {
  const out = [...path];
  for (let n = nodeAt(tree, path)?.children[0]; n; n = n.children[0]) out.push(n.id);
  return out;
}

/** The path to the previous (`-1`) or next (`1`) sibling of the node at `path`: the same point in another variation; null when none. */
export function sibling(tree: VariationTree<unknown>, path: TreePath, step: -1 | 1): TreePath | null {
  if (path.length === 0) return null;
  const parent = nodeAt(tree, path.slice(0, -1));
  const at = parent?.children.findIndex((c) => c.id === path[path.length - 1]) ?? -1;
  const next = at < 0 ? undefined : parent!.children[at + step];
  return next ? [...path.slice(0, -1), next.id] : null;
}

/** The path to the node with `id`, or null (a walk of the tree). */
export function pathTo(tree: VariationTree<unknown>, id: number): TreePath | null {
  const stack: { node: TreeNode<unknown>; parent: number }[] = [{ node: tree.root, parent: -1 }];
  const parentOf = new Map<number, number>();
  while (stack.length) {
    const { node, parent } = stack.pop()!;
    parentOf.set(node.id, parent);
    if (node.id === id) {
      const path: number[] = [];
      for (let at = id; at !== tree.root.id; at = parentOf.get(at)!) path.push(at);
      return path.reverse();
    }
    for (const c of node.children) stack.push({ node: c, parent: node.id });
  }
  return null;
}

/** How many times the path to `path` leaves a line for a variation (0: on the main line). */
export function variationDepth(tree: VariationTree<unknown>, path: TreePath): number {
  const along = nodesAlong(tree, path);
  if (!along) return 0;
  let n = 0;
  for (let i = 1; i < along.length; i++) if (along[i - 1]!.children[0] !== along[i]) n++;
  return n;
}

/** One row of the tree as a list shows it. */
export interface TreeRow<P> {
  node: TreeNode<P>;
  /** The position the action was played from. */
  parent: TreeNode<P>;
  /** Actions from the root (1 for the root's children). */
  ply: number;
  /** How deep in variations the row is (0: the main line). */
  indent: number;
  /** The first action of a variation. */
  opens: boolean;
  /** `path`: on the way to the selected node; `current`: the selected node; `ahead`: after it on its line; `aside`: elsewhere. */
  state: 'path' | 'current' | 'ahead' | 'aside';
}

/**
 * The tree as a list of rows, lichess's column order: along a line, each action is followed by
 * the variations beside it (each whole, indented one more), then the line goes on. Linear in the
 * tree's size.
 */
export function treeRows<P>(tree: VariationTree<P>, selected: TreePath): TreeRow<P>[] {
  const onPath = new Set(selected);
  const current = selected.length ? selected[selected.length - 1]! : tree.root.id;
  const ahead = new Set<number>();
  for (let n = nodeAt(tree, selected)?.children[0]; n; n = n.children[0]) ahead.add(n.id);
  const state = (id: number): TreeRow<P>['state'] => (id === current ? 'current' : onPath.has(id) ? 'path' : ahead.has(id) ? 'ahead' : 'aside');
  const rows: TreeRow<P>[] = [];
  const emit = (node: TreeNode<P>, parent: TreeNode<P>, ply: number, indent: number, opens: boolean): void => {
    rows.push({ node, parent, ply, indent, opens, state: state(node.id) });
  };
  // tasks: go on along the line after `node`, or open a variation at `node`
  type Task = { line: TreeNode<P>; ply: number; indent: number } | { opens: TreeNode<P>; parent: TreeNode<P>; ply: number; indent: number };
  const tasks: Task[] = [{ line: tree.root, ply: 0, indent: 0 }];
  while (tasks.length) {
    const task = tasks.pop()!;
    if ('opens' in task) {
      emit(task.opens, task.parent, task.ply, task.indent, true);
      tasks.push({ line: task.opens, ply: task.ply, indent: task.indent });
      continue;
    }
    const { line, ply, indent } = task;
    const [first, ...others] = line.children;
    if (!first) continue;
    emit(first, line, ply + 1, indent, false);
    tasks.push({ line: first, ply: ply + 1, indent });
    for (let k = others.length - 1; k >= 0; k--) tasks.push({ opens: others[k]!, parent: line, ply: ply + 1, indent: indent + 1 });
  }
  return rows;
}
