// The machine's speed, printed beside the figures so a reader can compare runs taken on different machines: the
// same build's figures move with the machine (a Lighthouse score by 20 points between two machines of one kind).
//   - cpu: milliseconds of a fixed single-thread workload (JSON round trips + SHA-256 + a sort), median of 5;
//     lower is faster. Reference: 37 ms on the 2-core build machine of 2026-11-24 (Node 24, idle).
//   - load: the 1-minute load average over the core count when the figure was taken (above ~1, something else ran).
//   - memory: milliseconds to touch 1 GiB of fresh memory (one write per 4 KiB page, 256 MiB measured, median of 3).
//     A machine whose memory is its own takes ~0.2–0.4 s. Some VMs pay a trip to their host on every page fault
//     (a paravirtualised guest whose page tables the host shadows: several seconds per GiB), and a browser faults in
//     tens of MB for every new page: a page with no work then shows long tasks and blocking time (issue 15,
//     session 27). The CPU workload above cannot see it (it reuses the same few MB).
import { createHash } from 'node:crypto';
import os from 'node:os';

function workload() {
  const items = Array.from({ length: 20_000 }, (_, i) => ({ id: i, name: `هتل ${i}`, price: (i * 7919) % 100_003 }));
  let h = createHash('sha256');
  for (let round = 0; round < 4; round++) {
    const text = JSON.stringify(items);
    const back = JSON.parse(text);
    back.sort((a, b) => a.price - b.price || a.id - b.id);
    h = h.update(text);
  }
  return h.digest('hex');
}

const PAGE = 4096;
const MEMORY_PROBE_BYTES = 256 * 1024 * 1024;

/** ms per GiB to fault in fresh memory: a new buffer each time (freshly mapped pages), one write per page. */
function memoryFaultMsPerGiB() {
  const times = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const b = Buffer.allocUnsafeSlow(MEMORY_PROBE_BYTES);
    for (let o = 0; o < b.length; o += PAGE) b[o] = 1;
    times.push(((performance.now() - t0) * (1 << 30)) / MEMORY_PROBE_BYTES);
  }
  return times.sort((a, b) => a - b)[1];
}

export function calibrate() {
  workload();
  const times = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    workload();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const cores = os.cpus().length;
  return { cpuMs: times[2], cores, load: os.loadavg()[0] / cores, node: process.version, memoryMsPerGiB: memoryFaultMsPerGiB() };
}

export function calibrationLine(label = 'calibration') {
  const c = calibrate();
  return `${label}: cpu ${c.cpuMs.toFixed(1)} ms (fixed workload, median of 5; lower is faster), ${c.cores} cores, load ${c.load.toFixed(2)} per core, memory ${Math.round(c.memoryMsPerGiB)} ms per GiB of fresh pages (a machine's own memory: ~200–400), node ${c.node}`;
}
