import fc from 'fast-check';
import type { HotelResultLike } from '@/products/hotel/model/result';

export type Hotel = HotelResultLike & { hotelId: number; name: string };

const NAMES = ['هتل پارسیان', 'هتل ترنج', 'Atlantis The Palm', 'هتل داریوش', 'Grand Hyatt', 'هتل شايان كيش', 'Hilton', 'هتل به‌زودی'];

/** A deterministic list of n hotels (prices in rial). */
export function makeHotels(n: number): Hotel[] {
  let seed = 42;
  const rnd = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  return Array.from({ length: n }, (_, i) => ({
    hotelId: i + 1,
    name: `${NAMES[i % NAMES.length]} ${i}`,
    englishName: `Hotel ${i}`,
    star: 1 + Math.floor(rnd() * 5),
    rate: Math.round(rnd() * 100) / 10,
    isGuaranty: rnd() < 0.2,
    minimumPackagePrice: rnd() < 0.02 ? 0 : Math.round(rnd() * 1_000_000) * 1_000,
  }));
}

export const hotelArb: fc.Arbitrary<Hotel> = fc.record({
  hotelId: fc.nat(),
  name: fc.constantFrom(...NAMES),
  persianName: fc.option(fc.constantFrom('پارسیان', 'ترنج', 'كيش'), { nil: undefined }),
  englishName: fc.option(fc.constantFrom('Parsian', 'Toranj'), { nil: undefined }),
  star: fc.integer({ min: 0, max: 5 }),
  rate: fc.oneof(fc.integer({ min: 0, max: 10 }), fc.double({ min: 0, max: 10, noNaN: true })),
  isGuaranty: fc.boolean(),
  minimumPackagePrice: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 2_000_000_000 })),
});
