import { spawn } from 'node:child_process';
import { createWriteStream, rmSync } from 'node:fs';

/**
 * Watches a detached server child until it answers on `url`, and returns { url, pid, stop, output }. The child was
 * spawned detached, so `stop` ends its whole process group (the server and whatever it started), then removes the
 * run's state directory. Bounded: a child that exits or does not answer within `readyTimeoutMs` is stopped and the
 * error carries its output. One loop for `wrangler dev` (e2e, benches) and `workerd serve` (benches).
 */
async function whenReady({ child, url, name, stateDir, readyTimeoutMs, output }) {
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
    rmSync(stateDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited early (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${url}/favicon.svg`, { signal: AbortSignal.timeout(2000) });
      if (res.status < 500) return { url, pid: child.pid, stop, output };
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  stop();
  throw new Error(`${name} did not answer on ${url} within ${readyTimeoutMs} ms:\n${output()}`);
}

/**
 * Starts a server detached (its own process group, so `stop` ends it and whatever it started) with its output piped,
 * keeps the last `keepBytes` of that output for the error message (`echo`: also written to this process's stdout),
 * and waits for it as whenReady does. One start for every server the tests and benches run (`wrangler dev`,
 * `workerd serve`, the soak's supplier).
 */
export function startDetached({ command, args, cwd, env, url, name, stateDir, readyTimeoutMs, keepBytes, echo = false, logFile }) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const log = logFile ? timedLog(logFile) : null;
  const keep = (stream) => (d) => {
    output = (output + d).slice(-keepBytes);
    if (echo) process.stdout.write(d);
    log?.write(stream, d);
  };
  child.stdout.on('data', keep('out'));
  child.stderr.on('data', keep('err'));
  child.on('close', () => log?.end());
  return whenReady({ child, url, name, stateDir, readyTimeoutMs, output: () => output });
}

/**
 * The whole of a server's output in `file` (appended), one line each with the time it arrived, in epoch
 * milliseconds: `<ms> <out|err> <line>`. A soak's log is megabytes, more than the output kept for an error message, and
 * its lines carry no time of their own (the worker's JSON lines: logging.ts). Each stream keeps its partial last line
 * until the rest arrives.
 */
function timedLog(file) {
  const out = createWriteStream(file, { flags: 'a' });
  const partial = { out: '', err: '' };
  const write = (stream, chunk) => {
    const lines = (partial[stream] + chunk).split('\n');
    partial[stream] = lines.pop();
    if (lines.length === 0) return;
    const at = Date.now();
    out.write(lines.map((line) => `${at} ${stream} ${line}\n`).join(''));
  };
  return { write, end: () => out.end() };
}
