/**
 * A share link crafted against lz-string's decoder: after one character, every code names the next
 * dictionary entry (the last one read plus its first character), so K codes unpack to about K²/2
 * characters. Written bit by bit as the decoder reads them (six bits a character, most significant
 * first; each value least significant bit first).
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';

/** A link of `codes` growing entries after the letter `a`: it unpacks to (codes + 1)(codes + 2) / 2 characters. */
export function bombLink(codes: number): string {
  const out: string[] = [];
  let value = 0;
  let bit = 5;
  const write = (v: number, n: number): void => {
    for (let i = 0; i < n; i++) {
      if ((v >> i) & 1) value |= 1 << bit;
      if (--bit < 0) {
        out.push(ALPHABET[value]!);
        value = 0;
        bit = 5;
      }
    }
  };
  write(0, 2); // an 8-bit character follows
  write('a'.charCodeAt(0), 8);
  let dictSize = 4;
  let enlargeIn = 4;
  let numBits = 3;
  for (let k = 0; k < codes; k++) {
    write(dictSize, numBits); // the entry about to be made: the last one plus its first character
    dictSize++;
    if (--enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
  }
  write(2, numBits); // the end
  out.push(ALPHABET[value]!, 'A');
  return out.join('');
}
