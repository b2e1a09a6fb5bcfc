/** What every subcommand of `nautilab` is: its help, its options, and a run giving a document and a summary. */
import type { OptionSpec, Values } from './args.js';

/** A command's result: the `--json` document and the human summary. */
export type Output = { json: unknown; text: string };

/** A subcommand: `main.ts` parses its options and prints its output. */
export interface Command {
  /** One line for the overview. */
  summary: string;
  /** The usage line(s) and option list shown by `--help`. */
  help: string;
  options: OptionSpec;
  run(values: Values, positionals: string[]): Output | Promise<Output>;
}
