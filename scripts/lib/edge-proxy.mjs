// A loopback stand-in for Cloudflare's edge in front of local `wrangler dev`, for browser benchmarks:
// - HTTPS with HTTP/2 (the edge's protocol; local workerd speaks HTTP/1.1, where a browser opens at most six
//   connections per origin and a page's module chunks queue behind each other);
// - documents compressed (local workerd sends HTML raw: waku's Cloudflare adapter forces `content-encoding: Identity`
//   outside production to work around workers-sdk#6577, where local gzip buffered streamed bodies). Each chunk is
//   flushed (Z_SYNC_FLUSH), so streaming is kept exactly as the worker streams.
// The certificate is a throwaway self-signed one for 127.0.0.1 (made with openssl); browsers using the proxy need
// --ignore-certificate-errors. Without openssl the proxy falls back to plain HTTP/1.1 (still compressing).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|x-ndjson)|image\/svg)/;
// Not allowed in HTTP/2 responses.
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'];

function selfSignedCert() {
  const dir = mkdtempSync(path.join(tmpdir(), 'edge-proxy-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function handler(upstream) {
  return (req, res) => {
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => !k.startsWith(':') && !HOP_BY_HOP.includes(k)));
    headers.host = upstream.host;
    const out = http.request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers }, (up) => {
      const h = Object.fromEntries(Object.entries(up.headers).filter(([k]) => !HOP_BY_HOP.includes(k)));
      const type = String(up.headers['content-type'] ?? '');
      const encoded = up.headers['content-encoding'] && !/^identity$/i.test(String(up.headers['content-encoding']));
      const wantsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      if (encoded || !wantsGzip || !COMPRESSIBLE.test(type) || req.method === 'HEAD') {
        if (!encoded) delete h['content-encoding'];
        res.writeHead(up.statusCode ?? 502, h);
        up.pipe(res);
        return;
      }
      h['content-encoding'] = 'gzip';
      h.vary = 'accept-encoding';
      delete h['content-length'];
      res.writeHead(up.statusCode ?? 502, h);
      const gz = zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH });
      gz.pipe(res);
      up.on('data', (d) => gz.write(d));
      up.on('end', () => gz.end());
      up.on('error', () => gz.end());
    });
    out.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(out);
  };
}

/** Starts the proxy on a free loopback port in front of `target`; resolves { url, protocol, close }. */
export function startEdgeProxy(target) {
  const upstream = new URL(target);
  const tls = selfSignedCert();
  const server = tls ? http2.createSecureServer({ ...tls, allowHTTP1: true }, handler(upstream)) : http.createServer(handler(upstream));
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        url: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
        protocol: tls ? 'HTTP/2 over TLS' : 'HTTP/1.1',
        close: () => new Promise((r) => server.close(() => r())),
      });
    });
  });
}
