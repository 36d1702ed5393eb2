/** Options, the per-app context and the Hono env type of the sandbox. */
import type { AccessTokenClaims } from '../schemas/auth';
import type { FaultSpec } from './faults';

export interface SandboxOptions {
  /** Data seed; the same seed gives byte-identical data. Default 1405. */
  seed?: number;
  /** Milliseconds since the epoch. Default Date.now. Rounds, token expiry and "today" follow it. */
  clock?: () => number;
  /** Delay before the first round of results. Default 1200. */
  firstRoundDelayMs?: number;
  /**
   * How long a single-answer search takes (an insurer's quote, an attraction's or a CIP's availability list). Default
   * 0: answered at once, as the tests want. A real supplier takes about as long as a search round, and the bench sets
   * it (`SANDBOX_ANSWER_DELAY_MS`, read by the sandbox's Durable Object) to measure those pages as the round-based
   * ones: the site's time over the supplier's.
   */
  answerDelayMs?: number;
  /** Sink for notable events: SMS codes, leads, payments, faults. Default: nothing. */
  log?: (msg: string) => void;
  /** Waits used by the latency and hang knobs. Default: setTimeout that stops on abort. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Access token lifetime. Default 15 minutes. */
  accessTtlMs?: number;
  /** Refresh token lifetime. Default 7 days (the session cookie's lifetime). */
  refreshTtlMs?: number;
  /** Lifetime of search tokens. Default 1200 s (the spec's session expiry). */
  searchTtlMs?: number;
  /** Upper bound of the hang knob. Default 130 s (longer than the product's 120 s timeout). */
  maxHangMs?: number;
  /**
   * Prefix of URLs the browser follows (images, the payment page). Default '' (relative `/sandbox/...` URLs:
   * the product forwards `/sandbox/*` to this app). The standalone runner sets its own origin.
   */
  publicBaseUrl?: string;
  /** Fault knobs on (default) or off. Turn off where untrusted callers could reach the sandbox. */
  faults?: boolean;
  /**
   * HMAC key of the sandbox's signed tokens (access, refresh, SMS code, search). From a secret binding
   * (`SANDBOX_SECRET`) where one is set; otherwise a random key made once per process (dev and tests). Never a value
   * written in the source: a key anyone can read signs anything.
   */
  secret?: string;
}

export interface SandboxContext {
  seed: number;
  clock: () => number;
  firstRoundDelayMs: number;
  answerDelayMs: number;
  log: (msg: string) => void;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  accessTtlMs: number;
  refreshTtlMs: number;
  searchTtlMs: number;
  maxHangMs: number;
  publicBaseUrl: string;
  faults: boolean;
  secret: string;
}

export interface AuthInfo {
  claims: AccessTokenClaims;
}

export interface SandboxEnv {
  Variables: {
    ctx: SandboxContext;
    auth: AuthInfo | undefined;
    fault: FaultSpec | undefined;
  };
}

export function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, Math.max(0, ms));
    function done(): void {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

let processSecret: string | undefined;
/** A random key made once per process (isolate): every sandbox context here shares it. */
export function processSandboxSecret(): string {
  if (!processSecret) {
    const bytes = crypto.getRandomValues(new Uint8Array(32));
    processSecret = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  }
  return processSecret;
}

export function createContext(options: SandboxOptions = {}): SandboxContext {
  const seed = options.seed ?? 1405;
  return {
    seed,
    clock: options.clock ?? Date.now,
    firstRoundDelayMs: options.firstRoundDelayMs ?? 1200,
    answerDelayMs: Math.max(0, options.answerDelayMs ?? 0),
    log: options.log ?? (() => {}),
    sleep: options.sleep ?? defaultSleep,
    accessTtlMs: options.accessTtlMs ?? 15 * 60_000,
    refreshTtlMs: options.refreshTtlMs ?? 7 * 86_400_000,
    searchTtlMs: options.searchTtlMs ?? 1_200_000,
    maxHangMs: options.maxHangMs ?? 130_000,
    publicBaseUrl: (options.publicBaseUrl ?? '').replace(/\/+$/, ''),
    faults: options.faults ?? true,
    secret: options.secret || processSandboxSecret(),
  };
}

/** The wait of a single-answer search (`answerDelayMs`), cut short if the caller goes away. */
export function answerDelay(ctx: SandboxContext, signal?: AbortSignal): Promise<void> {
  return ctx.answerDelayMs > 0 ? ctx.sleep(ctx.answerDelayMs, signal) : Promise.resolve();
}

/** `SANDBOX_ANSWER_DELAY_MS` as a delay: whole milliseconds up to 10 s, anything else none. */
export function answerDelayFromEnv(text: string | undefined): number {
  return text && /^\d{1,5}$/.test(text) ? Math.min(Number(text), 10_000) : 0;
}
