/**
 * Attraction calls (one answer each; no search token, no rounds): a city's attractions, optionally with one day's
 * offer, and one attraction with its offered dates. Parsed with the supplier's schemas (./schemas.ts); a malformed
 * answer is an UpstreamError `malformed`, an outage an `http` one with its status.
 */
import type { IsoDate } from '@/lib/dates';
import type { UpstreamClient } from '@/server/upstream/request';
import { AttractionDetailResponse, AttractionListResponse, ServiceCancelResponse } from './schemas';

/** A detail path's reference: the numeric id or the slug, nothing else reaches the path. */
function refPath(ref: number | string): string {
  const text = String(ref);
  if (!/^(?:\d{1,9}|[a-z0-9-]{2,80})$/.test(text)) throw new RangeError('not an attraction id or slug');
  return text;
}

export const attractionsApi = (client: UpstreamClient) => ({
  /** GET /api/attraction/core/v1/available?CityId=…[&Date=…]: an unknown city is an empty list, not an error. */
  available: async (cityId: number, o: { date?: IsoDate; deadlineMs?: number } = {}) => {
    const query = new URLSearchParams({ CityId: String(cityId), ...(o.date ? { Date: o.date } : {}) });
    return client.call({
      method: 'GET',
      path: `/api/attraction/core/v1/available?${query}`,
      schema: AttractionListResponse,
      ...(o.deadlineMs !== undefined ? { deadlineMs: o.deadlineMs } : {}),
    });
  },

  /** GET /api/attraction/core/v1/attractions/{id | slug}: the attraction and every offered date (404: unknown). */
  detail: async (ref: number | string) =>
    client.call({ method: 'GET', path: `/api/attraction/core/v1/attractions/${refPath(ref)}`, schema: AttractionDetailResponse }),

  /**
   * POST /api/attraction/core/v1/cancel: the whole issued order cancelled before its service day, the money back to
   * the payer once. Not retried: a lost answer is read again from the order, never sent twice.
   */
  cancel: async (factorId: number) =>
    client.call({
      method: 'POST',
      path: '/api/attraction/core/v1/cancel',
      body: { factorId },
      schema: ServiceCancelResponse,
      retries: 0,
    }),
});
