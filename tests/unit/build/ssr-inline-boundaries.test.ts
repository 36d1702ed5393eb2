/**
 * The server renderer's patch (scripts/vite/ssr-inline-boundaries.ts): Waku's page render gets React's
 * `progressiveChunkSize`, so a Suspense boundary complete at the shell is written in place. It applies to the Waku
 * this project installs, and a Waku whose renderer no longer has that call fails the build instead of shipping unpatched.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INLINE_BOUNDARY_BYTES, inlineBoundaries } from '../../../scripts/vite/ssr-inline-boundaries';

const wakuSsr = () => {
  const pkg = createRequire(import.meta.url).resolve('waku/package.json');
  return readFileSync(path.join(path.dirname(pkg), 'dist/lib/vite-rsc/ssr.js'), 'utf8');
};

describe('ssr-inline-boundaries', () => {
  it("patches the installed Waku's page render, and only it (the error shell keeps React's default)", () => {
    const before = wakuSsr();
    const after = inlineBoundaries(before);
    expect(after).not.toBe(before);
    expect(after.match(/progressiveChunkSize/g)).toHaveLength(1);
    const call = after.slice(after.indexOf('_jsx(SsrRoot'), after.indexOf('bootstrapScriptContent:'));
    expect(call).toContain(`progressiveChunkSize: ${INLINE_BOUNDARY_BYTES},`);
    expect(INLINE_BOUNDARY_BYTES).toBeGreaterThan(12_800);
  });

  it('fails loudly when the call is not there', () => {
    expect(() => inlineBoundaries('export const renderHtmlStream = async () => renderToReadableStream(x, {});')).toThrow(/not found/);
  });
});
