// `npm run test:e2e`: the browser layer alone (Chromium via playwright-core against `wrangler dev` of the build).
// Builds first when the build is missing or older than its sources. Extra arguments are file filters passed to
// vitest, e.g. `npm run test:e2e -- shell hotel-results`.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium, ensureTestChromium } from './lib/chromium.mjs';
import { bin, root } from './lib/paths.mjs';
import { must, run } from './lib/run.mjs';

const BUILD_STAMP = path.join(root, 'dist', 'server', 'wrangler.json');
const BUILD_INPUTS = ['src', 'public', 'package.json', 'wrangler.toml', 'waku.config.ts', 'panda.config.ts'];

// Written by waku itself (dev and build), so it would always look newer than the build.
const GENERATED = path.join(root, 'src', 'pages.gen.ts');

/** The newest modification time under a file or folder (0 when it does not exist). */
function newest(file) {
  if (file === GENERATED || !existsSync(file)) return 0;
  const st = statSync(file);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(file).reduce((max, name) => Math.max(max, newest(path.join(file, name))), st.mtimeMs);
}

const builtAt = newest(BUILD_STAMP);
if (builtAt === 0 || BUILD_INPUTS.some((f) => newest(path.join(root, f)) > builtAt)) {
  console.log('━━ build ━━');
  await must(bin('panda'), ['codegen', '--silent']);
  await must(bin('waku'), ['build']);
}

// Both Chromiums (tests/e2e/browser.ts: the headless shell, and the full browser for the files that measure frames).
try {
  ensureTestChromium();
  ensureChromium();
} catch (err) {
  console.error(`✗ ${err.message}`);
  process.exit(1);
}
process.exit(await run(bin('vitest'), ['run', '--project', 'e2e', '--project', 'e2e-frames', ...process.argv.slice(2)]));
