/**
 * `bench --calibration` on worker threads: each thread plays and judges one game at a time
 * (`calibrationWorker.ts`), and every finished turn and judged decision it reports goes into the
 * document at once, which `save` writes; so a stopped run loses only the turns and decisions under
 * way, and `--resume` goes on from the file. Games of one game id are handed out until the judged
 * decisions reach the target (the games in play finish: a few more than asked for).
 */
import { Worker } from 'node:worker_threads';
import { nextCalibrationGame, type CalibrationDocument, type CalibrationGame, type JudgedDecision } from '../bench/calibration.js';

type WorkerMessage = { kind: 'played'; game: CalibrationGame } | { kind: 'judged'; key: string; decision: JudgedDecision } | { kind: 'done'; key: string } | { kind: 'failed'; key: string; message: string };

/** Plays and judges games of each id in turn on `threads` threads until each has `decisions` judged decisions; `progress` hears each id's judged decisions as they grow. */
export async function runCalibrationPool(doc: CalibrationDocument, gameIds: readonly string[], decisions: number, threads: number, save: () => void, progress: (gameId: string, judged: number) => void): Promise<void> {
  const script = new URL('./calibrationWorker.js', import.meta.url);
  const byKey = (key: string): CalibrationGame => doc.games.find((g) => `${g.game}:${g.seed}` === key)!;
  const workers = Array.from({ length: threads }, () => new Worker(script, { workerData: { plan: doc.plan } }));
  try {
    for (const id of gameIds) {
      const busy = new Set<string>();
      const judged = (): number => doc.games.filter((g) => g.game === id).reduce((a, g) => a + g.judged.length, 0);
      const drive = (w: Worker): Promise<void> =>
        new Promise<void>((resolve, reject) => {
          const next = (): void => {
            const job = nextCalibrationGame(doc, id, decisions, busy);
            if (!job) {
              w.off('message', onMessage);
              w.off('error', reject);
              resolve();
              return;
            }
            busy.add(`${job.game}:${job.seed}`);
            save();
            w.postMessage({ job });
          };
          const onMessage = (m: WorkerMessage): void => {
            if (m.kind === 'played') {
              Object.assign(byKey(`${m.game.game}:${m.game.seed}`), { actions: m.game.actions, winShare: m.game.winShare, scores: m.game.scores, decisions: m.game.decisions });
            } else if (m.kind === 'judged') {
              const g = byKey(m.key);
              g.judged.push(m.decision);
              g.judged.sort((a, b) => a.ply - b.ply);
              progress(id, judged());
            } else if (m.kind === 'failed') {
              reject(new Error(`game ${m.key}: ${m.message}`));
              return;
            } else {
              busy.delete(m.key);
              save();
              next();
              return;
            }
            save();
          };
          w.on('message', onMessage);
          w.once('error', reject);
          next();
        });
      await Promise.all(workers.map(drive));
    }
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
