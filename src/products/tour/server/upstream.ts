/**
 * Tour catalogue calls (one answer each, the `/api2/*` envelope): a destination's packages, one package with its
 * departures as they stand now, the FAQ, and a quote for a departure and rooms. Parsed with ./schemas.ts.
 */
import type { UpstreamClient } from '@/server/upstream/request';
import { TourDetailEnvelope, TourFaqEnvelope, TourListEnvelope, TourPriceEnvelope, type TourPriceRequest } from './schemas';

function packagePath(packageId: number): string {
  if (!Number.isSafeInteger(packageId) || packageId <= 0) throw new RangeError('not a package id');
  return String(packageId);
}

export const tourApi = (client: UpstreamClient) => ({
  /** GET /api2/Tour/Packages?destination=…: an unknown destination is an empty list. */
  list: async (destination: string, o: { deadlineMs?: number } = {}) => {
    if (!/^[A-Za-z0-9-]{2,40}$/.test(destination)) throw new RangeError('not a destination');
    return (
      await client.call({
        method: 'GET',
        path: `/api2/Tour/Packages?destination=${encodeURIComponent(destination.toLowerCase())}`,
        schema: TourListEnvelope,
        ...(o.deadlineMs !== undefined ? { deadlineMs: o.deadlineMs } : {}),
      })
    ).data;
  },

  /** GET /api2/Tour/Packages/{packageId} (404: unknown). */
  detail: async (packageId: number, o: { deadlineMs?: number } = {}) =>
    (
      await client.call({
        method: 'GET',
        path: `/api2/Tour/Packages/${packagePath(packageId)}`,
        schema: TourDetailEnvelope,
        ...(o.deadlineMs !== undefined ? { deadlineMs: o.deadlineMs } : {}),
      })
    ).data,

  /** GET /api2/Tour/Packages/faqItems[?packageId=]: the general questions, and the package's own. */
  faq: async (packageId?: number) =>
    (
      await client.call({
        method: 'GET',
        path: `/api2/Tour/Packages/faqItems${packageId === undefined ? '' : `?packageId=${packagePath(packageId)}`}`,
        schema: TourFaqEnvelope,
      })
    ).data,

  /** POST /api2/Tour/Packages/{packageId}/Price: 409 `sold_out` when the departure cannot seat them. */
  price: async (packageId: number, body: TourPriceRequest) =>
    (
      await client.call({
        method: 'POST',
        path: `/api2/Tour/Packages/${packagePath(packageId)}/Price`,
        body,
        schema: TourPriceEnvelope,
        // A quote changes nothing: safe to repeat.
        idempotent: true,
      })
    ).data,
});
