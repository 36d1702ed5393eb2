/** Generated hotels, memoised per (seed, city). Ids are `cityId * 1000 + n`, independent of the seed. */
import type { Facility, HotelDetails, Image } from '@/products/hotel/server/schemas/hotels';
import { CITIES, cityOfLocationId, citySlug, getCity, type CityDef } from './cities';
import { hotelNames } from './names';
import { createRng, hashString, roundTo, type Rng } from './prng';

export interface HotelRecord {
  id: number;
  cityId: number;
  fa: string;
  en: string;
  star: 1 | 2 | 3 | 4 | 5;
  rate: number;
  reviewCount: number;
  lat: number;
  lng: number;
  address: string;
  postalCode: string;
  phone: string;
  checkIn: string;
  checkOut: string;
  facilityIds: readonly number[];
  imageCount: number;
  isGuaranty: boolean;
  /** Rial per night for a standard double room, before meal, room class, dates and provider. */
  baseNightly: number;
  roomCount: number;
  hpCode: string;
  /** Index into the description templates. */
  descriptionVariant: number;
}

/** `[iconName, persianName, englishName]` */
export const FACILITIES: readonly (readonly [string, string, string])[] = [
  ['wifi', 'اینترنت وای‌فای رایگان', 'Free Wi-Fi'],
  ['air-conditioning', 'تهویه مطبوع', 'Air conditioning'],
  ['elevator', 'آسانسور', 'Elevator'],
  ['parking', 'پارکینگ', 'Parking'],
  ['restaurant', 'رستوران', 'Restaurant'],
  ['coffee-shop', 'کافی‌شاپ', 'Coffee shop'],
  ['room-service', 'سرویس اتاق ۲۴ ساعته', '24-hour room service'],
  ['safe', 'صندوق امانات', 'Safe deposit box'],
  ['laundry', 'خشکشویی', 'Laundry'],
  ['prayer-room', 'نمازخانه', 'Prayer room'],
  ['airport-shuttle', 'ترانسفر فرودگاهی', 'Airport shuttle'],
  ['pool', 'استخر', 'Swimming pool'],
  ['gym', 'باشگاه بدنسازی', 'Fitness centre'],
  ['sauna', 'سونا و جکوزی', 'Sauna and jacuzzi'],
  ['spa', 'اسپا و ماساژ', 'Spa and massage'],
  ['conference', 'سالن کنفرانس', 'Conference hall'],
  ['kids-club', 'باشگاه کودکان', "Kids' club"],
  ['tour-desk', 'میز گشت و تور', 'Tour desk'],
  ['currency-exchange', 'صرافی', 'Currency exchange'],
  ['beach', 'ساحل اختصاصی', 'Private beach'],
  ['roof-garden', 'روف گاردن', 'Roof garden'],
  ['lobby-music', 'موسیقی زنده در لابی', 'Live lobby music'],
];
const BEACH_FACILITY = 19;

const IMAGE_CAPTIONS = ['نمای بیرونی', 'لابی', 'اتاق دو تخته', 'رستوران', 'استخر', 'سوئیت', 'چشم‌انداز', 'صبحانه'] as const;

const AREA_CODES: Readonly<Record<number, string>> = {
  402: '076',
  401: '051',
  397: '021',
  412: '071',
  399: '031',
  448: '076',
  439: '041',
  433: '061',
  451: '035',
  416: '034',
  423: '013',
  427: '011',
  411: '076',
  419: '083',
  430: '011',
  418: '081',
  425: '054',
};
const DIAL_CODES: Readonly<Record<string, string>> = {
  AE: '+971 4',
  TR: '+90 212',
  GB: '+44 20',
  FR: '+33 1',
  IT: '+39 06',
  DE: '+49 69',
  NL: '+31 20',
  CA: '+1 416',
  AZ: '+994 12',
  GE: '+995 32',
  AM: '+374 10',
};

/** Rial per night, double room, by star: [min, max]. */
const DOMESTIC_NIGHTLY: Readonly<Record<number, readonly [number, number]>> = {
  1: [10_000_000, 15_000_000],
  2: [13_000_000, 22_000_000],
  3: [18_000_000, 38_000_000],
  4: [32_000_000, 66_000_000],
  5: [58_000_000, 105_000_000],
};
const INTL_NIGHTLY: Readonly<Record<number, readonly [number, number]>> = {
  1: [60_000_000, 80_000_000],
  2: [62_000_000, 100_000_000],
  3: [80_000_000, 160_000_000],
  4: [140_000_000, 290_000_000],
  5: [250_000_000, 520_000_000],
};
const CITY_PRICE_FACTOR: Readonly<Record<number, number>> = {
  402: 1.12,
  397: 1.08,
  401: 1.0,
  412: 0.95,
  399: 0.95,
  448: 0.9,
  46134: 1.12,
  46149: 1.12,
  46155: 1.05,
  46082: 1.0,
  5847: 0.85,
  5851: 0.8,
  46250: 0.75,
  46230: 0.7,
  46240: 0.7,
};

function pickStar(rng: Rng, local: boolean): 1 | 2 | 3 | 4 | 5 {
  return local
    ? rng.weighted<1 | 2 | 3 | 4 | 5>([
        [1, 8],
        [2, 15],
        [3, 35],
        [4, 27],
        [5, 15],
      ])
    : rng.weighted<1 | 2 | 3 | 4 | 5>([
        [2, 8],
        [3, 32],
        [4, 38],
        [5, 22],
      ]);
}

function digits(rng: Rng, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += String(rng.int(i === 0 ? 1 : 0, 9));
  return s;
}

function generateCity(seed: number, city: CityDef): HotelRecord[] {
  const rng = createRng(seed, 'hotels', city.id);
  const local = city.countryCode === 'IR';
  const names = hotelNames(rng, city, city.hotels);
  const cosLat = Math.cos((city.lat * Math.PI) / 180);
  const out: HotelRecord[] = [];
  for (let i = 0; i < city.hotels; i++) {
    const name = names[i] as { fa: string; en: string };
    const star = pickStar(rng, local);
    const [lo, hi] = (local ? DOMESTIC_NIGHTLY : INTL_NIGHTLY)[star] as readonly [number, number];
    const factor = CITY_PRICE_FACTOR[city.id] ?? (local ? 0.9 : 1);
    const minNightly = local ? 10_000_000 : 60_000_000;
    const maxNightly = local ? 120_000_000 : 600_000_000;
    const baseNightly = roundTo(Math.min(maxNightly, Math.max(minNightly, rng.float(lo, hi) * factor)), 10_000);
    // Uniform point in a disc (sqrt for area), longitude scaled by latitude.
    const r = city.radius * Math.sqrt(rng.next());
    const theta = rng.next() * 2 * Math.PI;
    const lat = Math.round((city.lat + r * Math.sin(theta)) * 1e6) / 1e6;
    const lng = Math.round((city.lng + (r * Math.cos(theta)) / cosLat) * 1e6) / 1e6;
    const facilityCount = Math.min(FACILITIES.length - 1, 4 + star * 2 + rng.int(-1, 2));
    const facilityIds = FACILITIES.map((_, idx) => idx)
      .filter((idx) => idx !== BEACH_FACILITY)
      .slice(0, 3)
      .concat(
        rng
          .shuffle(
            FACILITIES.map((_, idx) => idx)
              .slice(3)
              .filter((idx) => idx !== BEACH_FACILITY),
          )
          .slice(0, facilityCount - 3),
      )
      .sort((a, b) => a - b);
    if (city.kind === 'coastal' && star >= 4 && rng.chance(0.6)) facilityIds.push(BEACH_FACILITY);
    const rate = Math.round(Math.min(5, Math.max(1.5, 2.5 + star * 0.4 + rng.float(-0.6, 0.5))) * 10) / 10;
    let address: string;
    if (local) {
      const alley = rng.chance(0.5) ? `، کوچه ${rng.int(1, 40)}` : '';
      address = `${city.fa}، ${rng.pick(city.streets)}${alley}، پلاک ${rng.int(1, 250)}`;
    } else {
      const district = city.districts.length > 0 ? rng.pick(city.districts)[0] : city.fa;
      address = `${city.countryFa}، ${city.fa}، ${district}، پلاک ${rng.int(1, 400)}`;
    }
    const id = city.id * 1000 + i + 1;
    out.push({
      id,
      cityId: city.id,
      fa: name.fa,
      en: name.en,
      star,
      rate,
      reviewCount: rng.int(3, 400) * star,
      lat,
      lng,
      address,
      postalCode: local ? digits(rng, 10) : `${rng.int(10000, 99999)}`,
      phone: local
        ? `${AREA_CODES[city.id] ?? '021'}${digits(rng, 8)}`
        : `${DIAL_CODES[city.countryCode] ?? '+1'} ${digits(rng, 3)} ${digits(rng, 4)}`,
      checkIn: rng.pick(['14:00', '14:00', '12:00', '15:00']),
      checkOut: rng.pick(['12:00', '12:00', '11:00', '14:00']),
      facilityIds,
      imageCount: rng.int(4, 8),
      isGuaranty: rng.chance(0.14),
      baseNightly,
      roomCount: rng.int(12, 40) * star + rng.int(0, 30),
      hpCode: `HP${id.toString(36).toUpperCase()}`,
      descriptionVariant: rng.int(0, 2),
    });
  }
  return out;
}

const MEMO = new Map<string, HotelRecord[]>();
const MEMO_LIMIT = 256;

/** All hotels of a city (memoised). Empty for an unknown city. */
export function hotelsOfCity(seed: number, cityId: number): HotelRecord[] {
  const key = `${seed}:${cityId}`;
  let list = MEMO.get(key);
  if (!list) {
    const city = getCity(cityId);
    if (!city) return [];
    if (MEMO.size >= MEMO_LIMIT) MEMO.clear();
    list = generateCity(seed, city);
    MEMO.set(key, list);
  }
  return list;
}

/** Forget generated hotels (tests measure cold generation). */
export function clearHotelCache(): void {
  MEMO.clear();
}

export function findHotel(seed: number, hotelId: number): HotelRecord | undefined {
  if (!Number.isInteger(hotelId) || hotelId < 1000) return undefined;
  const n = hotelId % 1000;
  return n >= 1 ? hotelsOfCity(seed, Math.floor(hotelId / 1000))[n - 1] : undefined;
}

/** What a location id refers to: a city (types 3, 5, 7) or a single hotel (type 4, id = hotel id). */
export function resolveLocation(seed: number, id: number): { city: CityDef; hotel: HotelRecord | null } | null {
  const city = cityOfLocationId(id);
  if (city) return { city, hotel: null };
  const hotel = findHotel(seed, id);
  const hotelCity = hotel ? getCity(hotel.cityId) : undefined;
  return hotel && hotelCity ? { city: hotelCity, hotel } : null;
}

export function allHotels(seed: number): HotelRecord[] {
  return CITIES.flatMap((c) => hotelsOfCity(seed, c.id));
}

export function facilitiesOf(hotel: HotelRecord): Facility[] {
  return hotel.facilityIds.map((idx) => {
    const [iconName, persianName, englishName] = FACILITIES[idx] as readonly [string, string, string];
    return { iconName, persianName, englishName };
  });
}

export function imagesOf(hotel: HotelRecord, base: string): Image[] {
  const out: Image[] = [];
  for (let n = 1; n <= hotel.imageCount; n++) {
    out.push({
      path: `${base}/sandbox/img/hotel/${hotel.id}/${n}.png`,
      name: `${IMAGE_CAPTIONS[(n - 1) % IMAGE_CAPTIONS.length]} ${hotel.fa}`,
    });
  }
  return out;
}

export const STAR_WORDS = ['', 'یک', 'دو', 'سه', 'چهار', 'پنج'] as const;

export function urlName(hotel: HotelRecord): string {
  return hotel.en.replace(/\s+/g, '-');
}

const STAR_FA = STAR_WORDS;

function description(hotel: HotelRecord, city: CityDef): string {
  const star = STAR_FA[hotel.star];
  const facilities = facilitiesOf(hotel)
    .slice(3, 6)
    .map((f) => f.persianName)
    .join('، ');
  const variants = [
    `${hotel.fa} یکی از هتل‌های ${star} ستاره ${city.fa} است که با ${hotel.roomCount} اتاق و سوئیت، پذیرای مسافران است. ${facilities ? `امکاناتی مانند ${facilities} در این هتل فراهم است.` : ''} ساعت تحویل اتاق ${hotel.checkIn} و ساعت تخلیه ${hotel.checkOut} است.`,
    `اقامت در ${hotel.fa} با دسترسی آسان به مراکز دیدنی و خرید ${city.fa} همراه است. این هتل ${star} ستاره ${hotel.roomCount} اتاق دارد${facilities ? ` و ${facilities} از امکانات آن است` : ''}.`,
    `${hotel.fa} در ${hotel.address} قرار دارد. مهمانان این هتل ${star} ستاره از ${facilities || 'امکانات رفاهی مناسب'} بهره‌مند می‌شوند. پذیرش از ساعت ${hotel.checkIn} است.`,
  ];
  return (variants[hotel.descriptionVariant] ?? variants[0]) as string;
}

export function toHotelDetails(hotel: HotelRecord, base: string): HotelDetails {
  const city = getCity(hotel.cityId) as CityDef;
  return {
    hotelId: hotel.id,
    persianName: hotel.fa,
    englishName: hotel.en,
    urlName: urlName(hotel),
    star: hotel.star,
    countryCode: city.countryCode,
    cityId: city.id,
    cityEnglishName: city.en,
    cityPersianName: city.fa,
    citySlug: citySlug(city),
    address: hotel.address,
    postalCode: hotel.postalCode,
    phoneNumber: hotel.phone,
    location: { latitude: hotel.lat, longitude: hotel.lng },
    checkIn: hotel.checkIn,
    checkOut: hotel.checkOut,
    metaTitle: `رزرو ${hotel.fa} | ${hotel.en} با بهترین قیمت`,
    metaDescription: `رزرو آنلاین ${hotel.fa}، هتل ${STAR_FA[hotel.star]} ستاره ${city.fa}، با مشاهده عکس، امکانات، قوانین کنسلی و قیمت روز اتاق‌ها.`,
    description: description(hotel, city),
    images: imagesOf(hotel, base),
    facilities: facilitiesOf(hotel),
    rate: hotel.rate,
    reviewCount: hotel.reviewCount,
    isGuaranty: hotel.isGuaranty,
    hp_code: hotel.hpCode,
    roomCount: hotel.roomCount,
  };
}

/** The hotel's confirmation number of an order's stay (written at issue, printed on the voucher): «HC-» and 7 digits. */
export function hotelConfirmation(seed: number, factorId: number): string {
  return `HC-${String(1_000_000 + (hashString(`hotel-confirm|${factorId}`, seed) % 9_000_000))}`;
}
