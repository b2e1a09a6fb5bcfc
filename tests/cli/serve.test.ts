// `npm start` (scripts/serve.js) when its port is taken (issue 41): with PORT given it says which
// port is taken and how to choose another (exit 1, no stack trace); without PORT it takes the next
// free port and says so; PORT=0 takes any free port and names it (the browser tests' way).
import { spawn, spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { afterAll, expect, test } from 'vitest';

const SERVE = new URL('../../scripts/serve.js', import.meta.url).pathname;
const servers: Server[] = [];
afterAll(() => servers.forEach((s) => s.close()));

/** A listener on `port` (0: a free one), or null when the port is taken already. */
const hold = (port: number): Promise<Server | null> =>
  new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(null));
    s.listen(port, '127.0.0.1', () => (servers.push(s), resolve(s)));
  });

/** The server's first line once it serves (it is stopped then). */
function serving(env: NodeJS.ProcessEnv): Promise<string> {
  const child = spawn(process.execPath, [SERVE], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let said = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      said += d;
      if (said.includes('\n')) {
        child.kill();
        resolve(said.trim());
      }
    });
    child.stderr.on('data', (d: Buffer) => (said += d));
    child.on('exit', (code) => reject(new Error(`exited with ${code}: ${said}`)));
  });
}

const withoutPort = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'PORT'));

test('PORT taken: which port, and how to choose another; exit 1, no stack trace', async () => {
  const taken = await hold(0);
  const port = (taken!.address() as { port: number }).port;
  for (const [value, message] of [
    [String(port), `nautilab: port ${port} is taken (another server is listening there); choose another port: PORT=${port + 1} npm start (PORT=0 takes any free port)`],
    ['http', 'nautilab: PORT="http" is not a port number; give one from 1 to 65535 (or 0 for any free port)'],
    ['70000', 'nautilab: PORT="70000" is not a port number'],
  ]) {
    const r = spawnSync(process.execPath, [SERVE], { env: { ...process.env, PORT: value }, encoding: 'utf8', timeout: 60_000 });
    expect(r.status, value).toBe(1);
    expect(r.stderr).toContain(message);
    expect(r.stderr).not.toMatch(/\n\s+at |EADDRINUSE/);
  }
});

test('no PORT and the default taken: the next free port, named; PORT=0: any free port, named', async () => {
  // 4173 held here (or by something else already): either way it is taken
  await hold(4173);
  expect(await serving(withoutPort)).toMatch(/^Nautilab is serving on http:\/\/localhost:(\d+)\/ \(ports? 4173 (is|to \d+ are) taken\) \(Ctrl-C to stop\)$/);
  expect(await serving({ ...process.env, PORT: '0' })).toMatch(/^Nautilab is serving on http:\/\/localhost:\d+\/ \(Ctrl-C to stop\)$/);
});
