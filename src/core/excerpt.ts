/** Quoting untrusted text in messages: control characters blanked, long text cut with its length. */

/** The default length of an excerpt (the sandbox protocol's `LIMITS.excerptChars`). */
export const EXCERPT_CHARS = 80;

/** A short, printable excerpt of any text (for messages that quote a bot). */
export function excerpt(text: string, max: number = EXCERPT_CHARS): string {
  const clean = text.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ');
  return clean.length > max ? `${clean.slice(0, max)}… (${text.length} characters)` : clean;
}
