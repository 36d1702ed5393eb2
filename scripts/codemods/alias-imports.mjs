#!/usr/bin/env node
// Codemod: imports that climb out of their folder (`../…`) into another top-level folder of src/ become `@/<top>/…`
// (`@/x` is `src/x`: tsconfig.json, waku.config.ts, vitest.config.ts and scripts/sandbox.mjs all resolve it).
//   src/products/hotel/components/Card.tsx   '../../lib/money'        → '@/lib/money'
//   tests/unit/lib/money.test.ts    '../../../src/lib/money' → '@/lib/money'
// Imports inside one top-level folder (`./x`, `../search/x` within src/components) stay relative, and so does
// anything that is not an import (`new URL('…', import.meta.url)` for workers). Plain .mjs files run on Node
// without the alias, so only .ts/.tsx files change.
//   node scripts/codemods/alias-imports.mjs           dry run: lists the changes and counts them
//   node scripts/codemods/alias-imports.mjs --write   applies them
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../lib/paths.mjs';

const write = process.argv.includes('--write');
const src = path.join(root, 'src');
const FOLDERS = ['src', 'tests'];
const SKIP = new Set([path.join(src, 'pages.gen.ts')]);

// A module specifier that starts with `../`, where a module is named: `from '…'`, `import '…'`, `import('…')`,
// and vitest's `vi.mock('…')` / `vi.importActual('…')` (which resolve like imports).
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.(?:mock|doMock|importActual)\s*\(\s*)(['"])(\.\.\/[^'"\n]*)\2/g;

/** The top-level folder of src/ a path lies in (`components` for src/components/x/y.tsx), or null outside src/. */
function srcTop(file) {
  const rel = path.relative(src, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const parts = rel.split(path.sep);
  return parts.length > 1 ? parts[0] : '';
}

/** The aliased form of a relative specifier, or null when it stays relative. */
export function aliased(fromFile, spec) {
  const target = path.resolve(path.dirname(fromFile), spec);
  const targetTop = srcTop(target);
  if (!targetTop || targetTop === srcTop(fromFile)) return null;
  return `@/${path.relative(src, target).split(path.sep).join('/')}`;
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !SKIP.has(full)) yield full;
  }
}

let changed = 0;
let files = 0;
for (const folder of FOLDERS) {
  for (const file of sourceFiles(path.join(root, folder))) {
    const text = readFileSync(file, 'utf8');
    const lines = [];
    const next = text.replace(SPECIFIER, (whole, lead, quote, spec) => {
      const to = aliased(file, spec);
      if (!to) return whole;
      lines.push(`  ${spec} → ${to}`);
      return `${lead}${quote}${to}${quote}`;
    });
    if (!lines.length) continue;
    files++;
    changed += lines.length;
    console.log(`${path.relative(root, file)}\n${lines.join('\n')}`);
    if (write) writeFileSync(file, next);
  }
}
console.log(`\n${write ? 'rewrote' : 'would rewrite'} ${changed} imports in ${files} files${write ? '' : ' (dry run; --write applies)'}`);
