import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { aptInstall, canAptInstall } from './apt.mjs';
import { root } from './paths.mjs';

/**
 * Edits of a compiled workerd config (`workerd compile --config-only`, binary Cap'n Proto) that the wrangler.json
 * translation cannot express, made on its text form with the `capnp` tool (Debian: `apt-get install -y capnproto`).
 * Benches only: the site's own start never needs it.
 */

/**
 * The capnp tool's path: found on PATH, else Debian's capnproto package installed (root on Debian/Ubuntu, as the
 * browser tests' Chromium is), else a clear error.
 */
function ensureCapnp() {
  const found = () => spawnSync('capnp', ['--version'], { stdio: 'ignore' }).status === 0;
  if (found()) return 'capnp';
  if (canAptInstall()) {
    console.log('No capnp tool found: installing Debian’s capnproto package (apt-get)…');
    if (aptInstall('capnproto') && found()) return 'capnp';
  }
  throw new Error('workerd config edits need the capnp tool: install it (Debian: `apt-get install -y capnproto`)');
}

/**
 * workerd's schema as the capnp tool accepts it. workerd.capnp gives `Worker.globalOutbound`, a struct, a text
 * default (`= "internet"`) that only workerd's own loader reads; the tool rejects the file with it. The default is
 * dropped from a copy (text encoding and decoding never use a default for a field that is set).
 */
function schemaIn(dir) {
  const source = readFileSync(path.join(root, 'node_modules/workerd/workerd.capnp'), 'utf8');
  const patched = source.replace('globalOutbound @6 :ServiceDesignator = "internet";', 'globalOutbound @6 :ServiceDesignator;');
  if (patched === source) throw new Error('workerd.capnp: the globalOutbound default to drop was not found (workerd changed)');
  const file = path.join(dir, 'workerd.capnp');
  writeFileSync(file, patched);
  return file;
}

function capnp(tool, args, input) {
  try {
    return execFileSync(tool, args, { input, maxBuffer: 1024 * 2 ** 20, stdio: ['pipe', 'pipe', 'pipe'] });
  } catch (err) {
    throw new Error(`capnp ${args[0]}: ${err.stderr?.toString() || err.message}`);
  }
}

/**
 * The compiled config with the worker `service`'s `fetch()` allowed to reach `allow` (CIDR blocks, e.g.
 * `127.0.0.1/32`) besides the public internet, and `v8Flags` set. workerd's default outbound ("internet") allows
 * public addresses only (its guard against SSRF), so a worker cannot reach a supplier served on loopback; the worker
 * gets an outbound of its own instead: a network service that allows public addresses and exactly these blocks.
 * `dir` holds the schema copy. Throws when the config is not shaped as expected.
 */
export function withOutbound(compiled, { service, allow, v8Flags = [] }, dir) {
  const tool = ensureCapnp();
  const schema = schemaIn(dir);
  let text = capnp(tool, ['decode', schema, 'Config'], compiled).toString('utf8');
  const worker = new RegExp(`\\( name = ${JSON.stringify(service)},\\n(\\s+)worker = \\(\\n`);
  const at = worker.exec(text);
  if (!at) throw new Error(`workerd config: no worker service named ${service}`);
  if (/^\s+globalOutbound = /m.test(text)) throw new Error('workerd config: a globalOutbound is already set');
  const outbound = `${service}-outbound`;
  text =
    text.slice(0, at.index + at[0].length) +
    `${at[1]}  globalOutbound = (name = ${JSON.stringify(outbound)}),\n` +
    text.slice(at.index + at[0].length);
  if (!text.startsWith('( services = [\n')) throw new Error('workerd config: the services list is not first');
  const network = `    ( name = ${JSON.stringify(outbound)}, network = (allow = ${JSON.stringify(['public', ...allow])}) ),\n`;
  const flags = v8Flags.length > 0 ? `  v8Flags = ${JSON.stringify(v8Flags)},\n` : '';
  text = `( ${flags ? `${flags.trimStart()}  ` : ''}services = [\n${network}${text.slice('( services = [\n'.length)}`;
  return capnp(tool, ['encode', schema, 'Config'], text);
}
