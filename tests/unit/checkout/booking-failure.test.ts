/** What a supplier's refusal at booking means for the traveller (src/server/checkout/products.ts supplierBookingFailure). */
import { describe, expect, it } from 'vitest';
import { supplierBookingFailure } from '@/server/checkout/products';
import { UpstreamError } from '@/server/upstream/request';

const http = (status: number, code: string | null = null) => new UpstreamError('http', status, `HTTP ${status}`, null, code);

describe('a booking refusal', () => {
  it.each([
    [http(409, 'sold_out'), 'sold-out'],
    [http(409), 'sold-out'],
    [http(409, 'sale_closed'), 'sale-closed'],
    [http(410, 'provision_expired'), 'expired'],
    [http(404, 'not_found'), 'not-found'],
    [http(400, 'validation'), 'not-found'],
    [http(500, 'internal'), null],
    [new UpstreamError('timeout', null, 'deadline'), null],
    [new Error('other'), null],
  ] as const)('%s → %s', (err, expected) => {
    expect(supplierBookingFailure(err)).toBe(expected);
  });
});
