#!/usr/bin/env node
// The `nautilab` command: runs the compiled CLI (build/lib/cli), made by `npm install` (its
// `prepare` step runs `npm run build`) together with the WASM kernel and the bot sandbox runtime.
import { existsSync } from 'node:fs';

const entry = new URL('../build/lib/cli/main.js', import.meta.url);
if (!existsSync(entry)) {
  process.stderr.write('nautilab: the CLI is not built; run `npm run build` (npm install runs it too)\n');
  process.exit(2);
}
const { main } = await import(entry.href);
process.exitCode = await main(process.argv.slice(2));
