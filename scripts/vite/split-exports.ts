/**
 * A build plugin for the browser bundle: serves a module of many independent `export const` groups (the Persian
 * texts: src/lib/messages.ts and each product's src/products/<product>/messages.ts, messagesModules) as one small
 * module per export, so each page's JavaScript carries only the groups its own components use. Without it the bundler keeps the module whole in one shared chunk: every text any client
 * component of any page uses (checkout, dashboard, auth…) loads with every page, and each new feature's texts make
 * every page heavier (issue 13's results-page JS budget). The source file stays the one place for the texts.
 *
 * How: the file is loaded as a facade (`export { x } from '<file>?split-export=x'` for each export); each part holds
 * its export's declaration, the file's imports, the file's private helpers that part uses, and imports of the
 * other parts it refers to. A shape the plugin does not know (a top-level statement other than an import, a
 * declaration or an `export const`/`function`, or a private helper that refers to an export) leaves the module
 * whole, with a warning: the build is never wrong, only bigger.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSync, transformWithOxc } from 'vite';
import type { VitePlugin } from 'waku/config';

/** The modules the browser build splits: the shared texts, then each product's own (a new product's joins by itself). */
export function messagesModules(root: string): string[] {
  const products = join(root, 'src/products');
  const own = readdirSync(products)
    .sort()
    .map((product) => join(products, product, 'messages.ts'))
    .filter((file) => existsSync(file));
  return [join(root, 'src/lib/messages.ts'), ...own];
}

/** The query of a split module's parts: `<file>?split-export=<export name>`. */
export const SPLIT_EXPORT_QUERY = '?split-export=';
const PART = SPLIT_EXPORT_QUERY;

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** The identifiers a node reads (property names and non-computed member properties are not references). */
function references(node: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const n of node) references(n, out);
    return out;
  }
  if (!node || typeof node !== 'object') return out;
  const n = node as Node;
  if (n.type === 'Identifier') out.add(n.name as string);
  for (const [key, value] of Object.entries(n)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    if (!n.computed && key === 'key' && (n.type === 'Property' || n.type === 'PropertyDefinition' || n.type === 'MethodDefinition')) {
      continue;
    }
    if (!n.computed && key === 'property' && n.type === 'MemberExpression') continue;
    references(value, out);
  }
  return out;
}

/** Names a declaration statement declares. */
function declared(statement: Node): string[] | null {
  if (statement.type === 'VariableDeclaration') {
    const names = (statement.declarations as Node[]).map((d) => (d.id as Node).type === 'Identifier' && ((d.id as Node).name as string));
    return names.every(Boolean) ? (names as string[]) : null;
  }
  if (statement.type === 'FunctionDeclaration' || statement.type === 'ClassDeclaration') {
    const id = statement.id as Node | null;
    return id ? [id.name as string] : null;
  }
  return null;
}

type Split = { facade: string; parts: Map<string, string> };

/** Splits the module's JavaScript, or says why it cannot. */
export function splitExports(js: string, file: string): Split | string {
  const program = parseSync('split.js', js).program as unknown as { body: Node[] };
  const imports: string[] = [];
  const helpers: { names: string[]; code: string; uses: Set<string> }[] = [];
  const exported: { names: string[]; code: string; uses: Set<string> }[] = [];
  for (const statement of program.body) {
    const code = js.slice(statement.start, statement.end);
    if (statement.type === 'ImportDeclaration') {
      imports.push(code);
      continue;
    }
    if (statement.type === 'ExportNamedDeclaration' && statement.declaration && !statement.source) {
      const declaration = statement.declaration as Node;
      const names = declared(declaration);
      if (!names) return `an export the plugin cannot name at ${statement.start}`;
      exported.push({ names, code, uses: references(declaration) });
      continue;
    }
    const names = declared(statement);
    if (!names) return `a top-level ${statement.type} at ${statement.start}`;
    helpers.push({ names, code, uses: references(statement) });
  }
  const exportNames = new Set(exported.flatMap((e) => e.names));
  const helper = helpers.find((h) => [...h.uses].some((u) => exportNames.has(u)));
  if (helper) return `the helper ${helper.names.join(', ')} refers to an export`;

  const partOf = new Map(exported.flatMap((e) => e.names.map((n) => [n, e.names[0] as string] as const)));
  const parts = new Map<string, string>();
  for (const e of exported) {
    // The private helpers this export needs, and the helpers those need.
    const wanted = new Set(e.uses);
    const chosen = new Set<(typeof helpers)[number]>();
    for (let grew = true; grew; ) {
      grew = false;
      for (const h of helpers) {
        if (chosen.has(h) || !h.names.some((n) => wanted.has(n))) continue;
        chosen.add(h);
        for (const u of h.uses) wanted.add(u);
        grew = true;
      }
    }
    const siblings = new Map<string, string[]>();
    for (const name of e.uses) {
      const part = partOf.get(name);
      if (!part || e.names.includes(name)) continue;
      siblings.set(part, [...(siblings.get(part) ?? []), name]);
    }
    const lines = [
      ...imports,
      ...[...siblings].map(([part, names]) => `import { ${names.join(', ')} } from ${JSON.stringify(file + PART + part)};`),
      ...helpers.filter((h) => chosen.has(h)).map((h) => h.code),
      e.code,
    ];
    parts.set(e.names[0] as string, lines.join('\n'));
  }
  const facade = exported.map((e) => `export { ${e.names.join(', ')} } from ${JSON.stringify(file + PART + e.names[0])};`).join('\n');
  return { facade, parts };
}

/** The plugin, for the client environment's build only (the server bundles are not sent to browsers). */
export function splitExportsPlugin(files: string[]): VitePlugin {
  const cache = new Map<string, Split | null>();
  async function split(file: string, warn: (message: string) => void): Promise<Split | null> {
    if (!cache.has(file)) {
      const { code } = await transformWithOxc(readFileSync(file, 'utf8'), file, { lang: 'ts' });
      const result = splitExports(code, file);
      if (typeof result === 'string') warn(`${file} stays whole: ${result}`);
      cache.set(file, typeof result === 'string' ? null : result);
    }
    return cache.get(file) ?? null;
  }
  return {
    name: 'safarnameh:split-exports',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (env) => env.name === 'client',
    async load(id) {
      const [file, part] = id.split(PART);
      if (!file || !files.includes(file)) return;
      const result = await split(file, (message) => this.warn(message));
      if (!result) return;
      if (part === undefined) return { code: result.facade, moduleSideEffects: false };
      const code = result.parts.get(part);
      if (code === undefined) this.error(`${file} has no export ${part}`);
      return { code, moduleSideEffects: false };
    },
  };
}
