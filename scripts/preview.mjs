// `npm run preview`: serve the existing build (run `npm run build` first) in workerd.
import { existsSync } from 'node:fs';
import { ensureDevVars } from './lib/dev-vars.mjs';
import { bin } from './lib/paths.mjs';
import { run } from './lib/run.mjs';

if (!existsSync('dist/server/index.js')) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
const port = process.env.PORT ?? '8787';
process.exit(
  await run(bin('wrangler'), [
    'dev',
    '--ip',
    '127.0.0.1',
    '--port',
    port,
    '--env-file',
    ensureDevVars(),
    '--show-interactive-dev-session=false',
  ]),
);
