import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/**
 * Environment for child tools: Node 24 from node_modules first on PATH; wrangler offline. Wrangler keeps its default
 * log level, so `npm start` / `npm run preview` show the worker's own JSON log lines and the sandbox's SMS codes;
 * tests and benches quieten the servers they start themselves (`--log-level error` in worker-server.mjs), and
 * WRANGLER_LOG=warn in the caller's environment still quietens everything.
 */
export function toolEnv(extra = {}) {
  return {
    ...process.env,
    PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    WRANGLER_SEND_METRICS: 'false',
    ...extra,
  };
}
