#!/usr/bin/env node
// `npm start` serves the built playground (web/dist) on localhost; `npm run build` makes it.
// A static server like a real site's, without dependencies: compressed responses (brotli or gzip,
// compressed once and kept), long caching for hashed assets, cross-origin isolation (COOP/COEP,
// so workers get fine timers), and a Content-Security-Policy on the bot sandbox frame that forbids
// it any connection. Bad request paths get a 400, never a crash.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = normalize(new URL('../web/dist/', import.meta.url).pathname);
/** The port asked for (PORT), or the default; with no PORT a taken default gives way to the next free one of ten. */
const DEFAULT_PORT = 4173;
const asked = process.env.PORT;
if (asked !== undefined && !(/^[0-9]{1,5}$/.test(asked.trim()) && Number(asked) <= 65535)) {
  console.error(`nautilab: PORT=${JSON.stringify(asked)} is not a port number; give one from 1 to 65535 (or 0 for any free port)`);
  process.exit(1);
}
const first = asked === undefined ? DEFAULT_PORT : Number(asked);
let port = first;
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.ttf': 'font/ttf',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest', '.wasm', '.ttf', '.txt']);

/** The headers every response carries: cross-origin isolation and no sniffing. */
const BASE_HEADERS = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-embedder-policy': 'require-corp',
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
};
if (!existsSync(join(dist, 'index.html'))) {
  console.error('nautilab: web/dist is missing; run `npm run build` (npm start does it for you)');
  process.exit(1);
}

/**
 * The bot sandbox frame may run its one inlined script (by its hash) and its bot's worker, and
 * nothing else: no script from any origin, no fetch, no sockets. The policy is the one the build
 * wrote into the frame's page; without it the frame runs nothing.
 */
const SANDBOX_CSP = `${sandboxPolicy()}; sandbox allow-scripts`;
function sandboxPolicy() {
  const file = join(dist, 'sandbox.html');
  const meta = existsSync(file) ? /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(readFileSync(file, 'utf8')) : null;
  return meta ? meta[1] : "default-src 'none'";
}

/** File bytes and their compressed forms, made once per file. */
const cache = new Map();
function load(file) {
  let entry = cache.get(file);
  if (!entry) {
    entry = { raw: readFileSync(file), br: null, gzip: null };
    cache.set(file, entry);
  }
  return entry;
}

function encoded(entry, accept, ext) {
  if (!COMPRESSIBLE.has(ext) || entry.raw.length < 512) return { body: entry.raw, encoding: null };
  if (/\bbr\b/.test(accept)) {
    entry.br ??= brotliCompressSync(entry.raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
    return { body: entry.br, encoding: 'br' };
  }
  if (/\bgzip\b/.test(accept)) {
    entry.gzip ??= gzipSync(entry.raw, { level: 9 });
    return { body: entry.gzip, encoding: 'gzip' };
  }
  return { body: entry.raw, encoding: null };
}

// NAUTILAB_SERVE_LOG=1 (the browser tests): each request's path and query on stdout as it arrives,
// written before it is answered (stdout to a pipe is synchronous), so a test reads in order what reached the server
const logRequests = process.env.NAUTILAB_SERVE_LOG === '1';

const server = createServer((req, res) => {
  if (logRequests) process.stdout.write(`request ${JSON.stringify(req.url ?? '')}\n`);
  try {
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { allow: 'GET, HEAD', ...BASE_HEADERS }).end();
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      return void res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', ...BASE_HEADERS }).end('bad request: the path is not valid percent-encoding\n');
    }
    if (pathname.includes('\0')) return void res.writeHead(400, BASE_HEADERS).end();
    let file = normalize(join(dist, pathname));
    if (file !== dist.slice(0, -1) && !file.startsWith(dist)) return void res.writeHead(403, BASE_HEADERS).end('forbidden\n');
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(dist, 'index.html');
    const ext = extname(file);
    const hashed = file.startsWith(join(dist, 'assets') + sep);
    const headers = {
      ...BASE_HEADERS,
      'content-type': types[ext] ?? 'application/octet-stream',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
    };
    if (file === join(dist, 'sandbox.html')) headers['content-security-policy'] = SANDBOX_CSP;
    // the sandbox frame has an opaque origin: its module scripts are cross-origin requests
    if (hashed) headers['access-control-allow-origin'] = '*';
    const { body, encoding } = encoded(load(file), String(req.headers['accept-encoding'] ?? ''), ext);
    if (encoding) headers['content-encoding'] = encoding;
    headers['content-length'] = String(body.length);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  } catch (e) {
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`server error: ${e.message}\n`);
  }
});
server.on('clientError', (_e, socket) => socket.destroy());
server.on('error', (e) => {
  if (e.code === 'EADDRINUSE' && asked === undefined && port < first + 10) {
    port++;
    return void server.listen(port, '127.0.0.1');
  }
  const why = e.code === 'EADDRINUSE' ? `port ${port} is taken (another server is listening there)` : `cannot serve on port ${port}: ${e.message}`;
  console.error(`nautilab: ${why}; choose another port: PORT=${port === 65535 ? 8080 : port + 1} npm start (PORT=0 takes any free port)`);
  process.exit(1);
});
// PORT=0 takes a free port: the line names the one taken
server.on('listening', () => {
  const taken = port === first ? '' : ` (port${port - first > 1 ? `s ${first} to ${port - 1} are` : ` ${first} is`} taken)`;
  console.log(`Nautilab is serving on http://localhost:${server.address().port}/${taken} (Ctrl-C to stop)`);
});
server.listen(port, '127.0.0.1');
