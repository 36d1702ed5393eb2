import * as v from 'valibot';

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
}

const ConfigSchema = v.object({
  appEnv: v.picklist(['production', 'staging', 'development', 'test']),
  /** `null` = the embedded sandbox supplier, in-process. */
  upstreamUrl: v.nullable(v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//))),
  providerCode: v.pipe(v.string(), v.minLength(1)),
  sessionSecret: v.pipe(v.string(), v.minLength(32, 'SESSION_SECRET must be at least 32 characters')),
  guest: v.object({ username: v.pipe(v.string(), v.minLength(1)), password: v.pipe(v.string(), v.minLength(1)) }),
  guestBooking: v.boolean(),
});

export type AppConfig = v.InferOutput<typeof ConfigSchema>;

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
  const config = v.parse(ConfigSchema, {
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
