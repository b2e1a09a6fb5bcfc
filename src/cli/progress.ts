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

/** Seconds as a person reads them: `45s`, `3m05s`, `1h02m`. */
export function formatSeconds(seconds: number): string {
  const t = Math.max(0, Math.round(seconds));
  if (t < 60) return `${t}s`;
  if (t < 3600) return `${Math.floor(t / 60)}m${String(t % 60).padStart(2, '0')}s`;
  return `${Math.floor(t / 3600)}h${String(Math.floor((t % 3600) / 60)).padStart(2, '0')}m`;
}

/**
 * A progress line for `total` units of `unit` (`games`, `decisions`, `%`) labelled `label`, on
 * stderr when it is a terminal; a line that does nothing otherwise. The rate and the time left are
 * the run's average so far (no rate when `rate` is false: a time budget's seconds).
 */
export function progressLine(label: string, total: number, unit: string, options: { rate?: boolean; stream?: NodeJS.WriteStream } = {}): ProgressLine {
  const stream = options.stream ?? process.stderr;
  if (!showsProgress(stream) || total <= 0) return { update: () => undefined, stop: () => undefined };
  const bar = new cliProgress.SingleBar({
    stream,
    format: `${label} [{bar}] {value}/{total} ${unit}{rate}{left}`,
    barsize: 24,
    hideCursor: false,
    clearOnComplete: true,
    // redrawn 5 times a second, and at each new count
    fps: 5,
  }, cliProgress.Presets.shades_classic);
  const start = Date.now();
  const payload = (done: number): { rate: string; left: string } => {
    const seconds = (Date.now() - start) / 1000;
    if (done <= 0 || seconds <= 0) return { rate: '', left: '' };
    const perSecond = done / seconds;
    return {
      rate: options.rate === false ? '' : ` · ${perSecond.toFixed(perSecond < 10 ? 1 : 0)}/s`,
      left: ` · ${formatSeconds((total - done) / perSecond)} left`,
    };
  };
  bar.start(total, 0, payload(0));
  let shown = 0;
  return {
    update(done) {
      const at = Math.min(done, total);
      bar.update(at, payload(at));
      // each new count is drawn as it comes (the 5-a-second redraw alone skips counts that come fast,
      // so what the line showed depended on the machine's speed)
      if (at !== shown) {
        shown = at;
        bar.render();
      }
    },
    stop() {
      bar.stop();
    },
  };
}
