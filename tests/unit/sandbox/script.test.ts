/** `npm run sandbox` (node scripts/sandbox.mjs) starts on 127.0.0.1, prints its URL and serves the app. */
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';

let child: ChildProcess | undefined;
afterAll(() => {
  if (child?.pid && child.exitCode === null) child.kill('SIGTERM');
});

describe('scripts/sandbox.mjs', () => {
  it('listens on a free port (PORT=0) and answers like the in-process app', async () => {
    child = spawn(process.execPath, ['scripts/sandbox.mjs'], {
      env: { ...process.env, PORT: '0', SANDBOX_SEED: '5' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`no URL printed: ${out}`)), 15_000);
      child!.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
        if (m) {
          clearTimeout(timer);
          resolve(m[1]!);
        }
      });
      child!.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child!.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
    });
    const health = (await (await fetch(`${url}/sandbox/health`)).json()) as { ok: boolean; seed: number; hotels: number };
    expect(health).toMatchObject({ ok: true, seed: 5 });
    expect(health.hotels).toBeGreaterThanOrEqual(1000);
    const login = await fetch(`${url}/auth/Login`, {
      method: 'POST',
      headers: { 'X-Provider-Code': 't', 'Content-Type': 'application/json' },
      body: '{"username":"guest","password":"guest"}',
    });
    expect(((await login.json()) as { access_token: string }).access_token).toMatch(/^JWT /);
    const exited = new Promise((resolve) => child!.on('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }, 30_000);
});
