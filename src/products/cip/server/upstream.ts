/**
 * CIP calls (the attractions API with `isCip=true`; one answer each): the packages of a city's airports, optionally of
 * one airport, and one package. Parsed with the supplier's schemas (./schemas.ts).
 */
import type { UpstreamClient } from '@/server/upstream/request';
import { CipDetailResponse, CipListResponse, ServiceCancelResponse } from './schemas';

export const cipApi = (client: UpstreamClient) => ({
  /** GET /api/attraction/core/v1/available?CityId=…&isCip=true[&Airport=…]: an unknown city is an empty list. */
  available: async (cityId: number, o: { airport?: string; deadlineMs?: number } = {}) => {
    if (o.airport !== undefined && !/^[A-Za-z]{3}$/.test(o.airport)) throw new RangeError('not an airport code');
    const query = new URLSearchParams({
      CityId: String(cityId),
      isCip: 'true',
      ...(o.airport ? { Airport: o.airport.toUpperCase() } : {}),
    });
    return client.call({
      method: 'GET',
      path: `/api/attraction/core/v1/available?${query}`,
      schema: CipListResponse,
      ...(o.deadlineMs !== undefined ? { deadlineMs: o.deadlineMs } : {}),
    });
  },

  /** GET /api/attraction/core/v1/cip/{packageId} (404: unknown). */
  detail: async (packageId: number) => {
    if (!Number.isSafeInteger(packageId) || packageId <= 0) throw new RangeError('not a package id');
    return client.call({ method: 'GET', path: `/api/attraction/core/v1/cip/${packageId}`, schema: CipDetailResponse });
  },

  /**
   * POST /api/attraction/core/v1/cancel: the whole issued order cancelled before its service day, the money back to
   * the payer once. Not retried: a lost answer is read again from the order, never sent twice.
   */
  cancel: async (factorId: number, part = false) =>
    client.call({
      method: 'POST',
      path: '/api/attraction/core/v1/cancel',
      // `part`: only the CIP service booked into an order another product leads (a flight's).
      body: part ? { factorId, part: 'cip' } : { factorId },
      schema: ServiceCancelResponse,
      retries: 0,
    }),
});
