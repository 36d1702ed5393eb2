import * as v from 'valibot';
import { type AppConfig, AppConfigSchema } from '@/server/app-config';

/** Bindings and vars the worker reads (wrangler.toml [vars], secrets, .dev.vars). */
export interface Env {
  ASSETS?: { fetch: (req: Request) => Promise<Response> };
  APP_ENV?: string;
  UPSTREAM_URL?: string;
  PROVIDER_CODE?: string;
  SESSION_SECRET?: string;
  /** The supplier's shared guest account (the sandbox's is guest/guest). */
  GUEST_USERNAME?: string;
  /** "false" makes guests log in before reserving (spec 000 §4 "Guest booking allowed"). Default true. */
  GUEST_BOOKING?: string;
  GUEST_PASSWORD?: string;
  /** "1" serves the bench's reference page (src/edge/bench-reference.ts); only `npm run bench` sets it. */
  BENCH_REFERENCE?: string;
}

// Development-only fallback so a fresh clone starts without any set-up; production refuses it.
const DEV_SECRET = 'dev-only-insecure-session-secret-0123456789';

const cache = new WeakMap<object, AppConfig>();

/** Reads and validates configuration from the worker env (`c.env`). Throws on a misconfigured deploy. */
export function readConfig(env: Env | undefined): AppConfig {
  const key = env ?? {};
  const hit = cache.get(key);
  if (hit) return hit;
  const appEnv = env?.APP_ENV ?? 'development';
  const upstream = env?.UPSTREAM_URL?.trim();
  const config = v.parse(AppConfigSchema, {
    appEnv,
    upstreamUrl: !upstream || upstream === 'sandbox' ? null : upstream,
    providerCode: env?.PROVIDER_CODE ?? 'safarnameh-web',
    sessionSecret: env?.SESSION_SECRET ?? (appEnv === 'production' ? '' : DEV_SECRET),
    guest: { username: env?.GUEST_USERNAME ?? 'guest', password: env?.GUEST_PASSWORD ?? 'guest' },
    guestBooking: env?.GUEST_BOOKING !== 'false',
  });
  cache.set(key, config);
  return config;
}
