/**
 * What a game brings to the views: its board, its seats panel, a position editor, its rules (the
 * board's legend lives with the messages: `web/src/i18n/messages/legend.ts`). The
 * views (Explore, Play, Arena, Bots) are the same for every game; they hand a game's components
 * what the viewer may see and the legal actions, and receive the actions the viewer makes. No
 * rules live in these components: legality comes from the engine worker.
 */
import type { Component } from 'vue';

/** What every board receives. It emits `act(action)` when the viewer makes a legal action on it. */
export interface BoardProps {
  /** The position, or a seat's observation when the viewer plays that seat. */
  position: unknown;
  /** Whose knowledge is shown; null for everything (Explore's omniscient view). */
  seat: number | null;
  /** The legal actions the viewer may make now (empty when it is not the viewer's turn). */
  legal: string[];
  /** An action to draw (hovered in a list, a candidate of the analysis). */
  preview: string | null;
  /** The action that led here, drawn as a trace. */
  last: string | null;
}

/** What every seats panel receives. */
export interface SeatsProps {
  position: unknown;
  seat: number | null;
  /** Who plays each seat (a bot's or a person's name), when known. */
  players?: string[];
}

/** A position editor: it edits `setup` (a copy it may change) and emits `change` with the new setup. */
export interface EditorProps {
  setup: unknown;
  /** The engine's validation errors, with JSON paths. */
  errors: { path: string; code: string; message: string }[];
}

/** A game's face in the views. */
export interface GameUi {
  id: string;
  /** A short name for menus. */
  short: string;
  Board: Component;
  Seats: Component;
  Editor?: Component;
  /** The rules in short (the rules page adds the legend, from the `legend` area, and the variant settings). */
  Rules?: Component;
  /** The seats' names (colours) and their marks. */
  seatNames: readonly string[];
  seatColors: readonly string[];
  seatGlyphs: readonly string[];
  /** Squares the editor flags, from the validation errors' paths (boards with an editor). */
  problems?(setup: unknown, errors: { path: string }[]): [number, number][];
  /**
   * An action as a seat may see it in a log (`viewer` null: everything; `actor` the seat that made
   * it): games with private decisions hide what the viewer may not know. The action when absent.
   */
  publicAction?(action: string, actor: number | null, viewer: number | null): string;
  /** The score breakdown's column titles (keys of the engine's score lines other than seat and total). */
  scoreColumns: { key: string; title: string }[];
  /** A one-line note under the score table. */
  scoreNote?: string;
  /**
   * The score columns of a seat that another seat cannot know while the game runs (they depend on
   * what it hides: Nautilus's goal raises, the duel's hidden domains): shown as "?" to the others,
   * the total too. None when absent (Atlantis: tiles, cards and tolls are all in sight).
   */
  secretScore?(position: unknown): string[];
  /**
   * The board draws the analysis: a candidate's line (`line`), the heat map of the analysed seat's
   * beliefs (`beliefs`) and a submarine's reach in turns (`reachTurns`). Other boards get only `preview`.
   */
  analysisOverlays?: boolean;
  /** The bot editor's kit: the bot API declarations and starting templates (TypeScript source), loaded when asked. */
  bots: { api: () => Promise<string>; templates: Record<string, () => Promise<string>> };
}
