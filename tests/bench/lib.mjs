import http from 'node:http';

/** GETs a URL over a raw socket (no decompression) and records when each body chunk arrived. */
export function timedGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.get(url, { headers, agent: false }, (res) => {
      const chunks = [];
      let ttfb = null;
      res.on('data', (d) => {
        const at = performance.now() - t0;
        ttfb ??= at;
        chunks.push({ at, bytes: d.length, data: d });
      });
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, ttfb, total: performance.now() - t0, chunks }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
  });
}

export function percentile(values, p) {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

export const ms = (n) => `${n.toFixed(1)} ms`;
