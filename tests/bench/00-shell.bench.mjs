import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ms, percentile, timedGet } from './lib.mjs';

// Shell figures: page latency on loopback, streaming through gzip-accepting clients, client JS size.
export default async function ({ baseUrl, root }) {
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
