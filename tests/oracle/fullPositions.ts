/**
 * Small positions for the full-action perft (`full.ts`): one per phase, plus pending choices and
 * the end of a round. Built with the shared helpers on small custom boards.
 */
import { setupGame, type CustomBoard, type Position, type Square, type TileId } from '../../src/nautilus/index.js';
import { addModules, atPhase } from '../helpers.js';

/** 8x8: lagoon x 1-5, y 1-5 around the base (3,3); S spot (7,2), D spot (0,7); one T square. */
const B1: CustomBoard = {
  name: 'full-b1',
  rows: ['SSSSSSSS', 'SLLLLLSS', 'SLLLLLSs', 'SLLLLLSS', 'SLLLLLSS', 'SLLLLLSS', 'SSSSSSDD', 'dSSSSSDT'],
  base: [3, 3],
  tileSet: { S: ['crab'], D: ['mussel'], T: [] },
};

/** B1 with the S spot moved off (7,2) to a trench spot (7,7). */
const B2: CustomBoard = {
  name: 'full-b2',
  rows: ['SSSSSSSS', 'SLLLLLSS', 'SLLLLLSS', 'SLLLLLSS', 'SLLLLLSS', 'SLLLLLSS', 'SSSSSSDD', 'dSSSSSDt'],
  base: [3, 3],
  tileSet: { S: [], D: ['mussel'], T: ['gold'] },
};

/** 10x10: base (4,4); spots S (4,1) (1,4), D (8,7) (2,9), T (9,1). */
const B3: CustomBoard = {
  name: 'full-b3',
  rows: ['DDDDDDDDTT', 'DSSSsSSDTt', 'DSSSSSSSDD', 'DSSLLLSSDD', 'DsSLLLSSDD', 'DSSLLLSSDD', 'DSSSSSSSDD', 'DSSSSSSSdD', 'DDDDDDDDDD', 'DDdDDDDDDD'],
  base: [4, 4],
  tileSet: { S: ['speed', 'mussel'], D: ['chest', 'atlantis3'], T: ['gold'] },
};

/** 8x8 corridor: row y=3 is water with an S spot (5,3); the rest is trench; base (1,1). */
const B4: CustomBoard = {
  name: 'full-b4',
  rows: ['LLLTTTTT', 'LLLTTTTT', 'LLLTTTTT', 'DDDDDsDD', 'TTTTTTTT', 'TTTTTTTT', 'TTTTTTTT', 'TTTTTTTT'],
  base: [1, 1],
  tileSet: { S: ['speed'], D: [], T: [] },
};

function newGame(board: CustomBoard): Position {
  return setupGame({ players: 2, seed: 3, firstPlayer: 0, board });
}

/** Gives the tile on `at` the identity `id` (the custom tile sets here hold each id once per zone). */
function setTileId(pos: Position, at: Square, id: TileId): void {
  const here = pos.tiles.find((t) => t.at[0] === at[0] && t.at[1] === at[1])!;
  const other = pos.tiles.find((t) => t.tile === id)!;
  other.tile = here.tile;
  here.tile = id;
}

export interface FullPosition {
  name: string;
  what: string;
  pos: Position;
  depth: number;
}

export function fullPositions(): FullPosition[] {
  const out: FullPosition[] = [];

  // Phase 1, a fresh turn: buy (5 research kinds, green/blue with 1..3), then place around the base.
  out.push({ name: 'phase1-fresh', what: 'spec 5: a fresh phase-1 turn on an 8x8 lagoon board', pos: newGame(B1), depth: 3 });

  // Phase 1 holding two modules: placements of either, a second placement chained to the first.
  const held = newGame(B1);
  const labMask = held.stacks.lab.shift()!;
  held.stacks.green--;
  held.players[0]!.held = [
    { kind: 'lab', corridors: labMask, researchers: 0 },
    { kind: 'green', corridors: 0b01010101, researchers: 2 }, // N E S W: slots 0 2 4 6 (spec 2.2)
  ];
  held.players[0]!.researchers -= 2;
  out.push({ name: 'phase1-held', what: 'spec 5: holding a lab and a green module (2 researchers)', pos: held, depth: 2 });

  // Phase 2: base with 2 of seat 0, blue NW of it with 1, technology (seat 0's, 1 researcher) E,
  // lab S owned by seat 1 with seat 1's researcher (rent).
  const p2 = newGame(B2);
  addModules(
    p2,
    { kind: 'technology', layout: 'A', r: 1, at: [6, 3], owner: 0, researchers: [1, 0] },
    { kind: 'lab', layout: 'B', at: [3, 6], owner: 1, researchers: [0, 1] },
    { kind: 'blue', at: [1, 1], researchers: [1, 0] },
  );
  p2.modules[0]!.researchers = [2, 1];
  p2.players[0]!.researchers -= 2;
  p2.players[1]!.researchers -= 1;
  p2.players[0]!.research.technology = 1;
  out.push({ name: 'phase2', what: 'spec 6: researcher moves with rent and the last-researcher lock', pos: atPhase(p2, 2, 0), depth: 3 });

  // Phase 3 on a 10x10 board: launch, sonar, moves onto a speed tile, a mussel (lab 1: examination),
  // an Atlantis tile (researcher move), retire at a foreign technology module.
  const p3 = newGame(B3);
  setTileId(p3, [4, 1], 'speed');
  setTileId(p3, [1, 4], 'mussel');
  setTileId(p3, [8, 7], 'chest');
  setTileId(p3, [2, 9], 'atlantis3');
  addModules(
    p3,
    { kind: 'lab', layout: 'A', at: [4, 7], owner: 0, researchers: [2, 0] },
    { kind: 'technology', layout: 'B', at: [7, 4], owner: 1, researchers: [0, 1] },
  );
  p3.modules[0]!.researchers = [1, 0];
  p3.players[0]!.researchers -= 1;
  p3.players[0]!.research.lab = 1;
  p3.submarines.push({ seat: 0, index: 0, at: [7, 2] }, { seat: 0, index: 1, at: [2, 7] }, { seat: 1, index: 0, at: [6, 9] });
  out.push({ name: 'phase3-rich', what: 'spec 7/8: every phase-3 verb and the three pending choices', pos: atPhase(p3, 3, 0), depth: 2 });

  // Phase 3 in a corridor: launch onto the corridor, a speed tile, retire at the launch mouth.
  const p4 = newGame(B4);
  addModules(p4, { kind: 'lab', layout: 'A', at: [1, 5], owner: 0, researchers: [2, 0] });
  p4.submarines.push({ seat: 0, index: 0, at: [3, 3] }, { seat: 1, index: 0, at: [7, 3] });
  out.push({ name: 'phase3-corridor', what: 'spec 7/8: launch, speed move, retire in a corridor', pos: atPhase(p4, 3, 0), depth: 3 });

  // The last phase-3 turn of a round in which nothing happened: `end` ends the game (stalemate).
  const p5 = newGame(B4);
  addModules(p5, { kind: 'lab', layout: 'A', at: [1, 5], owner: 0, researchers: [2, 0] });
  p5.submarines.push({ seat: 0, index: 0, at: [3, 3] }, { seat: 1, index: 0, at: [7, 3] });
  out.push({ name: 'phase3-round-end', what: 'spec 9: seat 1 closes a quiet round; after its end nothing is legal', pos: atPhase(p5, 3, 1), depth: 3 });
  return out;
}
