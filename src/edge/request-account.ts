/**
 * Which account a login, SMS or tracking request names, for the counters that limit attempts per account
 * (rate-limit.ts, login-guard.ts). One reading for both, so an account cannot dodge one counter by spelling itself
 * the way only the other one understands.
 */
import { normalizeMobile } from '@/lib/validate';

/** The JSON body, read from a copy (the route reads it again); anything else is no account. */
export async function bodyOf(req: Request): Promise<Record<string, unknown>> {
  try {
    const value: unknown = await req.clone().json();
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** One spelling per account: a mobile in its national form (+98…, 98…, Persian digits → 09…), else lower-case. */
export function accountKey(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const key = normalizeMobile(value).trim().toLowerCase().slice(0, 128);
  return key || null;
}
