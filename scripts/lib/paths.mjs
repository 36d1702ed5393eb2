import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** Environment for child tools: Node 24 from node_modules first on PATH; wrangler offline and quiet. */
export function toolEnv(extra = {}) {
  return {
    ...process.env,
    PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_LOG: process.env.WRANGLER_LOG ?? 'warn',
    ...extra,
  };
}
