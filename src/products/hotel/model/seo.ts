/**
 * What search engines and link previews read about a hotel page: one canonical URL per hotel (the dates and rooms of
 * a search are left out, so every stay's link counts for the same page), Open Graph for shared links, and a
 * schema.org `Hotel` (address, geo, star rating, aggregate rating) as JSON-LD.
 */
import { hotelPagePath } from './query';

/** The hotel page's facts these need (the supplier's hotel details carry them). */
export interface HotelSeoFacts {
  hotelId: number;
  persianName: string;
  englishName: string;
  star: number;
  countryCode: string;
  citySlug: string;
  cityPersianName: string;
  address: string;
  postalCode: string;
  phoneNumber: string;
  location: { latitude: number; longitude: number };
  description: string;
  images: readonly { path: string }[];
  rate: number;
  reviewCount: number;
}

type HotelName = Pick<HotelSeoFacts, 'hotelId' | 'englishName' | 'persianName' | 'citySlug'>;

/** `/hotel/{city}/{English-name}?hotelId=…`: the hotel page without a stay (the link a favourite keeps, too). */
export function hotelCanonicalPath(hotel: HotelName): string {
  return hotelPagePath({ destination: hotel.citySlug, hotelName: hotel.englishName || hotel.persianName, hotelId: hotel.hotelId });
}

/** The canonical path on the site's origin. */
export function hotelCanonicalUrl(hotel: HotelName, origin: string): string {
  return new URL(hotelCanonicalPath(hotel), origin).href;
}

const absolute = (src: string, origin: string) => new URL(src, origin).href;

/** schema.org Hotel; the rating only when there are reviews (an aggregate rating of nothing is invalid). */
export function hotelJsonLd(hotel: HotelSeoFacts, origin: string): Record<string, unknown> {
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    name: hotel.persianName,
    alternateName: hotel.englishName || undefined,
    url: hotelCanonicalUrl(hotel, origin),
    description: hotel.description.slice(0, 300) || undefined,
    image: hotel.images.slice(0, 4).map((i) => absolute(i.path, origin)),
    telephone: hotel.phoneNumber || undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: hotel.address,
      addressLocality: hotel.cityPersianName,
      postalCode: hotel.postalCode || undefined,
      addressCountry: hotel.countryCode.toUpperCase(),
    },
    geo: { '@type': 'GeoCoordinates', latitude: hotel.location.latitude, longitude: hotel.location.longitude },
    starRating: { '@type': 'Rating', ratingValue: hotel.star },
  };
  if (hotel.reviewCount > 0 && hotel.rate > 0) {
    ld['aggregateRating'] = { '@type': 'AggregateRating', ratingValue: hotel.rate, bestRating: 5, reviewCount: hotel.reviewCount };
  }
  return JSON.parse(JSON.stringify(ld)) as Record<string, unknown>;
}

/**
 * The JSON-LD as it goes into a `<script type="application/ld+json">`: `<` escaped, so supplier text can never
 * close the script element.
 */
export function jsonLdText(ld: Record<string, unknown>): string {
  return JSON.stringify(ld).replace(/</g, '\\u003c');
}
