/**
 * A share link crafted against lz-string's decoder: after one character, every code names the next
 * dictionary entry (the last one read plus its first character), so K codes unpack to about K²/2
 * characters. Written bit by bit as the decoder reads them (six bits a character, most significant
 * first; each value least significant bit first).
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';

/** Writes values into a link as lz-string's decoder reads them; `text(pad)` ends it with the last character and `pad` more of zero bits. */
export function linkWriter(): { write: (v: number, n: number) => void; text: (pad?: number) => string } {
  const out: string[] = [];
  let value = 0;
  let bit = 5;
  return {
    write: (v, n) => {
      for (let i = 0; i < n; i++) {
        if ((v >> i) & 1) value |= 1 << bit;
        if (--bit < 0) {
          out.push(ALPHABET[value]!);
          value = 0;
          bit = 5;
        }
      }
    },
    text: (pad = 0) => [...out, ALPHABET[value]!, 'A'.repeat(pad)].join(''),
  };
}

/**
 * A link of `codes` growing entries after the letter `a`: it unpacks to (codes + 1)(codes + 2) / 2
 * characters. `undefinedFirst` opens the stream with code 3 (the decoder reads no character and its
 * first word is `undefined`), then the letter: the same text.
 */
export function bombLink(codes: number, undefinedFirst = false): string {
  const { write, text } = linkWriter();
  let dictSize = 4;
  let enlargeIn = 4;
  let numBits = 3;
  const next = (): void => {
    dictSize++;
    if (--enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
  };
  if (undefinedFirst) {
    write(3, 2); // no character: the first word is undefined
    write(0, numBits); // an 8-bit character follows: an entry of its own, then "undefined" + it
    write('a'.charCodeAt(0), 8);
    next();
    next();
  } else {
    write(0, 2); // an 8-bit character follows
    write('a'.charCodeAt(0), 8);
  }
  for (let k = 0; k < codes; k++) {
    write(dictSize, numBits); // the entry about to be made: the last one plus its first character
    next();
  }
  write(2, numBits); // the end
  return text(1);
}
