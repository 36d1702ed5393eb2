// A loopback proxy that compresses documents the way Cloudflare's edge does in production. Local `wrangler dev`
// sends HTML uncompressed: waku's Cloudflare adapter forces `content-encoding: Identity` outside production to work
// around workers-sdk#6577 (local gzip buffered streamed bodies). Lighthouse on loopback would otherwise price the
// page's HTML at its raw size. Each upstream chunk is flushed (Z_SYNC_FLUSH), so streaming is kept as it is.
import http from 'node:http';
import zlib from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|x-ndjson)|image\/svg)/;

/** Starts the proxy on a free loopback port in front of `target` (http://127.0.0.1:port); returns { url, close }. */
export function startEdgeCompressProxy(target) {
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const headers = { ...req.headers, host: upstream.host };
    const out = http.request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers }, (up) => {
      const type = String(up.headers['content-type'] ?? '');
      const already = up.headers['content-encoding'] && !/^identity$/i.test(String(up.headers['content-encoding']));
      const wantsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      if (already || !wantsGzip || !COMPRESSIBLE.test(type) || req.method === 'HEAD') {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
        return;
      }
      const h = { ...up.headers, 'content-encoding': 'gzip', vary: 'accept-encoding' };
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
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}
