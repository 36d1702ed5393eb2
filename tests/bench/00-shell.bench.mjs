import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ms, percentile, timedGet } from './lib.mjs';

// Shell figures: page latency on loopback, streaming through gzip-accepting clients, workerd's CPU per page, client JS size.
export default async function ({ baseUrl, root, pid }) {
  const gz = { 'accept-encoding': 'gzip, br' };

  // Streaming: chunk arrival times of the search page with a gzip/br-accepting client.
  // A dated URL: an undated one is repaired by a 302 that adds dates.
  const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const s = await timedGet(`${baseUrl}/hotel/ir-kish/search?startDate=${day(2)}&endDate=${day(5)}`, gz);
  const gaps = s.chunks.slice(1).map((c, i) => c.at - s.chunks[i].at);
  console.log(`search page: status ${s.status}, content-encoding ${s.headers['content-encoding'] ?? 'none'}, ${s.chunks.length} chunks`);
  console.log(
    `  first byte ${ms(s.ttfb)}, chunks at ${s.chunks.map((c) => Math.round(c.at)).join(', ')} ms, largest gap ${ms(Math.max(0, ...gaps))}`,
  );

  // Home page latency: 50 sequential, then 50 at 10 concurrent (bounded, loopback only).
  const seq = [];
  for (let i = 0; i < 50; i++) seq.push((await timedGet(`${baseUrl}/`, gz)).total);
  const conc = [];
  for (let batch = 0; batch < 5; batch++) {
    const rs = await Promise.all(Array.from({ length: 10 }, () => timedGet(`${baseUrl}/`, gz)));
    conc.push(...rs.map((r) => r.total));
  }
  console.log(
    `home /: sequential p50 ${ms(percentile(seq, 50))} p95 ${ms(percentile(seq, 95))}; 10-concurrent p50 ${ms(percentile(conc, 50))} p95 ${ms(percentile(conc, 95))}`,
  );

  // workerd's CPU per page (issue 43, session 43): the soak's pages, 16 at once for 20 s after 5 s of the same, and the
  // CPU time /proc counts for the workerd process over those 20 s (user + system; the server's whole cost of a page:
  // rendering, the edge layer, the collector). `SSR_STRING_CHUNKS=off npm run build` gives the figure without React's
  // string-chunk patch (scripts/vite/ssr-string-chunks.ts).
  const cpu = await pageCpu(baseUrl, pid);
  if (cpu)
    console.log(
      `page CPU: ${cpu.pages} pages in 20 s at 16 at once (${cpu.perSecond.toFixed(1)}/s), workerd CPU ${cpu.msPerPage.toFixed(2)} ms per page`,
    );

  // Client JS shipped to the browser (all hashed assets).
  const assets = path.join(root, 'dist/public/assets');
  let raw = 0;
  let gzBytes = 0;
  for (const f of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
    const buf = readFileSync(path.join(assets, f));
    raw += statSync(path.join(assets, f)).size;
    gzBytes += gzipSync(buf, { level: 9 }).length;
  }
  console.log(`client JS (all chunks): ${(raw / 1024).toFixed(1)} KiB raw, ${(gzBytes / 1024).toFixed(1)} KiB gzipped`);
}

const CPU_PAGES = ['/', '/hotel', '/hotel/ir-kish', '/about', '/city/kish', '/flight', '/tour', '/rules', '/contact'];

/** CPU ms the process has used (user + system), from /proc; null off Linux or for a server without a pid. */
function processCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 1/100 s (USER_HZ on Linux)
  } catch {
    return null;
  }
}

/** Pages served and workerd's CPU per page, 16 requests at once: 5 s to warm up, then 20 s measured. */
async function pageCpu(baseUrl, pid) {
  if (!pid || processCpuMs(pid) === null) return null;
  const load = async (seconds) => {
    let pages = 0;
    const end = Date.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: 16 }, async (_, i) => {
        for (let k = i; Date.now() < end; k++) {
          const r = await fetch(`${baseUrl}${CPU_PAGES[k % CPU_PAGES.length]}`);
          await r.arrayBuffer();
          pages++;
        }
      }),
    );
    return pages;
  };
  await load(5);
  const before = processCpuMs(pid);
  const t0 = performance.now();
  const pages = await load(20);
  const used = processCpuMs(pid) - before;
  return { pages, perSecond: pages / ((performance.now() - t0) / 1000), msPerPage: used / pages };
}
