/** The contract suite in-process (app.request) and over real HTTP (@hono/node-server on 127.0.0.1, a free port). */
import { afterAll, beforeAll } from 'vitest';
import { createSandboxApp } from '@/server/sandbox/app';
import { inProcess, startHttpSandbox, type Call, type HttpSandbox } from './client';
import { contractSuite } from './contract-suite';

const local = inProcess(createSandboxApp({ seed: 7, firstRoundDelayMs: 0 }));
contractSuite('in-process', () => local);

let http: HttpSandbox | undefined;
beforeAll(async () => {
  http = await startHttpSandbox({ seed: 8, firstRoundDelayMs: 0 });
});
afterAll(async () => {
  await http?.close();
});
contractSuite('over HTTP', (): Call => {
  if (!http) throw new Error('HTTP sandbox not started');
  return http.call;
});
