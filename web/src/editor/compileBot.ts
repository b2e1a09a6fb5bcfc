/**
 * A saved bot's JavaScript: compiled when it was saved, or now by Monaco's TypeScript worker
 * (loaded only when needed).
 */
import type { SavedBot } from '../storage/bots';

/** Compiles TypeScript bot source to JavaScript (type errors do not stop it: the sandbox runs what it gets). */
export async function compileBotSource(code: string): Promise<string> {
  const mon = await import('./monaco');
  const model = mon.monaco.editor.createModel(code, 'typescript', mon.monaco.Uri.parse(`file:///compile/${crypto.randomUUID()}.ts`));
  try {
    return await mon.compile(model);
  } finally {
    model.dispose();
  }
}

/** The JavaScript of a saved bot. */
export async function botJs(bot: SavedBot): Promise<string> {
  return bot.js ?? compileBotSource(bot.code);
}
