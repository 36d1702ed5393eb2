import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from '@/lib/safe-redirect';

const ORIGIN = 'https://safarnameh.example';

// Acceptance 11 of issue 4, and neighbours of each vector.
const REDIRECT_URL_VECTORS: readonly (readonly [string | null | undefined, string])[] = [
  [undefined, '/'],
  [null, '/'],
  ['', '/'],
  ['   ', '/'],
  ['/basket?x=1#y', '/basket?x=1#y'],
  ['  /basket  ', '/basket'],
  ['/hotel/ir-kish/search?startDate=2026-11-21&room-0=2,5', '/hotel/ir-kish/search?startDate=2026-11-21&room-0=2,5'],
  ['/هتل', '/%D9%87%D8%AA%D9%84'],
  ['/a/./b/../c', '/a/c'],
  ['//evil.com', '/'],
  ['///evil.com', '/'],
  ['/\\evil.com', '/'],
  ['\\/evil.com', '/'],
  ['/\t/evil.com', '/'],
  ['/\n/evil.com', '/'],
  ['  //evil.com', '/'],
  ['/%2F%2Fevil.com', '/'],
  ['/%2f/evil.com', '/'],
  ['/%5Cevil.com', '/'],
  ['/%09/evil.com', '/'],
  ['/x/..//evil.com', '/'],
  ['https://evil.com', '/'],
  ['http:/evil.com', '/'],
  ['javascript:alert(1)', '/'],
  ['JaVaScRiPt:alert(1)', '/'],
  [`${ORIGIN}.evil.com`, '/'],
  [`${ORIGIN}/basket`, '/'], // absolute URLs are refused even on our origin: only paths are accepted
  ['/x%0d%0aSet-Cookie:a=1', '/'],
  ['/x\r\nSet-Cookie:a=1', '/'],
  ['/x%00', '/'],
  ['/%E0%A4%A', '/'],
  ['/' + 'a'.repeat(5 * 1024), '/'],
  ['/' + 'a'.repeat(2047), '/' + 'a'.repeat(2047)],
  ['/auth', '/'],
  ['/auth?redirectUrl=/auth', '/'],
  ['/AUTH/login', '/'],
  ['/%61uth', '/'],
  ['/x/..%2fauth', '/'],
  ['/authors', '/authors'],
  ['/api/basket', '/'],
  ['/api', '/'],
  ['/stream/hotels?x=1', '/'],
  ['/dashboard/orders', '/dashboard/orders'],
];

describe('safeRedirectTarget', () => {
  it.each(REDIRECT_URL_VECTORS)('%j → %s', (raw, expected) => expect(safeRedirectTarget(raw)).toBe(expected));

  it('refuses extra patterns', () => {
    expect(safeRedirectTarget('/register?active=1', { disallow: [/^\/register(?:\/|$)/] })).toBe('/');
    expect(safeRedirectTarget('/basket', { disallow: [/^\/register(?:\/|$)/] })).toBe('/basket');
  });

  const PIECES = ['/', '//', '\\', '%2F', '%5c', '%0d%0a', '%', '.', '..', ' ', '\t', 'evil.com', 'auth', 'api', 'https:'];
  const anyText = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.array(fc.constantFrom(...PIECES, '?', '#', 'x', 'ی'), { maxLength: 12 }).map((parts) => parts.join('')),
  );

  it('any input yields a path on the origin (property)', () => {
    fc.assert(
      fc.property(anyText, (raw) => {
        const target = safeRedirectTarget(raw);
        expect(target.startsWith('/')).toBe(true);
        expect(target.startsWith('//')).toBe(false);
        expect(target.startsWith('/\\')).toBe(false);
        expect(target.length).toBeLessThanOrEqual(2048);
        expect(target).not.toMatch(/[\u0000-\u001f\u007f]/);
        expect(new URL(target, ORIGIN).origin).toBe(ORIGIN);
        expect(safeRedirectTarget(target)).toBe(target);
      }),
      { numRuns: 3000 },
    );
  });
});
