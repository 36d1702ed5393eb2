/**
 * The worker's configuration once validated: which environment this is, which supplier to call, the session secret,
 * the shared guest account and whether guests may book. The edge reads it from the worker env once per isolate
 * (`src/edge/env.ts`); the rest of the request reads it from the request context.
 */
import * as v from 'valibot';

export const AppConfigSchema = v.object({
  appEnv: v.picklist(['production', 'staging', 'development', 'test']),
  /** `null` = the embedded sandbox supplier, in-process. */
  upstreamUrl: v.nullable(v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//))),
  providerCode: v.pipe(v.string(), v.minLength(1)),
  sessionSecret: v.pipe(v.string(), v.minLength(32, 'SESSION_SECRET must be at least 32 characters')),
  guest: v.object({ username: v.pipe(v.string(), v.minLength(1)), password: v.pipe(v.string(), v.minLength(1)) }),
  guestBooking: v.boolean(),
  /** A public demo (`DEMO_MODE="on"`): production may run the sandbox supplier and its guest account. */
  demoMode: v.boolean(),
  /** Test and development only (`RENDER_FAULTS="on"`): the render-fault test page exists (src/pages/(default)/__test). */
  renderFaults: v.boolean(),
  /**
   * Test and development only (`SANDBOX_CLOCK="on"`, on the embedded sandbox): the browser's `sandbox-clock` cookie
   * moves the request's "now" for the site's rules and the sandbox alike (src/edge/clock.ts). Refused in production
   * and in a public demo, and with a real supplier.
   */
  sandboxClock: v.boolean(),
  /**
   * `TRUST_CF_HEADERS="on"`: the site sits behind Cloudflare, so `CF-Connecting-IP` is the client's address (Cloudflare
   * sets it and overwrites any sent). Off, anyone can send that header: the client is the connection (src/edge/client-address.ts).
   */
  trustCfHeaders: v.boolean(),
  /** The embedded sandbox's signing key (`SANDBOX_SECRET`), or null: a random one per process (dev and tests only). */
  sandboxSecret: v.nullable(v.pipe(v.string(), v.minLength(32, 'SANDBOX_SECRET must be at least 32 characters'))),
  /** `MAGAZINE_URL`: the external magazine «مجله» links to; null = the site's own article list at /blog. */
  magazineUrl: v.nullable(
    v.pipe(v.string(), v.url('MAGAZINE_URL must be an absolute URL'), v.regex(/^https?:\/\//, 'MAGAZINE_URL must be http(s)')),
  ),
  /**
   * `BETA_SITE_URL`: counter users' page visits are redirected there (spec 001 §4 "redirect to the beta site"), unless
   * they chose to stay (the prevent-redirect cookie). null (the default) = no redirect.
   */
  betaSiteUrl: v.nullable(
    v.pipe(v.string(), v.url('BETA_SITE_URL must be an absolute URL'), v.regex(/^https:\/\//, 'BETA_SITE_URL must be https')),
  ),
});

export type AppConfig = v.InferOutput<typeof AppConfigSchema>;
