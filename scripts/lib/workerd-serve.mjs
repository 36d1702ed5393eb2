import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root, toolEnv } from './paths.mjs';
import { ensureDevVars } from './dev-vars.mjs';
import { whenReady } from './ready.mjs';

/** The workerd binary the install brings (the same one `wrangler dev` runs). */
const WORKERD = path.join(root, 'node_modules', '.bin', 'workerd');

/** `.dev.vars` lines as an object (KEY=value, comments and blank lines skipped). */
function readDevVars(file) {
  const vars = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line.trim());
    if (m) vars[m[1]] = m[2];
  }
  return vars;
}

/**
 * Starts the built worker (dist/server/wrangler.json) with `workerd serve` alone: no wrangler dev, no miniflare
 * proxy, no inspector unless asked for: the production-like server the soak bench measures (issue 16, point 8).
 * Writes a wrangler.json with absolute paths and the vars of `.dev.vars` plus `vars` into a temporary directory
 * (workerd reads wrangler configs itself), keeps Durable Object state there, and returns { url, pid, stop }.
 * Started detached, so the PID is workerd's own process group.
 */
export async function startWorkerdServe({ port, vars = {}, inspectorPort, readyTimeoutMs = 60_000 } = {}) {
  const built = JSON.parse(readFileSync(path.join(root, 'dist/server/wrangler.json'), 'utf8'));
  const dir = mkdtempSync(path.join(tmpdir(), 'safarnameh-workerd-'));
  const config = {
    name: built.name,
    main: path.join(root, 'dist/server', built.main),
    compatibility_date: built.compatibility_date,
    compatibility_flags: built.compatibility_flags,
    no_bundle: true,
    assets: { ...built.assets, directory: path.resolve(root, 'dist/server', built.assets.directory) },
    vars: { ...built.vars, ...readDevVars(ensureDevVars()), ...vars },
    durable_objects: built.durable_objects,
    migrations: built.migrations,
  };
  writeFileSync(path.join(dir, 'wrangler.json'), JSON.stringify(config, null, 1), { mode: 0o600 });
  const args = ['serve', 'wrangler.json', '--experimental', '--socket-addr', `http=127.0.0.1:${port}`];
  if (inspectorPort) args.push('--inspector-addr', `127.0.0.1:${inspectorPort}`);
  const child = spawn(WORKERD, args, {
    cwd: dir,
    env: toolEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  // The last 64 KB of workerd's output (its JSON log lines), for the error message; a soak logs megabytes.
  // LOG_WORKERD=1 also echoes it (the worker's console.log), for hand-run diagnosis.
  let output = '';
  const keep = (d) => {
    output = (output + d).slice(-65_536);
    if (process.env.LOG_WORKERD) process.stdout.write(d);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return whenReady({ child, url: `http://127.0.0.1:${port}`, name: 'workerd serve', stateDir: dir, readyTimeoutMs, output: () => output });
}
