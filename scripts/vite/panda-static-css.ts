/**
 * A build plugin: every `css({...})` call whose arguments are plain literals becomes the class-name string it returns,
 * computed at build time by Panda's own generated runtime (styled-system/css), so the output is the same by
 * construction. Why: Panda's `css()` builds class names at run time; with ~800 calls, most at module level, every
 * page's JavaScript spent tens of ms (more on a slow phone) evaluating them before hydration, which is Total Blocking
 * Time on every page (issue 15). The stylesheet does not change: Panda extracts the same classes from the source.
 *
 * A call is replaced only when every argument is a literal: strings, numbers, booleans, null, template strings
 * without expressions, arrays and objects of those (no spread, no computed keys, no identifiers, no calls). Anything
 * else (a condition, a variable, `token()`) keeps the run-time call. A module that declares another binding named
 * like its `css` import is left whole (no scope analysis: the build is never wrong, only slower).
 */
import MagicString from 'magic-string';
import { parseSync } from 'vite';
import type { VitePlugin } from 'waku/config';
// Loaded with the build config (a dynamic import inside a hook would run after Vite's config loader has closed).
import { css as pandaCss } from '../../styled-system/css';

type Node = { type: string; start: number; end: number; [key: string]: unknown };
type Css = (...styles: unknown[]) => string;

const NOT_STATIC = Symbol('not static');
const CSS_MODULE = /(^|[\\/])styled-system[\\/]css(?:[\\/]index(?:\.mjs)?)?$/;

/** Module-level constants with a literal value that only `css()` calls read (see `styleConstants`). */
type Env = ReadonlyMap<string, unknown>;
const NO_ENV: Env = new Map();

/** The literal value of `node` (reading the constants of `env`), or NOT_STATIC. */
export function staticValue(node: Node, env: Env = NO_ENV): unknown {
  switch (node.type) {
    case 'Identifier':
      return env.has(node.name as string) ? env.get(node.name as string) : NOT_STATIC;
    case 'Literal':
      return node.regex || typeof node.value === 'bigint' ? NOT_STATIC : node.value;
    case 'TemplateLiteral': {
      const quasi = (node.quasis as { value: { cooked: string | null } }[])[0];
      return (node.expressions as Node[]).length === 0 && typeof quasi?.value.cooked === 'string' ? quasi.value.cooked : NOT_STATIC;
    }
    case 'UnaryExpression': {
      if (node.operator !== '-' && node.operator !== '+') return NOT_STATIC;
      const v = staticValue(node.argument as Node, env);
      return typeof v === 'number' ? (node.operator === '-' ? -v : v) : NOT_STATIC;
    }
    case 'ArrayExpression': {
      const out: unknown[] = [];
      for (const element of node.elements as (Node | null)[]) {
        if (!element || element.type === 'SpreadElement') return NOT_STATIC;
        const v = staticValue(element, env);
        if (v === NOT_STATIC) return NOT_STATIC;
        out.push(v);
      }
      return out;
    }
    case 'ObjectExpression': {
      const out: Record<string, unknown> = {};
      for (const property of node.properties as Node[]) {
        // `...shared` of a literal object: its keys in place, later keys overriding (as the spread itself does).
        if (property.type === 'SpreadElement') {
          const v = staticValue(property.argument as Node, env);
          if (v === NOT_STATIC || !v || typeof v !== 'object' || Array.isArray(v)) return NOT_STATIC;
          Object.assign(out, v);
          continue;
        }
        if (property.type !== 'Property' || property.computed || property.kind !== 'init' || property.method) return NOT_STATIC;
        const key = property.key as Node;
        const name = key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : null;
        if (name === null || name === '__proto__') return NOT_STATIC;
        const v = staticValue(property.value as Node, env);
        if (v === NOT_STATIC) return NOT_STATIC;
        out[name] = v;
      }
      return out;
    }
    default:
      return NOT_STATIC;
  }
}

/** Visits every node of the tree. */
function walk(node: unknown, visit: (n: Node) => void): void {
  if (Array.isArray(node)) {
    for (const n of node) walk(n, visit);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
  visit(node as Node);
  for (const [key, value] of Object.entries(node)) if (key !== 'type' && value && typeof value === 'object') walk(value, visit);
}

/** Identifier names in binding positions (declarations, parameters, imports), counted. */
function bindingNames(program: Node): Map<string, number> {
  const names = new Map<string, number>();
  const add = (pattern: Node | null | undefined) => {
    if (!pattern) return;
    if (pattern.type === 'Identifier') names.set(pattern.name as string, (names.get(pattern.name as string) ?? 0) + 1);
    else if (pattern.type === 'ObjectPattern')
      for (const p of pattern.properties as Node[]) add((p.type === 'RestElement' ? p.argument : p.value) as Node);
    else if (pattern.type === 'ArrayPattern') for (const p of pattern.elements as (Node | null)[]) add(p);
    else if (pattern.type === 'AssignmentPattern') add(pattern.left as Node);
    else if (pattern.type === 'RestElement') add(pattern.argument as Node);
  };
  walk(program, (n) => {
    if (n.type === 'VariableDeclarator') add(n.id as Node);
    else if (n.type === 'FunctionDeclaration' || n.type === 'FunctionExpression' || n.type === 'ArrowFunctionExpression') {
      add(n.id as Node);
      for (const p of n.params as Node[]) add(p);
    } else if (n.type === 'ClassDeclaration' || n.type === 'ClassExpression') add(n.id as Node);
    else if (n.type === 'CatchClause') add(n.param as Node);
    else if (n.type === 'ImportSpecifier' || n.type === 'ImportDefaultSpecifier' || n.type === 'ImportNamespaceSpecifier')
      add(n.local as Node);
  });
  return names;
}

/**
 * The module's top-level `const X = <literal>` (exported or not) whose every other mention is inside a `css()` call:
 * shared pieces like `const focusRing = {...}` spread into several calls. A constant mentioned anywhere else (where
 * it could be changed or passed on) is not used. Each may use the ones declared before it.
 */
function styleConstants(program: Node, calls: Node[]): Env {
  const declarators: Node[] = [];
  for (const statement of program.body as Node[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const d of declaration.declarations as Node[]) if ((d.id as Node).type === 'Identifier' && d.init) declarators.push(d);
  }
  if (!declarators.length) return NO_ENV;
  // A constant is used when its value is literal and its mentions are all inside the calls or inside the values of
  // other such constants (a shared piece built from another); dropping one can drop others, so until nothing changes.
  let kept = declarators;
  let env = new Map<string, unknown>();
  for (let changed = true; changed; ) {
    env = new Map();
    for (const d of kept) {
      const v = staticValue(d.init as Node, env);
      if (v !== NOT_STATIC) env.set((d.id as Node).name as string, v);
    }
    const literal = kept.filter((d) => env.has((d.id as Node).name as string));
    const regions = [...calls, ...literal.map((d) => d.init as Node)];
    const inside = (at: number) => regions.some((r) => r.start <= at && at < r.end);
    const next = literal.filter((d) => {
      const name = (d.id as Node).name as string;
      let mentions = 0;
      walk(program, (n) => {
        if (n.type === 'Identifier' && n.name === name && !inside(n.start)) mentions++;
      });
      // Its own declaration is the one mention allowed outside.
      return mentions === 1;
    });
    changed = next.length !== kept.length;
    kept = next;
  }
  return env;
}

/**
 * Replaces the static `css()` calls of one module's JavaScript. Returns null when nothing changed, else the new code,
 * its source map and how many calls were replaced of how many.
 */
export function inlineStaticCss(
  js: string,
  id: string,
  css: Css,
): { code: string; map: ReturnType<MagicString['generateMap']>; replaced: number; calls: number } | null {
  if (!js.includes('styled-system')) return null;
  const parsed = parseSync(id.replace(/\?.*$/, ''), js);
  if (parsed.errors.length) return null;
  const program = parsed.program as unknown as Node;
  let local: string | null = null;
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration' || !CSS_MODULE.test((statement.source as Node).value as string)) continue;
    for (const s of statement.specifiers as Node[])
      if (s.type === 'ImportSpecifier' && ((s.imported as Node).name ?? (s.imported as Node).value) === 'css')
        local = (s.local as Node).name as string;
  }
  if (!local || (bindingNames(program).get(local) ?? 0) !== 1) return null;
  const out = new MagicString(js);
  const found: Node[] = [];
  walk(program, (n) => {
    if (n.type === 'CallExpression' && (n.callee as Node).type === 'Identifier' && (n.callee as Node).name === local) found.push(n);
  });
  const env = styleConstants(program, found);
  let replaced = 0;
  for (const n of found) {
    const args = (n.arguments as Node[]).map((a) => staticValue(a, env));
    if (args.includes(NOT_STATIC)) continue;
    out.overwrite(n.start, n.end, JSON.stringify(css(...args)));
    replaced++;
  }
  const calls = found.length;
  if (!replaced) return null;
  return { code: out.toString(), map: out.generateMap({ hires: true, source: id }), replaced, calls };
}

/** The plugin, for builds only (the dev server keeps the run-time calls: same classes, faster reloads). */
export function pandaStaticCssPlugin(): VitePlugin {
  const css = pandaCss as Css;
  const totals = { replaced: 0, calls: 0 };
  return {
    name: 'safarnameh:panda-static-css',
    apply: 'build',
    transform(code, id) {
      if (id.includes('node_modules') || !/[\\/]src[\\/].*\.[jt]sx?(\?.*)?$/.test(id)) return null;
      const result = inlineStaticCss(code, id, css);
      if (!result) return null;
      totals.replaced += result.replaced;
      totals.calls += result.calls;
      return { code: result.code, map: result.map };
    },
    buildEnd() {
      if (totals.calls && process.env.BUNDLE_STATS === '1')
        console.log(`panda-static-css: ${totals.replaced} of ${totals.calls} css() calls built ahead`);
    },
  };
}
