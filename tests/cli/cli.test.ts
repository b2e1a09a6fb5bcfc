// The `nautilab` command (docs/cli.md), run as a real process against the built engine.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { legalActions, makeAction, scoreBreakdown, setupGame, winners, type Position } from '../../src/nautilus/index.js';
import { refMoves } from '../oracle/reference.js';

const BIN = new URL('../../bin/nautilab.js', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'nautilab-cli-'));

function cli(args: string[], input?: string): { code: number; stdout: string; stderr: string; json: any } {
  const r = spawnSync(process.execPath, [BIN, ...args], { input, encoding: 'utf8' });
  let json: unknown = undefined;
  if (args.includes('--json')) json = JSON.parse(r.stdout);
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr, json };
}

function file(name: string, value: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
}

let record: { format: string; seed: number; initial: Position; actions: string[]; final: Position };
const recordPath = join(dir, 'game.json');

beforeAll(() => {
  const r = cli(['play', '--players', '3', '--seed', '5', '--out', recordPath, '--json']);
  expect(r.code).toBe(0);
  record = JSON.parse(readFileSync(recordPath, 'utf8'));
});

describe('nautilab play', () => {
  test('--json prints one document with the contract keys', () => {
    const r = cli(['play', '--players', '4', '--seed', '1', '--json']);
    expect(r.code).toBe(0);
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    expect(Object.keys(r.json)).toEqual(expect.arrayContaining(['seed', 'players', 'rounds', 'endReason', 'scores', 'winners']));
    expect(['allAtlantis', 'atlantis13to15', 'stalemate', 'maxRounds']).toContain(r.json.endReason);
    expect(r.json.scores).toHaveLength(4);
    expect(Object.keys(r.json.scores[0])).toEqual(expect.arrayContaining(['seat', 'total', 'sheetPoints', 'raises', 'atlantisPoints', 'research', 'nemo']));
  });

  test('the same seed plays the same game', () => {
    expect(cli(['play', '--seed', '9', '--json']).stdout).toBe(cli(['play', '--seed', '9', '--json']).stdout);
  });

  test('--out writes a game record that replays to its final position', () => {
    expect(record.format).toBe('nautilus-game/1');
    expect(record.seed).toBe(5);
    const replay = cli(['apply', file('initial.json', record.initial), ...record.actions, '--json']);
    expect(replay.code).toBe(0);
    expect(replay.json).toEqual(record.final);
  });

  test('variants are taken, and the record carries them', () => {
    const out = join(dir, 'short.json');
    const r = cli(['play', '--seed', '3', '--variant', 'maxRounds=2', '--variant', 'atlantisTies=share', '--out', out, '--json']);
    expect(r.code).toBe(0);
    expect(r.json.rounds).toBe(2);
    expect(r.json.endReason).toBe('maxRounds');
    const rec = JSON.parse(readFileSync(out, 'utf8'));
    expect(rec.final.variants).toMatchObject({ maxRounds: 2, atlantisTies: 'share' });
    expect(cli(['validate', out, '--json']).json).toMatchObject({ ok: true, game: 'nautilus', document: 'record' });
  });

  test('--bots takes every built-in and bot files; a bot named twice plays as name#1 and name#2', () => {
    const r = cli(['play', '--seed', '2', '--players', '3', '--bots', 'greedy,greedy,ismcts:4', '--json']);
    expect(r.code).toBe(0);
    expect(r.json.bots).toEqual(['greedy#1', 'greedy#2', 'ismcts:4']);
    const mine = file('mine.js', 'export function act(ctx) { return ctx.legal[ctx.legal.length - 1]; }');
    const f = cli(['play', '--seed', '2', '--bots', `${mine},random`, '--json']);
    expect(f.code).toBe(0);
    expect(f.json.bots).toEqual([mine, 'random']);
    expect(f.json.forfeit).toBeNull();
  });

  test('without --seed the deal is random, and the output names the seed so it can be replayed', () => {
    const a = cli(['play', '--json']).json;
    const b = cli(['play', '--json']).json;
    expect(a.seed).not.toBe(b.seed);
    expect(cli(['play', '--seed', String(a.seed), '--json']).json).toEqual(a);
  });

  test.each([
    [['play', '--players', '5'], '--players must be'],
    [['play', '--bots', 'random'], 'bots for 2 players'],
    [['play', '--bots', 'random,genius'], "unknown bot 'genius'"],
    [['play', '--variant', 'colour=red'], "unknown variant 'colour'"],
    [['play', '--variant', 'maxRounds=abc'], 'maxRounds must be an integer in 1..10000, got "abc"'],
    [['play', '--variant', 'maxRounds=0'], 'maxRounds must be an integer in 1..10000, got "0"'],
    [['play', '--variant', 'atlantisTies=zzz'], 'atlantisTies must be one of highest, share, got "zzz"'],
    [['play', '--variant', 'sonarPerSub=yes'], 'sonarPerSub must be true or false'],
    [['play', '--bots', 'greedy:3,random'], 'the greedy bot takes no argument'],
    [['fly'], "unknown command 'fly'"],
    [['play', '--frobnicate'], 'frobnicate'],
  ])('usage errors exit 2: %j', (args, message) => {
    const r = cli(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
  });
});

describe('nautilab validate', () => {
  test('a good position, and a game record checked whole, each called what it is', () => {
    const start = file('start.json', setupGame({ players: 2, seed: 1 }));
    expect(cli(['validate', start, '--json']).json).toEqual({ ok: true, game: 'nautilus', document: 'position' });
    expect(cli(['validate', start]).stdout).toMatch(/^valid Nautilus .* position$/m);
    expect(cli(['validate', recordPath, '--json']).json).toEqual({ ok: true, game: 'nautilus', document: 'record', actions: record.actions.length });
    expect(cli(['validate', recordPath]).stdout).toContain(`game record: ${record.actions.length} actions from its initial position to its final one`);
    // a record whose actions do not hold is an invalid game record, with the action's path
    const tampered = { ...record, actions: [...record.actions.slice(0, 3), 'fly away', ...record.actions.slice(4)] };
    const r = cli(['validate', file('tampered.json', tampered)]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('invalid game record');
    expect(r.stderr).toMatch(/\$\.actions\[3\]/);
    const badFinal = { ...record, final: { ...record.final, round: 'one' } };
    expect(cli(['validate', file('badfinal.json', badFinal)]).stderr).toMatch(/invalid game record:\n {2}\$\.final\.round/);
  });

  test('a bad position lists every error with path, code and message; exit 1', () => {
    const bad = setupGame({ players: 2, seed: 1 }) as any;
    bad.players[0].nemo = -2;
    bad.round = 'one';
    const r = cli(['validate', file('bad.json', bad), '--json']);
    expect(r.code).toBe(1);
    expect(r.json.ok).toBe(false);
    expect(r.json.errors.map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining(['$.players[0].nemo', '$.round']));
    expect(cli(['validate', file('bad.json', bad)]).stderr).toContain('$.players[0].nemo');
  });

  test('not JSON, a missing file, stdin', () => {
    expect(cli(['validate', file('junk.json', '{"format":'), '--json']).json.errors[0].code).toBe('badJson');
    expect(cli(['validate', join(dir, 'nope.json'), '--json'])).toMatchObject({ code: 1, json: { ok: false, error: { code: 'unreadable' } } });
    expect(cli(['validate', '-', '--json'], JSON.stringify(setupGame({ players: 3, seed: 2 }))).json).toEqual({ ok: true, game: 'nautilus', document: 'position' });
  });

  test('a file with a byte-order mark is read like the browser reads it', () => {
    const bom = file('bom.json', `\uFEFF${JSON.stringify(setupGame({ players: 2, seed: 1 }))}`);
    expect(cli(['validate', bom, '--json']).json).toEqual({ ok: true, game: 'nautilus', document: 'position' });
  });

  test('absurd numbers are refused with their path', () => {
    const pos = setupGame({ players: 2, seed: 1 }) as any;
    pos.players[1].nemo = 1e300;
    const r = cli(['validate', file('rich.json', pos), '--json']);
    expect(r.code).toBe(1);
    expect(r.json.errors).toEqual([{ path: '$.players[1].nemo', code: 'schema.maximum', message: 'must be <= 1000000' }]);
  });

  test('a game record without its final position: the path is $.final', () => {
    const { final: _f, ...rest } = record;
    const r = cli(['validate', file('nofinal.json', rest), '--json']);
    expect(r.json).toEqual({ ok: false, errors: [{ path: '$.final', code: 'missing', message: 'a game record holds its final position' }] });
  });

  test('600,000 bad tiles: refused as too large at once, never 1.8 million errors', () => {
    const pos = setupGame({ players: 2, seed: 1 }) as any;
    pos.tiles = Array.from({ length: 600_000 }, () => ({ at: [99, 99], tile: 'dragon', faceUp: 'no' }));
    // tooLarge is the size check before parsing: nothing of the 600,000 tiles is read
    const r = cli(['validate', file('huge.json', pos), '--json']);
    expect(r.json).toMatchObject({ ok: false, error: { code: 'tooLarge' } });
    expect(r.stdout.length).toBeLessThan(500);
  });

  test('many errors: the first 50 are listed with the count of the rest', () => {
    const pos = setupGame({ players: 2, seed: 1 }) as any;
    for (const t of pos.tiles) t.tile = 'dragon';
    const r = cli(['validate', file('dragons.json', pos), '--json']);
    expect(r.json.errors).toHaveLength(50);
    expect(r.json.moreErrors).toBe(10);
    expect(r.json.errors[0]).toEqual({ path: '$.tiles[0].tile', code: 'schema.pattern', message: expect.stringContaining('must match pattern') });
  });

  test('endless input (the zero device) stops at the size limit with a clear message', () => {
    // the timeout only stops a hang (the reader stops at the size limit, however busy the machine)
    const r = spawnSync(process.execPath, [BIN, 'validate', '/dev/zero', '--json'], { encoding: 'utf8', timeout: 100_000 });
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stdout)).toMatchObject({ ok: false, error: { code: 'tooLarge' } });
  });

  test('deep nesting is refused by depth, not by a stack overflow', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    const r = cli(['validate', file('deep.json', deep), '--json']);
    expect(r.json).toEqual({ ok: false, errors: [{ path: '$', code: 'tooDeep', message: 'the document nests deeper than 64 levels' }] });
  });
});

describe('nautilab legal / apply', () => {
  const start = setupGame({ players: 2, seed: 4, firstPlayer: 0 });
  test('legal lists the engine legal actions of the seat to act', () => {
    const r = cli(['legal', file('legal.json', start), '--json']);
    expect(r.json).toEqual({ seat: 0, actions: legalActions(start).map(makeAction) });
  });

  test('apply plays actions in order and prints the position', () => {
    const r = cli(['apply', file('apply.json', start), 'buy green 2', 'place 0 14 11 0', 'end', '--json']);
    expect(r.code).toBe(0);
    expect(r.json.players[0].nemo).toBe(55 - 2 - 1);
    expect(r.json.toAct).toBe(1);
  });

  test('an illegal action: {"ok":false,"error":{index,code,message}}, exit 1', () => {
    const r = cli(['apply', file('apply2.json', start), 'buy green 2', 'buy lab', '--json']);
    expect(r.code).toBe(1);
    expect(r.json).toEqual({ ok: false, error: { index: 1, code: 'alreadyBought', message: expect.any(String) } });
    const bad = cli(['apply', file('apply3.json', start), 'dance', '--json']);
    expect(bad.json.error).toMatchObject({ index: 0, code: 'badNotation' });
  });
});

describe('nautilab perft', () => {
  const fixture = JSON.parse(readFileSync(new URL('../fixtures/perft/game-04-seed5.json', import.meta.url), 'utf8'));
  test.each(['wasm', 'ts', 'engine'])('--kernel %s matches the fixture', (kernel) => {
    const f = file(`perft-${kernel}.json`, fixture.position);
    for (const depth of [1, 2]) {
      expect(cli(['perft', f, '--depth', String(depth), '--kernel', kernel, '--json']).json).toEqual({ depth, nodes: fixture.perft[String(depth)], kernel });
    }
  });

  test('a position outside phase 3 is refused; depth is checked', () => {
    expect(cli(['perft', file('p1.json', setupGame({ players: 2, seed: 1 })), '--depth', '1', '--json'])).toMatchObject({ code: 1, json: { error: { code: 'notPerftPosition' } } });
    expect(cli(['perft', file('p2.json', fixture.position), '--depth', '9']).code).toBe(2);
  });
});

describe('nautilab arena', () => {
  test('a short tournament prints the contract keys; the same seed repeats it', () => {
    const r = cli(['arena', '--bots', 'greedy,random', '--games', '4', '--seed', '3', '--json']);
    expect(r.code).toBe(0);
    expect(r.json.games).toBe(4);
    for (const b of r.json.bots) expect(Object.keys(b)).toEqual(expect.arrayContaining(['name', 'games', 'wins', 'score', 'elo', 'elo95']));
    expect(r.json.bots.map((b: { games: number }) => b.games)).toEqual([4, 4]);
    expect(r.json.bots[0].bySeat.every((x: number) => x !== null)).toBe(true); // every seat played
    const again = cli(['arena', '--bots', 'greedy,random', '--games', '4', '--seed', '3', '--json']).json;
    expect(again.bots.map((b: { score: number }) => b.score)).toEqual(r.json.bots.map((b: { score: number }) => b.score));
  });

  test('--out and --csv keep every game', () => {
    const out = join(dir, 'arena.json');
    const csv = join(dir, 'arena.csv');
    cli(['arena', '--bots', 'random,greedy', '--games', '3', '--out', out, '--csv', csv, '--json']);
    expect(JSON.parse(readFileSync(out, 'utf8')).games).toHaveLength(3);
    expect(readFileSync(csv, 'utf8').trim().split('\n')).toHaveLength(4);
  });

  test('a bot file plays sandboxed; a looping one forfeits by timeout and the tournament goes on', () => {
    const good = file('good-bot.js', 'export function act(ctx) { return ctx.legal.includes("end") ? "end" : ctx.legal[0]; }');
    const loop = file('loop-bot.js', 'export function act() { for (;;) {} }');
    // a deadline the good bot meets on any machine; the loop meets none
    const r = cli(['arena', '--bots', `${good},${loop}`, '--games', '2', '--deadline', '5000', '--json']);
    expect(r.code).toBe(0);
    expect(r.json.games).toBe(2);
    expect(r.json.forfeits).toHaveLength(2);
    expect(r.json.forfeits.every((f: { bot: string; reason: string }) => f.bot === loop && f.reason === 'timeout')).toBe(true);
  });

  test('hostile bots each forfeit with their reason; the output stays one JSON document', () => {
    const bots = {
      chatty: 'export function act(ctx) { console.log("{\\"ok\\":false}"); for (let i = 0; i < 300000; i++) ctx.log(i); return ctx.legal[0]; }',
      thrower: 'export function act() { throw Object.create(null); }',
      bigint: 'export function act() { globalThis.String = () => 10n; return 10n; }',
      huge: 'export function act() { return "x".repeat(2e8); }',
      // 240 MB in one allocation: out of memory within a fixed amount of work
      hog: 'export function act() { return String(new Array(3e7).fill(0).length); }',
    };
    const paths = Object.entries(bots).map(([name, code]) => file(`${name}.js`, code));
    // no deadline to race: every bot here answers, throws or runs out of memory by itself
    const r = cli(['arena', '--bots', paths.join(','), '--players', '2', '--games', '10', '--deadline', '600000', '--seed', '1', '--json']);
    expect(r.code).toBe(0);
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    expect(r.json.games).toBe(10);
    expect(r.json.failedGames).toEqual([]);
    const reasons = new Map<string, string>(r.json.forfeits.map((f: { bot: string; reason: string; message: string }) => [f.bot.replace(/^.*\//, ''), `${f.reason}: ${f.message}`]));
    expect(Object.fromEntries(reasons)).toEqual({
      'thrower.js': 'threw: an object that is not an Error',
      'bigint.js': 'illegal: answered a bigint, not an action string',
      'huge.js': 'illegal: answered a string of 200000000 characters',
      'hog.js': 'crashed: the bot ran out of memory (its limit is 128 MB) and was stopped',
    });
    expect(r.stdout.length).toBeLessThan(20_000);
  });

  test("a bot's log lines reach play's stderr with their control characters written out (issue 41)", () => {
    const esc = file('esc-bot.js', 'let said = false; export function act(ctx) { if (!said) ctx.log("\\u001b[2J\\u001b]0;pwned\\u0007\\u009b1A"); said = true; return ctx.legal[0]; }');
    const r = cli(['play', '--bots', `${esc},random`, '--seed', '1']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('] \\x1b[2J\\x1b]0;pwned\\x07\\x9b1A');
    expect(r.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
  });

  test('one bot against itself: entries named name#1 and name#2', () => {
    const r = cli(['arena', '--bots', 'greedy,greedy', '--games', '2', '--seed', '1', '--json']);
    expect(r.code).toBe(0);
    expect(r.json.bots.map((b: { name: string }) => b.name)).toEqual(['greedy#1', 'greedy#2']);
    expect(r.json.bots.map((b: { games: number }) => b.games)).toEqual([2, 2]);
  });

  test('more bots than seats: a round robin over every table of that size', () => {
    const r = cli(['arena', '--bots', 'random,greedy,random', '--players', '2', '--games', '6', '--seed', '1', '--out', join(dir, 'rr.json'), '--json']);
    expect(r.code).toBe(0);
    expect(r.json.players).toBe(2);
    const games = JSON.parse(readFileSync(join(dir, 'rr.json'), 'utf8')).games as { bots: string[] }[];
    expect(games.map((g) => g.bots.join(' v '))).toEqual([
      'random#1 v greedy', 'greedy v random#1', 'random#1 v random#2', 'random#2 v random#1', 'greedy v random#2', 'random#2 v greedy',
    ]);
  });

  describe('--resume: a tournament in parts', () => {
    const args = ['arena', '--bots', 'greedy,random', '--games', '8', '--seed', '4', '--threads', '2'];
    let full: any;
    // the tournament played once, its file copied by each test that starts from it
    let played: string;
    beforeAll(() => {
      played = join(dir, 'played.json');
      const r = cli([...args, '--out', played, '--json']);
      expect(r.code).toBe(0);
      full = r.json;
    });
    const bots = (doc: any): unknown => doc.bots.map((b: any) => [b.name, b.games, b.wins, b.score, b.bySeat]);

    test('games already in --out are kept and only the rest are played; the result is the whole tournament', () => {
      const out = join(dir, 'resume.json');
      copyFileSync(played, out);
      const doc = JSON.parse(readFileSync(out, 'utf8'));
      expect(doc).toMatchObject({ format: 'nautilab-arena/1', game: 'nautilus', bots: ['greedy', 'random'], players: 2, seed: 4, planned: 8, deadline: 1000 });
      expect(doc.games.map((g: any) => g.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      // keep three games (out of order), as a run stopped part way leaves them, marked so that a replay would show
      const kept = [doc.games[5], doc.games[0], doc.games[2]].map((g) => ({ ...g, endText: `kept ${g.index}` }));
      writeFileSync(out, JSON.stringify({ ...doc, games: kept }));
      const r = cli(['arena', '--bots', 'greedy,random', '--games', '8', '--threads', '2', '--out', out, '--resume', '--json']);
      expect(r.code).toBe(0);
      expect(r.json.resumed).toBe(3);
      expect(r.json.seed).toBe(4); // the file's seed when --seed is not given
      expect(r.json.games).toBe(8);
      expect(bots(r.json)).toEqual(bots(full));
      const after = JSON.parse(readFileSync(out, 'utf8'));
      expect(after.games.map((g: any) => g.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      for (const g of kept) expect(after.games[g.index]).toEqual(g);
      // everything played: a further resume plays nothing and answers the same
      const again = cli([...args, '--out', out, '--resume', '--json']);
      expect(again.json.resumed).toBe(8);
      expect(bots(again.json)).toEqual(bots(full));
    });

    test('--report gives the standings of the games in the file so far, playing nothing', () => {
      const out = join(dir, 'report.json');
      copyFileSync(played, out);
      const doc = JSON.parse(readFileSync(out, 'utf8'));
      writeFileSync(out, JSON.stringify({ ...doc, games: doc.games.slice(0, 4) }));
      const r = cli(['arena', '--out', out, '--report', '--json']);
      expect(r.code).toBe(0);
      expect(r.json).toMatchObject({ game: 'nautilus', games: 4, planned: 8, players: 2, seed: 4 });
      const firstFour = cli(['arena', '--bots', 'greedy,random', '--games', '4', '--seed', '4', '--json']).json;
      expect(bots(r.json)).toEqual(bots(firstFour));
      expect(JSON.parse(readFileSync(out, 'utf8')).games).toHaveLength(4); // nothing played, nothing written
      expect(cli(['arena', '--out', out, '--report']).stdout).toContain('4 of 8 games played in');
      expect(cli(['arena', '--report']).stderr).toContain('--report reads the tournament in --out FILE');
      expect(cli(['arena', '--out', join(dir, 'none.json'), '--report']).stderr).toContain('does not exist');
      writeFileSync(out, JSON.stringify({ ...doc, players: 'two' }));
      const bad = cli(['arena', '--out', out, '--report']);
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain('cannot be read: $.players: must be integer');
    });

    test('--games may grow: the first games are kept', () => {
      const out = join(dir, 'grow.json');
      cli(['arena', '--bots', 'greedy,random', '--games', '4', '--seed', '4', '--out', out]);
      const r = cli([...args, '--out', out, '--resume', '--json']);
      expect(r.json.resumed).toBe(4);
      expect(bots(r.json)).toEqual(bots(full));
    });

    test('--resume without a file starts the tournament', () => {
      const out = join(dir, 'fresh.json');
      const r = cli([...args, '--out', out, '--resume', '--json']);
      expect(r.json.resumed).toBe(0);
      expect(JSON.parse(readFileSync(out, 'utf8')).games).toHaveLength(8);
    });

    test('a stopped run leaves every finished game in --out', async () => {
      const out = join(dir, 'stopped.json');
      const child = spawn(process.execPath, [BIN, 'arena', '--bots', 'greedy,ismcts:16', '--games', '4', '--seed', '2', '--threads', '1', '--out', out], { stdio: 'ignore' });
      const gamesIn = (): number => {
        try {
          return JSON.parse(readFileSync(out, 'utf8')).games.length;
        } catch {
          return 0;
        }
      };
      while (gamesIn() < 1) await new Promise((r) => setTimeout(r, 50));
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
      const left = gamesIn();
      expect(left).toBeGreaterThanOrEqual(1);
      expect(left).toBeLessThan(4);
      const r = cli(['arena', '--bots', 'greedy,ismcts:16', '--games', '4', '--threads', '2', '--out', out, '--resume', '--json']);
      expect(r.code).toBe(0);
      expect(r.json.resumed).toBe(left);
      expect(r.json.games).toBe(4);
    });

    test.each([
      ['another bot', ['--bots', 'greedy,greedy'], "its bots is [\"greedy\",\"random\"]"],
      ['another seed', ['--seed', '5'], 'its seed is 4'],
      ['another deadline', ['--deadline', '500'], 'its deadline is 1000'],
      ['another player count', ['--players', '3'], 'its players is 2'],
      ['fewer games than it holds', ['--games', '2'], 'games[2] is game 2, beyond the 2 games of --games'],
    ])('a file of another tournament is refused (%s), and left as it was', (_what, change, message) => {
      const out = join(dir, 'other.json');
      copyFileSync(played, out);
      const before = readFileSync(out, 'utf8');
      const opts = new Map<string, string>([['--bots', 'greedy,random'], ['--games', '8'], ['--seed', '4']]);
      for (let i = 0; i < change.length; i += 2) opts.set(change[i]!, change[i + 1]!);
      const r = cli(['arena', ...[...opts].flat(), '--out', out, '--resume']);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(`${out} cannot be resumed: ${message}`);
      expect(readFileSync(out, 'utf8')).toBe(before);
    });

    test('a game that is not the one the schedule has at its index is refused', () => {
      const out = join(dir, 'tampered.json');
      copyFileSync(played, out);
      const doc = JSON.parse(readFileSync(out, 'utf8'));
      doc.games[3].bots.reverse();
      writeFileSync(out, JSON.stringify(doc));
      const r = cli([...args, '--out', out, '--resume']);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain('games[3] (game 3) is not the game the schedule has there');
      writeFileSync(out, '{"format": "nautilab-arena/1", "games": ');
      expect(cli([...args, '--out', out, '--resume']).stderr).toContain('cannot be resumed: it is not an arena file');
    });
  });

  test('the summary names every forfeit: its bot, its game (index and seed) and its reason; --report too', () => {
    const thrower = file('thrower-later.js', 'export function act(ctx) { if (ctx.legal.length > 3) throw new Error(`no plan for ${ctx.legal.length} choices`); return ctx.legal[0]; }');
    const out = join(dir, 'forfeits.json');
    const run = cli(['arena', '--bots', `greedy,${thrower}`, '--games', '3', '--seed', '4', '--out', out]);
    expect(run.code).toBe(0);
    const report = cli(['arena', '--out', out, '--report']);
    expect(report.code).toBe(0);
    const doc = cli(['arena', '--out', out, '--report', '--json']).json;
    // every game is forfeited by the thrower at its first decision with many choices
    expect(doc.forfeits).toHaveLength(3);
    const games = JSON.parse(readFileSync(out, 'utf8')).games as { index: number; seed: number; forfeit: { ply: number } }[];
    expect(doc.forfeits.map((f: { index: number; seed: number; ply: number }) => [f.index, f.seed, f.ply])).toEqual(games.map((g) => [g.index, g.seed, g.forfeit.ply]));
    for (const text of [run.stdout, report.stdout]) {
      expect(text).toMatch(/^forfeits \(3\):$/m);
      for (const f of doc.forfeits) {
        expect(f.bot).toBe(thrower);
        expect(text).toContain(`  ${thrower} (seat ${f.seat}) in game ${f.index} (seed ${f.seed}) at ply ${f.ply}: threw: ${f.message}\n`.trimEnd());
        expect(f.message).toMatch(/^Error: no plan for \d+ choices$/);
      }
    }
    // no forfeits, no list
    expect(cli(['arena', '--bots', 'greedy,random', '--games', '1', '--seed', '4']).stdout).not.toMatch(/forfeits \(/);
  });

  test.each([
    [['arena', '--games', '2'], '--bots'],
    [['arena', '--bots', 'greedy,oracle'], "unknown bot 'oracle'"],
    [['arena', '--bots', 'greedy'], 'at least two bots'],
    [['arena', '--bots', 'greedy,random', '--variant', 'maxRounds=x'], 'maxRounds must be an integer'],
    [['arena', '--bots', 'greedy,random', '--resume'], '--resume goes on with the tournament in --out FILE'],
  ])('usage errors exit 2: %j', (args, message) => {
    const r = cli(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
  });
});

describe('every command answers --help', () => {
  test.each(['play', 'arena', 'validate', 'legal', 'apply', 'score', 'show', 'selfplay', 'reach', 'sonar', 'perft', 'bench'])('%s --help', (command) => {
    const r = cli([command, '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`^nautilab ${command}`));
  });

  test('the overview lists every command', () => {
    const r = cli(['--help']);
    expect(r.code).toBe(0);
    for (const c of ['play', 'arena', 'validate', 'legal', 'apply', 'score', 'show', 'selfplay', 'reach', 'sonar', 'perft', 'bench']) expect(r.stdout).toMatch(new RegExp(`^  ${c} `, 'm'));
  });
});

describe('nautilab bench', () => {
  test('refuses unknown options (the run itself is measured by npm run bench, not by tests)', () => {
    expect(cli(['bench', '--fast']).code).toBe(2);
    // --workers is the analysis bench's
    const r = cli(['bench', '--workers', '2']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--workers goes with --analysis');
    expect(cli(['bench', '--analysis', '--workers', '0']).code).toBe(2);
    expect(cli(['bench', '--samples', '100']).stderr).toContain('--samples goes with --analysis');
    const part = cli(['bench', '--analysis', '--samples', '150']);
    expect(part.code).toBe(2);
    expect(part.stderr).toContain('--samples must be a multiple of 100 (whole shards)');
    expect(cli(['bench', '--analysis', '--samples', '0']).code).toBe(2);
    // the playout engines' analysis bench is an --analysis one
    const playouts = cli(['bench', '--playouts']);
    expect(playouts.code).toBe(2);
    expect(playouts.stderr).toContain('--playouts goes with --analysis');
  });

  // a fixed budget of samples (one shard an analysis, 12 analyses a run), not a time: the work is
  // the same however busy the machine is; the timeout is only a safety net
  test('--analysis: samples per second of the real analysis on one worker thread and on N, every position, the budgets searched in full', () => {
    const r = cli(['bench', '--analysis', '--quick', '--samples', '100', '--workers', '2', '--json']);
    expect(r.code).toBe(0);
    const a = r.json.analysis;
    expect(a).toMatchObject({ game: 'nautilus', mode: 'observation', horizon: 'end', clock: 'wall', workers: 2, iterations: 100, rounds: 1 });
    expect(a.cases).toEqual(['opening, 2 players', 'opening, 4 players', 'round 4, 2 players']);
    const spreads = [a.samplesPerSecond.oneWorker, a.samplesPerSecond.allWorkers, a.speedup, ...a.byCase.flatMap((c: any) => [c.samplesPerSecond.oneWorker, c.samplesPerSecond.allWorkers])];
    for (const s of spreads) {
      expect(s.min).toBeGreaterThan(0);
      expect(s.min).toBeLessThanOrEqual(s.median);
      expect(s.median).toBeLessThanOrEqual(s.max);
    }
    // a sample is a playout through the tree: far fewer than 100,000 a second on any machine
    expect(a.samplesPerSecond.allWorkers.max).toBeLessThan(100_000);
    expect(r.json.machine).toMatchObject({ cores: expect.any(Number), node: process.version, kernel: 'wasm' });
    const text = cli(['bench', '--analysis', '--quick', '--samples', '100', '--workers', '1']);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^all positions +1 worker [\d.]+ \[[\d.]+ \.\. [\d.]+\] +1 workers/m);
    expect(text.stdout).toContain('speed-up, 1 workers over 1');
    expect(text.stdout).toContain('100 samples an analysis');
  });
});

describe('nautilab reach / sonar / score / show', () => {
  function withSub(): string {
    const pos = setupGame({ players: 2, seed: 4, firstPlayer: 0 });
    pos.phase = 3;
    pos.submarines.push({ seat: 0, index: 1, at: [13, 16] });
    return file('sub.json', pos);
  }

  test('reach: exactly the targets of the independent reference, sorted by y then x', () => {
    const r = cli(['reach', withSub(), '--sub', '0:1', '--json']);
    expect(r.code).toBe(0);
    expect(r.json).toMatchObject({ sub: '0:1', range: 4, kernel: 'wasm' });
    const pos = JSON.parse(readFileSync(withSub(), 'utf8')) as Position;
    const want = refMoves(pos).filter((m) => m.startsWith('move 0:1 ')).map((m) => m.split(' ').slice(2).map(Number));
    expect(want.length).toBeGreaterThan(0);
    expect(r.json.targets).toEqual(want.sort((a, b) => a[1]! - b[1]! || a[0]! - b[0]!));
  });

  test('sonar: face-down tiles within the radius', () => {
    const r = cli(['sonar', withSub(), '--sub', '0:1', '--json']);
    expect(r.json).toMatchObject({ sub: '0:1', radius: 4, kernel: 'wasm' });
    expect(r.json.seen.every(([x, y]: number[]) => Math.abs(x! - 13) + Math.abs(y! - 16) <= 4)).toBe(true);
  });

  test('--kernel wasm and --kernel ts give identical results', () => {
    const file = withSub();
    for (const cmd of ['reach', 'sonar']) {
      const w = cli([cmd, file, '--sub', '0:1', '--kernel', 'wasm', '--json']).json;
      const t = cli([cmd, file, '--sub', '0:1', '--kernel', 'ts', '--json']).json;
      expect({ ...w, kernel: 'x' }).toEqual({ ...t, kernel: 'x' });
      expect([w.kernel, t.kernel]).toEqual(['wasm', 'ts']);
    }
    expect(cli(['reach', file, '--sub', '0:1', '--kernel', 'gpu']).code).toBe(2);
  });

  test('reach reports distance rings whose union holds every target', () => {
    const r = cli(['reach', withSub(), '--sub', '0:1', '--json']).json;
    expect(r.rings).toHaveLength(4);
    const ringed = new Set((r.rings as number[][][]).flat().map(String));
    for (const t of r.targets) expect(ringed.has(String(t))).toBe(true);
    expect((r.rings[0] as number[][]).every(([x, y]) => Math.abs(x! - 13) + Math.abs(y! - 16) === 1)).toBe(true);
  });

  test('a submarine that is not there, and no --sub', () => {
    expect(cli(['reach', withSub(), '--sub', '1:0', '--json'])).toMatchObject({ code: 1, json: { error: { code: 'noSubmarine' } } });
    expect(cli(['reach', withSub()]).code).toBe(2);
  });

  test('score: the final scoring of the record, breakdown and winners', () => {
    const r = cli(['score', recordPath, '--json']);
    expect(r.json).toEqual({ scores: scoreBreakdown(record.final), winners: winners(record.final) });
  });

  test('show draws the board; with --seat, face-down tiles that seat has not seen are "?"', () => {
    const pos = setupGame({ players: 2, seed: 4, firstPlayer: 0 });
    const [a, b] = pos.tiles;
    pos.players[0]!.known = [{ at: a!.at, tile: a!.tile }];
    const f = file('show.json', pos);
    const cell = (text: string, at: [number, number]): string => text.split('\n')[at[1] + 1]![4 + at[0]]!;
    const all = cli(['show', f]).stdout;
    const seat0 = cli(['show', f, '--seat', '0']).stdout;
    const seat1 = cli(['show', f, '--seat', '1']).stdout;
    expect(cell(all, b!.at)).not.toBe('?');
    expect(cell(seat0, a!.at)).toBe(cell(all, a!.at)); // seen by seat 0
    expect(cell(seat0, b!.at)).toBe('?');
    expect(cell(seat1, a!.at)).toBe('?');
    expect(seat1.split('\n').filter((l) => /^ *\d+ /.test(l)).join('').replace(/[^?]/g, '')).toHaveLength(60);
  });
});
