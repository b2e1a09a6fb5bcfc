/**
 * Hand-built scenario positions for the submarine verbs (spec 7, 8), on the default board and on
 * small custom boards. Built with the shared helpers (`tests/helpers.ts`); each one is a real
 * position (the tests validate them) and carries the scenario kinds it was built to cover.
 */
import { setupGame, type CustomBoard, type Position } from '../../src/nautilus/index.js';
import { addModules, addTile, atPhase, game, run } from '../helpers.js';
import type { Sample } from './positions.js';

const allKinds = (pos: Position, seat = 0): void => {
  pos.players[seat]!.research = { training: 1, technology: 1, sonar: 1, lab: 1, analysis: 1 };
};

/**
 * The NE trench corner of the default board. Row 3 is D for x <= 17 and T from x = 18 on;
 * (18,3) and (21,3) are trench spots, (20,4) too. Submarine 0:0 at (16,3), 0:1 at (14,5).
 */
function trenchCorner(): Position {
  const pos = game(2, { clearTiles: true });
  addTile(pos, [18, 3], 'gold');
  addTile(pos, [20, 4], 'crab', true);
  pos.submarines.push({ seat: 0, index: 0, at: [16, 3] }, { seat: 0, index: 1, at: [14, 5] }, { seat: 1, index: 0, at: [17, 3] });
  return atPhase(pos, 3, 0);
}

/** Tiles face up and down around a submarine standing on a face-up tile (slope NW of the lagoon). */
function tilesScene(): Position {
  const pos = game(2, { clearTiles: true });
  addTile(pos, [9, 7], 'crab', true); // 0:0 stands on it
  addTile(pos, [7, 7], 'urchin'); // face down
  addTile(pos, [10, 6], 'mussel'); // face down
  addTile(pos, [11, 4], 'snail'); // face down
  addTile(pos, [12, 5], 'chest', true); // face up, with 1:0 on it: not a target
  addTile(pos, [13, 4], 'crab', true); // face up, empty: a target that ends the move
  addTile(pos, [3, 7], 'gold'); // D spot, face down
  pos.submarines.push({ seat: 0, index: 0, at: [9, 7] }, { seat: 1, index: 0, at: [12, 5] });
  return atPhase(pos, 3, 0);
}

/** Three own submarines and two foreign ones packed together; technology 2 (range 6). */
function blockingScene(): Position {
  const pos = game(3, { clearTiles: true });
  pos.players[0]!.research.technology = 2;
  pos.submarines.push(
    { seat: 0, index: 0, at: [4, 4] },
    { seat: 0, index: 1, at: [5, 4] },
    { seat: 0, index: 2, at: [4, 5] },
    { seat: 1, index: 0, at: [6, 4] },
    { seat: 2, index: 1, at: [3, 4] },
  );
  addTile(pos, [2, 5], 'crab');
  return atPhase(pos, 3, 0);
}

/**
 * Modules around the base: lab B at (11,14) (N, E, SW; mouths N (11,12) covered by the base, E
 * (13,14)); sonar C turned once at (14,11) (E only: mouth (16,11)); training A turned once at
 * (8,8) (E (10,8), W (6,8)); analysis B at (4,8) (E (6,8): a mouth shared with the training module);
 * green at (8,14). Researchers as given; submarines on mouths and next to the modules.
 */
function modulesScene(): Position {
  const pos = game(2, { clearTiles: true });
  addModules(
    pos,
    { kind: 'lab', layout: 'B', at: [11, 14], researchers: [0, 1] },
    { kind: 'sonar', layout: 'C', r: 1, at: [14, 11], researchers: [0, 0] },
    { kind: 'training', layout: 'A', r: 1, at: [8, 8], researchers: [1, 0] },
    { kind: 'analysis', layout: 'B', at: [4, 8], researchers: [0, 2] },
    { kind: 'green', at: [8, 14], researchers: [1, 0] },
  );
  pos.submarines.push(
    { seat: 0, index: 0, at: [13, 14] }, // E mouth of the lab (seat 1's researcher): may retire
    { seat: 0, index: 1, at: [16, 11] }, // E mouth of the empty sonar module: may not
    { seat: 0, index: 2, at: [6, 8] }, // mouth of both the training and the analysis module
    { seat: 1, index: 0, at: [10, 8] }, // foreign, on the training module's E mouth
  );
  return atPhase(pos, 3, 0);
}

/**
 * Launch geometry: seat 0 has one submarine on the board. Lab B at (11,14) with 2 of seat 0
 * (N mouth covered by the base, E mouth (13,14) empty); sonar C turned once at (14,11) with 3
 * (E mouth (16,11) empty); training A turned once at (8,8) with 1 (too few); analysis A at (4,19)
 * with 2 (N mouth (4,17) a D spot holding a tile, S mouth (4,21) in the closed trench); technology
 * A at (1,1) with 2 (N mouth (1,-1) off the board, S mouth (1,3)); technology D turned twice at (20,17) with 2
 * (S mouth (20,19) holding a foreign submarine).
 */
function launchScene(): Position {
  const pos = game(2, { clearTiles: true });
  addModules(
    pos,
    { kind: 'lab', layout: 'B', at: [11, 14], researchers: [2, 0] },
    { kind: 'sonar', layout: 'C', r: 1, at: [14, 11], researchers: [3, 0] },
    { kind: 'training', layout: 'A', r: 1, at: [8, 8], researchers: [1, 0] },
    { kind: 'analysis', layout: 'A', at: [4, 19], researchers: [2, 0] },
    { kind: 'technology', layout: 'A', at: [1, 1], researchers: [2, 0] },
    { kind: 'technology', layout: 'D', r: 2, at: [20, 17], researchers: [2, 1] },
  );
  addTile(pos, [4, 17], 'crab');
  pos.submarines.push({ seat: 0, index: 1, at: [17, 20] }, { seat: 1, index: 0, at: [20, 19] });
  return atPhase(pos, 3, 0);
}

/** A submarine on a face-up tile that lies on a research module's mouth (spec 7: retire needs no tile). */
function retireOnTileScene(): Position {
  const pos = game(2, { clearTiles: true });
  // (17,11) is a slope spot; the technology module B at (15,11) has its E mouth there.
  addModules(pos, { kind: 'technology', layout: 'B', at: [15, 11], researchers: [1, 1] });
  addTile(pos, [17, 11], 'crab', true);
  pos.submarines.push({ seat: 0, index: 0, at: [17, 11] }, { seat: 0, index: 1, at: [15, 9] });
  return atPhase(pos, 3, 0);
}

/** Face-down tiles in all three zones for an examination (spec 8). */
function examineScene(examined: [number, number][]): Position {
  const pos = game(2, { clearTiles: true });
  addTile(pos, [7, 7], 'urchin'); // S
  addTile(pos, [9, 7], 'mussel'); // S
  addTile(pos, [3, 7], 'gold'); // D
  addTile(pos, [2, 8], 'crab'); // D
  addTile(pos, [18, 3], 'gold'); // T
  addTile(pos, [10, 6], 'snail', true); // S, face up: never examined
  pos.submarines.push({ seat: 0, index: 0, at: [10, 7] });
  pos.players[0]!.research.lab = 2;
  atPhase(pos, 3, 0);
  pos.turn.step = 'move';
  pos.turn.moved = [0];
  pos.turn.pending = { type: 'examine', left: 2 - examined.length, examined };
  return pos;
}

/**
 * A 9x8 custom board with few tiles, for the examination's zone rule: base on the lagoon at (1,1);
 * S spots (4,1) (6,1) (4,5); D spot (7,6); T spot (1,6).
 */
const SMALL_BOARD: CustomBoard = {
  name: 'oracle-small',
  rows: ['LLLSSSSSS', 'LLLSsSsSS', 'LLLSSSSSS', 'SSSSSSDDD', 'SSSSSSDDD', 'SSSSsSDDD', 'TtTTDDDdD', 'TTTTDDDDD'],
  base: [1, 1],
  tileSet: { S: ['mussel', 'snail', 'crab'], D: ['urchin'], T: ['gold'] },
};

function smallBoard(): Position {
  const pos = setupGame({ players: 2, seed: 5, firstPlayer: 0, board: SMALL_BOARD });
  return atPhase(pos, 3, 0);
}

/** Every scenario, with the kinds it was built to cover. */
export function scenarios(): Sample[] {
  const out: Sample[] = [];
  const add = (name: string, kinds: string[], pos: Position): void => void out.push({ name, kinds, pos });

  add('spec 7 trench closed, research lacking: no trench square on any path', ['scenario:trench-closed'], trenchCorner());
  const four = trenchCorner();
  allKinds(four);
  four.players[0]!.research.analysis = 0;
  add('spec 7 four kinds of five: the closed trench stays closed', ['scenario:trench-closed', 'scenario:four-kinds'], four);
  const five = trenchCorner();
  allKinds(five);
  add('spec 7 all five kinds at count 1: the closed trench is usable (range 5)', ['scenario:all-five-kinds'], five);
  const open = trenchCorner();
  open.trenchOpen = true;
  add('spec 7 trench open', ['scenario:trench-open'], open);

  add('spec 7 tiles face up and down, a submarine leaving a face-up tile', ['scenario:tiles'], tilesScene());
  const tilesMoved = tilesScene();
  tilesMoved.turn.step = 'move';
  tilesMoved.turn.moved = [0];
  add('spec 7 a submarine that made its normal move has no further normal move', ['scenario:moved'], tilesMoved);

  add('spec 7 submarines block targets, not paths (range 6)', ['scenario:blocking', 'scenario:range6'], blockingScene());
  const range5 = blockingScene();
  range5.players[0]!.research.technology = 1;
  add('spec 7 range 5 with technology 1', ['scenario:blocking', 'scenario:range5'], range5);
  const range6cap = blockingScene();
  range6cap.players[0]!.research.technology = 4;
  add('spec 7 range capped at 6 with technology 4', ['scenario:blocking', 'scenario:range6'], range6cap);

  add('spec 2.1/7 modules cover the sea: passable, never a target; retire at research mouths', ['scenario:modules', 'scenario:retire'], modulesScene());
  const modSonar = modulesScene();
  modSonar.turn.step = 'sonar';
  add('spec 7 retire stays legal after the launch step closed', ['scenario:modules', 'scenario:retire'], modSonar);

  add('spec 7 launch: mouths empty, covered, holding a tile, a submarine, in the closed trench, off-board', ['scenario:launch'], launchScene());
  const launchClosed = launchScene();
  launchClosed.turn.step = 'sonar';
  add('spec 7 no launch after the launch step closed', ['scenario:launch-closed'], launchClosed);
  const launchNoSupply = launchScene();
  launchNoSupply.submarines.push({ seat: 0, index: 0, at: [5, 5] }, { seat: 0, index: 2, at: [6, 5] });
  add('spec 7 no launch with no submarine in supply', ['scenario:launch-no-supply'], launchNoSupply);
  const launchThird = launchScene();
  launchThird.submarines.push({ seat: 0, index: 0, at: [5, 5] });
  add('spec 7 launch with one submarine left in supply (index 2)', ['scenario:launch'], launchThird);

  add('spec 7 no retire from a submarine standing on a face-up tile', ['scenario:retire-on-tile'], retireOnTileScene());

  // Speed: a real recovery opens the choice (spec 8).
  const speed = game(2, { clearTiles: true });
  addTile(speed, [7, 7], 'speed');
  addTile(speed, [9, 7], 'crab');
  speed.submarines.push({ seat: 0, index: 0, at: [6, 7] }, { seat: 0, index: 1, at: [2, 12] }, { seat: 1, index: 0, at: [8, 6] });
  atPhase(speed, 3, 0);
  const speedPending = run(speed, 'move 0:0 7 7');
  add('spec 8 speed choice pending: up to 3 steps for every own submarine, moved or not', ['scenario:speed'], speedPending);
  const speedTrench = structuredClone(speedPending);
  speedTrench.trenchOpen = true;
  speedTrench.submarines.find((s) => s.seat === 0 && s.index === 1)!.at = [5, 21];
  add('spec 8 speed move near the open trench', ['scenario:speed', 'scenario:trench-open'], speedTrench);

  // Examination: a real recovery of a mussel with lab 1 opens it (spec 8).
  const exam = game(2, { clearTiles: true });
  addTile(exam, [7, 7], 'mussel');
  addTile(exam, [9, 7], 'crab');
  addTile(exam, [3, 7], 'gold');
  addTile(exam, [18, 3], 'snail');
  exam.players[0]!.research.lab = 1;
  exam.submarines.push({ seat: 0, index: 0, at: [6, 7] });
  atPhase(exam, 3, 0);
  add('spec 8 examination after a mussel recovery (lab 1)', ['scenario:examine'], run(exam, 'move 0:0 7 7'));
  add('spec 8 examination, first tile: any face-down tile', ['scenario:examine'], examineScene([]));
  add('spec 8 examination, second tile after an S tile: another zone', ['scenario:examine', 'scenario:examine-second'], examineScene([[7, 7]]));
  add('spec 8 examination, second tile after the T tile: S or D', ['scenario:examine', 'scenario:examine-second'], examineScene([[18, 3]]));

  // Small custom board.
  const small = smallBoard();
  small.submarines.push({ seat: 0, index: 0, at: [3, 3] }, { seat: 0, index: 1, at: [5, 1] }, { seat: 1, index: 0, at: [6, 5] });
  add('spec 1/7 small custom board: moves among spots', ['scenario:custom-board'], small);
  const smallExam = smallBoard();
  smallExam.tiles.find((t) => t.at[0] === 1 && t.at[1] === 6)!.faceUp = true; // the T tile is face up
  smallExam.submarines.push({ seat: 0, index: 0, at: [1, 6] });
  smallExam.turn.step = 'move';
  smallExam.turn.pending = { type: 'examine', left: 1, examined: [[7, 6]] };
  add('spec 8 examination: after the D tile, any S tile', ['scenario:custom-board', 'scenario:examine-second'], smallExam);
  const smallExam2 = structuredClone(smallExam);
  smallExam2.turn.pending = { type: 'examine', left: 1, examined: [[4, 1]] };
  add('spec 8 examination: after an S tile with the D tile face down, only D', ['scenario:custom-board', 'scenario:examine-second'], smallExam2);
  const smallExam3 = structuredClone(smallExam);
  smallExam3.tiles.find((t) => t.at[0] === 7 && t.at[1] === 6)!.faceUp = true;
  smallExam3.submarines.push({ seat: 0, index: 1, at: [7, 6] });
  smallExam3.turn.pending = { type: 'examine', left: 1, examined: [[4, 1]] };
  add('spec 8 examination: after an S tile with every other face-down tile in S, S again', ['scenario:custom-board', 'scenario:examine-same-zone'], smallExam3);

  // Game over, other phases: no submarine verbs.
  const over = trenchCorner();
  over.endReason = 'stalemate';
  add('spec 9 the game is over: nothing is legal', ['scenario:game-over'], over);
  const phase2 = trenchCorner();
  phase2.phase = 2;
  add('spec 6 phase 2: no submarine verb', ['scenario:other-phase'], phase2);
  return out;
}
