// `npm test`: every test layer, with one summary at the end.
//   panda codegen, then two lanes at once (the machine has two cores, and neither lane reads what the other writes):
//     lint (Biome) → typecheck → build → built worker (workerd; also two instances sharing its Durable Objects)
//                                                    |  unit (Node) + edge (workerd)
//   then, once both are done: browser (Chromium vs wrangler dev): its journeys three files at a time, then its frame
//   probes with the machine to themselves (vitest.config.ts, projects e2e and e2e-frames).
// A lane running beside another writes its output to a buffer, printed whole when that step ends (no interleaving).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium, ensureTestChromium } from './lib/chromium.mjs';
import { bin, root, toolEnv } from './lib/paths.mjs';
import { run } from './lib/run.mjs';

const outDir = path.join(root, '.cache', 'test-results');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const results = [];
const started = Date.now();

/** Runs a command with its output kept in a buffer; resolves with its exit code and that output. */
function runBuffered(cmd, args, env) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: toolEnv(env) });
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }));
    child.on('error', (err) => resolve({ code: 127, output: `could not start ${cmd}: ${err.message}\n` }));
  });
}

/** One step; `buffered` when another lane runs beside it (its output printed whole at its end). */
async function step(name, cmd, args, { env, buffered = false } = {}) {
  const t0 = Date.now();
  let code;
  if (buffered) {
    const r = await runBuffered(cmd, args, env);
    code = r.code;
    process.stdout.write(`\n━━ ${name} ━━\n${r.output}`);
  } else {
    console.log(`\n━━ ${name} ━━`);
    code = await run(cmd, args, { env });
  }
  results.push({ name, ok: code === 0, seconds: (Date.now() - t0) / 1000 });
  return code === 0;
}

function vitest(name, projects, opts = {}) {
  const file = path.join(outDir, `${name}.json`);
  const args = [
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
    // The tests that passed only on a retry (scripts/vite/retry-reporter.mjs), named in the summary.
    `--reporter=${path.join(root, 'scripts', 'vite', 'retry-reporter.mjs')}`,
  ];
  return step(name, bin('vitest'), args, { ...opts, env: { ...opts.env, RETRY_REPORT: path.join(outDir, `${name}.retries.json`) } });
}

// Panda's generated styled-system/ is read by the typecheck, the unit tests and the build: first, alone.
await step('panda codegen', bin('panda'), ['codegen', '--silent']);
// The build reads only src/ and config (never the tests' output), and the unit and edge tests never read dist/: the
// two lanes are independent.
// The built worker's tests follow the build in its lane, beside the unit and edge tests' rest: alone they left the
// machine two-thirds idle (70 s of wall time, 45 s of CPU on two cores: its tests mostly wait on workerd and the
// sandbox's rounds; session 54), so they cost little beside another lane and nothing waits for them.
const [built] = await Promise.all([
  (async () => {
    await step('lint', bin('biome'), ['check', '.'], { buffered: true });
    await step('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'], { buffered: true });
    if (!(await step('build', bin('waku'), ['build'], { buffered: true }))) return false;
    await vitest('worker', ['worker', 'worker-pair'], { buffered: true });
    return true;
  })(),
  vitest('unit+edge', ['unit', 'edge'], { buffered: true }),
]);
if (built) {
  // Both Chromiums, installed here when missing (their apt-get output in the log, not in a vitest setup): the headless
  // shell for most files, the full browser for those that measure frames (tests/e2e/browser.ts).
  let chrome = false;
  try {
    ensureTestChromium();
    ensureChromium();
    chrome = true;
  } catch (err) {
    console.error(`\n✗ ${err.message}`);
    results.push({ name: 'browser', ok: false, seconds: 0 });
  }
  if (chrome) await vitest('browser', ['e2e', 'e2e-frames']);
} else {
  results.push({ name: 'worker', ok: false, seconds: 0 }, { name: 'browser', ok: false, seconds: 0 });
}

// Totals from vitest's JSON reports.
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
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
      else if (a.status === 'failed') {
        byProject[p].failed++;
        const why = String(a.failureMessages?.[0] ?? '')
          .split('\n')[0]
          .slice(0, 300);
        failures.push(`${tf.name.split('/tests/')[1] ?? tf.name} › ${a.fullName ?? a.title}\n      ${why}`);
      }
    }
  }
  for (const [p, c] of Object.entries(byProject)) console.log(`  ${f.padEnd(10)} tests/${p}: ${c.passed} passed, ${c.failed} failed`);
}

console.log('\n━━ summary ━━');
// The failed tests by name, last, so that the tail of a CI log always says what failed; then the retried ones.
for (const f of failures) console.log(`✗ ${f}`);
const retried = ['unit+edge', 'worker', 'browser'].flatMap((f) => {
  const file = path.join(outDir, `${f}.retries.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
});
for (const r of retried) {
  console.log(`↻ retried ×${r.retries} (${r.state}): ${r.file.split('/tests/')[1] ?? r.file} › ${r.name}`);
  for (const e of r.errors ?? []) console.log(`      ${e}`);
}
// Lanes ran at once: a step's time is its own wall time, so the steps add up to more than the total.
for (const r of results) console.log(`${r.ok ? '✓' : '✗'} ${r.name.padEnd(14)} ${r.seconds.toFixed(1)} s`);
console.log(`total time ${((Date.now() - started) / 1000).toFixed(1)} s`);
const allOk = results.every((r) => r.ok);
if (!allOk && failed === 0) failed = results.filter((r) => !r.ok).length;
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}, ${retried.length} retried`);
process.exit(allOk ? 0 : 1);
