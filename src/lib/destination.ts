/**
 * A chosen location of a search form (spec 001 §3 "Location", §4 "Location search"): what every destination field
 * keeps of the supplier's location (a city, a region, a single hotel, an airport), shared by the products' forms.
 * `hotelName` and `LOCATION_TYPES.singleHotel` are the supplier's location vocabulary (spec 001 §3: location type 4 is
 * a single hotel, whose `hotelName` names its route), not the hotel product's logic: any form may offer such a place.
 */
import { LOCATION_TYPES } from './constants';
import type { Scope } from './search-dates';

/** What a form keeps of a chosen location. */
export interface Destination {
  id: number;
  /** Persian name, shown in the field and sent as `city`. */
  name: string;
  /** `ir-kish`; for a single hotel, its city's slug. */
  slug: string;
  scope: Scope;
  typeId: number;
  /** Single hotels (type 4): the English hotel name of the route. */
  hotelName: string | null;
  iataCode: string | null;
  /** Small print under the name (province or country). */
  detail: string;
}

export interface LocationLike {
  locationId: number;
  name: string;
  slug: string;
  isLocal: boolean;
  locationTypeId: number;
  hotelName: string | null;
  englishName: string;
  iataCode: string | null;
  province: string | null;
  countryPersianName: string;
  parentName: string | null;
}

export function toDestination(l: LocationLike): Destination {
  const detail =
    l.locationTypeId === LOCATION_TYPES.singleHotel ? (l.parentName ?? '') : l.isLocal ? (l.province ?? '') : l.countryPersianName;
  return {
    id: l.locationId,
    name: l.name,
    slug: l.slug,
    scope: l.isLocal ? 'l' : 'i',
    typeId: l.locationTypeId,
    hotelName: l.locationTypeId === LOCATION_TYPES.singleHotel ? (l.hotelName ?? l.englishName) : null,
    iataCode: l.iataCode,
    detail,
  };
}
