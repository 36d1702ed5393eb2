import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// src/lib must run in Node, browsers and workerd: no I/O, no React, no Workers APIs, no hidden clock.
const root = join(import.meta.dirname, '../../../src/lib');
const files = (readdirSync(root, { recursive: true }) as string[])
  .filter((f) => f.endsWith('.ts'))
  .map((f) => [relative(root, join(root, f)), readFileSync(join(root, f), 'utf8')] as const);

describe('src/lib stays pure', () => {
  it('has files', () => {
    expect(files.length).toBeGreaterThan(15);
  });

  it.each(files)('%s imports only relative modules and jalaali-js', (_file, source) => {
    const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    for (const spec of imports) expect(spec === 'jalaali-js' || spec!.startsWith('.')).toBe(true);
  });

  it.each(files)('%s does no I/O and reads no clock', (_file, source) => {
    expect(source).not.toMatch(/\bfetch\(|\blocalStorage\b|\bdocument\.|\bwindow\.|\bprocess\.|\bconsole\./);
    // Date.now() only as a default parameter value.
    expect(source.replace(/= Date\.now\(\)/g, '')).not.toMatch(/Date\.now\(|new Date\(\)/);
    expect(source).not.toMatch(/Math\.random\(/);
  });

  it.each(files)('%s writes Persian ی and ک only', (_file, source) => {
    // The only Arabic letters allowed are inside the normaliser's own character classes and comments.
    const code = source.replace(/\/\*\*?[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
    expect(code).not.toMatch(/[\u064A\u0643\u0649]/);
  });
});
