import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bin, root, toolEnv } from './paths.mjs';
import { ensureDevVars } from './dev-vars.mjs';
import { startDetached } from './ready.mjs';

/** Asks the OS for a free loopback port. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts `wrangler dev` of the build (dist/server/wrangler.json via .wrangler/deploy) on 127.0.0.1:port,
 * waits until it answers, and returns { url, pid, stop }. Started from node_modules/.bin, so the PID we
 * stop is the server's own process group.
 */
export async function startWorker({ port, vars = {}, quiet = true, readyTimeoutMs = 60_000, inspectorPort, logFile } = {}) {
  const envFile = ensureDevVars();
  // A fresh Durable Object state per run: rate-limit windows and revocations of an earlier run must not carry over.
  const state = mkdtempSync(path.join(tmpdir(), 'safarnameh-worker-state-'));
  const args = [
    'dev',
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--env-file',
    envFile,
    '--show-interactive-dev-session=false',
    '--log-level',
    quiet ? 'error' : 'info',
    '--persist-to',
    state,
  ];
  for (const [k, v] of Object.entries(vars)) args.push('--var', `${k}:${v}`);
  // The devtools port (heap snapshots of the soak bench); wrangler's default 9229 may be another server's.
  if (inspectorPort) args.push('--inspector-port', String(inspectorPort), '--inspector-ip', '127.0.0.1');
  // Its output is kept for the error message (the last 64 KB), and shown as it comes when not `quiet`.
  return startDetached({
    command: bin('wrangler'),
    args,
    cwd: root,
    env: toolEnv(),
    url: `http://127.0.0.1:${port}`,
    name: 'wrangler dev',
    stateDir: state,
    readyTimeoutMs,
    keepBytes: 65_536,
    echo: !quiet,
    logFile,
  });
}
