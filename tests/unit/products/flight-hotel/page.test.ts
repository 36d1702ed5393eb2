import { describe, expect, it } from 'vitest';
import {
  citySlugOf,
  findHotelByName,
  flightHotelPagePath,
  flightHotelPlaces,
  flightHotelStay,
  flightLines,
} from '@/products/flight-hotel/model/page';

describe('flightHotelPlaces', () => {
  it('reads origin and destination of a route through the airport table', () => {
    const p = flightHotelPlaces('THR-KIH');
    expect(p.origin.city).toBe('تهران');
    expect(p.destination.city).toBe('کیش');
    expect(p.citySlug).toBe('ir-kish');
  });
  it('X and IKA origins fly from Tehran; a bare slug or code flies from Tehran too', () => {
    expect(flightHotelPlaces('X-KIH').origin.city).toBe('تهران');
    expect(flightHotelPlaces('IKA-KIH').origin.code).toBe('THR');
    const slug = flightHotelPlaces('ir-kish');
    expect(slug.destination.city).toBe('کیش');
    expect(slug.origin.code).toBe('THR');
    expect(slug.citySlug).toBe('ir-kish');
    expect(flightHotelPlaces('MHD').citySlug).toBe('ir-mashhad');
  });
  it('an unknown place has no slug', () => {
    expect(citySlugOf({ code: 'nowhere town', city: 'nowhere town', country: null })).toBeNull();
  });
});

describe('flightHotelStay', () => {
  const today = '2030-01-10';
  it('runs from the outbound to the return flight', () => {
    expect(flightHotelStay({ flightDate: '2030-02-01', returnDate: '2030-02-04' }, today)).toEqual({
      checkIn: '2030-02-01',
      checkOut: '2030-02-04',
      nights: 3,
    });
  });
  it('past or missing dates fall back to tomorrow → today + 3; a reversed return is one night', () => {
    expect(flightHotelStay({}, today)).toEqual({ checkIn: '2030-01-11', checkOut: '2030-01-13', nights: 2 });
    expect(flightHotelStay({ flightDate: '2020-01-01', returnDate: '2020-01-03' }, today).checkIn).toBe('2030-01-11');
    expect(flightHotelStay({ flightDate: '2030-02-05', returnDate: '2030-02-01' }, today)).toEqual({
      checkIn: '2030-02-05',
      checkOut: '2030-02-06',
      nights: 1,
    });
  });
  it('the flight lines go out and come back with Persian dates', () => {
    const places = flightHotelPlaces('THR-KIH');
    const [out, back] = flightLines(places, { checkIn: '2030-02-01', checkOut: '2030-02-04' });
    expect(out!.label).toBe('پرواز رفت');
    expect(out!.text).toMatch(/^تهران به کیش، .*[۰-۹]/);
    expect(back!.text).toMatch(/^کیش به تهران، /);
  });
});

describe('hotel links', () => {
  const hotels = [
    { hotelId: 1, urlName: 'Homa-Kish', englishName: 'Homa Kish' },
    { hotelId: 2, urlName: 'Sea-View', englishName: 'Sea View' },
  ];
  it('finds a hotel by its route name ignoring case', () => {
    expect(findHotelByName(hotels, 'sea-view')?.hotelId).toBe(2);
    expect(findHotelByName(hotels, 'Sea%20View')?.hotelId).toBe(2);
    expect(findHotelByName(hotels, 'Other')).toBeUndefined();
  });
  it('builds the hotel variant path with hotelId and the dates', () => {
    expect(flightHotelPagePath('THR-KIH', hotels[0]!, { flightDate: '2030-02-01', returnDate: '2030-02-04' })).toBe(
      '/flight-hotel/THR-KIH/Homa-Kish?hotelId=1&flightDate=2030-02-01&returnDate=2030-02-04',
    );
  });
});
