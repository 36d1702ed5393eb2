/** Banners and tour offers. */
import type { Banner, LoadingBanners, SpecialOffer, TourOffer } from '../../schemas/content';
import { addDays } from '../time';
import { CITIES, citySlug, getCity, type CityDef } from './cities';
import { hotelsOfCity } from './hotels';
import type { SandboxContext } from '../context';
import { bundleForHotel } from '../tour-dynamic';
import { dayPrices } from './flights';
import { createRng, roundTo } from './prng';

const BANNER_DESTINATIONS_LOCAL = [402, 401, 448, 412] as const;
const BANNER_DESTINATIONS_INTL = [46082, 5847, 5851, 46230] as const;

/** Banners for hotel pages. expireDate is a few days after `today`, at 23:59 Tehran time. */
export function banners(seed: number, locale: 'Local' | 'International', today: string, base: string): Banner[] {
  const rng = createRng(seed, 'banners', locale);
  const dests = locale === 'Local' ? BANNER_DESTINATIONS_LOCAL : BANNER_DESTINATIONS_INTL;
  const places: readonly (readonly [string, number, boolean])[] = [
    ['Top', 0, true],
    ['SearchResult', 3, false],
    ['SearchResult', 8, false],
    ['Sidebar', 0, false],
  ];
  return places.map(([place, order, three], i) => {
    const city = getCity(dests[i % dests.length] as number) as CityDef;
    const id = (locale === 'Local' ? 100 : 200) + i + 1;
    const img = (variant: string) => `${base}/sandbox/img/banner/${id}-${variant}.png`;
    const link = `/hotel/${citySlug(city)}/search?id=${city.id}&city=${encodeURIComponent(city.en)}&scope=${locale === 'Local' ? 'l' : 'i'}`;
    const parts = (prefix: string) =>
      [1, 2, 3].map((n) => {
        const c = getCity(dests[(i + n) % dests.length] as number) as CityDef;
        return { image: img(`${prefix}${n}`), link: `/hotel/${citySlug(c)}/search?id=${c.id}` };
      });
    return {
      id,
      Place: place,
      order,
      Link: link,
      Desktop: img('desktop'),
      Mobile: img('mobile'),
      DesktopThree: three ? parts('d') : null,
      MobileThree: three ? parts('m') : null,
      ShowThreeBanner: three,
      expireDate: `${addDays(today, rng.int(2, 9))}T20:29:00.000Z`,
      DstName: city.fa,
      Locale: locale,
    };
  });
}

export type LoadingBannerProduct = 'hotel' | 'flight' | 'tour';

/**
 * The loading-banners service (spec 001 §3 "Loading banner", §7 "GET loading-banners service with params local and
 * one of tour, hotel, flight"): per destination of the scope, its banners for that product. The first is a
 * three-part one (image1..3 with link1..3), the second a single image; each ends a few days after `today`.
 */
export function loadingBanners(seed: number, local: boolean, product: LoadingBannerProduct, today: string, base: string): LoadingBanners {
  const dests = local ? BANNER_DESTINATIONS_LOCAL : BANNER_DESTINATIONS_INTL;
  const rng = createRng(seed, 'loading-banners', `${local}|${product}`);
  const linkTo = (city: CityDef) =>
    product === 'hotel'
      ? `/hotel/${citySlug(city)}/search?id=${city.id}&city=${encodeURIComponent(city.en)}&scope=${local ? 'l' : 'i'}`
      : product === 'flight'
        ? `/flight/THR-${city.iata}`
        : '/tour';
  return dests.map((id, i) => {
    const city = getCity(id) as CityDef;
    // Image ids 1xx (local) and 2xx (international), two per destination: /sandbox/img/banner/{id}-{variant}.png.
    const imageId = (k: number) => (local ? 150 : 250) + i * 2 + k;
    const img = (k: number, variant: string) => `${base}/sandbox/img/banner/${imageId(k)}-${variant}.png`;
    const others = [1, 2, 3].map((n) => getCity(dests[(i + n) % dests.length] as number) as CityDef);
    const expireDate = () => `${addDays(today, rng.int(2, 9))}T20:29:00.000Z`;
    return {
      destination: { locationId: city.id, name: city.fa },
      banner: [
        {
          url: img(0, 'desktop'),
          link: linkTo(city),
          image1: img(0, 'd1'),
          link1: linkTo(city),
          image2: img(0, 'd2'),
          link2: linkTo(others[0] as CityDef),
          image3: img(0, 'd3'),
          link3: linkTo(others[1] as CityDef),
          expireDate: expireDate(),
        },
        {
          url: img(1, 'desktop'),
          link: linkTo(city),
          image1: null,
          link1: null,
          image2: null,
          link2: null,
          image3: null,
          link3: null,
          expireDate: expireDate(),
        },
      ],
    };
  });
}

const TOUR_DESTINATIONS = [402, 401, 448, 412, 399, 46082, 5847, 5851, 46230, 46240, 46250] as const;
const TOUR_SOURCES = [397, 401, 412, 399, 439] as const;

/** Resolve a city by location id (number or numeric text) or IATA code; IKA means Tehran. */
export function resolveCity(ref: string | null | undefined): CityDef | undefined {
  if (!ref) return undefined;
  const text = ref.trim().toUpperCase();
  if (/^\d+$/.test(text)) return getCity(Number(text));
  const iata = text === 'IKA' ? 'THR' : text;
  return CITIES.find((c) => c.iata === iata);
}

/** An offer's airline as the flight inventory names it (the bundle's flight), with its icon. */
function company(a: { code: string; logoUrl: string; persianName: string; englishName: string }) {
  return { code: a.code, iconUrl: a.logoUrl, persianName: a.persianName, englishName: a.englishName };
}

/**
 * Tour offers (flight + hotel) to a destination, optionally from one source: each is the bundle a flight+hotel search
 * of its days answers for its hotel (two adults, one room; ../tour-dynamic.ts), so the offer's hotel, airlines and
 * price per person are what the search then shows. Days nothing flies are skipped.
 */
export function tourOffers(ctx: SandboxContext, destination: CityDef, source: CityDef | undefined, today: string): TourOffer[] {
  if (!(TOUR_DESTINATIONS as readonly number[]).includes(destination.id)) return [];
  const sources = (source ? [source.id] : TOUR_SOURCES.filter((s) => s !== destination.id)).map((id) => getCity(id) as CityDef);
  const rng = createRng(ctx.seed, 'tours', destination.id, source?.id ?? 0, today);
  const local = destination.countryCode === 'IR';
  const hotels = hotelsOfCity(ctx.seed, destination.id).filter((h) => h.star >= 3);
  const count = source ? rng.int(2, 6) : rng.int(4, 10);
  const out: TourOffer[] = [];
  for (let i = 0; i < count && hotels.length > 0; i++) {
    const from = rng.pick(sources);
    if (from.id === destination.id) continue;
    const hotel = rng.pick(hotels);
    const nights = local ? rng.int(2, 4) : rng.int(3, 7);
    const fromDate = addDays(today, rng.int(3, 45));
    const stay = { checkIn: fromDate, checkOut: addDays(fromDate, nights), rooms: [{ adults: 2, childrenAges: [] }] };
    const bundle = bundleForHotel(ctx, { source: from.iata, destination: destination.iata, stay }, hotel, today);
    if (!bundle) continue;
    const id = destination.id * 100 + i + 1;
    out.push({
      id,
      image: { path: `${ctx.publicBaseUrl}/sandbox/img/tour/${id}.png` },
      fromDate,
      toDate: stay.checkOut,
      nights,
      price: bundle.pricePerPerson,
      currency: 'IRR',
      hotelId: hotel.id,
      hotelPersianName: hotel.fa,
      hotelEnglishName: hotel.en,
      star: hotel.star,
      sourceId: from.id,
      sourcePersianName: from.fa,
      sourceIata: from.iata,
      destinationId: destination.id,
      destinationPersianName: destination.fa,
      destinationIata: destination.iata,
      wentCompany: company(bundle.outbound.airline),
      returnCompany: company(bundle.inbound.airline),
    });
  }
  return out.sort((a, b) => a.price - b.price || a.id - b.id);
}

/** Hotel offers: the best guaranteed hotel of each city (stars, then rate) at a discount off its nightly price. */
const OFFER_HOTEL_CITIES = [402, 401, 46082, 5847] as const;
/** Flight offers: the cheapest day of these routes over the next two weeks. */
const OFFER_FLIGHT_ROUTES = [
  ['THR', 'KIH'],
  ['THR', 'MHD'],
] as const;

/**
 * The home page's special offers (GET /api2/SpecialOffer/GetSpecialOffers): hotels and flights, each with a
 * discount, a «from» price and an end a few days away; a pure function of (seed, day).
 */
export function specialOffers(ctx: SandboxContext, today: string): SpecialOffer[] {
  const rng = createRng(ctx.seed, 'special-offers', today);
  const out: SpecialOffer[] = [];
  for (const cityId of OFFER_HOTEL_CITIES) {
    const city = getCity(cityId) as CityDef;
    const hotels = hotelsOfCity(ctx.seed, cityId);
    const best = [...hotels].sort((a, b) => Number(b.isGuaranty) - Number(a.isGuaranty) || b.star - a.star || b.rate - a.rate)[0];
    if (!best) continue;
    const discount = rng.int(2, 5) * 5;
    out.push({
      offerId: 9000 + cityId,
      kind: 'hotel',
      title: `${best.fa} ${city.fa}`,
      subtitle: `هتل ${best.star} ستاره، ${discount}٪ تخفیف ویژه`,
      image: `${ctx.publicBaseUrl}/sandbox/img/hotel/${best.id}/1.png`,
      link: `/hotel/${citySlug(city)}/search?id=${city.id}`,
      discountPercent: discount,
      priceFrom: roundTo(best.baseNightly * (1 - discount / 100), 10_000),
      currency: 'IRR',
      expireAt: `${addDays(today, rng.int(2, 9))}T20:29:00.000Z`,
    });
  }
  for (const [source, destination] of OFFER_FLIGHT_ROUTES) {
    const days = dayPrices(ctx.seed, source, destination, addDays(today, 1), addDays(today, 14));
    const cheapest = days.filter((d) => d.price !== null).sort((a, b) => (a.price as number) - (b.price as number))[0];
    if (!cheapest) continue;
    const to = CITIES.find((c) => c.iata === destination);
    const discount = rng.int(1, 3) * 5;
    out.push({
      offerId: 9500 + out.length,
      kind: 'flight',
      title: `پرواز تهران به ${to?.fa ?? destination}`,
      subtitle: `ارزان‌ترین روز دو هفته آینده، ${discount}٪ تخفیف`,
      image: null,
      link: `/flight/${source}-${destination}`,
      discountPercent: discount,
      priceFrom: cheapest.price,
      currency: 'IRR',
      expireAt: `${addDays(today, rng.int(1, 5))}T20:29:00.000Z`,
    });
  }
  return out;
}
