#!/usr/bin/env node
// Runs a command as if today were N days later: `node scripts/on-day.mjs <days> <command> [args…]`, e.g.
//   node scripts/on-day.mjs 2 npm test
//   node scripts/on-day.mjs 1 npm run test:e2e -- flight-hotel-bundle
// The sandbox's inventory follows the Tehran date (seeded by the day), so a test that holds for most days' data can
// fail on one (session 45: a board code `R`, a route with exactly three flight pairs; session 46: a hotel with one room
// package). This moves the wall clock of every process the command starts (Node, workerd, Chromium) by whole days,
// the time of day kept, through a small LD_PRELOAD library (scripts/lib/dayshift.c, compiled into .cache/ with the
// system's C compiler on first use). Linux only; a statically linked program would not see it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { root, toolEnv } from './lib/paths.mjs';

const [days, command, ...args] = process.argv.slice(2);
if (!/^[+-]?\d{1,3}$/.test(days ?? '') || !command) {
  console.error('usage: node scripts/on-day.mjs <days, e.g. 2 or -1> <command> [args…]');
  process.exit(2);
}

const source = path.join(root, 'scripts', 'lib', 'dayshift.c');
const library = path.join(root, '.cache', 'dayshift.so');
if (!existsSync(library) || statSync(library).mtimeMs < statSync(source).mtimeMs) {
  mkdirSync(path.dirname(library), { recursive: true });
  const cc = spawnSync('cc', ['-shared', '-fPIC', '-O2', '-o', library, source, '-ldl'], { stdio: 'inherit' });
  if (cc.status !== 0) {
    console.error('on-day: could not compile scripts/lib/dayshift.c (a C compiler is needed: apt-get install -y gcc)');
    process.exit(1);
  }
}

const shift = Number(days) * 86_400;
const preload = [library, process.env.LD_PRELOAD].filter(Boolean).join(' ');
const env = toolEnv({ LD_PRELOAD: preload, DAYSHIFT_SECONDS: String(shift) });
console.log(
  `on-day: ${new Date(Date.now() + shift * 1000).toISOString()} (today ${Number(days) >= 0 ? '+' : ''}${Number(days)} d): ${command} ${args.join(' ')}`,
);
const child = spawn(command, args, { stdio: 'inherit', env });
const forward = (signal) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
