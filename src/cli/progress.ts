/**
 * Progress of a long command on a terminal: one line redrawn in place (cli-progress's bar) with the
 * work done, the total, the rate and the time left. Nothing at all is written when stderr is not a
 * terminal (a pipe, a file, a test), so piped output stays the result alone.
 */
import cliProgress from 'cli-progress';

/** A progress line: `update` with the work done so far, `stop` when the work ends (the line is cleared). */
export interface ProgressLine {
  update(done: number): void;
  stop(): void;
}

/** Whether progress is shown on `stream` (a terminal). */
export function showsProgress(stream: NodeJS.WriteStream = process.stderr): boolean {
  return stream.isTTY === true;
}

/**
 * A progress line for `total` units of `unit` (`games`, `decisions`, `%`) labelled `label`, on
 * stderr when it is a terminal; a line that does nothing otherwise.
 */
export function progressLine(label: string, total: number, unit: string, stream: NodeJS.WriteStream = process.stderr): ProgressLine {
  if (!showsProgress(stream) || total <= 0) return { update: () => undefined, stop: () => undefined };
  const bar = new cliProgress.SingleBar({
    stream,
    format: `${label} [{bar}] {value}/{total} ${unit} · {rate}/s · {eta_formatted} left`,
    barsize: 24,
    hideCursor: false,
    clearOnComplete: true,
    // the rate and time left over the last 20 updates, redrawn at most 5 times a second
    etaBuffer: 20,
    fps: 5,
  }, cliProgress.Presets.shades_classic);
  const start = Date.now();
  bar.start(total, 0, { rate: '–' });
  return {
    update(done) {
      const seconds = (Date.now() - start) / 1000;
      bar.update(Math.min(done, total), { rate: seconds > 0 ? (done / seconds).toFixed(done / seconds < 10 ? 1 : 0) : '–' });
    },
    stop() {
      bar.stop();
    },
  };
}
