/**
 * The engine API's calls for any game: its list of games, setup, views, legality and play,
 * observations, replays and the built-in bots' choices. Positions are always passed explicitly.
 */
import { makeContext } from '../../../../src/bots/context.js';
import type { Bot } from '../../../../src/bots/api.js';
import { builtinBot } from '../../../../src/bots/registry.js';
import { decisionSeed, secretFromSeed } from '../../../../src/bots/seeds.js';
import { capErrors } from '../../../../src/core/json.js';
import type { CodedError, PathError, Result } from '../../../../src/core/result.js';
import { beliefs, type TileBelief } from '../../../../src/nautilus/index.js';
import { gameView, type EngineCore } from './core.js';
import type { GameInfo, GameView, NewGameOptions } from './types.js';

/** The calls for any game, on the engine `core`. */
export function gameCalls(core: EngineCore) {
  const { computing, gameOf, now } = core;
  /**
   * The built-in bot of each seat, kept from one decision to the next of its turn (the analyst
   * grows the subtree of its last choice, as in `nautilab arena`): by game, bot, game seed and
   * seat, used again only for the seat's next decision (the ply after its last one).
   */
  const seatBots = new Map<string, { bot: Bot<never>; ply: number }>();
  const botFor = (gameId: string, name: string, seed: number, seat: number, ply: number): Bot<never> | null => {
    const key = `${gameId}|${name}|${seed}|${seat}`;
    const kept = seatBots.get(key);
    const bot = kept && kept.ply === ply - 1 ? kept.bot : builtinBot(name, gameId);
    seatBots.delete(key);
    if (bot) seatBots.set(key, { bot, ply });
    // a few seats' bots at most: the oldest go first
    for (const k of seatBots.keys()) if (seatBots.size > 16) seatBots.delete(k);
    return bot;
  };
  /**
   * `botAction` with what the bot logged while deciding (the analyst's samples, say) and the time
   * it took: the same decision, for tests and debugging.
   */
  async function botDecision(gameId: string, position: unknown, bot: string, seed: number, ply: number, deadlineMs = 5000): Promise<{ action: string; log: string[]; ms: number }> {
    const game = gameOf(gameId);
    if (!builtinBot(bot, game.id)) throw new Error(`unknown bot '${bot}' for ${game.id}`);
    const legal = game.legalActions(position).map((a: unknown) => game.makeAction(a));
    const seat = game.toAct(position);
    if (seat === null || !legal.length) throw new Error('no legal action: the game is over');
    const b = botFor(game.id, bot, seed, seat, ply)!;
    const log: string[] = [];
    const start = now();
    const ctx = makeContext(game, game.observe(position, seat), legal, { seed: decisionSeed(secretFromSeed(seed), seed, seat, ply), deadline: start + deadlineMs, now, log: (...v) => log.push(v.map(String).join(' ')) });
    const action = await computing(() => b.act(ctx as never));
    return { action, log, ms: now() - start };
  }

  return {
    /** The games of the playground, for menus and forms. */
    games(): GameInfo[] {
      return Object.values(core.games).map((g) => ({
        id: g.id,
        name: g.name,
        minPlayers: g.minPlayers,
        maxPlayers: g.maxPlayers,
        positionFormat: g.positionFormat,
        recordFormat: g.recordFormat,
        variantSpecs: g.variantSpecs,
        defaultVariants: { ...g.defaultVariants } as Record<string, unknown>,
      }));
    },

    /** Starts a seeded game. */
    newGame(gameId: string, options: NewGameOptions): Result<GameView, PathError[]> {
      return computing(() => {
        const game = gameOf(gameId);
        const variants = game.parseVariants(options.variants ?? {});
        if (!variants.ok) return variants;
        return { ok: true, value: gameView(game, game.setup({ ...options, variants: variants.value })) };
      });
    },

    /** The view of a position (one this API gave out, or one the caller checked). */
    view(gameId: string, position: unknown): GameView {
      return computing(() => gameView(gameOf(gameId), position));
    },

    /** Checks a position or setup document: its view, or every problem with its path. */
    validate(gameId: string, json: unknown): Result<GameView, PathError[]> {
      return computing(() => {
        const game = gameOf(gameId);
        const r = game.fromJSON(json);
        if (!r.ok) return { ok: false, error: capErrors(r.error).errors };
        return { ok: true, value: gameView(game, r.value) };
      });
    },

    /** Plays one action on a position (which does not change); only a legal action is played. */
    play(gameId: string, action: string, position: unknown): Result<GameView, CodedError> {
      return computing(() => {
        const game = gameOf(gameId);
        const parsed = game.parseAction(action);
        if (!parsed.ok) return parsed;
        const r = game.play(position, parsed.value);
        return r.ok ? { ok: true, value: gameView(game, r.value) } : r;
      });
    },

    /** Why an action is illegal (a code and a sentence), or null when it is legal. */
    check(gameId: string, action: string, position: unknown): CodedError | null {
      return computing(() => {
        const game = gameOf(gameId);
        const parsed = game.parseAction(action);
        return parsed.ok ? game.checkAction(position, parsed.value) : parsed.error;
      });
    },

    /** What one seat may know (and, for Nautilus, its beliefs about unseen tiles). */
    observe(gameId: string, seat: number, position: unknown): { observation: unknown; beliefs: TileBelief[] | null } {
      return computing(() => {
        const game = gameOf(gameId);
        const observation = game.observe(position, seat);
        return { observation, beliefs: game.id === 'nautilus' ? beliefs(observation as never) : null };
      });
    },

    /** Every position of a game from `initial` (a position, or a new seeded game) through its actions; stops at an illegal one. */
    replay(gameId: string, start: { initial: unknown } | NewGameOptions, actions: string[]): { views: GameView[]; error: string | null } {
      return computing(() => {
        const game = gameOf(gameId);
        let pos = 'initial' in start ? start.initial : game.setup(start);
        const views = [gameView(game, pos)];
        for (const a of actions) {
          const parsed = game.parseAction(a);
          const r = parsed.ok ? game.play(pos, parsed.value) : null;
          if (!r || !r.ok) return { views, error: `'${a}' is not legal here` };
          pos = r.value;
          views.push(gameView(game, pos));
        }
        return { views, error: null };
      });
    },

    /** A built-in bot's choice for the seat to act (seeded from game seed, seat and ply: replays repeat). */
    async botAction(gameId: string, position: unknown, bot: string, seed: number, ply: number, deadlineMs = 5000): Promise<string> {
      return (await botDecision(gameId, position, bot, seed, ply, deadlineMs)).action;
    },

    botDecision,
  };
}
