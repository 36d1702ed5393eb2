import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The layers, and why each rule holds:
//  - src/lib runs in Node, browsers and workerd: pure logic that imports only src/lib (and a few pure packages),
//    with no I/O, no React, no Workers APIs and no hidden clock.
//  - src/components and src/server never import src/edge: the edge (Hono middleware, routes) is the outermost layer;
//    a component importing it drags edge rules into the browser bundle, and the server must not depend on its caller.
//  - A "use client" file imports nothing from src/server except types (`import type`): server modules hold
//    upstream clients, secrets and schemas that must not ship to the browser.
const repo = join(import.meta.dirname, '../../..');
const src = join(repo, 'src');
// valibot is pure too (schemas, no I/O): the flight passengers' body schema lives beside its rules (src/products/flight/model/passengers.ts)
// so the form and the edge share one definition.
const LIB_PACKAGES = ['jalaali-js', 'valibot'];

type Import = { spec: string; target: string | null; typeOnly: boolean };
type SourceFile = { path: string; text: string; useClient: boolean; imports: Import[] };

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

/** The file an import specifier names, relative to the repository (`@/x` is `src/x`); null for a package. */
function resolveImport(fromFile: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = join(src, spec.slice(2));
  else if (spec.startsWith('.')) base = resolve(dirname(join(repo, fromFile)), spec);
  else return null;
  const found = EXTENSIONS.map((ext) => base + ext).find((p) => existsSync(p) && statSync(p).isFile());
  return relative(repo, found ?? base);
}

/** Every module a file imports: static imports and re-exports (type-only or not) and dynamic `import('…')`. */
function importsOf(path: string, text: string): Import[] {
  const sf = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: Import[] = [];
  const add = (specNode: ts.Expression | undefined, typeOnly: boolean) => {
    if (specNode && ts.isStringLiteral(specNode)) out.push({ spec: specNode.text, target: resolveImport(path, specNode.text), typeOnly });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
      const allTypes = !!clause && !clause.name && !!named && named.length > 0 && named.every((e) => e.isTypeOnly);
      add(node.moduleSpecifier, !!clause && (clause.isTypeOnly || allTypes));
    } else if (ts.isExportDeclaration(node)) {
      add(node.moduleSpecifier, node.isTypeOnly);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0], false);
    } else if (ts.isImportTypeNode(node)) {
      const arg = node.argument;
      if (ts.isLiteralTypeNode(arg)) add(arg.literal as ts.Expression, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

function isUseClient(path: string, text: string): boolean {
  const sf = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false);
  for (const st of sf.statements) {
    if (!ts.isExpressionStatement(st) || !ts.isStringLiteral(st.expression)) return false;
    if (st.expression.text === 'use client') return true;
  }
  return false;
}

function load(dir: string): SourceFile[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => /\.(ts|tsx)$/.test(f) && !f.endsWith('.d.ts') && !f.endsWith('pages.gen.ts'))
    .map((f) => {
      const path = relative(repo, join(dir, f));
      const text = readFileSync(join(dir, f), 'utf8');
      return { path, text, useClient: isUseClient(path, text), imports: importsOf(path, text) };
    });
}

const under = (path: string | null, folder: string) => !!path && path.startsWith(`src/${folder}/`);

/**
 * The engines (issue 42): shared code that works through the products' definitions and names none of them. They import
 * no product module and not the registry either: the composition root (src/waku.server.tsx) and the pages hand them
 * the list.
 */
const ENGINES = [
  'edge',
  'server/search',
  'server/checkout',
  'server/basket',
  'server/tickets',
  'components/results',
  'components/checkout',
  'lib',
];
const isEngine = (path: string) => ENGINES.some((e) => under(path, e));
/** `src/products/<id>/…` → `<id>`; the registry files (src/products/registry*.ts) are no product. */
const productOf = (path: string | null) => (path ? (/^src\/products\/([^/]+)\//.exec(path)?.[1] ?? null) : null);

/** The layer rules over a set of files: one line per crossing, `<rule>: <file> → <import>`. */
function layerViolations(files: SourceFile[]): string[] {
  const out: string[] = [];
  for (const f of files) {
    for (const i of f.imports) {
      const to = i.target ?? i.spec;
      // package.json is the one place of the app's version (src/lib/constants.ts reads only its `version`).
      if (under(f.path, 'lib') && i.target !== 'package.json' && (i.target ? !under(i.target, 'lib') : !LIB_PACKAGES.includes(i.spec)))
        out.push(`lib imports only lib: ${f.path} → ${to}`);
      if (under(f.path, 'components') && under(i.target, 'edge')) out.push(`components never import edge: ${f.path} → ${to}`);
      if (under(f.path, 'server') && under(i.target, 'edge')) out.push(`server never imports edge: ${f.path} → ${to}`);
      if (f.useClient && under(i.target, 'server') && !i.typeOnly)
        out.push(`"use client" imports only types from server: ${f.path} → ${to}`);
      const from = productOf(f.path);
      const target = i.target ?? '';
      if (isEngine(f.path) && target.startsWith('src/products/')) out.push(`engines import no product: ${f.path} → ${to}`);
      // The shared parts (date picker, comboboxes, rooms menu, travellers fieldsets, dashboard…) serve every product:
      // they may read the registry (what products there are), never one product's module.
      if (under(f.path, 'components') && productOf(target)) out.push(`shared components import no product: ${f.path} → ${to}`);
      if (from && productOf(target) && productOf(target) !== from) out.push(`a product imports no other product: ${f.path} → ${to}`);
      if (from && target.startsWith('src/products/registry')) out.push(`a product imports no registry: ${f.path} → ${to}`);
      if (
        from &&
        f.path.includes('/model/') &&
        i.target &&
        !under(target, 'lib') &&
        !target.startsWith(`src/products/${from}/model/`) &&
        target !== `src/products/${from}/messages.ts`
      )
        out.push(`a product's model imports only lib, its own model and its messages: ${f.path} → ${to}`);
      if (from && f.path.includes('/model/') && !i.target && !LIB_PACKAGES.includes(i.spec))
        out.push(`a product's model imports only lib, its own model and its messages: ${f.path} → ${to}`);
      if (from && f.path.startsWith(`src/products/${from}/server/`) && under(target, 'edge'))
        out.push(`server never imports edge: ${f.path} → ${to}`);
    }
  }
  return [...new Set(out)].sort();
}

const all = load(src);
/** The pure code: `src/lib` and every product's model (`src/products/<id>/model/`). */
const lib = all.filter((f) => under(f.path, 'lib') || /^src\/products\/[^/]+\/model\//.test(f.path));

describe('layers', () => {
  it('reads the whole source tree', () => {
    expect(all.length).toBeGreaterThan(200);
    expect(all.filter((f) => f.useClient).length).toBeGreaterThan(20);
  });

  it('no import crosses a layer', () => {
    expect(layerViolations(all)).toEqual([]);
  });

  it('catches each kind of crossing, through relative paths and the @/ alias', () => {
    const file = (path: string, text: string): SourceFile => ({
      path,
      text,
      useClient: isUseClient(path, text),
      imports: importsOf(path, text),
    });
    expect(
      layerViolations([
        file(
          'src/lib/a.ts',
          "import { b } from './b';\nimport { x } from '../server/x';\nimport v from 'valibot';\nimport { Hono } from 'hono';",
        ),
        file('src/components/c.tsx', "import { e } from '@/edge/env';\nimport { l } from '../lib/text';"),
        file('src/server/s.ts', "import type { E } from '../edge/session-manager';"),
        file(
          'src/components/d.tsx',
          "'use client';\nimport type { T } from '../server/t';\nimport { type U } from '@/server/u';\nimport { v } from '@/server/v';",
        ),
        file('src/components/e.tsx', "'use client';\nconst m = () => import('../server/m');"),
        file('src/components/f.tsx', "import { v } from '../server/v';"),
        file('src/edge/g.ts', "import { h } from '@/products/hotel/server/search';\nimport { r } from '../products/registry.server';"),
        file('src/products/flight/server/x.ts', "import { q } from '@/products/hotel/model/query';\nimport { e } from '@/edge/failures';"),
        file(
          'src/products/flight/model/y.ts',
          "import { s } from '../server/schemas';\nimport { t } from '@/lib/text';\nimport { z } from './query';",
        ),
        file('src/products/hotel/edge/z.ts', "import { e } from '@/edge/failures';\nimport { l } from '@/products/registry';"),
        file('src/components/search/w.tsx', "import { q } from '@/products/flight/model/query';\nimport { p } from '@/products/registry';"),
      ]),
    ).toEqual([
      '"use client" imports only types from server: src/components/d.tsx → src/server/v',
      '"use client" imports only types from server: src/components/e.tsx → src/server/m',
      'a product imports no other product: src/products/flight/server/x.ts → src/products/hotel/model/query.ts',
      'a product imports no registry: src/products/hotel/edge/z.ts → src/products/registry.ts',
      "a product's model imports only lib, its own model and its messages: src/products/flight/model/y.ts → src/products/flight/server/schemas.ts",
      'components never import edge: src/components/c.tsx → src/edge/env.ts',
      'engines import no product: src/edge/g.ts → src/products/hotel/server/search.ts',
      'engines import no product: src/edge/g.ts → src/products/registry.server.ts',
      'lib imports only lib: src/lib/a.ts → hono',
      'lib imports only lib: src/lib/a.ts → src/server/x',
      'server never imports edge: src/products/flight/server/x.ts → src/edge/failures.ts',
      'server never imports edge: src/server/s.ts → src/edge/session-manager.ts',
      'shared components import no product: src/components/search/w.tsx → src/products/flight/model/query.ts',
    ]);
  });
});

describe("src/lib and the products' models stay pure", () => {
  it('has files', () => {
    expect(lib.length).toBeGreaterThan(15);
    expect(lib.filter((f) => f.path.startsWith('src/products/')).length).toBeGreaterThan(20);
  });

  it.each(lib.map((f) => [f.path, f.text] as const))('%s does no I/O and reads no clock', (_file, source) => {
    expect(source).not.toMatch(/\bfetch\(|\blocalStorage\b|\bdocument\.|\bwindow\.|\bprocess\.|\bconsole\./);
    // Date.now() only as a default parameter value.
    expect(source.replace(/= Date\.now\(\)/g, '')).not.toMatch(/Date\.now\(|new Date\(\)/);
    expect(source).not.toMatch(/Math\.random\(/);
  });

  it.each(lib.map((f) => [f.path, f.text] as const))('%s writes Persian ی and ک only', (_file, source) => {
    // The only Arabic letters allowed are inside the normaliser's own character classes and comments.
    const code = source.replace(/\/\*\*?[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
    expect(code).not.toMatch(/[\u064A\u0643\u0649]/);
  });
});
