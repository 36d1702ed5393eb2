import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root, toolEnv } from './paths.mjs';
import { ensureDevVars } from './dev-vars.mjs';
import { withOutbound } from './workerd-capnp.mjs';
import { startDetached } from './ready.mjs';

/** The workerd binary the install brings (the same one `wrangler dev` runs). */
const WORKERD = path.join(root, 'node_modules', '.bin', 'workerd');

/** `.dev.vars` lines as an object (KEY=value, comments and blank lines skipped). */
function readDevVars(file) {
  const vars = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line.trim());
    if (m) vars[m[1]] = m[2];
  }
  return vars;
}

/**
 * `Config.v8Flags` (workerd.capnp: `v8Flags @2 :List(Text)`, "command-line" flags passed to V8) set in an encoded
 * binary Cap'n Proto Config, as `workerd compile --config-only` writes one from a wrangler.json. workerd reads V8
 * flags only from its Cap'n Proto config (no CLI option, no wrangler.json key), so the translated config is patched:
 * the list and its texts are appended to the root segment and the root struct's third pointer is set to them.
 * Throws when the message is not as expected (far root pointer, too few pointer slots, flags already set).
 */
export function withV8Flags(message, flags) {
  const buf = Buffer.from(message);
  const segments = buf.readUInt32LE(0) + 1;
  const headerWords = Math.ceil((4 + 4 * segments) / 8);
  const seg0Words = buf.readUInt32LE(4);
  const seg0 = headerWords * 8; // byte offset of segment 0
  const word = (i) => seg0 + i * 8;
  const rootLo = buf.readUInt32LE(word(0));
  const rootHi = buf.readUInt32LE(word(0) + 4);
  if ((rootLo & 3) !== 0) throw new Error('v8Flags: the root pointer is not a struct pointer');
  const start = 1 + (rootLo >> 2);
  const dataWords = rootHi & 0xffff;
  const pointerWords = rootHi >>> 16;
  if (pointerWords < 3) throw new Error('v8Flags: the Config struct has no v8Flags slot');
  const slot = start + dataWords + 2; // pointers: services @0, sockets @1, v8Flags @2
  if (buf.readUInt32LE(word(slot)) !== 0 || buf.readUInt32LE(word(slot) + 4) !== 0) throw new Error('v8Flags: already set');
  // New words at the end of segment 0: the list of pointers, then each text (NUL-terminated, padded to a word).
  const texts = flags.map((f) => Buffer.from(`${f}\0`, 'utf8'));
  const listAt = seg0Words;
  let next = listAt + texts.length;
  const extra = [];
  const listPtrs = Buffer.alloc(texts.length * 8);
  texts.forEach((t, i) => {
    const words = Math.ceil(t.length / 8);
    listPtrs.writeUInt32LE((((next - (listAt + i + 1)) << 2) | 1) >>> 0, i * 8);
    listPtrs.writeUInt32LE(((t.length << 3) | 2) >>> 0, i * 8 + 4); // element size 2: bytes
    const padded = Buffer.alloc(words * 8);
    t.copy(padded);
    extra.push(padded);
    next += words;
  });
  const added = Buffer.concat([listPtrs, ...extra]);
  const out = Buffer.concat([buf.subarray(0, seg0 + seg0Words * 8), added, buf.subarray(seg0 + seg0Words * 8)]);
  out.writeUInt32LE(seg0Words + added.length / 8, 4);
  out.writeUInt32LE((((listAt - (slot + 1)) << 2) | 1) >>> 0, word(slot));
  out.writeUInt32LE(((texts.length << 3) | 6) >>> 0, word(slot) + 4); // element size 6: pointers
  return out;
}

/**
 * Starts the built worker (dist/server/wrangler.json) with `workerd serve` alone: no wrangler dev, no miniflare
 * proxy, no inspector unless asked for: the production-like server the soak bench measures (issue 16, point 8).
 * Writes a wrangler.json with absolute paths and the vars of `.dev.vars` plus `vars` into a temporary directory
 * (workerd reads wrangler configs itself), keeps Durable Object state there, and returns { url, pid, stop }.
 * Started detached, so the PID is workerd's own process group.
 */
export async function startWorkerdServe({
  port,
  vars = {},
  inspectorPort,
  readyTimeoutMs = 60_000,
  v8Flags = [],
  outboundAllow = [],
  logFile,
} = {}) {
  const built = JSON.parse(readFileSync(path.join(root, 'dist/server/wrangler.json'), 'utf8'));
  const dir = mkdtempSync(path.join(tmpdir(), 'safarnameh-workerd-'));
  const config = {
    name: built.name,
    main: path.join(root, 'dist/server', built.main),
    compatibility_date: built.compatibility_date,
    compatibility_flags: built.compatibility_flags,
    no_bundle: true,
    assets: { ...built.assets, directory: path.resolve(root, 'dist/server', built.assets.directory) },
    vars: { ...built.vars, ...readDevVars(ensureDevVars()), ...vars },
    durable_objects: built.durable_objects,
    migrations: built.migrations,
  };
  writeFileSync(path.join(dir, 'wrangler.json'), JSON.stringify(config, null, 1), { mode: 0o600 });
  // `v8Flags` (e.g. the soak's heap limit): the wrangler.json translated to a binary config, with the flags set in it.
  // `outboundAllow` (CIDR blocks, e.g. a supplier's own process on loopback: the soak's SOAK_SUPPLIER=process): the
  // worker's fetch() may reach them too (workerd-capnp.mjs; needs the capnp tool).
  let configArgs = ['wrangler.json'];
  if (v8Flags.length > 0 || outboundAllow.length > 0) {
    const compiled = execFileSync(WORKERD, ['compile', 'wrangler.json', '--config-only'], {
      cwd: dir,
      env: toolEnv(),
      maxBuffer: 512 * 2 ** 20,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const edited =
      outboundAllow.length > 0
        ? withOutbound(compiled, { service: config.name, allow: outboundAllow, v8Flags }, dir)
        : withV8Flags(compiled, v8Flags);
    writeFileSync(path.join(dir, 'config.bin'), edited, { mode: 0o600 });
    configArgs = ['-b', 'config.bin'];
  }
  const args = ['serve', ...configArgs, '--experimental', '--socket-addr', `http=127.0.0.1:${port}`];
  if (inspectorPort) args.push('--inspector-addr', `127.0.0.1:${inspectorPort}`);
  // The last 64 KB of workerd's output (its JSON log lines), for the error message; a soak logs megabytes.
  // LOG_WORKERD=1 also echoes it (the worker's console.log), for hand-run diagnosis; `logFile` keeps all of it, timed.
  return startDetached({
    command: WORKERD,
    args,
    cwd: dir,
    env: toolEnv(),
    url: `http://127.0.0.1:${port}`,
    name: 'workerd serve',
    stateDir: dir,
    readyTimeoutMs,
    keepBytes: 65_536,
    echo: Boolean(process.env.LOG_WORKERD),
    logFile,
  });
}
