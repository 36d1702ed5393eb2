/**
 * Supplier calls of the flight+hotel pages, found through the hotel location lookup (`ir-kish` → locationId):
 * the destination's top hotels (GET /api2/hotelSales/AgentHotels/{locationId}/{flag}, spec 001 §7 "agents by location
 * id (returns hotels)") and all its hotels (GET /api2/hotels/HotelList?locationId=) to find one by name.
 */
import { HotelListResponse, type HotelDetails } from '@/products/hotel/server/schemas/hotels';
import { hotelsApi } from '@/products/hotel/server/upstream/search';
import { UpstreamError, type UpstreamClient } from './request';

export const flightHotelApi = (client: UpstreamClient) => {
  async function list(citySlug: string, path: (locationId: number) => string): Promise<HotelDetails[]> {
    const found = await hotelsApi(client).findDestination(citySlug);
    if (!found) return [];
    try {
      return (await client.call({ method: 'GET', path: path(found.locationId), schema: HotelListResponse })).data;
    } catch (err) {
      if (err instanceof UpstreamError && err.kind === 'http' && err.status === 404) return [];
      throw err;
    }
  }
  return {
    /**
     * The top hotels of a destination slug, best first; [] when the supplier doesn't know the place. The flag is
     * `false`, as the spec's catalogue calls it (issue 49 point 9): every hotel of the place, not only the agency's
     * own contracted (guaranteed) ones that `true` would keep.
     */
    topHotelsOf: (citySlug: string) => list(citySlug, (id) => `/api2/hotelSales/AgentHotels/${id}/false`),
    /** Every hotel of a destination slug; [] when the supplier doesn't know the place. */
    allHotelsOf: (citySlug: string) => list(citySlug, (id) => `/api2/hotels/HotelList?locationId=${id}`),
  };
};
