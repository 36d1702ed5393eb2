import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiRoutesOf, fillTemplate } from '@/edge/api-routes';
import { SERVER_PRODUCTS } from '@/products/registry.server';
import { cleanApiPath, resolveApiRoute } from '@/edge/proxy';

/** The whole allow-list: the shared routes and every product's. */
const API_ROUTES = apiRoutesOf(SERVER_PRODUCTS);

const BASE = 'https://api.supplier.example';

/** The proxy's mapping from a browser path to an upstream URL, or null when it refuses. */
function map(method: string, rawPath: string): URL | null {
  const path = cleanApiPath(rawPath);
  if (!path) return null;
  const m = resolveApiRoute(method, path, API_ROUTES);
  if (!m || m === 'method') return null;
  return new URL(fillTemplate(m.route.upstream, m.params), BASE);
}

const segment = fc.oneof(
  fc.constantFrom(
    'api',
    'basket',
    'locations',
    'search',
    'hotels',
    'packages',
    'cancellation-rules',
    '..',
    '.',
    '%2e%2e',
    '%2f',
    '\\',
    ';',
    '',
    'http:',
    'evil.com',
    '@evil.com',
    '%40',
    '?',
    '#',
  ),
  fc.string({ maxLength: 12 }),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/),
);

describe('proxy mapper property', () => {
  it('either rejects or stays on the upstream origin, under an allow-listed upstream path', () => {
    const allowedPrefixes = API_ROUTES.map((r) => r.upstream.split('/:')[0]!);
    fc.assert(
      fc.property(fc.constantFrom('GET', 'POST', 'PUT', 'DELETE'), fc.array(segment, { maxLength: 7 }), (method, segs) => {
        const url = map(method, '/api/' + segs.join('/'));
        if (url === null) return;
        expect(url.origin).toBe(BASE);
        expect(url.pathname.includes('..')).toBe(false);
        expect(allowedPrefixes.some((p) => url.pathname.startsWith(p))).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('maps every allow-listed route with well-formed params', () => {
    for (const r of API_ROUTES) {
      const path = r.path.replace(/:([A-Za-z]+)/g, 'abc-123');
      const url = map(r.method, path);
      expect(url?.pathname, `${r.method} ${r.path}`).toBe(r.upstream.replace(/:([A-Za-z]+)/g, 'abc-123'));
    }
  });
});
