#!/usr/bin/env node
// `npm start` serves the built playground (web/dist) on localhost; `npm run build` makes it.
// A static server with the right types (application/wasm for the kernel) and no dependencies.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';

const dist = new URL('../web/dist/', import.meta.url).pathname;
const port = Number(process.env.PORT ?? 4173);
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
};

if (!existsSync(join(dist, 'index.html'))) {
  console.error('nautilab: web/dist is missing; run `npm run build` (npm start does it for you)');
  process.exit(1);
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let file = normalize(join(dist, decodeURIComponent(url.pathname)));
  if (!file.startsWith(dist)) return void res.writeHead(403).end('forbidden');
  if (!existsSync(file) || statSync(file).isDirectory()) file = join(dist, 'index.html');
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
  res.end(readFileSync(file));
});
server.listen(port, '127.0.0.1', () => console.log(`Nautilab is serving on http://localhost:${port}/ (Ctrl-C to stop)`));
