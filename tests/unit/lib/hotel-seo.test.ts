import { describe, expect, it } from 'vitest';
import { type HotelSeoFacts, hotelCanonicalUrl, hotelJsonLd, jsonLdText } from '@/products/hotel/model/seo';

const hotel: HotelSeoFacts = {
  hotelId: 402003,
  persianName: 'هتل هما کیش',
  englishName: 'Homa Kish',
  star: 5,
  countryCode: 'ir',
  citySlug: 'ir-kish',
  cityPersianName: 'کیش',
  address: 'بلوار ایران، پلاک 12',
  postalCode: '',
  phoneNumber: '07644420000',
  location: { latitude: 26.53, longitude: 53.98 },
  description: 'هتل </script><b>',
  images: [{ path: '/sandbox/img/hotel/402003/1.png' }],
  rate: 4.2,
  reviewCount: 31,
};

describe('hotel page for search engines', () => {
  it('has one canonical URL per hotel: no dates, no rooms', () => {
    expect(hotelCanonicalUrl(hotel, 'https://example.ir')).toBe('https://example.ir/hotel/ir-kish/Homa-Kish?hotelId=402003');
  });

  it('describes a schema.org Hotel: address, geo, star rating, aggregate rating', () => {
    const ld = hotelJsonLd(hotel, 'https://example.ir');
    expect(ld).toMatchObject({
      '@type': 'Hotel',
      name: 'هتل هما کیش',
      url: 'https://example.ir/hotel/ir-kish/Homa-Kish?hotelId=402003',
      image: ['https://example.ir/sandbox/img/hotel/402003/1.png'],
      address: { '@type': 'PostalAddress', addressLocality: 'کیش', addressCountry: 'IR' },
      geo: { latitude: 26.53, longitude: 53.98 },
      starRating: { ratingValue: 5 },
      aggregateRating: { ratingValue: 4.2, reviewCount: 31, bestRating: 5 },
    });
    expect(ld['address']).not.toHaveProperty('postalCode');
    expect(hotelJsonLd({ ...hotel, reviewCount: 0 }, 'https://example.ir')).not.toHaveProperty('aggregateRating');
  });

  it('its JSON-LD text cannot close the script element', () => {
    const text = jsonLdText(hotelJsonLd(hotel, 'https://example.ir'));
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toMatchObject({ description: 'هتل </script><b>' });
  });
});
