import { execFileSync } from 'node:child_process';
import { closeSync, openSync, readFileSync, readSync, statSync } from 'node:fs';

// What a soak round looked like over time, to tell a stall from a slow machine (session 49: one run's round 3 stalled,
// with nothing to say why). Two sources, both read after the round:
// - `timeline`: the soak's own requests as they ended (done and failed) and workerd's CPU time, in 30 s buckets. A
//   stall with workerd busy (CPU near one core: its isolate runs JS or collects) is not one with workerd waiting.
// - `logDigest`: the worker's own lines over the round (scripts/bench.mjs `serverLog`: each line timed as it arrived):
//   the slowest requests and upstream calls, errors, and the sandbox's lines (one per retention sweep: store.ts).

const BUCKET_MS = 30_000;
let ticks = null;

/** The pids of `pgid`'s processes whose command starts with `command` (workerd serve alone; wrangler dev: two). */
export function groupPids(pgid, command = 'workerd') {
  let out = '';
  try {
    out = execFileSync('ps', ['-e', '-o', 'pid=,pgid=,comm='], { encoding: 'utf8' });
  } catch {
    return [];
  }
  const pids = [];
  for (const line of out.trim().split('\n')) {
    const [pid, group, comm] = line.trim().split(/\s+/);
    if (Number(group) === pgid && comm?.startsWith(command)) pids.push(Number(pid));
  }
  return pids;
}

/** CPU seconds (user + system, every thread) `pgid`'s workerd processes have used; null when none is found. */
function cpuSeconds(pgid) {
  ticks ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  let total = null;
  for (const pid of groupPids(pgid)) {
    try {
      // /proc/<pid>/stat: the fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total = (total ?? 0) + (Number(fields[11]) + Number(fields[12])) / ticks;
    } catch {}
  }
  return total;
}

/** The soak's requests as they end and workerd's CPU time as sampled (`sample`, every 2 s with the RSS). */
export function timeline(pgid) {
  const ended = [];
  const cpu = [];
  return {
    ended(failed) {
      ended.push([Date.now(), failed]);
    },
    sample() {
      const s = pgid ? cpuSeconds(pgid) : null;
      if (s !== null) cpu.push([Date.now(), s]);
    },
    /** Lines for [from, to): per 30 s, the requests that ended, those that failed, and workerd's CPU (100 % = a core). */
    lines(from, to) {
      const n = Math.max(1, Math.ceil((to - from) / BUCKET_MS));
      const done = new Array(n).fill(0);
      const failed = new Array(n).fill(0);
      for (const [t, bad] of ended) {
        if (t < from || t >= to) continue;
        const b = Math.floor((t - from) / BUCKET_MS);
        done[b]++;
        if (bad) failed[b]++;
      }
      const load = [];
      for (let b = 0; b < n; b++) {
        const inBucket = cpu.filter(([t]) => t >= from + b * BUCKET_MS && t < from + (b + 1) * BUCKET_MS);
        const first = inBucket[0];
        const last = inBucket.at(-1);
        load.push(first && last && last[0] > first[0] ? `${Math.round(((last[1] - first[1]) / (last[0] - first[0])) * 100_000)}` : '–');
      }
      return [
        `  requests ended per 30 s: ${done.join(' ')}`,
        `  of them failed:          ${failed.join(' ')}`,
        `  workerd CPU, % of a core: ${load.join(' ')}`,
      ];
    },
  };
}

/** The lines of a timed log (`<ms> <out|err> <text>`) from byte `offset` on, and the offset after them. */
function readFrom(file, offset) {
  const size = statSync(file).size;
  if (size <= offset) return { lines: [], next: offset };
  const fd = openSync(file, 'r');
  try {
    const buf = Buffer.alloc(size - offset);
    readSync(fd, buf, 0, buf.length, offset);
    const text = buf.toString('utf8');
    const end = text.lastIndexOf('\n') + 1;
    return { lines: text.slice(0, end).split('\n').filter(Boolean), next: offset + Buffer.byteLength(text.slice(0, end)) };
  } catch {
    return { lines: [], next: offset };
  } finally {
    closeSync(fd);
  }
}

/**
 * A digest of the worker's log since the last call: its request and upstream lines (JSON, logging.ts), the slowest of
 * each, the failed ones, and every other line (the sandbox's sweeps, errors) up to a few. `next()` → printable lines.
 */
export function logDigest(file) {
  let offset = 0;
  return () => {
    if (!file) return [];
    const { lines, next } = readFrom(file, offset);
    offset = next;
    const requests = [];
    const upstream = [];
    const other = [];
    for (const line of lines) {
      const m = /^(\d+) (out|err) (.*)$/.exec(line);
      if (!m) continue;
      const at = new Date(Number(m[1])).toISOString().slice(11, 19);
      let json = null;
      if (m[3].startsWith('{')) {
        try {
          json = JSON.parse(m[3]);
        } catch {}
      }
      if (json?.t === 'request') requests.push({ at, ...json });
      else if (json?.t === 'upstream') upstream.push({ at, ...json });
      else other.push(`${at} ${m[2]} ${m[3].slice(0, 300)}`);
    }
    const slowest = (list, n) => [...list].sort((a, b) => b.ms - a.ms).slice(0, n);
    const failed = requests.filter((r) => r.status >= 500 || r.error);
    const out = [
      `  worker log: ${requests.length} requests (${failed.length} failed, ${requests.filter((r) => r.ms >= 10_000).length} over 10 s), ${upstream.length} upstream calls (${upstream.filter((u) => u.error).length} failed), ${other.length} other lines (the sandbox's own among them)`,
    ];
    for (const r of slowest(requests, 3))
      out.push(
        `    slowest request ${r.at} ${r.method} ${r.route} ${r.status} ${r.ms} ms (upstream ${r.upstream?.calls} calls, ${r.upstream?.ms} ms)`,
      );
    for (const u of slowest(upstream, 3))
      out.push(`    slowest upstream ${u.at} ${u.method} ${u.path.slice(0, 60)} ${u.status ?? u.error} ${u.ms} ms`);
    for (const r of failed.slice(0, 3))
      out.push(`    failed ${r.at} ${r.method} ${r.route} ${r.status}: ${r.error?.message ?? ''}`.slice(0, 300));
    // Every sweep (one each 10 minutes at most), and what looks like trouble; the sandbox's line per booking step is
    // routine and only counted.
    for (const l of other.filter((x) => x.includes('[sandbox] swept'))) out.push(`    ${l}`);
    const trouble = other.filter((x) => /error|fail|exception|uncaught|exceeded|limit/i.test(x));
    for (const l of trouble.slice(0, 5)) out.push(`    ${l}`);
    if (trouble.length > 5) out.push(`    … and ${trouble.length - 5} more such lines`);
    return out;
  };
}
