import fc from 'fast-check';

// Crafted route parameters for the fast-check properties of tests/edge and tests/worker (route-params.property.test.ts).

/** A path segment as a crafted URL may carry it: raw, percent-encoded (valid or not), or a mix. */
export const segment = fc.oneof(
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map(encodeURIComponent),
  fc
    .array(fc.integer({ min: 0, max: 255 }), { maxLength: 12 })
    .map((bytes) => bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('')),
  fc.constantFrom(
    '%',
    '%F',
    '%FF',
    '%C3',
    '%E0%A4%A',
    '%2F',
    '%2e%2e',
    '..',
    '%00',
    '%25FF',
    'search%FF',
    '%D8%AA%D9%87%D8%B1%D8%A7%D9%86',
  ),
  fc.tuple(fc.stringMatching(/^[a-z-]{0,12}$/), fc.constantFrom('%', '%G1', '%FF', '%C3%', '')).map(([a, b]) => a + b),
);

/** A date query value: well-formed, nearly so, or anything. */
export const dateValue = fc.oneof(
  fc
    .tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: -1, max: 14 }), fc.integer({ min: -1, max: 40 }))
    .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
  fc
    .tuple(fc.integer({ min: 1300, max: 1500 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }))
    .map(([y, m, d]) => `${y}/${m}/${d}`),
  fc.date({ min: new Date(-8_000_000_000_000_000), max: new Date(8_000_000_000_000_000), noInvalidDate: true }).map((d) => d.toISOString()),
  fc.string({ maxLength: 30 }),
  fc.constantFrom('9999-12-20', '4000-01-02', '۱۴۰۵-۰۱-۰۱', '2026-02-30', '0000-00-00', '-2026-01-01', '2026-13-01', '1e5', 'NaN', '%FF'),
);

export const ROUTES = [
  (s: string) => `/hotel/${s}`,
  (s: string) => `/hotel/ir-kish/${s}`,
  (s: string) => `/hotel/${s}/search`,
  (s: string) => `/help/${s}`,
  (s: string) => `/landings/${s}`,
  (s: string) => `/tour/${s}`,
  (s: string) => `/city/${s}`,
  (s: string) => `/flight/${s}`,
  (s: string) => `/jobs/${s}`,
  (s: string) => `/${s}`,
];
export const SEARCHES = ['/hotel/ir-kish/search', '/flight/THR-MHD', '/flight-hotel/THR-KIH', '/tour/ir-kish'];
