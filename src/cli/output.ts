/** Writing the files a command makes (`--out`, `--csv`): a file that cannot be written is an input error with its path and reason. */
import { renameSync, writeFileSync } from 'node:fs';
import { inputError } from './args.js';

/** Writes `text` to `path`; `atomic` writes `path.part` first and moves it into place (a stopped run leaves the last whole file). */
export function writeOutput(path: string, text: string, atomic = false): void {
  try {
    if (!atomic) return writeFileSync(path, text);
    writeFileSync(`${path}.part`, text);
    renameSync(`${path}.part`, path);
  } catch (e) {
    throw inputError('unwritable', `cannot write ${path}: ${(e as Error).message}`);
  }
}
