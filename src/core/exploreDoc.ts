/**
 * Explore's document: a starting position and the variation tree played from it, with the node on
 * view. It is what Explore exports, imports, puts in a share link and autosaves. Nodes are a flat
 * list in which each names its parent by an earlier index, so reading is one pass: the whole list
 * is checked (count, parents, depth, text) before any action is played, then each node is played
 * once from its parent's position. Explore's positions are whole positions (nothing hidden): an
 * edit node carries the position it made.
 *
 * An Explore session autosaved before the tree (`{ game, position, past, future }`, one line with
 * every position) still reads: `sessionAsDoc` turns it into a document with that line.
 */
import type { AnyGame } from './game.js';
import { capErrors } from './json.js';
import { err, ok, type PathError, type Result } from './result.js';
import { EDIT, TREE_LIMITS, type TreeNode, type TreePath, type VariationTree } from './variationTree.js';

/** The format of Explore's document. */
export const EXPLORE_FORMAT = 'nautilab-explore/1';

/** One node of the document: its parent's index (0 is the root, node i is `nodes[i - 1]`) and the action, or the position an edit made. */
export type ExploreDocNode = { parent: number; action: string } | { parent: number; edit: unknown };

/** Explore's document. */
export interface ExploreDoc {
  format: typeof EXPLORE_FORMAT;
  game: string;
  /** The starting position. */
  root: unknown;
  /** Every node after the root, each after its parent, children in their order (the line first). */
  nodes: ExploreDocNode[];
  /** The index of the node on view. */
  selected: number;
}

/** The document of `tree` of the game `game`, with the node at `selected` on view. Linear in the tree. */
export function makeExploreDoc(game: string, tree: VariationTree<unknown>, selected: TreePath): ExploreDoc {
  const nodes: ExploreDocNode[] = [];
  const index = new Map<number, number>([[tree.root.id, 0]]);
  // depth first, children in order: a parent is written before its children, siblings keep their order
  const stack: { node: TreeNode<unknown>; parent: number }[] = [];
  for (let k = tree.root.children.length - 1; k >= 0; k--) stack.push({ node: tree.root.children[k]!, parent: 0 });
  while (stack.length) {
    const { node, parent } = stack.pop()!;
    nodes.push(node.action === EDIT ? { parent, edit: node.position } : { parent, action: node.action });
    index.set(node.id, nodes.length);
    for (let k = node.children.length - 1; k >= 0; k--) stack.push({ node: node.children[k]!, parent: nodes.length });
  }
  const last = selected.length ? selected[selected.length - 1]! : tree.root.id;
  return { format: EXPLORE_FORMAT, game, root: tree.root.position, nodes, selected: index.get(last) ?? 0 };
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Whether a parsed document is an Explore document (its format says so). */
export function isExploreDoc(doc: unknown): boolean {
  return isObject(doc) && doc.format === EXPLORE_FORMAT;
}

/** What reading an Explore document gives: the game, the tree (node i has id i) and the path to the node on view. */
export interface ExploreRead {
  game: AnyGame;
  tree: VariationTree<unknown>;
  selected: TreePath;
}

/**
 * Reads an Explore document (already parsed within the document bounds) of one of `games`: its
 * shape and bounds are checked whole first, then the root is read and each node played from its
 * parent (an edit's position read). The first problem comes back with its path.
 */
export function readExploreDoc(doc: unknown, games: Readonly<Record<string, AnyGame>>): Result<ExploreRead, PathError[]> {
  const fail = (path: string, code: string, message: string): { ok: false; error: PathError[] } => err([{ path, code, message }]);
  if (!isObject(doc) || doc.format !== EXPLORE_FORMAT) return fail('$.format', 'unknownFormat', `not an Explore document (${EXPLORE_FORMAT})`);
  const game = typeof doc.game === 'string' && Object.hasOwn(games, doc.game) ? games[doc.game]! : null;
  if (!game) return fail('$.game', 'unknownGame', 'not a game of the playground');
  const list = doc.nodes;
  if (!Array.isArray(list)) return fail('$.nodes', 'schema.type', 'must be a list of nodes');
  if (list.length > TREE_LIMITS.nodes) return fail('$.nodes', 'tooLarge', `the tree has ${list.length} nodes; at most ${TREE_LIMITS.nodes}`);
  // the whole list checked before anything is played: parents earlier, depth and text bounded
  const depth = new Int32Array(list.length + 1);
  for (let i = 0; i < list.length; i++) {
    const node = list[i] as unknown;
    const at = `$.nodes[${i}]`;
    if (!isObject(node)) return fail(at, 'schema.type', 'must be an object');
    const parent = node.parent;
    if (!Number.isInteger(parent) || (parent as number) < 0 || (parent as number) > i) return fail(`${at}.parent`, 'badParent', `must be the index of an earlier node (0 to ${i})`);
    const hasAction = Object.hasOwn(node, 'action');
    if (hasAction === Object.hasOwn(node, 'edit')) return fail(at, 'badNode', 'holds an action or an edit, one of the two');
    if (hasAction && (typeof node.action !== 'string' || node.action.length > TREE_LIMITS.actionChars || node.action === EDIT)) return fail(`${at}.action`, 'badAction', `must be an action's notation of at most ${TREE_LIMITS.actionChars} characters`);
    depth[i + 1] = depth[parent as number]! + 1;
    if (depth[i + 1]! > TREE_LIMITS.depth) return fail(at, 'tooDeep', `the line to it is longer than ${TREE_LIMITS.depth} actions`);
  }
  const selected = doc.selected ?? 0;
  if (!Number.isInteger(selected) || (selected as number) < 0 || (selected as number) > list.length) return fail('$.selected', 'badSelected', `must be the index of a node (0 to ${list.length})`);
  const root = game.fromJSON(doc.root);
  if (!root.ok) return err(capErrors(root.error).errors.map((e) => ({ ...e, path: e.path.replace(/^\$/, '$.root') })));
  // each node played once, children appended in order; nodes are built mutable, then frozen into the tree's shape
  type Building = { id: number; action: string; position: unknown; children: Building[] };
  const built: Building[] = [{ id: 0, action: '', position: root.value, children: [] }];
  const parentOf = new Int32Array(list.length + 1);
  for (let i = 0; i < list.length; i++) {
    const node = list[i] as { parent: number; action?: string; edit?: unknown };
    const at = `$.nodes[${i}]`;
    const from = built[node.parent]!;
    let position: unknown;
    if (node.action === undefined) {
      const edited = game.fromJSON(node.edit);
      if (!edited.ok) return err(capErrors(edited.error).errors.map((e) => ({ ...e, path: e.path.replace(/^\$/, `${at}.edit`) })));
      position = edited.value;
    } else {
      const action = game.parseAction(node.action);
      const played = action.ok ? game.play(from.position, action.value) : action;
      if (!played.ok) return fail(`${at}.action`, played.error.code, `'${node.action}' cannot be played there: ${played.error.message}`);
      position = played.value;
    }
    const made: Building = { id: i + 1, action: node.action ?? EDIT, position, children: [] };
    from.children.push(made);
    built.push(made);
    parentOf[i + 1] = node.parent;
  }
  const path: number[] = [];
  for (let at = selected as number; at !== 0; at = parentOf[at]!) path.push(at);
  return ok({ game, tree: { root: built[0]!, nextId: list.length + 1, size: list.length }, selected: path.reverse() });
}

/**
 * An Explore session saved before the tree (`{ game, position, past, future }`: the steps before
 * the position on view, each the position an action was played from; the steps after it, each the
 * position its action led to) as an Explore document with that line and the same node on view.
 * Null when it is not such a session. Sessions of Nautilus saved before games had ids name none.
 */
export function sessionAsDoc(session: unknown): ExploreDoc | null {
  if (!isObject(session) || !Object.hasOwn(session, 'position')) return null;
  const game = session.game === undefined ? 'nautilus' : session.game;
  if (typeof game !== 'string') return null;
  const steps = (list: unknown): { position?: unknown; action?: unknown }[] | null => (list === undefined ? [] : Array.isArray(list) && list.every(isObject) ? (list as { position?: unknown; action?: unknown }[]) : null);
  const past = steps(session.past);
  const future = steps(session.future);
  if (!past || !future) return null;
  const line = [...past, ...future];
  if (!line.every((s) => typeof s.action === 'string')) return null;
  const root = past.length ? past[0]!.position : session.position;
  // the position an edit made: the next past step's starting position (or the one on view), a future step's own
  const made = (i: number): unknown => (i < past.length ? (i + 1 < past.length ? past[i + 1]!.position : session.position) : line[i]!.position);
  const nodes: ExploreDocNode[] = line.map((s, i) => (s.action === EDIT ? { parent: i, edit: made(i) } : { parent: i, action: s.action as string }));
  return { format: EXPLORE_FORMAT, game, root, nodes, selected: past.length };
}
