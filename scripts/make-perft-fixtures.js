#!/usr/bin/env node
// Writes tests/fixtures/perft/*.json: phase-3 positions from seeded random games (the seat to act
// topped up to three submarines), with perft counts from the engine's own move generation over the
// naive BFS kernel. Run after `npm run build`. The tests check the engine, the TS twin and the WASM
// kernel against these counts, and the independent reference of tests/oracle against them too.
import { writeFileSync } from 'node:fs';
import { Rng } from '../build/lib/core/rng.js';
import { NaiveKernel } from '../build/lib/kernel/naive.js';
import { applyInPlace, createContext, enginePerft, legalActions, seaOf, setupGame, validatePosition, isEmpty } from '../build/lib/nautilus/index.js';

const naive = createContext(new NaiveKernel());

const out = new URL('../tests/fixtures/perft/', import.meta.url);
let made = 0;
for (let seed = 1; made < 12; seed++) {
  const players = 2 + (seed % 3);
  const pos = setupGame({ players, seed });
  const rng = Rng.fromSeed(seed * 31);
  const stopAt = 150 + rng.int(200);
  for (let i = 0; i < stopAt && pos.endReason === null; i++) applyInPlace(pos, rng.pick(legalActions(pos)));
  // walk on to the start of a phase-3 turn
  while (pos.endReason === null && !(pos.phase === 3 && pos.turn.step === 'launch' && !pos.turn.pending)) applyInPlace(pos, rng.pick(legalActions(pos)));
  if (pos.endReason !== null) continue;
  const seat = pos.toAct;
  // top up the seat's submarines to 2 or 3 on empty squares
  const want = 3; // three submarines: every depth up to 3 has moves to count
  const sea = seaOf(pos);
  for (let index = 0; index < 3 && pos.submarines.filter((s) => s.seat === seat).length < want; index++) {
    if (pos.submarines.some((s) => s.seat === seat && s.index === index)) continue;
    for (let tries = 0; tries < 1000; tries++) {
      const x = rng.int(sea.width), y = rng.int(sea.height);
      if (isEmpty(sea, x, y) && !pos.submarines.some((s) => s.at[0] === x && s.at[1] === y)) {
        pos.submarines.push({ seat, index, at: [x, y] });
        break;
      }
    }
  }
  if (made % 3 === 2) pos.trenchOpen = true;
  if (validatePosition(pos).length) continue;
  const nodes = [1, 2, 3].map((d) => enginePerft(pos, d, naive));
  if (nodes[2] === 0) continue;
  const name = `game-${String(made + 1).padStart(2, '0')}-seed${seed}`;
  writeFileSync(new URL(`${name}.json`, out), JSON.stringify({ name, perft: { 1: nodes[0], 2: nodes[1], 3: nodes[2] }, position: pos }) + '\n');
  console.log(name, nodes.join(' '));
  made++;
}
