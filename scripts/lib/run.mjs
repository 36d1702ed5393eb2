import { spawn } from 'node:child_process';
import { root, toolEnv } from './paths.mjs';

/** Runs a command to completion with inherited stdio; resolves with its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: toolEnv(opts.env), ...opts.spawn });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (err) => {
      console.error(`could not start ${cmd}: ${err.message}`);
      resolve(127);
    });
  });
}

/** Like run, but exits the process on failure. */
export async function must(cmd, args, opts) {
  const code = await run(cmd, args, opts);
  if (code !== 0) {
    console.error(`✗ ${cmd} ${args.join(' ')} exited with ${code}`);
    process.exit(code);
  }
}
