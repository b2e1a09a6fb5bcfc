/**
 * The release WASM kernel's bytes, for the bot sandboxes: a bot frame may not fetch anything, so
 * its host (the page or an arena worker) fetches the app's own asset once and hands the bytes over
 * with the bot; the frame's worker instantiates them, and Nautilus bots' `ctx.reach` / `ctx.sonar`
 * run on WASM. Null when the asset cannot be fetched (the sandbox then uses the TS twin).
 */
import wasmUrl from '../../../build/kernel/release.wasm?url';
import playoutUrl from '../../../build/playout/release.wasm?url';

let bytes: Promise<ArrayBuffer | null> | null = null;
let playout: Promise<ArrayBuffer | null> | null = null;

const fetchBytes = (url: string): Promise<ArrayBuffer | null> =>
  fetch(url).then(
    (r) => (r.ok ? r.arrayBuffer() : null),
    () => null,
  );

export function kernelBytes(): Promise<ArrayBuffer | null> {
  bytes ??= fetchBytes(wasmUrl);
  return bytes;
}

/** The WASM playout engine's bytes, likewise (Nautilus bots' `ctx.engine.rollout` runs on it); null when they cannot be fetched. */
export function playoutBytes(): Promise<ArrayBuffer | null> {
  playout ??= fetchBytes(playoutUrl);
  return playout;
}
