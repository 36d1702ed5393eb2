/**
 * Where a login may send the browser back to (`/auth?redirectUrl=`, spec 000 §2.2): only a path of this origin, and
 * `/` for anything else. A fragment is kept (`/basket?x=1#y` stays as is): it never leaves the origin. Pure, so the
 * edge (the auth page's redirect) and the browser (the auth layout's back chain) share it.
 */
import { LOGIN_REDIRECT_DEFAULT } from './constants';
import { normalisePath } from './normalise-path';

const MAX_LENGTH = 2048;
const BASE = 'https://safe-redirect.invalid';
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Never a target: the auth pages (a loop back to the login) and machine endpoints. Tested on the path only. */
const REFUSED: readonly RegExp[] = [/^\/auth(?:\/|$)/i, /^\/api(?:\/|$)/i, /^\/stream(?:\/|$)/i];

const unsafe = (text: string) => text.startsWith('//') || text.includes('\\') || CONTROL.test(text);

function decodeOnce(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * `raw` (trimmed) when it is a same-origin path, else `/`. Refused: anything not starting with a single `/`
 * (schemes, `//host`, `/\host`), backslashes or control characters (raw, or after decoding one level, so
 * `/%2F%2Fevil.com` and an encoded CRLF are refused too), malformed percent-encoding, more than 2048 characters, and
 * paths under `/auth`, `/api`, `/stream` or matching `opts.disallow` — checked on the path as given, decoded, and as
 * the redirect normaliser would rewrite it (so `/x/..%2fauth` is still a loop). The result is the URL-parsed form
 * (dot segments resolved, unsafe characters percent-encoded).
 */
export function safeRedirectTarget(raw: string | null | undefined, opts: { disallow?: RegExp[] } = {}): string {
  const text = (raw ?? '').trim();
  if (!text.startsWith('/') || text.length > MAX_LENGTH || unsafe(text)) return LOGIN_REDIRECT_DEFAULT;
  const decoded = decodeOnce(text);
  if (decoded === null || unsafe(decoded)) return LOGIN_REDIRECT_DEFAULT;
  const url = URL.parse(text, BASE);
  if (url === null || url.origin !== BASE) return LOGIN_REDIRECT_DEFAULT;
  const target = url.pathname + url.search + url.hash;
  const decodedPath = decodeOnce(url.pathname);
  if (decodedPath === null || unsafe(target) || target.length > MAX_LENGTH) return LOGIN_REDIRECT_DEFAULT;
  const paths = [url.pathname, decodedPath, normalisePath(url.pathname), normalisePath(decodedPath)];
  const refused = [...REFUSED, ...(opts.disallow ?? [])];
  if (paths.some((path) => refused.some((pattern) => pattern.test(path)))) return LOGIN_REDIRECT_DEFAULT;
  return target;
}
