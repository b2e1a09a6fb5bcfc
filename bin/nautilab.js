#!/usr/bin/env node
// The `nautilab` command: runs the compiled engine in build/lib (made by `npm install` / `npm run build`).
import { existsSync } from 'node:fs';

const entry = new URL('../build/lib/cli/main.js', import.meta.url);
if (!existsSync(entry)) {
  process.stderr.write('nautilab: the engine is not built yet; run `npm run build` (npm install does it too)\n');
  process.exit(2);
}
const { main } = await import(entry.href);
process.exitCode = await main(process.argv.slice(2));
