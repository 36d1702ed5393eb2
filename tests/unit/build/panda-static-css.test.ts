/**
 * The build's replacement of literal `css({...})` calls by their class names (scripts/vite/panda-static-css.ts): a
 * replaced call gives exactly what Panda's run-time `css()` gives, anything not literal keeps the run-time call, and
 * a module that could shadow the import is left whole. Over the real source, every module still parses after it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { parseSync, transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { inlineStaticCss } from '../../../scripts/vite/panda-static-css';
import { buttonRecipe } from '../../../src/components/ui/Button';
import { css } from '../../../styled-system/css';
import * as recipes from '../../../styled-system/recipes';

const RECIPES = recipes as unknown as Record<string, (...args: unknown[]) => unknown>;
const run = (js: string) => inlineStaticCss(js, '/src/x.js', css as (...s: unknown[]) => string, RECIPES);
const RECIPES_IMPORT = "import { button, badge as b, dialog } from '../../styled-system/recipes';\n";
const IMPORT = "import { css } from '../../styled-system/css';\n";

describe('panda static css', () => {
  it('replaces a literal call by the class names the run-time css() returns', () => {
    const style = {
      bg: 'white',
      p: '4',
      _hover: { color: 'red.500' },
      md: { display: 'none' },
      fontSize: ['sm', 'md'],
      mt: '-2',
      zIndex: 3,
    };
    const out = run(`${IMPORT}export const a = css(${JSON.stringify(style)});`);
    expect(out?.replaced).toBe(1);
    expect(out?.code).toContain(`export const a = ${JSON.stringify(css(style as never))};`);
  });

  it('keeps calls whose arguments are not literals, and replaces the literal ones beside them', () => {
    const js = `${IMPORT}const x = 1;\nexport const a = css({ p: x ? y : '4' });\nexport const b = css({ ...s });\nexport const c = css({ [k]: '1' });\nexport const d = css({ p: \`\${x}\` });\nexport const e = css({ color: 'gray.11' }, { p: '1' });`;
    const out = run(js);
    expect(out?.calls).toBe(5);
    expect(out?.replaced).toBe(1);
    expect(out?.code).toContain("css({ p: x ? y : '4' })");
    expect(out?.code).toContain('css({ ...s })');
    expect(out?.code).toContain(`export const e = ${JSON.stringify(css({ color: 'gray.11' }, { p: '1' }))};`);
  });

  it('follows an aliased import, and leaves a module whose css name is bound twice', () => {
    expect(run("import { css as c } from '../styled-system/css';\nconst a = c({ p: '2' });")?.code).toContain(
      JSON.stringify(css({ p: '2' })),
    );
    expect(run(`${IMPORT}function f(css) { return css({ p: '2' }); }\nconst a = css({ p: '2' });`)).toBeNull();
    expect(run("const a = css({ p: '2' });")).toBeNull();
    expect(run("import { css } from 'somewhere-else';\nconst a = css({ p: '2' });")).toBeNull();
  });

  it('reads module constants that only css() calls mention (a shared piece spread into several), and no others', () => {
    const js = `${IMPORT}const ring = { _focusVisible: { outline: '2px solid' } };\nconst base = { p: '2', ...ring };\nexport const a = css({ ...base, color: 'red.11' });\nexport const b = css({ p: '4', ...ring, mt: gap });\nconst used = { p: '1' };\nused.p = '3';\nexport const c = css({ ...used });\nexport const d = css({ ...ring, p: '6' });`;
    const out = run(js);
    expect(out?.calls).toBe(4);
    expect(out?.replaced).toBe(2);
    expect(out?.code).toContain(
      `export const a = ${JSON.stringify(css({ p: '2', _focusVisible: { outline: '2px solid' }, color: 'red.11' } as never))};`,
    );
    // Not literal (gap), and a constant changed elsewhere: kept.
    expect(out?.code).toContain("css({ p: '4', ...ring, mt: gap })");
    expect(out?.code).toContain('css({ ...used })');
    // A constant also held by something that is not a literal style (it could be changed through it): kept.
    const held = run(`${IMPORT}const ring = { p: '1' };\nconst parts = { a: ring, b: make() };\nexport const e = css({ ...ring });`);
    expect(held).toBeNull();
    // A later key overrides a spread one, as in JavaScript.
    expect(out?.code).toContain(`export const d = ${JSON.stringify(css({ _focusVisible: { outline: '2px solid' }, p: '6' } as never))};`);
  });

  it('replaces a call with one literal conditional by a conditional of its two results, the test kept once', () => {
    const js = `${IMPORT}export const a = (on) => css({ p: '2', color: on.x() ? 'red.11' : 'gray.11' });\nexport const b = css({ p: u ? '1' : v ? '2' : '3' });`;
    const out = run(js);
    expect(out?.replaced).toBe(1);
    expect(out?.code).toContain(
      `(on.x() ? ${JSON.stringify(css({ p: '2', color: 'red.11' }))} : ${JSON.stringify(css({ p: '2', color: 'gray.11' }))})`,
    );
    // Two conditionals (one inside the other): kept.
    expect(out?.code).toContain("css({ p: u ? '1' : v ? '2' : '3' })");
  });

  it('replaces literal recipe calls (aliased too) by their class names, and a slot recipe by its object', () => {
    const js = `${RECIPES_IMPORT}export const a = button({ variant: 'outline', size: 'sm' });\nexport const c = b();\nexport const d = (s) => button({ size: 'sm', variant: s === 1 ? 'solid' : 'outline' });\nexport const e = (v) => button(v);\nexport const f = dialog();`;
    const out = run(js);
    expect(out?.calls).toBe(5);
    expect(out?.replaced).toBe(4);
    expect(out?.code).toContain(`export const a = ${JSON.stringify(recipes.button({ variant: 'outline', size: 'sm' }))};`);
    expect(out?.code).toContain(`export const c = ${JSON.stringify(recipes.badge())};`);
    expect(out?.code).toContain(
      `(s === 1 ? ${JSON.stringify(recipes.button({ size: 'sm', variant: 'solid' }))} : ${JSON.stringify(recipes.button({ size: 'sm', variant: 'outline' }))})`,
    );
    expect(out?.code).toContain('button(v)');
    // The import keeps only what is still called.
    expect(out?.code).toContain("import { button } from '../../styled-system/recipes';");
    const f = /export const f = (\(.*\));/.exec(out?.code ?? '')?.[1];
    expect(new Function(`return ${f}`)()).toEqual(recipes.dialog());
    expect(parseSync('/src/x.js', out?.code ?? '').errors).toEqual([]);
  });

  it('drops an import of css() or of recipes once nothing mentions it (their modules do work when loaded)', () => {
    const out = run(
      `${IMPORT}${RECIPES_IMPORT}import { cx } from '../../styled-system/css';\nexport const a = cx(css({ p: '2' }), button(), b());\nexport const f = dialog;\nconst sizes = { button: 1, css: 2 };\nexport const g = a.button + sizes.css;`,
    );
    expect(out?.code).not.toContain("from '../../styled-system/css';\nimport { button");
    expect(out?.code).not.toMatch(/import \{ css \}/);
    expect(out?.code).toContain("import { dialog } from '../../styled-system/recipes';");
    expect(out?.code).toContain("import { cx } from '../../styled-system/css';");
    expect(parseSync('/src/x.js', out?.code ?? '').errors).toEqual([]);
  });

  it('names every button variant and size as the run-time recipe does (ui/Button.tsx builds them without it)', () => {
    const { variant, size } = recipes.button.variantMap;
    expect(buttonRecipe()).toBe(recipes.button({}));
    for (const v of variant) {
      expect(buttonRecipe({ variant: v })).toBe(recipes.button({ variant: v }));
      for (const sz of size) expect(buttonRecipe({ variant: v, size: sz })).toBe(recipes.button({ variant: v, size: sz }));
    }
    for (const sz of size) expect(buttonRecipe({ size: sz })).toBe(recipes.button({ size: sz }));
  });

  it('gives the run-time result for any literal style object (property)', () => {
    const value = fc.constantFrom('white', '2', '4', 'gray.11', 'accent.9', '1px solid', 'none', 'flex', '-1');
    const prop = fc.constantFrom('p', 'bg', 'color', 'display', 'mt', 'borderRadius', 'gap', 'border', 'width');
    const leaf = fc.dictionary(prop, fc.oneof(value, fc.array(value, { minLength: 1, maxLength: 3 })), { maxKeys: 4 });
    const condition = fc.constantFrom('_hover', 'md', 'lg', '_focusVisible', '& > span');
    const style = fc.tuple(leaf, fc.dictionary(condition, leaf, { maxKeys: 2 })).map(([a, b]) => ({ ...a, ...b }));
    fc.assert(
      fc.property(style, (s) => {
        const out = run(`${IMPORT}const a = css(${JSON.stringify(s)});`);
        expect(out?.code).toContain(`const a = ${JSON.stringify(css(s as never))};`);
      }),
      { numRuns: 200 },
    );
  });

  it('leaves every module of the source parseable, and replaces most calls', async () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.tsx?$/.test(e.name)) files.push(p);
      }
    };
    walk(path.resolve('src'));
    let calls = 0;
    let replaced = 0;
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      if (!source.includes('styled-system/css') && !source.includes('styled-system/recipes')) continue;
      const js = (await transformWithOxc(source, file, { jsx: { runtime: 'automatic' } })).code;
      const out = inlineStaticCss(js, file, css as (...s: unknown[]) => string, RECIPES);
      if (!out) continue;
      calls += out.calls;
      replaced += out.replaced;
      expect(parseSync(file.replace(/\.tsx?$/, '.js'), out.code).errors, file).toEqual([]);
    }
    console.log(`panda static css over src: ${replaced} of ${calls} calls replaced`);
    expect(replaced / calls).toBeGreaterThan(0.95);
  });
});
