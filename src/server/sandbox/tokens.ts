/**
 * Signed tokens (HMAC-SHA256 with crypto.subtle). Everything a token needs is inside it, so tokens work across
 * isolates: access tokens (real JWTs behind the `JWT ` scheme word), refresh tokens, SMS-code tokens, search,
 * package and payment tokens.
 */
import * as v from 'valibot';
import { roleIds } from '@/lib/roles';
import { AccessTokenClaims, type RoleName } from '../schemas/auth';
import type { SandboxContext } from './context';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function b64urlEncode(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function b64urlDecode(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
    const out = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
}

function jsonB64(value: unknown): string {
  return b64urlEncode(encoder.encode(JSON.stringify(value)));
}

function parseJsonB64(text: string): unknown {
  const bytes = b64urlDecode(text);
  if (!bytes) return undefined;
  try {
    return JSON.parse(decoder.decode(bytes));
  } catch {
    return undefined;
  }
}

const keys = new Map<string, Promise<CryptoKey>>();
function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

async function hmac(secret: string, data: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(data)));
}

function timingSafeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** A short keyed hash (e.g. of an SMS code), safe to put inside a token. */
export async function keyedHash(ctx: SandboxContext, data: string): Promise<string> {
  return b64urlEncode((await hmac(ctx.secret, `kh:${data}`)).slice(0, 12));
}

export function randomId(bytes = 12): string {
  return b64urlEncode(crypto.getRandomValues(new Uint8Array(bytes)));
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

// ---- compact signed payloads: `<prefix>.<b64url json>.<b64url 16-byte mac>` ----

export async function signPayload(ctx: SandboxContext, prefix: string, payload: object): Promise<string> {
  const body = `${prefix}.${jsonB64(payload)}`;
  return `${body}.${b64urlEncode((await hmac(ctx.secret, body)).slice(0, 16))}`;
}

/** The payload, or null when the token is malformed, forged or of another kind. Expiry is the caller's business. */
export async function verifyPayload(ctx: SandboxContext, prefix: string, token: string): Promise<Record<string, unknown> | null> {
  if (token.length > 8192) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== prefix) return null;
  const body = `${parts[0]}.${parts[1]}`;
  const expected = b64urlEncode((await hmac(ctx.secret, body)).slice(0, 16));
  if (!timingSafeEqual(expected, parts[2] ?? '')) return null;
  const payload = parseJsonB64(parts[1] ?? '');
  return payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
}

// ---- access tokens ----

export interface TokenSubject {
  userId: string;
  username: string;
  name: string;
  family: string;
  currency: string;
  roles: readonly RoleName[];
}

/**
 * `scope`: a payment link's token (routes/basket.ts GetByExternalId), limited to one basket (`bsk`) and expiring at
 * `expireAt` (the link's end, or sooner); guard.ts `basketScope` keeps it to that basket and its order.
 */
export async function issueAccessToken(
  ctx: SandboxContext,
  subject: TokenSubject,
  scope?: { basketId: number; expireAt: number },
): Promise<{ token: string; expireAt: number }> {
  const now = ctx.clock();
  const exp = scope ? scope.expireAt : now + ctx.accessTtlMs;
  const claims: AccessTokenClaims = {
    typ: 'access',
    sub: subject.userId,
    username: subject.username,
    roleIds: roleIds(subject.roles),
    name: subject.name,
    family: subject.family,
    currency: subject.currency,
    iat: Math.floor(now / 1000),
    exp: Math.floor(exp / 1000),
    jti: randomId(9),
    ...(scope ? { bsk: scope.basketId } : {}),
  };
  const body = `${jsonB64({ alg: 'HS256', typ: 'JWT' })}.${jsonB64(claims)}`;
  return { token: `JWT ${body}.${b64urlEncode(await hmac(ctx.secret, body))}`, expireAt: exp };
}

export type AccessCheck = { ok: true; claims: AccessTokenClaims } | { ok: false; reason: 'missing' | 'invalid' | 'expired' };

/** Accepts `JWT <jwt>`, `Bearer <jwt>` or a bare JWT. */
export async function verifyAccessToken(ctx: SandboxContext, header: string | undefined): Promise<AccessCheck> {
  if (!header?.trim()) return { ok: false, reason: 'missing' };
  const raw = header.trim().replace(/^(JWT|Bearer)\s+/i, '');
  if (raw.length > 4096) return { ok: false, reason: 'invalid' };
  const parts = raw.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'invalid' };
  const body = `${parts[0]}.${parts[1]}`;
  const expected = b64urlEncode(await hmac(ctx.secret, body));
  if (!timingSafeEqual(expected, parts[2] ?? '')) return { ok: false, reason: 'invalid' };
  const parsed = v.safeParse(AccessTokenClaims, parseJsonB64(parts[1] ?? ''));
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  if (parsed.output.exp * 1000 <= ctx.clock()) return { ok: false, reason: 'expired' };
  return { ok: true, claims: parsed.output };
}

// ---- refresh tokens (single use; rotation is enforced by the store's used-jti set) ----

export interface RefreshPayload extends TokenSubject {
  jti: string;
  /** Rotation family: all tokens descending from one login. */
  fam: string;
  exp: number;
}

export async function issueRefreshToken(
  ctx: SandboxContext,
  subject: TokenSubject,
  family?: string,
): Promise<{ token: string; expireAt: number }> {
  const exp = ctx.clock() + ctx.refreshTtlMs;
  const payload = {
    u: subject.userId,
    n: subject.username,
    fn: subject.name,
    ln: subject.family,
    c: subject.currency,
    r: subject.roles,
    j: randomId(9),
    f: family ?? randomId(9),
    e: exp,
  };
  return { token: await signPayload(ctx, 'rt1', payload), expireAt: exp };
}

export async function readRefreshToken(ctx: SandboxContext, token: string): Promise<RefreshPayload | null> {
  const p = await verifyPayload(ctx, 'rt1', token);
  if (!p) return null;
  const { u, n, fn, ln, c, r, j, f, e } = p;
  if (typeof u !== 'string' || typeof n !== 'string' || typeof j !== 'string' || typeof f !== 'string' || typeof e !== 'number')
    return null;
  return {
    userId: u,
    username: n,
    name: String(fn ?? ''),
    family: String(ln ?? ''),
    currency: String(c ?? 'IRR'),
    roles: Array.isArray(r) ? (r.filter((x) => typeof x === 'string') as RoleName[]) : [],
    jti: j,
    fam: f,
    exp: e,
  };
}
