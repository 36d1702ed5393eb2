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

/**
 * GETs an NDJSON stream and timestamps every line (ms since the request started). Resolves when the body ends;
 * `timeoutMs` bounds the whole exchange (the request is destroyed and the result says `error`).
 */
export function ndjsonGet(url, { headers = {}, timeoutMs = 120_000, agent = false } = {}) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const lines = [];
    let settled = false;
    const finish = (result) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ lines, total: performance.now() - t0, ...result });
    };
    const req = http.get(url, { headers, agent }, (res) => {
      let buf = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        buf += chunk;
        for (let nl = buf.indexOf('\n'); nl >= 0; nl = buf.indexOf('\n')) {
          const text = buf.slice(0, nl);
          buf = buf.slice(nl + 1);
          try {
            lines.push({ at: performance.now() - t0, value: JSON.parse(text) });
          } catch {
            lines.push({ at: performance.now() - t0, value: { type: 'unparsable', text: text.slice(0, 200) } });
          }
        }
      });
      res.on('end', () => finish({ status: res.statusCode, headers: res.headers }));
      res.on('error', (err) => finish({ status: res.statusCode, headers: res.headers, error: err.message }));
    });
    req.on('error', (err) => finish({ status: null, headers: {}, error: err.message }));
    const timer = setTimeout(() => {
      req.destroy(new Error('timeout'));
      finish({ status: null, headers: {}, error: `timeout after ${timeoutMs} ms` });
    }, timeoutMs);
  });
}
