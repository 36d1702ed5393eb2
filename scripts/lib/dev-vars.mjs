import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './paths.mjs';

/**
 * Makes sure `.dev.vars` exists for local runs: copies `.dev.vars.example` with a fresh random
 * SESSION_SECRET. Never overwrites an existing file. Returns its path.
 */
export function ensureDevVars() {
  const file = path.join(root, '.dev.vars');
  if (!existsSync(file)) {
    const example = readFileSync(path.join(root, '.dev.vars.example'), 'utf8');
    const secret = randomBytes(32).toString('hex');
    writeFileSync(file, example.replace(/^SESSION_SECRET=.*$/m, `SESSION_SECRET=${secret}`), { mode: 0o600 });
    console.log('created .dev.vars with a random SESSION_SECRET');
  }
  return file;
}
