/**
 * Supplier calls of the flight+hotel pages: the hotels of a destination (GET /api2/hotelSales/AgentHotels/{locationId}/{flag},
 * spec 001 §7 "agents by location id (returns hotels)"), found through the hotel location lookup.
 */
import { HotelListResponse, type HotelDetails } from '../schemas/hotels';
import { hotelsApi } from './hotels';
import { UpstreamError, type UpstreamClient } from './request';

export const flightHotelApi = (client: UpstreamClient) => ({
  /** The top hotels of a destination slug (`ir-kish`), best first; [] when the supplier doesn't know the place. */
  hotelsOf: async (citySlug: string): Promise<HotelDetails[]> => {
    const found = await hotelsApi(client).findDestination(citySlug);
    if (!found) return [];
    try {
      const res = await client.call({ method: 'GET', path: `/api2/hotelSales/AgentHotels/${found.locationId}/true`, schema: HotelListResponse });
      return res.data;
    } catch (err) {
      if (err instanceof UpstreamError && err.kind === 'http' && err.status === 404) return [];
      throw err;
    }
  },
});
