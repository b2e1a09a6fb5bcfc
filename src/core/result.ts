/** Outcome of an operation on untrusted input: plain data, so it survives postMessage. */
export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

/** Wraps a success value. */
export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

/** Wraps a failure. */
export function err<E>(error: E): { ok: false; error: E } {
  return { ok: false, error };
}

/** An error about one place in an input: a JSON path (`$.players[0].nemo`), a stable code and a sentence. */
export interface PathError {
  path: string;
  code: string;
  message: string;
}

/** An error with a stable code and a sentence (illegal actions, bad notation). */
export interface CodedError {
  code: string;
  message: string;
}
