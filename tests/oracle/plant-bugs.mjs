#!/usr/bin/env node
// Plants each bug below, one at a time, in a copy of the oracle logic (the working tree file is
// rewritten, the tests run, then the file is restored with git), and reports whether the oracle
// tests caught it. Run from the repository root: node tests/oracle/plant-bugs.mjs [name filter]
// (a few minutes). "trench never opens" is an equivalent mutant: a move can only end on a trench
// square when the path may use the trench already, so opening it never changes a later move of the
// same seat, and submarine-move perft cannot observe it.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const PLANTS = [
  {"name": "tiles passable", "file": "tests/oracle/reference.ts", "old": "    if (steps > 0 && sea.tileAt(x, y) !== undefined) continue; // entering a tile's square ended the move\n", "new": "", "tests": ["tests/oracle/reference.test.ts", "tests/oracle/perft-hand.test.ts"]},
  {"name": "trench always usable", "file": "tests/oracle/reference.ts", "old": "  return pos.trenchOpen || REF_RESEARCH_KINDS.every((k) => r[k]! >= 1);", "new": "  return true || r;", "tests": ["tests/oracle/reference.test.ts", "tests/oracle/perft-hand.test.ts"]},
  {"name": "all-five-kinds ignored", "file": "tests/oracle/reference.ts", "old": "  return pos.trenchOpen || REF_RESEARCH_KINDS.every((k) => r[k]! >= 1);", "new": "  return pos.trenchOpen || !r;", "tests": ["tests/oracle/reference.test.ts", "tests/oracle/perft-hand.test.ts"]},
  {"name": "covered squares are targets", "file": "tests/oracle/reference.ts", "old": "    return this.openWater(x, y) && this.tileAt(x, y) === undefined && !this.subAt(x, y);", "new": "    return this.onBoard(x, y) && this.tileAt(x, y) === undefined && !this.subAt(x, y);", "tests": ["tests/oracle/reference.test.ts", "tests/oracle/perft-hand.test.ts"]},
  {"name": "submarines block paths", "file": "tests/oracle/reference.ts", "old": "      if (sea.zone(nx, ny) === 'T' && !trench) continue;", "new": "      if (sea.zone(nx, ny) === 'T' && !trench) continue;\n      if (sea.subAt(nx, ny)) continue;", "tests": ["tests/oracle/reference.test.ts", "tests/oracle/perft-hand.test.ts"]},
  {"name": "range off by one (5 + min)", "file": "tests/oracle/reference.ts", "old": "  return 4 + Math.min(pos.players[seat]!.research.technology, 2);", "new": "  return 5 + Math.min(pos.players[seat]!.research.technology, 2);", "tests": ["tests/oracle/reference.test.ts", "tests/oracle/perft-hand.test.ts"]},
  {"name": "range cap missing", "file": "tests/oracle/reference.ts", "old": "  return 4 + Math.min(pos.players[seat]!.research.technology, 2);", "new": "  return 4 + pos.players[seat]!.research.technology;", "tests": ["tests/oracle/reference.test.ts"]},
  {"name": "speed range 4", "file": "tests/oracle/reference.ts", "old": "  const range = speed ? 3 : refRange(pos, seat);", "new": "  const range = speed ? 4 : refRange(pos, seat);", "tests": ["tests/oracle/reference.test.ts"]},
  {"name": "speed only for unmoved subs", "file": "tests/oracle/reference.ts", "old": "    if (!speed && pos.turn.moved.includes(s.index)) continue;", "new": "    if (pos.turn.moved.includes(s.index)) continue;", "tests": ["tests/oracle/reference.test.ts"]},
  {"name": "rotation reversed", "file": "tests/oracle/reference.ts", "old": "  const printed = (((s - 2 * m.rotation) % 8) + 8) % 8;", "new": "  const printed = (((s + 2 * m.rotation) % 8) + 8) % 8;", "tests": ["tests/oracle/reference.test.ts"]},
  {"name": "launch in any step", "file": "tests/oracle/reference.ts", "old": " || pos.turn.step !== 'launch') return [];", "new": ") return [];", "tests": ["tests/oracle/reference.test.ts"]},
  {"name": "launch needs 1 researcher", "file": "tests/oracle/reference.ts", "old": "m.researchers[seat]! < 2) continue;", "new": "m.researchers[seat]! < 1) continue;", "tests": ["tests/oracle/reference.test.ts"]},
  {"name": "retire at empty modules", "file": "tests/oracle/reference.ts", "old": "      if (!isResearch(m) || !m.researchers.some((r) => r > 0)) continue;", "new": "      if (!isResearch(m)) continue;", "tests": ["tests/oracle/reference.test.ts"]},
  {"name": "retire from a tile", "file": "tests/oracle/reference.ts", "old": "    if (sea.tileAt(s.at[0], s.at[1]) !== undefined) continue;\n    for (const m of pos.modules) {", "new": "    for (const m of pos.modules) {", "tests": ["tests/oracle/reference.test.ts"]},
  {"name": "examine: no same-zone exception", "file": "tests/oracle/reference.ts", "old": "      if (sea.zone(x, y) === firstZone && !allInFirstZone) continue;", "new": "      if (sea.zone(x, y) === firstZone) continue;", "tests": ["tests/oracle/reference.test.ts"]},
  {"name": "examine: face-up tiles too", "file": "tests/oracle/reference.ts", "old": "  const faceDown = pos.tiles.filter((t) => !t.faceUp);", "new": "  const faceDown = pos.tiles.filter((t) => t);", "tests": ["tests/oracle/reference.test.ts"]},
  {"name": "perft: tile not taken off", "file": "tests/oracle/reference.ts", "old": "        tiles: pos.tiles.filter((t) => !(t.at[0] === x && t.at[1] === y)),", "new": "        tiles: pos.tiles,", "tests": ["tests/oracle/perft-hand.test.ts", "tests/oracle/reference.test.ts"]},
  {"name": "perft: trench never opens", "equivalent": true, "file": "tests/oracle/reference.ts", "old": "        trenchOpen: pos.trenchOpen || sea.zone(x, y) === 'T',", "new": "        trenchOpen: pos.trenchOpen,", "tests": ["tests/oracle/perft-hand.test.ts", "tests/oracle/reference.test.ts"]},
  {"name": "perft: moved subs not excluded", "file": "tests/oracle/reference.ts", "old": "    if (sub.seat !== seat || moved.includes(sub.index)) continue;", "new": "    if (sub.seat !== seat) continue;", "tests": ["tests/oracle/perft-hand.test.ts", "tests/oracle/reference.test.ts"]},
  {"name": "hand count h9 perft(3) + 1", "file": "tests/fixtures/hand/h9-ring-12x12-three-subs.json", "old": "\"3\": 1590", "new": "\"3\": 1591", "tests": ["tests/oracle/perft-hand.test.ts"]},
  {"name": "hand count h3 perft(2) - 1", "file": "tests/fixtures/hand/h3-face-down-tile-in-corridor.json", "old": "\"2\": 23", "new": "\"2\": 22", "tests": ["tests/oracle/perft-hand.test.ts"]},
  {"name": "full: placements not deduplicated", "file": "tests/oracle/full.ts", "old": "      if (placeSeen.has(key)) continue;", "new": "      if (placeSeen.has(key) && false) continue;", "tests": ["tests/oracle/perft-full.test.ts"]},
  {"name": "full: recorded count + 1", "file": "tests/fixtures/hand/full-perft.json", "old": "\"phase3-corridor\": { \"1\": 9, \"2\": 69, \"3\": 746 }", "new": "\"phase3-corridor\": { \"1\": 9, \"2\": 69, \"3\": 747 }", "tests": ["tests/oracle/perft-full.test.ts"]},
  {"name": "full: skip never considered", "file": "tests/oracle/full.ts", "old": "  const out: Action[] = [{ type: 'skip' }, { type: 'end' }];", "new": "  const out: Action[] = [{ type: 'end' }];", "tests": ["tests/oracle/perft-full.test.ts"]},
  {"name": "newton: prior 1 instead of 1/2", "file": "tests/oracle/arena-stats.test.ts", "old": "  const W = w.map((row, i) => 0.5 + row", "new": "  const W = w.map((row, i) => 1 + row", "tests": ["tests/oracle/arena-stats.test.ts"]},
  {"name": "newton: virtual player at 2", "file": "tests/oracle/arena-stats.test.ts", "old": "    const D = g.map((gi, i) => 1 / (gi + 1) + g", "new": "    const D = g.map((gi, i) => 1 / (gi + 2) + g", "tests": ["tests/oracle/arena-stats.test.ts"]},
  {"name": "wilson hand value off by 1e-4", "file": "tests/oracle/arena-stats.test.ts", "old": "    [7, 20, 0.181192, 0.567146],", "new": "    [7, 20, 0.181292, 0.567146],", "tests": ["tests/oracle/arena-stats.test.ts"]},
  {"name": "wilson formula z = 1.96", "file": "tests/oracle/arena-stats.test.ts", "old": "  const z = 1.959964;\n  const p = k / n;", "new": "  const z = 1.96;\n  const p = k / n;", "tests": ["tests/oracle/arena-stats.test.ts"]},
  {"name": "arenaStats: tie counted whole", "file": "tests/oracle/arena-stats.test.ts", "old": "[bot('beta').games, bot('beta').wins, bot('beta').winRate, bot('beta').score, bot('beta').forfeits]).toEqual([3, 0.5, 0.5 / 3, 9, 0]);", "new": "[bot('beta').games, bot('beta').wins, bot('beta').winRate, bot('beta').score, bot('beta').forfeits]).toEqual([3, 1, 1 / 3, 9, 0]);", "tests": ["tests/oracle/arena-stats.test.ts"]},
];

const filter = process.argv[2];
const out = '/tmp/oracle-plant-bugs.json';
let missed = 0;
for (const p of PLANTS) {
  if (filter && !p.name.includes(filter)) continue;
  const text = readFileSync(p.file, 'utf8');
  if (text.split(p.old).length !== 2) throw new Error(`${p.name}: the text to replace is not found exactly once in ${p.file}`);
  writeFileSync(p.file, text.replace(p.old, p.new));
  try {
    spawnSync('npx', ['vitest', 'run', ...p.tests, '--reporter=json', `--outputFile=${out}`], { stdio: 'ignore' });
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const failed = report.testResults.flatMap((f) => f.assertionResults.filter((t) => t.status === 'failed').map((t) => t.title));
    if (!failed.length && !p.equivalent) missed++;
    const none = p.equivalent ? ' (equivalent mutant, expected)' : ' <<< NOT CAUGHT';
    console.log(`${p.name}: ${failed.length} of ${report.numTotalTests} failed${failed.length ? `, e.g. ${failed[0]}` : none}`);
  } finally {
    execFileSync('git', ['checkout', '--', p.file]);
  }
}
console.log(`${missed} plant(s) not caught`);
