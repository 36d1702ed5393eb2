/**
 * Analytics records (spec 000 §3 "Campaign/analytics record", "Session marketing record"; §7 POST
 * /auth/analytics/AnalyticsInputInformation; §8 "Search failure … reported through … an analytics event"):
 * - a landing whose URL carries utm_* or gclid sends one record: the campaign fields from the utm_* parameters, the
 *   landing location, referrer and path, gclid and the paid-click flag (1 when gclid is present and utm_source is cpc);
 * - a failed search sends one record with `event: 'search_failed'` and the search's path.
 * Never blocking: the call runs after the answer (the worker's `waitUntil`), once, with its own short timeout, and any
 * failure is only logged. It carries the session's token but a refusal never starts a guest login (the answer has
 * been sent by then). Product-free: the path is the request's own.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AnalyticsRecord } from '@/server/schemas/events';
import { AnalyticsResponse } from '@/server/schemas/events';
import { requestKind } from './request-kind';

export const ANALYTICS_PATH = '/auth/analytics/AnalyticsInputInformation';
/** The analytics call's whole budget (ms): past it the call is abandoned. */
export const ANALYTICS_TIMEOUT_MS = 2_000;
const MAX_TEXT = 2_000;

const UTM = {
  campaign: 'utm_campaign',
  medium: 'utm_medium',
  term: 'utm_term',
  content: 'utm_content',
  source: 'utm_source',
} as const;

const clip = (value: string | null | undefined): string | null => {
  const t = value?.trim();
  return t ? t.slice(0, MAX_TEXT) : null;
};

/** The marketing record of a landing URL, or null when it carries no utm_* and no gclid. Pure (unit-tested). */
export function landingRecord(url: URL, referrer: string | null): AnalyticsRecord | null {
  const q = url.searchParams;
  const utm = Object.fromEntries(Object.entries(UTM).map(([field, key]) => [field, clip(q.get(key))])) as Record<
    keyof typeof UTM,
    string | null
  >;
  const gclid = clip(q.get('gclid'));
  if (!gclid && Object.values(utm).every((x) => x === null)) return null;
  return {
    ...utm,
    officialFactorId: null,
    event: 'landing',
    landing: clip(url.href),
    referrer: clip(referrer),
    path: clip(url.pathname),
    title: null,
    gclid,
    paidClick: gclid !== null && utm.source?.toLowerCase() === 'cpc' ? 1 : 0,
  };
}

/** Runs `work` after the answer when the worker gives a way to (waitUntil), else in the background; never throws. */
export function afterResponse(c: Context, work: Promise<unknown>): void {
  const settled = work.catch(() => {});
  try {
    c.executionCtx.waitUntil(settled);
  } catch {
    // No execution context (a plain app.request in tests): the promise still runs, nobody waits on it.
  }
}

/** Sends one analytics record: fire-and-forget, bounded, one attempt. */
export function sendAnalytics(c: Context, record: AnalyticsRecord): void {
  const client = c.get('upstream');
  if (!client) return;
  // The session's token as the answer had it, and no guest login on a refusal: nothing may change the session after
  // the answer was sent.
  const token = c.get('session')?.data?.accessToken ?? null;
  const call = client
    .with({
      signal: AbortSignal.timeout(ANALYTICS_TIMEOUT_MS),
      auth: { accessToken: async () => token, onUnauthorized: async () => false },
    })
    .call({ method: 'POST', path: ANALYTICS_PATH, body: record, schema: AnalyticsResponse, retries: 0, deadlineMs: ANALYTICS_TIMEOUT_MS })
    .catch((err: unknown) => console.warn('analytics record not sent:', err instanceof Error ? err.message : err));
  afterResponse(c, call);
}

/** A failed search, reported (spec 000 §8): the search's path and query, nothing of the traveller. */
export function reportSearchFailure(c: Context): void {
  const url = new URL(c.req.url);
  sendAnalytics(c, {
    campaign: null,
    medium: null,
    term: null,
    content: null,
    source: null,
    officialFactorId: null,
    event: 'search_failed',
    path: clip(url.pathname + url.search),
  });
}

/** The visit's campaign (the landing's utm_*), kept for the purchase record: a browser-session cookie. */
export const CAMPAIGN_COOKIE = '__Host-sfn_campaign';
const CAMPAIGN_FIELDS = ['campaign', 'medium', 'term', 'content', 'source'] as const;
type Campaign = Record<(typeof CAMPAIGN_FIELDS)[number], string | null>;
/** Each kept value's length: the cookie stays small. */
const CAMPAIGN_COOKIE_TEXT = 200;

function campaignCookie(record: AnalyticsRecord): string | null {
  const kept = Object.fromEntries(CAMPAIGN_FIELDS.map((k) => [k, record[k]?.slice(0, CAMPAIGN_COOKIE_TEXT) ?? null])) as Campaign;
  if (CAMPAIGN_FIELDS.every((k) => kept[k] === null)) return null;
  return `${CAMPAIGN_COOKIE}=${encodeURIComponent(JSON.stringify(kept))}; Path=/; HttpOnly; Secure; SameSite=Lax`;
}

/** The visit's campaign from its cookie; null when there is none or it is not one. Pure (tests). */
export function campaignOf(cookie: string | undefined): Campaign | null {
  if (!cookie || cookie.length > 4_000) return null;
  try {
    const raw = JSON.parse(decodeURIComponent(cookie)) as Record<string, unknown>;
    const out = Object.fromEntries(
      CAMPAIGN_FIELDS.map((k) => [k, typeof raw[k] === 'string' ? (clip(raw[k] as string)?.slice(0, CAMPAIGN_COOKIE_TEXT) ?? null) : null]),
    ) as Campaign;
    return CAMPAIGN_FIELDS.some((k) => out[k] !== null) ? out : null;
  } catch {
    return null;
  }
}

/**
 * The landing middleware: a GET page load with utm_* or gclid sends its marketing record (the page never waits on
 * it) and keeps the campaign for the visit; every request gets `purchaseAnalytics`, which sends the campaign record
 * with a paid order's official number (spec 000 §3 "Campaign/analytics record") when the visit came from a campaign.
 */
export function landingAnalytics(): MiddlewareHandler {
  return async (c, next) => {
    let record: AnalyticsRecord | null = null;
    if (c.req.method === 'GET' && requestKind(c) === 'navigation' && c.req.header('Sec-Fetch-Dest') !== 'iframe') {
      record = landingRecord(new URL(c.req.url), c.req.header('Referer') ?? null);
      if (record) sendAnalytics(c, record);
    }
    c.set('purchaseAnalytics', (officialFactorId: string) => {
      const campaign = campaignOf(getCookie(c, CAMPAIGN_COOKIE));
      if (campaign) sendAnalytics(c, { ...campaign, officialFactorId, event: 'purchase' });
    });
    await next();
    const cookie = record ? campaignCookie(record) : null;
    if (cookie) {
      try {
        c.res.headers.append('Set-Cookie', cookie);
      } catch {
        // Immutable headers (a passed-through answer): the campaign is simply not kept.
      }
    }
  };
}
