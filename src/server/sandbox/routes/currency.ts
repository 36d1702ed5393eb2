/**
 * `GET /api2/Currency/GetRates`: the supplier's exchange rates (rial per unit) for the currencies of the display map.
 * Any session may read them (the guest account too): a user's chosen currency (`/auth/UpdateUserCurrency`) is shown
 * with these rates, while every price, basket and payment stays in rial.
 */
import { Hono } from 'hono';
import type { SandboxEnv } from '../context';
import { CURRENCY_RATES, RATES_UPDATED_AT } from '../data/currencies';
import { ok } from '../http';

export function currencyRoutes(): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  app.get('/api2/Currency/GetRates', (c) => ok(c, { updatedAt: RATES_UPDATED_AT, items: CURRENCY_RATES.map((r) => ({ ...r })) }));
  return app;
}
