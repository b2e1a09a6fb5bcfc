/** Quoting untrusted text in messages: control characters blanked or escaped, long text cut with its length. */

/** The default length of an excerpt (the sandbox protocol's `LIMITS.excerptChars`). */
export const EXCERPT_CHARS = 80;

/** A short, printable excerpt of any text (for messages that quote a bot). */
export function excerpt(text: string, max: number = EXCERPT_CHARS): string {
  const clean = text.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ');
  return clean.length > max ? `${clean.slice(0, max)}… (${text.length} characters)` : clean;
}

/** Characters a terminal acts on: C0 controls, DEL, C1 controls, line and paragraph separators, and bidirectional overrides. */
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const CONTROLS_BUT_LINES = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Text for a terminal with every control character written out (`\x1b`, `\u202e`), so that text
 * from outside (a bot's name, a forfeit's message, an arena file) can neither clear a screen, set a
 * window title, move the cursor nor fake a line; `keepLines` keeps line breaks (a whole output).
 */
export function printable(text: string, keepLines = false): string {
  return text.replace(keepLines ? CONTROLS_BUT_LINES : CONTROLS, (c) => {
    const code = c.charCodeAt(0);
    return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/** JSON text with the characters a terminal acts on that JSON leaves as they are (DEL, C1, separators, bidi overrides) written as JSON's `\uXXXX` escapes: the same document. */
export function terminalJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
