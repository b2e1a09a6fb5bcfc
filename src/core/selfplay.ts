/** What a run of seeded self-play games with every invariant checked found (`nautilab selfplay`). */
export interface SelfplayReport {
  games: number;
  /** Games with at least one violation. */
  failures: number;
  endReasons: Record<string, number>;
  actions: number;
  seconds: number;
  /** The first violations found, with their seeds. */
  problems: string[];
  /** How often each rare rule fired. */
  events: Record<string, number>;
}

/** Plays `games` seeded games from seed `seed` (`check`: every invariant after every action). */
export type Selfplay = (options: { games: number; seed: number; check: boolean; players?: number }) => SelfplayReport;
