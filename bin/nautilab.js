#!/usr/bin/env node
// The `nautilab` command: the host that runs the compiled engine (build/lib) and hands it the
// compiled WASM kernel (build/kernel/release.wasm); both are made by `npm install` / `npm run build`.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

const entry = new URL('../build/lib/cli/main.js', import.meta.url);
if (!existsSync(entry)) {
  process.stderr.write('nautilab: the engine is not built yet; run `npm run build` (npm install does it too)\n');
  process.exit(2);
}
const { main } = await import(entry.href);
const wasm = new URL('../build/kernel/release.wasm', import.meta.url);
process.exitCode = await main(process.argv.slice(2), { wasmBytes: () => readFile(wasm) });
