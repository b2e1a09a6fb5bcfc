/**
 * `window.nautilab`: a few handles for debugging in the console and for the browser tests (which
 * drive the real workers through them where clicking would only add typing time). Nothing here is
 * needed by the app itself.
 */
export const debugHandles: Record<string, unknown> = ((globalThis as unknown as { nautilab?: Record<string, unknown> }).nautilab ??= {});
