// `npm run deploy:check`: `wrangler deploy --dry-run` of the build into a temporary folder, then the bundle size.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { bin } from './lib/paths.mjs';
import { must } from './lib/run.mjs';

await must(bin('panda'), ['codegen', '--silent']);
await must(bin('waku'), ['build']);
const out = mkdtempSync(path.join(tmpdir(), 'deploy-check-'));
try {
  await must(bin('wrangler'), ['deploy', '--dry-run', '--outdir', out]);
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const p = path.join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (!name.endsWith('.map')) files.push(p);
    }
  };
  walk(out);
  let raw = 0;
  let gz = 0;
  for (const f of files) {
    const buf = readFileSync(f);
    raw += buf.length;
    gz += gzipSync(buf, { level: 9 }).length;
  }
  const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(`\nworker bundle: ${files.length} files, ${kib(raw)} raw, ${kib(gz)} gzipped (Workers limit: 3 MiB gz free, 10 MiB paid)`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
