/** The supplier's exchange rates (`GET /api2/Currency/GetRates`), parsed by its schema. */
import { CURRENCY_RATES_DEADLINE_MS } from '@/lib/constants';
import { CurrencyRatesResponse } from '../schemas/currency';
import type { UpstreamClient } from './request';

export const currencyApi = (client: UpstreamClient) => ({
  rates: async () =>
    (
      await client.call({
        method: 'GET',
        path: '/api2/Currency/GetRates',
        schema: CurrencyRatesResponse,
        deadlineMs: CURRENCY_RATES_DEADLINE_MS,
      })
    ).data,
});
