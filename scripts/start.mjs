// `npm start`: build, then serve the build in workerd (wrangler dev) on the embedded sandbox supplier.
import { ensureDevVars } from './lib/dev-vars.mjs';
import { bin } from './lib/paths.mjs';
import { must, run } from './lib/run.mjs';

const port = process.env.PORT ?? '8787';
const envFile = ensureDevVars();
await must(bin('panda'), ['codegen', '--silent']);
await must(bin('waku'), ['build']);
console.log(`\nسفرنامه روی http://127.0.0.1:${port} (sandbox supplier) — Ctrl+C to stop\n`);
process.exit(
  await run(bin('wrangler'), ['dev', '--ip', '127.0.0.1', '--port', port, '--env-file', envFile, '--show-interactive-dev-session=false']),
);
