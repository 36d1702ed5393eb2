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

/** The literal value of `node`, or NOT_STATIC. */
export function staticValue(node: Node): unknown {
  switch (node.type) {
    case 'Literal':
      return node.regex || typeof node.value === 'bigint' ? NOT_STATIC : node.value;
    case 'TemplateLiteral': {
      const quasi = (node.quasis as { value: { cooked: string | null } }[])[0];
      return (node.expressions as Node[]).length === 0 && typeof quasi?.value.cooked === 'string' ? quasi.value.cooked : NOT_STATIC;
    }
    case 'UnaryExpression': {
      if (node.operator !== '-' && node.operator !== '+') return NOT_STATIC;
      const v = staticValue(node.argument as Node);
      return typeof v === 'number' ? (node.operator === '-' ? -v : v) : NOT_STATIC;
    }
    case 'ArrayExpression': {
      const out: unknown[] = [];
      for (const element of node.elements as (Node | null)[]) {
        if (!element || element.type === 'SpreadElement') return NOT_STATIC;
        const v = staticValue(element);
        if (v === NOT_STATIC) return NOT_STATIC;
        out.push(v);
      }
      return out;
    }
    case 'ObjectExpression': {
      const out: Record<string, unknown> = {};
      for (const property of node.properties as Node[]) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init' || property.method) return NOT_STATIC;
        const key = property.key as Node;
        const name = key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : null;
        if (name === null || name === '__proto__') return NOT_STATIC;
        const v = staticValue(property.value as Node);
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
  let replaced = 0;
  let calls = 0;
  walk(program, (n) => {
    if (n.type !== 'CallExpression' || (n.callee as Node).type !== 'Identifier' || (n.callee as Node).name !== local) return;
    calls++;
    const args = (n.arguments as Node[]).map(staticValue);
    if (args.includes(NOT_STATIC)) return;
    out.overwrite(n.start, n.end, JSON.stringify(css(...args)));
    replaced++;
  });
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
