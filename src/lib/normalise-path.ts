/**
 * The canonical spelling of a site path, as pure functions: the edge's redirect rules redirect to it, and a login's
 * `redirectUrl` is checked in it too (so `/x/..%2fauth` is still seen as the auth page). See spec 001 §9.
 */

/** `/` and `\`, raw or percent-encoded once, all separate segments: no spelling of a slash survives into a Location. */
const SEPARATOR = /[/\\]|%2f|%5c/i;
const TRAILING_SEPARATOR = /(?:[/\\]|%2f|%5c)$/i;
const DOT_SEGMENT = /^(?:\.|%2e)$/i;
const DOT_DOT_SEGMENT = /^(?:\.|%2e){2}$/i;

/** First segments whose pages are addressed with a trailing slash, which is then kept (spec 001 §9). */
const KEEP_TRAILING_SLASH = new Set(['insurance', 'campaign']);

/**
 * Route-table first segments that are camel case (spec 000 §2.1). The uppercase rule lowercases a first segment with
 * uppercase letters unless it is one of these, which are written in their canonical case instead
 * (`/ISTANBULAIRLINES` → `/istanbulAirlines`).
 */
const CAMEL_CASE_ROUTES = ['istanbulAirlines', 'tourPayment'];
const CAMEL_CASE_BY_LOWER = new Map(CAMEL_CASE_ROUTES.map((route) => [route.toLowerCase(), route]));

/** Whole segments that were renamed. */
const SEGMENT_RENAMES: ReadonlyMap<string, string> = new Map([['visa-dominica', 'passport-dominica']]);

/** Common misspellings of delhi (swapped or misplaced h, y for i); fixed in any dash-separated word of any segment. */
const DELHI_MISSPELLINGS: ReadonlySet<string> = new Set(['dehli', 'dehly', 'delhy', 'dheli']);

/**
 * ASCII A–Z lowercased; percent escapes (`%2B`, and a truncated `%A`) keep their case, so `/flight%2Bhotel` is not
 * "uppercase" and a malformed escape passes through as it came.
 */
const lowerAscii = (segment: string) =>
  segment.replace(/(%[0-9A-Fa-f]{1,2})|[A-Z]/g, (match, percent?: string) => percent ?? match.toLowerCase());

function firstSegmentCase(segment: string): string {
  const lower = lowerAscii(segment);
  return CAMEL_CASE_BY_LOWER.get(lower) ?? lower;
}

function renameSegment(segment: string): string {
  const renamed = SEGMENT_RENAMES.get(segment.toLowerCase());
  if (renamed !== undefined) return renamed;
  return segment
    .split('-')
    .map((word) => (DELHI_MISSPELLINGS.has(word.toLowerCase()) ? 'delhi' : word))
    .join('-');
}

/**
 * The canonical form of a path: empty and dot segments resolved, the first segment in its canonical case, renamed
 * segments fixed, a tour detail (`/tour/{destination}/{slug}`) cut to its parent, and no trailing slash except on
 * insurance and campaign paths. Idempotent; the result starts with exactly one `/` and never contains `//`.
 * Percent escapes other than encoded slashes and dots are left alone, so malformed ones cannot throw.
 */
export function normalisePath(path: string): string {
  // A URL parser drops tabs and newlines anywhere (`/\t/evil.com` is `//evil.com`), so they go first.
  const clean = path.replace(/[\t\n\r]/g, '');
  const segments: string[] = [];
  for (const segment of clean.split(SEPARATOR)) {
    if (segment === '' || DOT_SEGMENT.test(segment)) continue;
    if (DOT_DOT_SEGMENT.test(segment)) segments.pop();
    else segments.push(segment);
  }
  if (segments.length === 0) return '/';
  segments[0] = firstSegmentCase(segments[0]!);
  for (let i = 0; i < segments.length; i++) segments[i] = renameSegment(segments[i]!);
  if (segments.length === 3 && segments[0] === 'tour') segments.pop();
  const keepSlash = TRAILING_SEPARATOR.test(clean) && KEEP_TRAILING_SLASH.has(segments[0]!);
  return '/' + segments.join('/') + (keepSlash ? '/' : '');
}
