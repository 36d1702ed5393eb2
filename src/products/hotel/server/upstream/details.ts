/** Hotel details for the hotel page (spec 001 §3 "Hotel"): GET /api2/hotels/HotelList?hotelId=. */
import { HotelListResponse, type HotelDetails } from '../schemas/hotels';
import { UpstreamError, type UpstreamClient } from '@/server/upstream/request';

export type { HotelDetails };

export const hotelDetailsApi = (client: UpstreamClient) => ({
  /** The hotel, or null when the supplier doesn't know it. */
  byId: async (hotelId: number): Promise<HotelDetails | null> => {
    try {
      const res = await client.call({ method: 'GET', path: `/api2/hotels/HotelList?hotelId=${hotelId}`, schema: HotelListResponse });
      return res.data.find((h) => h.hotelId === hotelId) ?? null;
    } catch (err) {
      if (err instanceof UpstreamError && err.kind === 'http' && err.status === 404) return null;
      throw err;
    }
  },
});
