// `npm run dev`: waku's dev server (Vite, the server inside workerd through @cloudflare/vite-plugin) on the
// embedded sandbox supplier, with hot reload. Extra arguments go to `waku dev` (e.g. `npm run dev -- --port 5174`).
import { ensureDevVars } from './lib/dev-vars.mjs';
import { bin } from './lib/paths.mjs';
import { must, run } from './lib/run.mjs';

// The worker refuses to start without a SESSION_SECRET; a clean clone gets a .dev.vars with a random one.
ensureDevVars();
await must(bin('panda'), ['codegen', '--silent']);
process.exit(await run(bin('waku'), ['dev', '--host', '127.0.0.1', ...process.argv.slice(2)]));
