/**
 * `POST /api/auth/login`: wrong passwords slow the one who types them, and nobody can lock an owner out (issue 43
 * case 8). Rules (numbers in LOGIN_DELAYS and RATE_LIMITS.login, src/lib/constants.ts):
 * - Per account and client, after a few failures every further attempt waits longer (5 s, 10 s, 20 s … 15 min):
 *   a 429 with `Retry-After` that does not reach the supplier and does not count.
 * - A device the account logged in from before (the device cookie, set here at every successful login; sealed with
 *   the session secret, it names the accounts that logged in on it) counts its own failures only: an attacker's
 *   failures elsewhere never stop the owner's correct password there.
 * - Any other device: past the account's limit of failures in the window the password alone is not enough (429
 *   `verification_required`: the SMS code of password recovery is the way in), and past the client's limit across
 *   accounts, 429. The client is `clientAddress` (client-address.ts): a spoofable header is not trusted.
 */
import type { Context, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { KNOWN_DEVICE, LOGIN_DELAYS, RATE_LIMITS } from '@/lib/constants';
import * as messages from '@/lib/messages';
import { clientAddress } from './client-address';
import { accountKey, bodyOf } from './request-account';
import { newSessionId, openJson, sealJson } from './session-cookie';

export const DEVICE_COOKIE = '__Host-sfn_device';

const Device = v.object({
  d: v.pipe(v.string(), v.maxLength(64)),
  a: v.pipe(v.array(v.pipe(v.string(), v.maxLength(128))), v.maxLength(20)),
});
type Device = v.InferOutput<typeof Device>;

const noStore = { 'Cache-Control': 'no-store' };

export function loginGuard(): MiddlewareHandler {
  return async (c, next) => {
    const store = c.get('edgeStore');
    const rule = RATE_LIMITS.login;
    const secret = c.get('config').sessionSecret;
    const account = accountKey((await bodyOf(c.req.raw)).username);
    const client = clientAddress(c);
    const device = await readDevice(c, secret);
    const known = account !== null && device?.a.includes(account) === true;
    const now = store.now();
    const clientKey = `login:client:${client}`;
    const accountKeyName = account ? `login:account:${account}` : null;
    const pairKey = account ? (known ? `login:device:${account}:${device!.d}` : `login:pair:${account}:${client}`) : null;

    if (!known) {
      const w = await store.count(clientKey, 0, rule.windowMs);
      if (w.count >= rule.perClient) return refuse(c, 'too_many_attempts', w.resetAt - now);
      if (accountKeyName) {
        const a = await store.count(accountKeyName, 0, rule.windowMs);
        if (a.count >= rule.perAccount) return refuse(c, 'verification_required', a.resetAt - now);
      }
    }
    if (pairKey) {
      const failures = (await store.count(pairKey, 0, rule.windowMs)).count;
      if (failures >= LOGIN_DELAYS.freeFailures) {
        const wait = await store.count(`${pairKey}:wait:${failures}`, 0, 1);
        if (wait.count > 0) return refuse(c, 'too_many_attempts', wait.resetAt - now);
      }
    }

    await next();
    const status = c.res.status;
    if (status === 200 && account) {
      c.res.headers.append('Set-Cookie', await deviceCookie(secret, device, account));
    } else if (isFailure(status)) {
      const counts: Promise<unknown>[] = [];
      if (!known) {
        counts.push(store.count(clientKey, 1, rule.windowMs));
        if (accountKeyName) counts.push(store.count(accountKeyName, 1, rule.windowMs));
      }
      if (pairKey) {
        const failures = (await store.count(pairKey, 1, rule.windowMs)).count;
        if (failures >= LOGIN_DELAYS.freeFailures) counts.push(store.count(`${pairKey}:wait:${failures}`, 1, delayAfter(failures)));
      }
      await Promise.all(counts);
    }
  };
}

/** The wait after the n-th failure (n ≥ freeFailures): doubling from the first delay, at most the maximum. */
export function delayAfter(failures: number): number {
  const steps = Math.min(30, failures - LOGIN_DELAYS.freeFailures);
  return Math.min(LOGIN_DELAYS.maxDelayMs, LOGIN_DELAYS.firstDelayMs * 2 ** steps);
}

function refuse(c: Context, code: 'too_many_attempts' | 'verification_required', waitMs: number): Response {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const message =
    code === 'verification_required'
      ? messages.rateLimit.verificationRequired
      : seconds < 60
        ? messages.rateLimit.waitSeconds(seconds)
        : messages.rateLimit.tooMany(Math.ceil(seconds / 60));
  return c.json({ succeed: false, code, message }, 429, { ...noStore, 'Retry-After': String(seconds) });
}

/** A refusal of the attempt itself (wrong password, a malformed form), not an outage. */
function isFailure(status: number): boolean {
  return status === 400 || status === 401 || status === 403 || status === 404;
}

async function readDevice(c: Context, secret: string): Promise<Device | null> {
  const raw = c.req
    .header('Cookie')
    ?.split(';')
    .map((p) => p.trim())
    .find((p) => p.startsWith(`${DEVICE_COOKIE}=`))
    ?.slice(DEVICE_COOKIE.length + 1);
  const parsed = v.safeParse(Device, await openJson(secret, raw));
  return parsed.success ? parsed.output : null;
}

/** The device cookie after a successful login of `account`: this device, remembering the account (newest first). */
async function deviceCookie(secret: string, device: Device | null, account: string): Promise<string> {
  const accounts = [account, ...(device?.a ?? []).filter((a) => a !== account)].slice(0, KNOWN_DEVICE.maxAccounts);
  const value = await sealJson(secret, { d: device?.d ?? newSessionId(), a: accounts });
  return `${DEVICE_COOKIE}=${value}; Path=/; Max-Age=${KNOWN_DEVICE.maxAgeSeconds}; HttpOnly; Secure; SameSite=Lax`;
}
