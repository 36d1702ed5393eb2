import * as v from 'valibot';
import { type AppConfig, AppConfigSchema } from '@/server/app-config';

/** Bindings and vars the worker reads (wrangler.toml [vars], secrets, .dev.vars). */
export interface Env {
  ASSETS?: { fetch: (req: Request) => Promise<Response> };
  APP_ENV?: string;
  UPSTREAM_URL?: string;
  PROVIDER_CODE?: string;
  SESSION_SECRET?: string;
  /**
   * The embedded sandbox supplier's signing key (≥ 32 characters; a secret). Required for a public demo
   * (`DEMO_MODE="on"`) and in production; development and tests make a random one per process when it is unset.
   */
  SANDBOX_SECRET?: string;
  /** The supplier's shared guest account (the sandbox's is guest/guest). */
  GUEST_USERNAME?: string;
  /** "false" makes guests log in before reserving (spec 000 §4 "Guest booking allowed"). Default true. */
  GUEST_BOOKING?: string;
  GUEST_PASSWORD?: string;
  /** "1" serves the bench's reference page (src/edge/bench-reference.ts); only `npm run bench` sets it. */
  BENCH_REFERENCE?: string;
  /** "on": a public demo; production may then run the embedded sandbox supplier and its guest/guest account. */
  DEMO_MODE?: string;
  /** "info" (default), "warn" or "error": the least level of the JSON log lines written (src/edge/logging.ts). */
  LOG_LEVEL?: string;
  /** "on" (test and development only): the render-fault test page (/test-faults/render/…) exists. */
  RENDER_FAULTS?: string;
  /**
   * "on" (test and development only, on the embedded sandbox): the clock knob, the `sandbox-clock` cookie moving a
   * browser session's "now" (src/edge/clock.ts). Refused in production, in a public demo and with a real supplier.
   */
  SANDBOX_CLOCK?: string;
  /** "on": the site is behind Cloudflare, so `CF-Connecting-IP` is the client's address (rate limits key on it). */
  TRUST_CF_HEADERS?: string;
  /** The external magazine's URL (http/https) that «مجله» links to; unset = the site's own article list at /blog. */
  MAGAZINE_URL?: string;
  /** The beta site counter users are redirected to (https); unset (the default) = no beta redirect. */
  BETA_SITE_URL?: string;
}

// Development-only fallback so a fresh clone starts without any set-up; production refuses it.
const DEV_SECRET = 'dev-only-insecure-session-secret-0123456789';
const SANDBOX_GUEST = { username: 'guest', password: 'guest' };

/** A deploy the worker refuses to serve: every reason is a line for the operator (never shown to a visitor). */
export class ConfigError extends Error {
  constructor(readonly reasons: string[]) {
    super(reasons.join('; '));
    this.name = 'ConfigError';
  }
}

const cache = new WeakMap<object, AppConfig | ConfigError>();

/**
 * Reads and validates configuration from the worker env (`c.env`), once per env object. Throws a `ConfigError` on a
 * misconfigured deploy. Production fails closed: the embedded sandbox supplier, the sandbox's guest/guest account and
 * the render-fault test page are refused there, the first two unless `DEMO_MODE="on"` says this is a public demo.
 */
export function readConfig(env: Env | undefined): AppConfig {
  const key = env ?? {};
  const hit = cache.get(key);
  if (hit instanceof ConfigError) throw hit;
  if (hit) return hit;
  let result: AppConfig | ConfigError;
  try {
    result = validate(env);
  } catch (err) {
    result = err instanceof ConfigError ? err : new ConfigError([err instanceof Error ? err.message : String(err)]);
  }
  cache.set(key, result);
  if (result instanceof ConfigError) throw result;
  return result;
}

function validate(env: Env | undefined): AppConfig {
  const appEnv = env?.APP_ENV ?? 'development';
  const upstream = env?.UPSTREAM_URL?.trim();
  const parsed = v.safeParse(AppConfigSchema, {
    appEnv,
    upstreamUrl: !upstream || upstream === 'sandbox' ? null : upstream,
    providerCode: env?.PROVIDER_CODE ?? 'safarnameh-web',
    sessionSecret: env?.SESSION_SECRET ?? (appEnv === 'production' ? '' : DEV_SECRET),
    guest: { username: env?.GUEST_USERNAME ?? SANDBOX_GUEST.username, password: env?.GUEST_PASSWORD ?? SANDBOX_GUEST.password },
    guestBooking: env?.GUEST_BOOKING !== 'false',
    demoMode: env?.DEMO_MODE === 'on',
    renderFaults: env?.RENDER_FAULTS === 'on',
    sandboxClock: env?.SANDBOX_CLOCK === 'on',
    trustCfHeaders: env?.TRUST_CF_HEADERS === 'on',
    sandboxSecret: env?.SANDBOX_SECRET || null,
    magazineUrl: env?.MAGAZINE_URL?.trim() || null,
    betaSiteUrl: env?.BETA_SITE_URL?.trim() || null,
  });
  if (!parsed.success) throw new ConfigError(parsed.issues.map((i) => `${v.getDotPath(i) ?? 'config'}: ${i.message}`));
  const config = parsed.output;
  const reasons: string[] = [];
  if (config.appEnv === 'production') {
    if (!config.demoMode && config.upstreamUrl === null)
      reasons.push('UPSTREAM_URL is the embedded sandbox in production (set a real supplier, or DEMO_MODE="on" for a demo)');
    if (!config.demoMode && config.guest.username === SANDBOX_GUEST.username && config.guest.password === SANDBOX_GUEST.password)
      reasons.push(
        'the guest account is the sandbox\'s guest/guest in production (set GUEST_USERNAME/GUEST_PASSWORD secrets, or DEMO_MODE="on")',
      );
    if (config.renderFaults) reasons.push('RENDER_FAULTS is a test switch and is never allowed in production');
    if (config.sandboxClock) reasons.push('SANDBOX_CLOCK is a test switch and is never allowed in production');
  }
  // The clock knob lets a visitor choose the time the site's rules read: never where the public comes (a demo), and
  // only on the embedded sandbox, which reads the same shift (a real supplier would disagree with the site).
  if (config.sandboxClock && config.appEnv !== 'production' && config.demoMode)
    reasons.push('SANDBOX_CLOCK is a test switch and is never allowed in a public demo');
  if (config.sandboxClock && config.upstreamUrl !== null)
    reasons.push('SANDBOX_CLOCK works only on the embedded sandbox (UPSTREAM_URL is a real supplier)');
  // The sandbox signs its tokens with this key; one anyone can read (a default in the source) signs anything, so a
  // public demo, or production, on the embedded sandbox brings its own (development and tests make a random one).
  if (config.upstreamUrl === null && config.sandboxSecret === null && (config.appEnv === 'production' || config.demoMode))
    reasons.push(
      'SANDBOX_SECRET is unset: a public demo or production on the embedded sandbox needs its own key (a secret, ≥ 32 characters)',
    );
  if (reasons.length) throw new ConfigError(reasons);
  return config;
}
