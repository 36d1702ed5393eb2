#!/usr/bin/env node
// Standalone sandbox supplier: the same Hono app the worker embeds, served over HTTP on Node (npm run sandbox).
//   PORT (default 8790; 0 = any free port), HOST (default 127.0.0.1), SANDBOX_SEED (default 1405),
//   SANDBOX_FIRST_ROUND_MS (default 1200), SANDBOX_ANSWER_DELAY_MS (default 0), SANDBOX_PUBLIC_URL (default http://HOST:PORT), SANDBOX_FAULTS=off.
// Needs Node >= 22.18 / 24 (TypeScript type stripping). Imports in src/ are extensionless and may use the `@/`
// alias (`@/x` is `src/x`), so a resolve hook maps the alias and adds ".ts".
import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

const srcUrl = new URL('../src/', import.meta.url).href;

registerHooks({
  resolve(rawSpecifier, context, nextResolve) {
    const specifier = rawSpecifier.startsWith('@/') ? srcUrl + rawSpecifier.slice(2) : rawSpecifier;
    const relative = specifier.startsWith('./') || specifier.startsWith('../') || specifier.startsWith(srcUrl);
    if (relative && context.parentURL?.endsWith('.ts') && !/\.([cm]?[jt]sx?|json)$/.test(specifier)) {
      try {
        return nextResolve(`${specifier}.ts`, context);
      } catch {
        return nextResolve(`${specifier}/index.ts`, context);
      }
    }
    return nextResolve(specifier, context);
  },
  // src/ imports JSON the way the bundler does (`import { version } from '../../package.json'`, no import
  // attribute): serve it to Node as a module with the default export and one named export per top-level key.
  load(url, context, nextLoad) {
    if (!url.startsWith('file:') || !url.endsWith('.json')) return nextLoad(url, context);
    const data = JSON.parse(readFileSync(new URL(url), 'utf8'));
    const named = Object.keys(data)
      .filter((k) => /^[A-Za-z_$][\w$]*$/.test(k))
      .map((k, i) => `const v${i} = data[${JSON.stringify(k)}];\nexport { v${i} as ${k} };`);
    return {
      format: 'module',
      shortCircuit: true,
      source: `const data = ${JSON.stringify(data)};\nexport default data;\n${named.join('\n')}`,
    };
  },
});

const { serve } = await import('@hono/node-server');
const { createSandboxApp } = await import('../src/server/sandbox/app.ts');

const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT ?? 8790);
const seed = process.env.SANDBOX_SEED ? Number(process.env.SANDBOX_SEED) : undefined;
const firstRoundDelayMs = process.env.SANDBOX_FIRST_ROUND_MS ? Number(process.env.SANDBOX_FIRST_ROUND_MS) : undefined;
const answerDelayMs = process.env.SANDBOX_ANSWER_DELAY_MS ? Number(process.env.SANDBOX_ANSWER_DELAY_MS) : undefined;
const log = (msg) => console.log(`[sandbox ${new Date().toISOString()}] ${msg}`);

let app;
const server = serve({ fetch: (request) => app.fetch(request), hostname: host, port }, (info) => {
  const url = `http://${host}:${info.port}`;
  app = createSandboxApp({
    seed,
    firstRoundDelayMs,
    answerDelayMs,
    log,
    publicBaseUrl: process.env.SANDBOX_PUBLIC_URL || url,
    faults: process.env.SANDBOX_FAULTS !== 'off',
  });
  console.log(`Sandbox supplier listening on ${url}`);
});

const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
