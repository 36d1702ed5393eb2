/**
 * Two instances of the BUILT worker sharing one set of Durable Object namespaces, for the two-instance test: `site-a`
 * defines the classes (EdgeShard, SessionShard, the older EdgeCoordinator and SessionCoordinator, SandboxSupplier), `site-b` runs the same build in its own
 * isolate and binds to `site-a`'s objects (`scriptName`), as two isolates of one deployed worker do on Cloudflare.
 * The test's own worker reaches them through the service bindings A and B.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const DIST = path.resolve('dist/server');

/** Every module of the build (the worker's chunks are imported statically and dynamically). */
function modules(dir: string): { type: 'ESModule'; path: string }[] {
  const out: { type: 'ESModule'; path: string }[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...modules(p));
    else if (e.name.endsWith('.js')) out.push({ type: 'ESModule', path: p });
  }
  // The entry goes first: miniflare runs the first module.
  return out.sort((a, b) => Number(b.path === path.join(DIST, 'index.js')) - Number(a.path === path.join(DIST, 'index.js')));
}

/** A type alias, not an interface: miniflare's option type wants an index signature. */
type InstanceOptions = {
  name: string;
  modules: { type: 'ESModule'; path: string }[];
  modulesRoot: string;
  compatibilityDate: string;
  compatibilityFlags: string[];
  bindings: Record<string, string>;
  durableObjects: Record<string, { className: string; useSQLite: boolean; scriptName?: string }>;
};

export function pairedWorkers(bindings: Record<string, string>): { serviceBindings: Record<string, string>; workers: InstanceOptions[] } {
  if (!existsSync(path.join(DIST, 'wrangler.json'))) return { serviceBindings: {}, workers: [] };
  const config = JSON.parse(readFileSync(path.join(DIST, 'wrangler.json'), 'utf8')) as {
    compatibility_date: string;
    compatibility_flags: string[];
    vars: Record<string, string>;
    durable_objects: { bindings: { name: string; class_name: string }[] };
  };
  const mods = modules(DIST);
  const instance = (name: string, owner: string | null): InstanceOptions => ({
    name,
    modules: mods,
    modulesRoot: DIST,
    compatibilityDate: config.compatibility_date,
    compatibilityFlags: config.compatibility_flags,
    bindings: { ...config.vars, ...bindings },
    durableObjects: Object.fromEntries(
      config.durable_objects.bindings.map((b) => [
        b.name,
        { className: b.class_name, useSQLite: true, ...(owner ? { scriptName: owner } : {}) },
      ]),
    ),
  });
  return {
    serviceBindings: { A: 'site-a', B: 'site-b' },
    workers: [instance('site-a', null), instance('site-b', 'site-a')],
  };
}
