/**
 * The live analysis's merge: shard results arrive in any order (several workers), and are added to
 * one merged tree in shard order, as far as the shards are contiguous from the first. So the
 * document after k merged shards is exactly `finishAnalysis` of shards 0..k-1: the same in the
 * browser as in Node, on one worker or many; each shard is merged once (the tree is kept, not
 * re-merged for every update).
 */
import { addShard, analysisDocument, type AnalysisPlan, type AnalysisResult } from '../../../src/analysis/analyze.js';
import { newNode, type Node, type ShardResult } from '../../../src/analysis/search.js';
import type { AnyGame } from '../../../src/core/game.js';

/** One run's merge: shard results in, documents of the merged prefix out. */
export class LiveMerge {
  private readonly root: Node;
  private readonly candidates = new Set<string>();
  private readonly waiting = new Map<number, ShardResult>();
  /** Shards 0..merged-1 are in the tree. */
  private mergedShards = 0;

  constructor(
    private readonly game: AnyGame,
    private readonly position: unknown,
    readonly plan: AnalysisPlan,
  ) {
    this.root = newNode(game.seats(position));
  }

  /** Adds shard `index`'s result (once); merges every shard now contiguous from the first. Returns the shards merged. */
  add(index: number, result: ShardResult): number {
    if (!Number.isInteger(index) || index < this.mergedShards || index >= this.plan.shards.length || this.waiting.has(index)) return this.mergedShards;
    this.waiting.set(index, result);
    for (let next = this.waiting.get(this.mergedShards); next; next = this.waiting.get(this.mergedShards)) {
      this.waiting.delete(this.mergedShards);
      addShard(this.root, next.tree, this.plan);
      for (const a of next.candidates) this.candidates.add(a);
      this.mergedShards++;
    }
    return this.mergedShards;
  }

  /** Shards merged so far (contiguous from the first). */
  get shards(): number {
    return this.mergedShards;
  }

  /** Every shard of the plan is merged. */
  get complete(): boolean {
    return this.mergedShards === this.plan.shards.length;
  }

  /** The analysis document of the shards merged so far. */
  document(seconds: number): AnalysisResult {
    return analysisDocument(this.game, this.position, this.plan, this.root, this.candidates, seconds);
  }
}
