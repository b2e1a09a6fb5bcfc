// Developer helper: prints a share link for a position file (or a perft fixture's position).
import { readFileSync } from 'node:fs';
import lz from 'lz-string';
const { compressToEncodedURIComponent } = lz;
const doc = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const pos = doc.position ?? doc;
console.log(`${process.argv[3] ?? 'http://localhost:4173/'}#/explore?p=${compressToEncodedURIComponent(JSON.stringify(pos))}`);
