/** A game's bot API for the editor: the shared forward model (engine-api.d.ts) and the game's own declarations. */
export async function withEngineApi(game: Promise<{ default: string }>): Promise<string> {
  const [engine, own] = await Promise.all([import('../../../src/bots/engine-api.d.ts?raw'), game]);
  return `${engine.default}\n${own.default}`;
}
