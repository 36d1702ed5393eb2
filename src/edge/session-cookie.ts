import * as v from 'valibot';
import { APP_VERSION, SESSION_COOKIE_MAX_AGE_SECONDS } from '@/lib/constants';
import { SessionData } from '@/server/session-data';

/**
 * The session cookie: AES-256-GCM (AEAD) over a small JSON payload, key derived with HKDF from
 * SESSION_SECRET. `__Host-` prefix ⇒ Secure, Path=/, no Domain. HttpOnly ⇒ page scripts can never read it.
 * The absolute expiry and the app version live inside the encrypted payload, so neither can be edited.
 */
export const SESSION_COOKIE = '__Host-sfn_session';

const Envelope = v.object({
  /** App version the cookie was written by: a change wipes the session (spec 001 §4). */
  ver: v.string(),
  /** Absolute expiry of the cookie, epoch ms (7 days from issue). */
  exp: v.number(),
  s: SessionData,
});

export type DecodeResult =
  | { kind: 'none' }
  | { kind: 'invalid' }
  | { kind: 'expired' }
  | { kind: 'version-changed' }
  | { kind: 'ok'; session: SessionData; exp: number };

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const keyCache = new Map<string, Promise<CryptoKey>>();

function deriveKey(secret: string): Promise<CryptoKey> {
  let key = keyCache.get(secret);
  if (!key) {
    key = crypto.subtle
      .importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveKey'])
      .then((base) =>
        crypto.subtle.deriveKey(
          { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode('sfn-session-cookie'), info: encoder.encode('aes-256-gcm v1') },
          base,
          { name: 'AES-GCM', length: 256 },
          false,
          ['encrypt', 'decrypt'],
        ),
      );
    keyCache.set(secret, key);
  }
  return key;
}

function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const out = new Uint8Array(new ArrayBuffer(bin.length));
    for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
}

// Binds the ciphertext to this cookie's name and format.
const AAD = encoder.encode(`${SESSION_COOKIE}|v1`);
const IV_BYTES = 12;
/** A real cookie is < 4 KB; anything much larger is garbage and is not even decrypted. */
const MAX_ENCODED = 4096;

export async function encodeSession(
  secret: string,
  session: SessionData,
  now: number,
  exp = now + SESSION_COOKIE_MAX_AGE_SECONDS * 1000,
): Promise<string> {
  return sealJson(secret, toWire(v.parse(Envelope, { ver: APP_VERSION, exp, s: session })));
}

// On the wire the envelope is a positional array (no key names): every byte counts under the 4 KB cookie limit.
// The session's orders come last, only when it has any; then a payment link's session has its flag (1).
export type Wire = [string, number, string, string, string, number, boolean, string, number[], string, number | null, number[]?, 1?];
function toWire({ ver, exp, s }: v.InferOutput<typeof Envelope>): Wire {
  const w: Wire = [ver, exp, s.sid, s.accessToken, s.refreshToken, s.expireAt, s.isLogin, s.currency, s.roleIds, s.name, s.basketId];
  if (s.orders?.length || s.paymentLink) w.push(s.orders ?? []);
  if (s.paymentLink) w.push(1);
  return w;
}
function fromWire(w: unknown): unknown {
  if (!Array.isArray(w) || w.length < 11 || w.length > 13) return null;
  const [ver, exp, sid, accessToken, refreshToken, expireAt, isLogin, currency, roleIds, name, basketId, orders, link] = w;
  const s = { sid, accessToken, refreshToken, expireAt, isLogin, currency, roleIds, name, basketId };
  if (w.length === 13 && link !== 1) return null;
  return {
    ver,
    exp,
    s: {
      ...s,
      ...(w.length >= 12 && (orders as unknown[] | null)?.length !== 0 ? { orders } : {}),
      ...(w.length === 13 ? { paymentLink: true } : {}),
    },
  };
}

/** Encrypts any JSON value as a cookie value. Exported for tests that need to forge well-encrypted bad payloads. */
export async function sealJson(secret: string, value: unknown): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plain = encoder.encode(JSON.stringify(value));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: AAD }, await deriveKey(secret), plain));
  const out = new Uint8Array(IV_BYTES + sealed.length);
  out.set(iv);
  out.set(sealed, IV_BYTES);
  return toBase64Url(out);
}

/** The JSON value `sealJson` sealed, or null for anything else (never throws). */
export async function openJson(secret: string, value: string | undefined): Promise<unknown> {
  if (!value || value.length > MAX_ENCODED) return null;
  const bytes = fromBase64Url(value);
  if (!bytes || bytes.length < IV_BYTES + 17) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES), additionalData: AAD },
      await deriveKey(secret),
      bytes.subarray(IV_BYTES),
    );
    return JSON.parse(decoder.decode(plain)) as unknown;
  } catch {
    return null;
  }
}

/** Never throws: anything that is not a valid, unexpired cookie of this app version says so. */
export async function decodeSession(secret: string, value: string | undefined, now: number): Promise<DecodeResult> {
  if (!value) return { kind: 'none' };
  if (value.length > MAX_ENCODED) return { kind: 'invalid' };
  const bytes = fromBase64Url(value);
  if (!bytes || bytes.length < IV_BYTES + 17) return { kind: 'invalid' };
  let envelope: v.InferOutput<typeof Envelope>;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES), additionalData: AAD },
      await deriveKey(secret),
      bytes.subarray(IV_BYTES),
    );
    const wire: unknown = JSON.parse(decoder.decode(plain));
    // The version comes first, before the shape: another version may have written another layout.
    if (Array.isArray(wire) && typeof wire[0] === 'string' && wire[0] !== APP_VERSION) return { kind: 'version-changed' };
    const parsed = v.safeParse(Envelope, fromWire(wire));
    if (!parsed.success) return { kind: 'invalid' };
    envelope = parsed.output;
  } catch {
    return { kind: 'invalid' };
  }
  if (envelope.ver !== APP_VERSION) return { kind: 'version-changed' };
  if (envelope.exp <= now) return { kind: 'expired' };
  return { kind: 'ok', session: envelope.s, exp: envelope.exp };
}

/** The Set-Cookie value for a session; `null` clears it. */
export function sessionSetCookie(value: string | null, maxAgeSeconds = SESSION_COOKIE_MAX_AGE_SECONDS): string {
  if (value === null) return `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`;
  return `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; Secure; SameSite=Lax`;
}

/**
 * The visit marker: no Max-Age, so it ends with the browser session. Its absence on a page load marks the start of a
 * visit (src/edge/session.ts), when a still-valid session is checked with the supplier once.
 */
export const VISIT_COOKIE = '__Host-sfn_visit';
export function visitSetCookie(): string {
  return `${VISIT_COOKIE}=1; Path=/; HttpOnly; Secure; SameSite=Lax`;
}

/**
 * A new session id: 18 random bytes, 24 characters. Ids made before the edge store's shards (issue 43, session 41)
 * had 16 bytes, 22 characters: the length tells the store where such a session's records are (durable-store.ts).
 */
export function newSessionId(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(18)));
}

/** A session made before the edge store's shards (its id has the old length); see `newSessionId`. */
export const isPreShardSessionId = (sid: string): boolean => sid.length === 22;
