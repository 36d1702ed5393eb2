/**
 * The sandbox supplier: a deterministic simulation of the travel API as a Hono app. Runs in-process inside the
 * worker (`app.fetch(request)`, Web APIs only) or standalone on Node (scripts/sandbox.mjs). See README.md and
 * ENDPOINTS.md next to this file.
 */
import { Hono } from 'hono';
import { requestContextAt, CLOCK_HEADER } from './clock';
import { createContext, type SandboxEnv, type SandboxOptions } from './context';
import { faultMiddleware } from './faults';
import { releaseAbandonedCredit } from './orders';
import { authenticate, basketScope, providerCode } from './guard';
import { fail } from './http';
import { accountRoutes } from './routes/account';
import { currencyRoutes } from './routes/currency';
import { agencyRoutes } from './routes/agency';
import { agentServiceRoutes } from './routes/agent-services';
import { attractionRoutes } from './routes/attractions';
import { authRoutes } from './routes/auth';
import { basketRoutes } from './routes/basket';
import { checkoutRoutes } from './routes/checkout';
import { cipRoutes } from './routes/cip';
import { serviceCancelRoutes } from './routes/service-cancel';
import { campaignRoutes } from './routes/campaign';
import { contentRoutes } from './routes/content';
import { flightRoutes } from './routes/flights';
import { clearSuggestionCache, flightExtraRoutes } from './routes/flight-extras';
import { hotelRoutes } from './routes/hotels';
import { insuranceRoutes } from './routes/insurance';
import { locationRoutes } from './routes/locations';
import { paymentRoutes } from './routes/payment';
import { refundRoutes } from './routes/refunds';
import { sandboxRoutes } from './routes/sandbox';
import { ticketRoutes } from './routes/tickets';
import { tourRoutes } from './routes/tours';
import { recommendationRoutes } from './routes/recommendations';
import { uploadRoutes } from './routes/uploads';
import { tourDynamicRoutes } from './routes/tour-dynamic';

import { clearFlightNetwork } from './data/flight-network';
import { clearHotelCache } from './data/hotels';
import { clearInsurancePlans } from './data/insurance/plans';
import { clearLocationIndex } from './data/locations';
import { clearPackageCaches } from './data/packages';
import { clearTourCache } from './data/tours';
import { clearFlightSearchCache } from './flight-search';
import { clearSearchCaches } from './search';
import { clearTourSearchCache } from './tour-dynamic';
import { resetSandboxStores, sweepIfDue } from './store';

export type { SandboxOptions } from './context';

/** Forget all module-level state: stores (users, baskets, orders…) and generated-data caches. For tests. */
export function resetSandboxState(): void {
  resetSandboxStores();
  clearHotelCache();
  clearLocationIndex();
  clearPackageCaches();
  clearSearchCaches();
  clearFlightNetwork();
  clearFlightSearchCache();
  clearTourSearchCache();
  clearInsurancePlans();
  clearTourCache();
  clearSuggestionCache();
}
export type SandboxApp = Hono<SandboxEnv>;

export function createSandboxApp(options: SandboxOptions = {}): SandboxApp {
  const ctx = createContext(options);
  const app = new Hono<SandboxEnv>();

  app.use('*', async (c, next) => {
    // The clock knob (clock.ts): with the fault knobs on, `X-Sandbox-Clock` moves this request's clock; everything the
    // request reads through `c.get('ctx').clock` (rounds, tokens, today, cut-offs, payment links) sees the same time.
    const at = requestContextAt(ctx, c.req.header(CLOCK_HEADER));
    if ('error' in at) {
      c.set('ctx', ctx);
      return fail(c, 400, 'validation', at.error);
    }
    c.set('ctx', at);
    // Baskets and orders are kept for days, not for ever (store.ts RETENTION); credit left on an abandoned order
    // goes back to the wallet first (orders.ts). By the real clock: one session's shifted time never sweeps another's.
    await sweepIfDue(ctx, (store, now) => releaseAbandonedCredit(ctx, store, now));
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  app.use('*', faultMiddleware());
  app.use('*', providerCode());
  app.use('*', authenticate());
  app.use('*', basketScope());

  app.route('/', authRoutes());
  app.route('/', locationRoutes());
  app.route('/', hotelRoutes());
  app.route('/', flightRoutes());
  app.route('/', flightExtraRoutes());
  app.route('/', tourDynamicRoutes());
  app.route('/', attractionRoutes());
  app.route('/', cipRoutes());
  app.route('/', serviceCancelRoutes());
  app.route('/', insuranceRoutes());
  app.route('/', tourRoutes());
  app.route('/', contentRoutes());
  app.route('/', campaignRoutes());
  app.route('/', basketRoutes());
  app.route('/', checkoutRoutes());
  app.route('/', paymentRoutes());
  app.route('/', accountRoutes());
  app.route('/', currencyRoutes());
  app.route('/', refundRoutes());
  app.route('/', agencyRoutes());
  app.route('/', agentServiceRoutes());
  app.route('/', uploadRoutes());
  app.route('/', recommendationRoutes());
  app.route('/', ticketRoutes());
  app.route('/', sandboxRoutes());

  app.notFound((c) => fail(c, 404, 'not_found', 'مسیر درخواستی یافت نشد'));
  app.onError((err, c) => {
    ctx.log(`error on ${c.req.method} ${c.req.path}: ${err instanceof Error ? err.message : String(err)}`);
    return fail(c, 500, 'internal', 'خطای داخلی سرویس؛ لطفاً دوباره تلاش کنید');
  });
  return app;
}
