import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeLocation, stripTrailingSlash } from '../../../src/edge/redirects';

describe('redirect helpers', () => {
  it.each([
    ['/hotels/', '/hotels'],
    ['/hotels///', '/hotels'],
    ['/', '/'],
    ['////', '/'],
  ])('stripTrailingSlash(%s) = %s', (input, out) => expect(stripTrailingSlash(input)).toBe(out));

  it.each([
    ['//evil.com', '', '/evil.com'],
    ['/\\evil.com', '?a=1', '/evil.com?a=1'],
    ['\\/evil.com', '', '/evil.com'],
    ['/hotel', '?x=1', '/hotel?x=1'],
  ])('safeLocation(%s, %s) = %s', (p, q, out) => expect(safeLocation(p, q)).toBe(out));

  it('never yields a protocol-relative location, whatever the path', () => {
    fc.assert(
      fc.property(fc.string(), (p) => {
        const loc = safeLocation(stripTrailingSlash(p), '');
        expect(loc.startsWith('/')).toBe(true);
        expect(loc.startsWith('//')).toBe(false);
        expect(loc.startsWith('/\\')).toBe(false);
        expect(new URL(loc, 'https://safarnameh.example').origin).toBe('https://safarnameh.example');
      }),
    );
  });
});
