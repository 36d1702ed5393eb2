// `npm test`: every test layer, in order, with one summary at the end.
//   lint (Biome) → typecheck → unit (Node) + edge (workerd) → build → built worker (workerd; also two instances
//   sharing its Durable Objects) → browser (Chromium vs wrangler dev)
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { bin, root } from './lib/paths.mjs';
import { run } from './lib/run.mjs';

const outDir = path.join(root, '.cache', 'test-results');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const results = [];
const started = Date.now();

async function step(name, cmd, args, env) {
  const t0 = Date.now();
  console.log(`\n━━ ${name} ━━`);
  const code = await run(cmd, args, { env });
  results.push({ name, ok: code === 0, seconds: (Date.now() - t0) / 1000 });
  return code === 0;
}

function vitest(name, projects) {
  const file = path.join(outDir, `${name}.json`);
  const args = ['run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
  return step(name, bin('vitest'), args);
}

await step('lint', bin('biome'), ['check', '.']);
await step('panda codegen', bin('panda'), ['codegen', '--silent']);
await step('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
await vitest('unit+edge', ['unit', 'edge']);
const built = await step('build', bin('waku'), ['build']);
if (built) {
  await vitest('worker', ['worker', 'worker-pair']);
  let chrome = null;
  try {
    chrome = ensureChromium();
  } catch (err) {
    console.error(`\n✗ ${err.message}`);
    results.push({ name: 'browser', ok: false, seconds: 0 });
  }
  if (chrome) {
    process.env.CHROME_PATH = chrome;
    await vitest('browser', ['e2e']);
  }
} else {
  results.push({ name: 'worker', ok: false, seconds: 0 }, { name: 'browser', ok: false, seconds: 0 });
}

// Totals from vitest's JSON reports.
let passed = 0;
let failed = 0;
let skipped = 0;
for (const f of ['unit+edge', 'worker', 'browser']) {
  const file = path.join(outDir, `${f}.json`);
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  const byProject = {};
  for (const tf of r.testResults ?? []) {
    for (const a of tf.assertionResults ?? []) {
      const p = tf.name.includes('/tests/') ? tf.name.split('/tests/')[1].split('/')[0] : 'other';
      byProject[p] ??= { passed: 0, failed: 0 };
      if (a.status === 'passed') byProject[p].passed++;
      else if (a.status === 'failed') byProject[p].failed++;
    }
  }
  for (const [p, c] of Object.entries(byProject)) console.log(`  ${f.padEnd(10)} tests/${p}: ${c.passed} passed, ${c.failed} failed`);
}

console.log('\n━━ summary ━━');
for (const r of results) console.log(`${r.ok ? '✓' : '✗'} ${r.name.padEnd(14)} ${r.seconds.toFixed(1)} s`);
console.log(`total time ${((Date.now() - started) / 1000).toFixed(1)} s`);
const allOk = results.every((r) => r.ok);
if (!allOk && failed === 0) failed = results.filter((r) => !r.ok).length;
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(allOk ? 0 : 1);
