/**
 * A build plugin: every call of Panda's `css()` or of one of its recipes (`button({ size: 'sm' })`, a slot recipe's
 * `dialog()`) whose arguments are plain literals becomes the value it returns (a class-name string, or a slot
 * recipe's object of them), computed at build time by Panda's own generated runtime (styled-system), so the output is
 * the same by construction. Why: Panda builds class names at run time; with ~800 `css()` calls, most at module level,
 * every page's JavaScript spent tens of ms (more on a slow phone) evaluating them before hydration, which is Total
 * Blocking Time on every page (issue 15). The recipes were the rest of it: their module builds every recipe on load
 * and the first call compiles Panda's runtime, ~40 ms of the results page's module evaluation at 4× (session 10).
 * The stylesheet does not change: Panda extracts the same classes from the source.
 *
 * A call is replaced only when every argument is a literal: strings, numbers, booleans, null, template strings
 * without expressions, arrays and objects of those (no computed keys, no identifiers, no calls). One `a ? b : c` with
 * literal branches is allowed (`variant: chosen ? 'solid' : 'outline'`): the call becomes `a ? B : C` of the two
 * results, with `a` evaluated once as before. Anything else (a variable, `token()`) keeps the run-time call. A name
 * declared twice in a module (a parameter shadowing the import) is left alone (no scope analysis: the build is never
 * wrong, only slower).
 */
import MagicString from 'magic-string';
import { parseSync } from 'vite';
import type { VitePlugin } from 'waku/config';
// Loaded with the build config (a dynamic import inside a hook would run after Vite's config loader has closed).
import { css as pandaCss } from '../../styled-system/css';
import * as pandaRecipes from '../../styled-system/recipes';

type Node = { type: string; start: number; end: number; [key: string]: unknown };
type Css = (...styles: unknown[]) => string;
/** A recipe (a class-name string) or a slot recipe (an object of them per slot), by its exported name. */
export type Recipes = Readonly<Record<string, (...args: unknown[]) => unknown>>;

const NOT_STATIC = Symbol('not static');
const CSS_MODULE = /(^|[\\/])styled-system[\\/]css(?:[\\/]index(?:\.mjs)?)?$/;
const STYLED_SYSTEM = /[\\/]styled-system[\\/].*\.mjs(\?.*)?$/;
const RECIPES_MODULE = /(^|[\\/])styled-system[\\/]recipes(?:[\\/]index(?:\.mjs)?)?$/;

/** Module-level constants with a literal value that only `css()` calls read (see `styleConstants`). */
type Env = ReadonlyMap<string, unknown>;
const NO_ENV: Env = new Map();
/** A conditional's branch taken, by node (see `replacement`). */
const NO_CHOICE: ReadonlyMap<Node, unknown> = new Map();

/** The literal value of `node` (reading the constants of `env`), or NOT_STATIC. */
export function staticValue(node: Node, env: Env = NO_ENV, chosen: ReadonlyMap<Node, unknown> = NO_CHOICE): unknown {
  if (chosen.has(node)) return chosen.get(node);
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
      const v = staticValue(node.argument as Node, env, chosen);
      return typeof v === 'number' ? (node.operator === '-' ? -v : v) : NOT_STATIC;
    }
    case 'ArrayExpression': {
      const out: unknown[] = [];
      for (const element of node.elements as (Node | null)[]) {
        if (!element || element.type === 'SpreadElement') return NOT_STATIC;
        const v = staticValue(element, env, chosen);
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
          const v = staticValue(property.argument as Node, env, chosen);
          if (v === NOT_STATIC || !v || typeof v !== 'object' || Array.isArray(v)) return NOT_STATIC;
          Object.assign(out, v);
          continue;
        }
        if (property.type !== 'Property' || property.computed || property.kind !== 'init' || property.method) return NOT_STATIC;
        const key = property.key as Node;
        const name = key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : null;
        if (name === null || name === '__proto__') return NOT_STATIC;
        const v = staticValue(property.value as Node, env, chosen);
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

/**
 * Visits every identifier that can refer to a binding: not a property's name (`a.menu`, `{ menu: 1 }`, a class
 * member's key), which only looks like one.
 */
function walkReferences(node: unknown, visit: (n: Node) => void, parent?: Node, key?: string): void {
  if (Array.isArray(node)) {
    for (const n of node) walkReferences(n, visit, parent, key);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
  const n = node as Node;
  if (n.type === 'Identifier') {
    const propertyName =
      key === 'property' && parent?.type === 'MemberExpression' && !parent.computed
        ? true
        : key === 'key' &&
          !parent?.computed &&
          (parent?.type === 'Property' ? !parent.shorthand : /Method|Property/.test(parent?.type ?? ''));
    if (!propertyName) visit(n);
    return;
  }
  for (const [k, value] of Object.entries(n)) if (k !== 'type' && value && typeof value === 'object') walkReferences(value, visit, n, k);
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

/** The source of a call's replacement: its value (a string, or a slot recipe's object) as a JavaScript literal. */
const literal = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value) : `(${JSON.stringify(value)})`);

/**
 * What a call becomes, or null to keep it: its result when its arguments are literal; with one `a ? b : c` of literal
 * branches among them (not inside another), `(a ? B : C)` of the results with each branch taken.
 */
function replacement(js: string, call: Node, fn: (...args: unknown[]) => unknown, env: Env): string | null {
  const args = call.arguments as Node[];
  const values = args.map((a) => staticValue(a, env));
  if (!values.includes(NOT_STATIC)) return literal(fn(...values));
  const conditionals: Node[] = [];
  walk(args, (n) => {
    if (n.type === 'ConditionalExpression') conditionals.push(n);
  });
  const [c] = conditionals;
  if (!c || conditionals.length !== 1) return null;
  const branch = (which: 'consequent' | 'alternate') => {
    const value = staticValue(c[which] as Node, env);
    if (value === NOT_STATIC) return NOT_STATIC;
    const chosen = new Map([[c, value]]);
    const out = args.map((a) => staticValue(a, env, chosen));
    return out.includes(NOT_STATIC) ? NOT_STATIC : fn(...out);
  };
  const yes = branch('consequent');
  const no = branch('alternate');
  if (yes === NOT_STATIC || no === NOT_STATIC) return null;
  const test = c.test as Node;
  return `(${js.slice(test.start, test.end)} ? ${literal(yes)} : ${literal(no)})`;
}

/**
 * Replaces the static `css()` and recipe calls of one module's JavaScript. Returns null when nothing changed, else
 * the new code, its source map and how many calls were replaced of how many.
 */
export function inlineStaticCss(
  js: string,
  id: string,
  css: Css,
  recipes: Recipes = {},
): { code: string; map: ReturnType<MagicString['generateMap']>; replaced: number; calls: number } | null {
  if (!js.includes('styled-system')) return null;
  const parsed = parseSync(id.replace(/\?.*$/, ''), js);
  if (parsed.errors.length) return null;
  const program = parsed.program as unknown as Node;
  // The module's local names of css() and of the recipes it imports.
  const locals = new Map<string, (...args: unknown[]) => unknown>();
  const imports: Node[] = [];
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration') continue;
    const from = (statement.source as Node).value as string;
    const isCss = CSS_MODULE.test(from);
    if (!isCss && !RECIPES_MODULE.test(from)) continue;
    imports.push(statement);
    for (const s of statement.specifiers as Node[]) {
      if (s.type !== 'ImportSpecifier') continue;
      const imported = ((s.imported as Node).name ?? (s.imported as Node).value) as string;
      const fn = isCss ? (imported === 'css' ? css : undefined) : Object.hasOwn(recipes, imported) ? recipes[imported] : undefined;
      if (fn) locals.set((s.local as Node).name as string, fn as (...args: unknown[]) => unknown);
    }
  }
  const bound = bindingNames(program);
  for (const name of [...locals.keys()]) if ((bound.get(name) ?? 0) !== 1) locals.delete(name);
  if (!locals.size) return null;
  const out = new MagicString(js);
  const found: Node[] = [];
  walk(program, (n) => {
    if (n.type === 'CallExpression' && (n.callee as Node).type === 'Identifier' && locals.has((n.callee as Node).name as string))
      found.push(n);
  });
  const env = styleConstants(program, found);
  let replaced = 0;
  let doneUntil = -1;
  const gone: Node[] = [];
  // Outer calls come first (the walk is pre-order); a call inside a replaced one went with it.
  for (const n of found) {
    if (n.start < doneUntil) continue;
    const text = replacement(js, n, locals.get((n.callee as Node).name as string) as (...args: unknown[]) => unknown, env);
    if (text === null) continue;
    out.overwrite(n.start, n.end, text);
    doneUntil = n.end;
    gone.push(n);
    replaced++;
  }
  const calls = found.length;
  if (!replaced) return null;
  dropUnusedImports(js, program, imports, gone, locals, out);
  return { code: out.toString(), map: out.generateMap({ hires: true, source: id }), replaced, calls };
}

/**
 * Drops the imports of css() and recipes that no code mentions any more (all their calls were replaced): Panda's
 * modules do work when loaded (the recipes module builds every recipe), so a bundler keeps an import of them for its
 * side effects even when nothing imported is used.
 */
function dropUnusedImports(
  js: string,
  program: Node,
  imports: Node[],
  gone: Node[],
  locals: ReadonlyMap<string, unknown>,
  out: MagicString,
): void {
  const regions = [...gone, ...imports];
  const mentioned = new Set<string>();
  walkReferences(program, (n) => {
    if (locals.has(n.name as string) && !regions.some((r) => r.start <= n.start && n.start < r.end)) mentioned.add(n.name as string);
  });
  for (const statement of imports) {
    const specifiers = statement.specifiers as Node[];
    const kept = specifiers.filter(
      (s) =>
        s.type !== 'ImportSpecifier' || !locals.has((s.local as Node).name as string) || mentioned.has((s.local as Node).name as string),
    );
    if (kept.length === specifiers.length) continue;
    if (!kept.length) {
      out.remove(statement.start, statement.end);
      continue;
    }
    if (kept.some((s) => s.type !== 'ImportSpecifier')) continue; // a default or namespace import: left as it is
    const source = js.slice((statement.source as Node).start, (statement.source as Node).end);
    out.overwrite(statement.start, statement.end, `import { ${kept.map((s) => js.slice(s.start, s.end)).join(', ')} } from ${source};`);
  }
}

/** The plugin, for builds only (the dev server keeps the run-time calls: same classes, faster reloads). */
export function pandaStaticCssPlugin(): VitePlugin {
  const css = pandaCss as Css;
  // Every recipe the generated module exports (a recipe or a slot recipe carries `__recipe__` and `__name__`).
  const recipes: Recipes = Object.fromEntries(
    Object.entries(pandaRecipes).filter(([, r]) => typeof r === 'function' && '__name__' in r),
  ) as unknown as Recipes;
  const totals = { replaced: 0, calls: 0 };
  return {
    name: 'safarnameh:panda-static-css',
    apply: 'build',
    transform(code, id) {
      // Panda's generated modules only fill their own tables when loaded: without this, the bundler keeps a module
      // (its whole runtime) in any chunk that imports one name from the same index (`cx` from styled-system/css).
      if (STYLED_SYSTEM.test(id)) return { code, map: null, moduleSideEffects: false };
      if (id.includes('node_modules') || !/[\\/]src[\\/].*\.[jt]sx?(\?.*)?$/.test(id)) return null;
      const result = inlineStaticCss(code, id, css, recipes);
      if (!result) return null;
      totals.replaced += result.replaced;
      totals.calls += result.calls;
      return { code: result.code, map: result.map };
    },
    buildEnd() {
      if (totals.calls && process.env.BUNDLE_STATS === '1')
        console.log(`panda-static-css: ${totals.replaced} of ${totals.calls} css() and recipe calls built ahead`);
    },
  };
}
