/**
 * The browser journeys run several files at once (vitest.config.ts, project `e2e`), against one sandbox whose seeded
 * accounts are shared. A file that moves or reads to the rial a seeded account's wallet or agency credit (pays from
 * it, refunds to it, asserts «the balance went down by the payable») holds that account for its whole run:
 * `usesAccounts('09120000001')` at its top level; or, when only some of its journeys do, inside the `describe` of those
 * (held from that block's first test to its last: the file's other journeys run meanwhile instead of waiting while
 * another file holds the account). Files holding no common account run side by side; two that do run one after the
 * other. Logging in alone needs no hold: only money read or moved does.
 *
 * A hold is a directory made in the group's lock folder (mkdir is atomic across processes), with the holder's pid in
 * it so that a hold left by a crashed worker is taken over. A file takes all its accounts at once, in sorted order,
 * so two files can never each wait for the other. Every wait is bounded (HOLD_WAIT_MS).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
// `lockDir` is provided by global-setup.ts (one folder per group's worker).

/** The longest a file waits for its accounts: longer than the longest file that holds one (about 2 minutes). */
const HOLD_WAIT_MS = 10 * 60_000;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function hold(dir: string): Promise<void> {
  const deadline = Date.now() + HOLD_WAIT_MS;
  for (;;) {
    try {
      mkdirSync(dir);
      writeFileSync(path.join(dir, 'pid'), String(process.pid));
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    // A hold whose holder is gone (its pid written and no longer running) is taken over.
    let holder = 0;
    try {
      holder = Number(readFileSync(path.join(dir, 'pid'), 'utf8'));
    } catch {}
    if (holder && holder !== process.pid && !alive(holder)) rmSync(dir, { recursive: true, force: true });
    if (Date.now() > deadline) throw new Error(`waited ${HOLD_WAIT_MS / 1000} s for ${path.basename(dir)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export function usesAccounts(...mobiles: string[]): void {
  const dirs = [...new Set(mobiles)].sort().map((m) => path.join(inject('lockDir'), m));
  const held: string[] = [];
  beforeAll(async () => {
    for (const dir of dirs) {
      await hold(dir);
      held.push(dir);
    }
  }, HOLD_WAIT_MS + 30_000);
  afterAll(() => {
    for (const dir of held.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
}
