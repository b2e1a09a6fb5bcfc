#!/usr/bin/env node
// `npm start`: serves the playground on localhost. Serves the built web app (web/dist) when it
// exists; until then a minimal page that shows a seeded starting position drawn by the engine.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'web', 'dist');
const port = Number(process.env.PORT ?? 4173);
const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm', '.svg': 'image/svg+xml', '.json': 'application/json', '.png': 'image/png', '.ico': 'image/x-icon' };

async function fallbackPage() {
  const { setupGame } = await import('../build/lib/nautilus/index.js');
  const { renderBoard } = await import('../build/lib/cli/render.js');
  const board = renderBoard(setupGame({ players: 4, seed: 1 }), 0).replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Nautilab</title>
<link rel="icon" href="data:,"><style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;background:#06202e;color:#dbeef5}pre{background:#0b3042;padding:1rem;overflow:auto;line-height:1.15}</style></head>
<body><h1>Nautilab</h1><p>The Nautilus engine is running. The interactive playground is not built yet; this is a seeded 4-player starting position as seat 0 sees it (from <code>npx nautilab show</code>).</p><pre>${board}</pre></body></html>`;
}

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (existsSync(join(dist, 'index.html'))) {
      let file = normalize(join(dist, decodeURIComponent(url.pathname)));
      if (!file.startsWith(dist)) return void res.writeHead(403).end();
      if (!existsSync(file) || statSync(file).isDirectory()) file = join(dist, 'index.html');
      res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
      return void res.end(readFileSync(file));
    }
    if (url.pathname !== '/') return void res.writeHead(404).end('not found');
    res.writeHead(200, { 'content-type': types['.html'] });
    res.end(await fallbackPage());
  } catch (e) {
    res.writeHead(500).end(String(e));
  }
});
server.listen(port, '127.0.0.1', () => console.log(`Nautilab is serving on http://localhost:${port}/ (Ctrl-C to stop)`));
