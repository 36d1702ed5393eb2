/**
 * Which currency this viewer's prices are shown in, with the supplier's rate (spec 001 §1, §4 "currency change").
 * The session holds the user's currency (the edge copies it from the supplier's user); the rates come from the
 * supplier (`GET /api2/Currency/GetRates`) and an isolate keeps them for CURRENCY_RATES_TTL_MS, one call at a time.
 * IRR (and every guest) needs no call: toman. When the rates cannot be had within CURRENCY_RATES_DEADLINE_MS, the
 * prices show in toman and `unavailable` names the currency that could not be shown.
 */
import { tryGetContext } from 'hono/context-storage';
import { CURRENCY_RATES_RETRY_MS, CURRENCY_RATES_TTL_MS } from '@/lib/constants';
import { type DisplayCurrency, TOMAN_DISPLAY } from '@/lib/money';
import type { RequestVariables } from './request-context';
import { currencyApi } from './upstream/currency';
import type { UpstreamClient } from './upstream/request';

interface RatesEntry {
  /** Rial per unit, by currency code; null after a failed call. */
  rates: ReadonlyMap<string, number> | null;
  until: number;
}

let entry: RatesEntry | null = null;
let inflight: Promise<RatesEntry> | null = null;

/** Forget the isolate's rates (tests). */
export function resetCurrencyRates(): void {
  entry = null;
  inflight = null;
}

async function loadRates(client: UpstreamClient, now: () => number): Promise<RatesEntry> {
  if (entry && entry.until > now()) return entry;
  inflight ??= (async () => {
    try {
      const data = await currencyApi(client).rates();
      entry = { rates: new Map(data.items.map((r) => [r.currencyCode, r.rialRate])), until: now() + CURRENCY_RATES_TTL_MS };
    } catch (err) {
      console.warn('currency rates unavailable:', err instanceof Error ? err.message : String(err));
      entry = { rates: null, until: now() + CURRENCY_RATES_RETRY_MS };
    } finally {
      inflight = null;
    }
    return entry;
  })();
  return inflight;
}

/** The display for a currency code, through this upstream client. */
export async function displayCurrencyFor(
  currency: string | null | undefined,
  client: UpstreamClient | null | undefined,
  now: () => number = Date.now,
): Promise<DisplayCurrency> {
  const code = (currency ?? 'IRR').toUpperCase();
  if (code === 'IRR' || code === 'TOMAN' || !client)
    return code === 'IRR' || code === 'TOMAN' ? TOMAN_DISPLAY : { ...TOMAN_DISPLAY, unavailable: code };
  const { rates } = await loadRates(client, now);
  const rate = rates?.get(code);
  return rate && rate > 0 ? { code, rialRate: rate } : { ...TOMAN_DISPLAY, unavailable: code };
}

const perRequest = new WeakMap<object, Promise<DisplayCurrency>>();

/** The display of this request's session (server components, layouts): toman outside a request or for a guest. */
export function displayCurrency(): Promise<DisplayCurrency> {
  const c = tryGetContext<{ Variables: Partial<RequestVariables> }>();
  const session = c?.get('session');
  if (!c || !session) return Promise.resolve(TOMAN_DISPLAY);
  let p = perRequest.get(session);
  if (!p) {
    p = displayCurrencyFor(session.data?.currency, c.get('upstream') ?? session.client);
    perRequest.set(session, p);
  }
  return p;
}
