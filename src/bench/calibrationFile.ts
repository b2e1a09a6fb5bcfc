/**
 * A calibration document (what `bench --calibration --out FILE` writes) read as untrusted input:
 * within bounds, against a schema, each problem with a path; then every game's actions replayed,
 * so a document whose games are not the games of its seeds is refused, never half-read.
 */
import { parseDocument } from '../core/json.js';
import type { PathError } from '../core/result.js';
import { schemaChecker } from '../core/schemaErrors.js';
import { GAME_IDS, gameById } from '../games.js';
import { MAX_CALIBRATION_SEED, choicePlies, isJudged, type CalibrationDocument, type CalibrationPlan } from './calibration.js';

/** Bounds of a calibration document (a measurement of three games at 2,000 decisions each is about 1 MB). */
export const CALIBRATION_LIMITS = { chars: 64_000_000, depth: 12, nodes: 8_000_000, games: 100_000, actions: 100_000 } as const;

const int = (minimum: number, maximum: number): object => ({ type: 'integer', minimum, maximum });
const probability = { type: 'number', minimum: 0, maximum: 1 };
const seats = { type: 'array', minItems: 1, maxItems: 8 };

/** The JSON Schema of a calibration document. */
export const CALIBRATION_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['format', 'plan', 'games'],
  properties: {
    format: { const: 'nautilab-calibration/1' },
    plan: {
      type: 'object',
      additionalProperties: false,
      required: ['players', 'play', 'analysis', 'firstGame', 'every'],
      properties: {
        players: int(1, 8),
        play: {
          type: 'object',
          additionalProperties: false,
          required: ['bot', 'samples'],
          properties: { bot: { const: 'analyst' }, samples: { type: 'object', maxProperties: 16, propertyNames: { enum: [...GAME_IDS] }, additionalProperties: int(1, 10_000_000) } },
        },
        analysis: {
          type: 'object',
          additionalProperties: false,
          required: ['mode', 'samples', 'seed', 'shardSize', 'playouts'],
          properties: {
            mode: { const: 'observation' },
            samples: int(1, 10_000_000),
            seed: int(0, 2 ** 32 - 1),
            shardSize: int(1, 10_000_000),
            playouts: { enum: ['ts', 'wasm'] },
            gameSamples: { type: 'object', maxProperties: 16, propertyNames: { enum: [...GAME_IDS] }, additionalProperties: int(1, 10_000_000) },
            trees: { type: 'object', maxProperties: 16, propertyNames: { enum: [...GAME_IDS] }, additionalProperties: { enum: ['turn', 'game'] } },
          },
        },
        firstGame: int(0, 2 ** 31),
        every: int(1, 1_000_000),
      },
    },
    games: {
      type: 'array',
      maxItems: CALIBRATION_LIMITS.games,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['game', 'seed', 'actions', 'winShare', 'scores', 'decisions', 'judged'],
        properties: {
          game: { enum: GAME_IDS },
          seed: int(0, MAX_CALIBRATION_SEED),
          actions: { type: 'array', maxItems: CALIBRATION_LIMITS.actions, items: { type: 'string', maxLength: 400 } },
          winShare: { oneOf: [{ type: 'null' }, { ...seats, items: probability }] },
          scores: { oneOf: [{ type: 'null' }, { ...seats, items: { type: 'number', minimum: -1e6, maximum: 1e6 } }] },
          decisions: { oneOf: [{ type: 'null' }, int(0, CALIBRATION_LIMITS.actions)] },
          judged: {
            type: 'array',
            maxItems: CALIBRATION_LIMITS.actions,
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['ply', 'index', 'seat', 'p', 'n', 'margin', 'mean', 'top', 'spread'],
              properties: {
                ply: int(0, CALIBRATION_LIMITS.actions),
                index: int(0, CALIBRATION_LIMITS.actions),
                seat: int(0, 7),
                p: probability,
                n: int(0, 1_000_000_000),
                // a score margin: the games' scores are tens at most (a bound keeps a fit's squares finite)
                margin: { type: 'number', minimum: -1e6, maximum: 1e6 },
                mean: probability,
                top: { type: 'array', maxItems: 5, items: { type: 'array', minItems: 2, maxItems: 2, items: [probability, int(0, 1_000_000_000)] } },
                spread: { type: 'array', minItems: 4, maxItems: 4, items: [int(0, 1_000_000), { type: 'number', minimum: 0 }, { type: 'number', minimum: 0 }, { type: 'number', minimum: 0 }] },
              },
            },
          },
        },
      },
    },
  },
} as const;

const checkSchema = schemaChecker(CALIBRATION_SCHEMA);

/**
 * A calibration document's text read and checked, or its problems with their paths: the schema,
 * then each game replayed from its seed (every action legal, the end and the judged decisions as
 * the rules and the plan make them).
 */
export function parseCalibrationText(text: string): CalibrationDocument | PathError[] {
  const parsed = parseDocument(text, CALIBRATION_LIMITS);
  if (!parsed.ok) return parsed.error;
  const problems = checkSchema(parsed.value);
  if (problems.length) return problems;
  const doc = parsed.value as CalibrationDocument;
  // every game the plan plays takes its number of players
  for (const id of Object.keys(doc.plan.play.samples)) {
    const game = gameById(id)!;
    if (doc.plan.players < game.minPlayers || doc.plan.players > game.maxPlayers) return [{ path: '$.plan.players', code: 'badPlayers', message: `${game.id} takes ${game.minPlayers} to ${game.maxPlayers} players, not ${doc.plan.players}` }];
  }
  const errors: PathError[] = [];
  const seen = new Map<string, number>();
  for (const [i, g] of doc.games.entries()) {
    const at = `$.games[${i}]`;
    // a game the plan has no budget for was not played by it; a game twice would be judged twice (and a resume would never finish the second)
    const key = `${g.game}:${g.seed}`;
    if (doc.plan.play.samples[g.game] === undefined) errors.push({ path: `${at}.game`, code: 'notPlanned', message: `${g.game} has no play budget in $.plan.play.samples` });
    else if (seen.has(key)) errors.push({ path: `${at}.seed`, code: 'duplicate', message: `${g.game} seed ${g.seed} is already $.games[${seen.get(key)}]` });
    else {
      seen.set(key, i);
      const problem = gameProblem(doc.plan, g, gameById(g.game)!);
      if (problem) errors.push({ path: `${at}${problem.path}`, code: problem.code, message: problem.message });
    }
    if (errors.length >= 5) break;
  }
  return errors.length ? errors : doc;
}

/** What is wrong with one game of a document (its path below the game), or null. */
function gameProblem(plan: CalibrationPlan, g: CalibrationDocument['games'][number], game: NonNullable<ReturnType<typeof gameById>>): PathError | null {
  const pos = game.setup({ players: plan.players, seed: g.seed });
  for (const [k, text] of g.actions.entries()) {
    const a = game.parseAction(text);
    if (game.isOver(pos)) return { path: `.actions[${k}]`, code: 'afterEnd', message: 'is played after the game ended' };
    if (!a.ok || game.checkAction(pos, a.value) !== null) return { path: `.actions[${k}]`, code: 'illegal', message: `'${text}' is not legal there` };
    game.applyInPlace(pos, a.value);
  }
  const over = game.isOver(pos);
  if ((g.winShare !== null) !== over || (g.scores !== null) !== over || (g.decisions !== null) !== over) return { path: '', code: 'badEnd', message: over ? 'the game is over: its winShare, scores and decisions must be given' : 'the game is not over: winShare, scores and decisions must be null' };
  const choices = choicePlies(game, g, plan.players);
  if (over) {
    const top = game.winners(pos);
    const share = game.scores(pos).map((_, s) => (top.includes(s) ? 1 / top.length : 0));
    if (JSON.stringify(share) !== JSON.stringify(g.winShare)) return { path: '.winShare', code: 'badEnd', message: `is not who won the game (${JSON.stringify(share)})` };
    const totals = game.scores(pos).map((s) => s.total);
    if (JSON.stringify(totals) !== JSON.stringify(g.scores)) return { path: '.scores', code: 'badEnd', message: `are not the game's scores (${JSON.stringify(totals)})` };
    if (g.decisions !== choices.length) return { path: '.decisions', code: 'badEnd', message: `the game has ${choices.length} decisions with a choice` };
  }
  const byPly = new Map(choices.map((c) => [c.ply, c]));
  for (const [k, d] of g.judged.entries()) {
    const c = byPly.get(d.ply);
    if (!c || c.index !== d.index || c.seat !== d.seat || !isJudged(c.index, plan.every)) return { path: `.judged[${k}]`, code: 'badDecision', message: `ply ${d.ply} is not a judged decision of seat ${d.seat} at index ${d.index}` };
    // judged in the order played, each once (a decision twice would count twice, and pair with itself)
    if (k > 0 && d.ply <= g.judged[k - 1]!.ply) return { path: `.judged[${k}]`, code: 'badDecision', message: `ply ${d.ply} comes after ply ${g.judged[k - 1]!.ply}: decisions are judged each once, in order` };
  }
  return null;
}
