/**
 * The `nautilab` command (contract: docs/cli.md). Every subcommand prints a human summary, or
 * exactly one JSON document on stdout with `--json`, and answers `--help`. Exit 0 on success, 1 on
 * bad input (a JSON error document under `--json`), 2 on usage errors. Progress goes to stderr.
 * Each command lives in its own module in `commands/`; this file parses, dispatches and exits.
 */
import { GAME_IDS } from '../games.js';
import { Exit, options, usageError } from './args.js';
import type { Command } from './command.js';
import { analyzeCommand } from './commands/analyze.js';
import { applyCommand } from './commands/apply.js';
import { arenaCommand } from './commands/arena.js';
import { benchCommand } from './commands/bench.js';
import { legalCommand } from './commands/legal.js';
import { newCommand } from './commands/new.js';
import { perftCommand } from './commands/perft.js';
import { playCommand } from './commands/play.js';
import { ratingsCommand } from './commands/ratings.js';
import { reachCommand } from './commands/reach.js';
import { reviewCommand } from './commands/review.js';
import { scoreCommand } from './commands/score.js';
import { selfplayCommand } from './commands/selfplay.js';
import { showCommand } from './commands/show.js';
import { sonarCommand } from './commands/sonar.js';
import { validateCommand } from './commands/validate.js';
import { workerCommand } from './commands/worker.js';
import { printable, terminalJson } from '../core/excerpt.js';

/** Every command by name, in the order of the overview. */
const COMMANDS: Record<string, Command> = {
  new: newCommand,
  play: playCommand,
  arena: arenaCommand,
  ratings: ratingsCommand,
  worker: workerCommand,
  analyze: analyzeCommand,
  review: reviewCommand,
  validate: validateCommand,
  legal: legalCommand,
  apply: applyCommand,
  score: scoreCommand,
  show: showCommand,
  selfplay: selfplayCommand,
  reach: reachCommand,
  sonar: sonarCommand,
  perft: perftCommand,
  bench: benchCommand,
};

/** The overview: one line a command. */
const USAGE = `nautilab — the Nautilab engines on the command line (${GAME_IDS.join(', ')})

usage: nautilab <command> [options]   (--json: one JSON document on stdout; <command> --help: its options)

${Object.entries(COMMANDS)
  .map(([name, c]) => `  ${name.padEnd(10)} ${c.summary}`)
  .join('\n')}
`;

/** Runs the command line; returns the exit code. */
export async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  const json = args.includes('--json');
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(USAGE);
    return command ? 0 : 2;
  }
  const cmd = Object.hasOwn(COMMANDS, command) ? COMMANDS[command]! : null;
  try {
    if (!cmd) throw usageError(`unknown command '${command}'; see nautilab --help`);
    const { values, positionals } = options(args, cmd.options);
    if (values.help) {
      process.stdout.write(`${cmd.help}\n`);
      return 0;
    }
    const out = await cmd.run(values, positionals);
    // a summary may quote what came from outside: no control character reaches the terminal
    process.stdout.write(json ? terminalJson(out.json) + '\n' : printable(out.text, true) + '\n');
    return 0;
  } catch (e) {
    if (!(e instanceof Exit)) {
      const message = (e as Error)?.stack ?? String(e);
      if (json) process.stdout.write(terminalJson({ ok: false, error: { code: 'internal', message: String((e as Error)?.message ?? e) } }) + '\n');
      process.stderr.write(`nautilab: internal error: ${printable(message, true)}\n`);
      return 1;
    }
    if (json) process.stdout.write(terminalJson(e.doc) + '\n');
    process.stderr.write(`nautilab: ${printable(e.message, true)}\n${e.code === 2 ? `see nautilab ${cmd ? `${command} ` : ''}--help\n` : ''}`);
    return e.code;
  }
}
