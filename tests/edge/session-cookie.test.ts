import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APP_VERSION } from '@/lib/constants';
import { SESSION_COOKIE, type Wire, decodeSession, encodeSession, newSessionId, sealJson, sessionSetCookie } from '@/edge/session-cookie';
import { SESSION_LIMITS, type SessionData } from '@/server/session-data';

const SECRET = 'k'.repeat(48);
const NOW = Date.UTC(2026, 10, 21, 8, 0, 0);
const base: SessionData = {
  sid: newSessionId(),
  accessToken: 'JWT aaa.bbb.ccc',
  refreshToken: 'rt-1',
  expireAt: NOW + 15 * 60_000,
  isLogin: false,
  currency: 'IRR',
  roleIds: [2],
  name: 'مهمان',
  basketId: null,
};

const wire = (ver: string, s: SessionData): Wire => [
  ver,
  NOW + 1e6,
  s.sid,
  s.accessToken,
  s.refreshToken,
  s.expireAt,
  s.isLogin,
  s.currency,
  s.roleIds,
  s.name,
  s.basketId,
];

describe('session cookie codec (workerd WebCrypto)', () => {
  it('round-trips and keeps the absolute expiry inside', async () => {
    const value = await encodeSession(SECRET, base, NOW);
    const out = await decodeSession(SECRET, value, NOW + 1000);
    expect(out).toEqual({ kind: 'ok', session: base, exp: NOW + 7 * 24 * 3600 * 1000 });
    expect(await decodeSession(SECRET, value, NOW + 7 * 24 * 3600 * 1000)).toEqual({ kind: 'expired' });
    expect(await decodeSession('x'.repeat(48), value, NOW)).toEqual({ kind: 'invalid' });
  });

  it('uses a fresh IV: the same session encrypts differently each time', async () => {
    expect(await encodeSession(SECRET, base, NOW)).not.toBe(await encodeSession(SECRET, base, NOW));
  });

  it('writes the cookie with __Host- prefix, HttpOnly, Secure, SameSite=Lax and a 7-day lifetime', () => {
    const header = sessionSetCookie('abc');
    expect(header).toBe(`${SESSION_COOKIE}=abc; Path=/; Max-Age=604800; HttpOnly; Secure; SameSite=Lax`);
    expect(SESSION_COOKIE.startsWith('__Host-')).toBe(true);
    expect(sessionSetCookie(null)).toContain('Max-Age=0');
  });

  it('stays under 4096 bytes (name + value) with worst-case token sizes', async () => {
    const worst: SessionData = {
      ...base,
      accessToken: 'JWT ' + 'A'.repeat(SESSION_LIMITS.accessToken - 4),
      refreshToken: 'R'.repeat(SESSION_LIMITS.refreshToken),
      name: 'ی'.repeat(SESSION_LIMITS.name),
      currency: 'TOMANXYZ',
      roleIds: Array.from({ length: SESSION_LIMITS.roles }, () => 2_147_483_647),
      expireAt: Number.MAX_SAFE_INTEGER,
      basketId: Number.MAX_SAFE_INTEGER,
    };
    const value = await encodeSession(SECRET, worst, NOW);
    const size = new TextEncoder().encode(`${SESSION_COOKIE}=${value}`).length;
    expect(size).toBeLessThanOrEqual(4096);
    // One character more than the limit is refused instead of writing an oversized cookie.
    await expect(encodeSession(SECRET, { ...worst, refreshToken: worst.refreshToken + 'R' }, NOW)).rejects.toThrow();
  });

  it.each([
    ['CR LF in the access token', { accessToken: 'JWT a\r\nSet-Cookie: x=1' }],
    ['NUL in the refresh token', { refreshToken: 'r\u0000t' }],
    ['a token without the JWT prefix', { accessToken: 'Bearer x' }],
  ])('treats a well-encrypted payload with %s as no session', async (_name, patch) => {
    const forged = await sealJson(SECRET, wire(APP_VERSION, { ...base, ...patch }));
    expect(await decodeSession(SECRET, forged, NOW)).toEqual({ kind: 'invalid' });
  });

  it('reports a cookie from another app version as version-changed', async () => {
    const old = await sealJson(SECRET, wire('0.16.9', base));
    expect(await decodeSession(SECRET, old, NOW)).toEqual({ kind: 'version-changed' });
  });

  it.each([
    ['empty', ''],
    ['base64 garbage', 'bm90IGEgY29va2ll'],
    ['not base64', '%%%***'],
    ['a 10 KB value', 'A'.repeat(10 * 1024)],
  ])('treats %s as no session without throwing', async (_n, value) => {
    const out = await decodeSession(SECRET, value, NOW);
    expect(out.kind === 'invalid' || out.kind === 'none').toBe(true);
  });

  it('property: round-trips any valid session', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          accessToken: fc.string({ unit: fc.constantFrom(...'abcXYZ012.-_'), maxLength: 300 }).map((s) => 'JWT ' + s),
          refreshToken: fc.string({ unit: fc.constantFrom(...'abcdef0123'), maxLength: 100 }),
          isLogin: fc.boolean(),
          roleIds: fc.array(fc.integer({ min: 0, max: 99 }), { maxLength: 5 }),
          name: fc.string({ maxLength: 30 }),
        }),
        async (patch) => {
          const s = { ...base, ...patch };
          const out = await decodeSession(SECRET, await encodeSession(SECRET, s, NOW), NOW);
          expect(out).toMatchObject({ kind: 'ok', session: s });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('property: any bit flip or truncation gives no session and never throws', async () => {
    const value = await encodeSession(SECRET, base, NOW);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: value.length - 1 }), fc.nat({ max: 63 }), fc.boolean(), async (pos, sym, truncate) => {
        let tampered: string;
        if (truncate) tampered = value.slice(0, pos);
        else {
          const replacement = alphabet[sym]!;
          fc.pre(replacement !== value[pos]);
          tampered = value.slice(0, pos) + replacement + value.slice(pos + 1);
        }
        const out = await decodeSession(SECRET, tampered, NOW);
        // The last base64 symbol carries padding bits that may decode to the same bytes: those are the only
        // edits allowed to survive, and then the payload is byte-identical.
        if (out.kind === 'ok') expect(pos).toBe(value.length - 1);
        else expect(['invalid', 'none']).toContain(out.kind);
      }),
      { numRuns: 150 },
    );
  });
});
