import { startWorkerdServe } from './scripts/lib/workerd-serve.mjs';
const s = await startWorkerdServe({ port: 8913 });
const r = await fetch(s.url + '/stream/hotels/ir-kish?id=402&startDate=2026-12-10&endDate=2026-12-12&room=1&room-0=2', { headers: { Accept: 'application/x-ndjson' } });
const t = await r.text();
const lines = t.trim().split('\n');
const sizes = lines.map((l) => Buffer.byteLength(l));
console.log('lines', lines.length, 'bytes', Buffer.byteLength(t));
const types = {};
for (const l of lines) { const j = JSON.parse(l); const k = j.type; types[k] = types[k] || { n: 0, bytes: 0 }; types[k].n++; types[k].bytes += Buffer.byteLength(l); }
console.log(types);
console.log(lines.slice(0, 3).map((l) => l.slice(0, 200)));
await s.stop();
