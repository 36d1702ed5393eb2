/**
 * The browser build's split of the messages modules (src/lib/messages.ts and each src/products/<product>/messages.ts)
 * into one module per export (scripts/vite/split-exports.ts): each part holds its export, the helpers it uses and
 * imports of the parts it refers to; an unknown shape leaves the module whole. Every real messages file is split, and
 * its parts, loaded as modules, export the same texts as the file.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { messagesModules, splitExports } from '../../../scripts/vite/split-exports';

const FILE = '/src/x.ts';

/** A value with its functions as their source text, to compare two copies of the same module. */
const comparable = (value: unknown): unknown =>
  typeof value === 'function'
    ? `fn ${String(value)}`
    : Array.isArray(value)
      ? value.map(comparable)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, comparable(v)]))
        : value;

function split(js: string) {
  const result = splitExports(js, FILE);
  if (typeof result === 'string') throw new Error(result);
  return result;
}

describe('split-exports', () => {
  it('one part per export, with only the helpers it uses and imports of the parts it refers to', () => {
    const { facade, parts } = split(
      [
        "import { n } from './n';",
        "const fa = (x) => '«' + x + '»';",
        "const unused = fa('u');",
        "export const a = { title: 'A', hello: (x) => fa(x) };",
        "export const b = { a: 'key only', title: a.title + '!' };",
        'export function c() { return n; }',
      ].join('\n'),
    );
    expect([...parts.keys()]).toEqual(['a', 'b', 'c']);
    expect(facade).toContain(`export { b } from "${FILE}?split-export=b";`);
    expect(parts.get('a')).toContain('const fa =');
    expect(parts.get('a')).not.toContain('unused');
    // `b` reads `a.title`; the property key `a:` is no reference.
    expect(parts.get('b')).toContain(`import { a } from "${FILE}?split-export=a";`);
    expect(parts.get('b')).not.toContain('const fa');
    expect(parts.get('c')).toContain("import { n } from './n';");
    expect(parts.get('c')).not.toContain('split-export=');
  });

  it('leaves a module it does not understand whole', () => {
    expect(splitExports('export default 1;', FILE)).toMatch(/ExportDefaultDeclaration/);
    expect(splitExports('export const a = 1;\nconst h = a + 1;\nexport const b = h;', FILE)).toMatch(/helper h refers to an export/);
    expect(splitExports("console.log('side effect');\nexport const a = 1;", FILE)).toMatch(/ExpressionStatement/);
    expect(splitExports('export const { a, b } = { a: 1, b: 2 };', FILE)).toMatch(/cannot name/);
  });

  it.each(messagesModules(path.resolve('.')).map((file) => path.relative(path.resolve('.'), file)))(
    '%s: its parts, loaded as modules, export exactly the texts of the file',
    async (file) => {
      const source = path.resolve(file);
      const messages = (await import(/* @vite-ignore */ source)) as Record<string, Record<string, unknown>>;
      const { code } = await transformWithOxc(readFileSync(source, 'utf8'), source, { lang: 'ts' });
      const { parts } = split(code);
      expect([...parts.keys()].sort()).toEqual(Object.keys(messages).sort());
      const dir = mkdtempSync(path.join(tmpdir(), 'split-exports-'));
      try {
        for (const [name, part] of parts) {
          const local = part
            .replaceAll(/from "[^"]*\?split-export=(\w+)"/g, 'from "./$1.js"')
            .replaceAll(/from (["'])\.\/([\w/-]+)\1/g, (_, _q: string, m: string) => `from "${path.resolve(path.dirname(source), m)}"`)
            .replaceAll(/from (["'])@\/([\w/-]+)\1/g, (_, _q: string, m: string) => `from "${path.resolve('src', m)}"`);
          writeFileSync(path.join(dir, `${name}.js`), local);
        }
        for (const name of parts.keys()) {
          const mod = (await import(/* @vite-ignore */ path.join(dir, `${name}.js`))) as Record<string, Record<string, unknown>>;
          // The same texts, and the same source for each text function.
          expect(comparable(mod[name])).toEqual(comparable(messages[name]));
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it("finds the shared texts and each product's own, a new product's included", () => {
    const root = path.resolve('.');
    const products = readdirSync(path.join(root, 'src/products'), { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(path.join(root, 'src/products', d.name, 'messages.ts')))
      .map((d) => `src/products/${d.name}/messages.ts`);
    expect(products.length).toBeGreaterThanOrEqual(7);
    const found = messagesModules(root).map((file) => path.relative(root, file));
    expect([...found].sort()).toEqual(['src/lib/messages.ts', ...products].sort());
  });
});
