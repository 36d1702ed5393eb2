/**
 * The sandbox's airport CIP services (issue 47): per airport, packages on arrival (the spec's entrance package) and
 * departure (its leave package) — lounge, fast track, porter, parking, meet-and-greet — priced per passenger by age
 * band and per extra guest, with the hours they run and the extras a passenger may add.
 * - Which services an airport has and the package ids (`airport number × 100 + n`) are fixed; prices (× 0.9–1.15 of
 *   the service's base, rounded to 10 000 rial) and hours come from the seed.
 * - Lounges and parking run round the clock at the big airports; fast track and meet-and-greet never do (a flight at
 *   03:00 finds them closed), porters' shifts cross midnight.
 * - Services are bookable for any flight from today to 90 days ahead; there is no capacity.
 */
import { findAirport } from '@/lib/lookups';
import { type CityDef, getCity } from './cities';
import { createRng, roundTo } from './prng';

export type CipKindCode = 'arrival' | 'departure';
export type CipServiceCode = 'lounge' | 'fastTrack' | 'porter' | 'parking' | 'meetAndGreet';

interface AirportDef {
  iata: string;
  /** The airport's number in package ids. */
  no: number;
  cityId: number;
  terminal: string;
  /** A big airport: lounges and parking round the clock, every service on both sides. */
  hub: boolean;
}

const AIRPORTS: readonly AirportDef[] = [
  { iata: 'IKA', no: 11, cityId: 397, terminal: 'ترمینال سلام', hub: true },
  { iata: 'THR', no: 12, cityId: 397, terminal: 'ترمینال ۴', hub: true },
  { iata: 'MHD', no: 13, cityId: 401, terminal: 'ترمینال ۱', hub: true },
  { iata: 'SYZ', no: 14, cityId: 412, terminal: 'ترمینال پروازهای داخلی', hub: false },
  { iata: 'IFN', no: 15, cityId: 399, terminal: 'ترمینال اصلی', hub: false },
  { iata: 'KIH', no: 16, cityId: 402, terminal: 'ترمینال اصلی', hub: false },
  { iata: 'TBZ', no: 17, cityId: 439, terminal: 'ترمینال اصلی', hub: false },
  { iata: 'DXB', no: 21, cityId: 46082, terminal: 'Terminal 3', hub: true },
  { iata: 'IST', no: 22, cityId: 5847, terminal: 'Main Terminal', hub: true },
];

const M = 1_000_000;

interface ServiceDef {
  type: CipServiceCode;
  /** An adult at a domestic airport, rial (× 2.5 abroad). */
  adult: number;
  childShare: number;
  /** null: infants ride free. */
  infantShare: number | null;
  guestShare: number;
  maxGuests: number;
  hubOnly: boolean;
  fa: string;
  en: string;
  includes: readonly string[];
  /** [code, fa, en, rial at home] */
  extras: readonly (readonly [string, string, string, number])[];
  /** Possible hours; `null` = round the clock at a hub. */
  hours: readonly (readonly [string, string])[];
}

const SERVICES: readonly ServiceDef[] = [
  {
    type: 'lounge',
    adult: 55 * M,
    childShare: 0.7,
    infantShare: null,
    guestShare: 0.6,
    maxGuests: 4,
    hubOnly: false,
    fa: 'سالن تشریفات CIP',
    en: 'CIP Lounge',
    includes: ['پذیرایی گرم و سرد', 'انجام امور پذیرش و بار', 'همراهی تا پای هواپیما'],
    extras: [
      ['car-transfer', 'ترانسفر با خودروی سواری', 'Car transfer', 9 * M],
      ['flowers', 'دسته‌گل خوشامد', 'Welcome flowers', 2.5 * M],
      ['extra-bag', 'حمل بار اضافه', 'Extra baggage handling', 1.5 * M],
    ],
    hours: [
      ['05:00', '23:30'],
      ['04:30', '23:59'],
    ],
  },
  {
    type: 'fastTrack',
    adult: 18 * M,
    childShare: 0.8,
    infantShare: null,
    guestShare: 0,
    maxGuests: 0,
    hubOnly: false,
    fa: 'مسیر سریع (فست ترک)',
    en: 'Fast Track',
    includes: ['عبور از مسیر اختصاصی گذرنامه و بازرسی', 'راهنمای فرودگاهی'],
    extras: [['porter', 'حمل بار با پورتر', 'Porter', 1.8 * M]],
    hours: [
      ['06:00', '22:00'],
      ['05:30', '23:00'],
    ],
  },
  {
    type: 'meetAndGreet',
    adult: 12 * M,
    childShare: 0.5,
    infantShare: null,
    guestShare: 0.3,
    maxGuests: 6,
    hubOnly: false,
    fa: 'استقبال و همراهی',
    en: 'Meet and Greet',
    includes: ['استقبال با تابلوی نام', 'همراهی تا خودرو یا پای هواپیما'],
    extras: [
      ['flowers', 'دسته‌گل خوشامد', 'Welcome flowers', 2.5 * M],
      ['sim-card', 'سیم‌کارت مسافر', 'Tourist SIM card', 1.2 * M],
    ],
    hours: [
      ['06:00', '23:59'],
      ['07:00', '23:00'],
    ],
  },
  {
    type: 'porter',
    adult: 3 * M,
    childShare: 0.5,
    infantShare: null,
    guestShare: 0,
    maxGuests: 0,
    hubOnly: false,
    fa: 'حمل بار (پورتر)',
    en: 'Porter Service',
    includes: ['حمل تا سه چمدان برای هر مسافر'],
    extras: [['wrap', 'بسته‌بندی چمدان', 'Baggage wrapping', 0.9 * M]],
    hours: [
      ['04:00', '01:00'],
      ['05:00', '00:30'],
    ],
  },
  {
    type: 'parking',
    adult: 6 * M,
    childShare: 0,
    infantShare: null,
    guestShare: 0,
    maxGuests: 0,
    hubOnly: true,
    fa: 'پارکینگ اختصاصی',
    en: 'Valet Parking',
    includes: ['تحویل و تحویل‌گیری خودرو کنار ترمینال', 'پارکینگ سرپوشیده تا ۷ روز'],
    extras: [['car-wash', 'شست‌وشوی خودرو', 'Car wash', 1.5 * M]],
    hours: [['00:00', '24:00']],
  },
];

const KIND_FA: Readonly<Record<CipKindCode, string>> = { arrival: 'ورودی (استقبال)', departure: 'خروجی (بدرقه)' };
export const cipKindName = (k: CipKindCode): string => KIND_FA[k];

export interface CipPackageDef {
  packageId: number;
  iata: string;
  airportName: string;
  city: CityDef;
  terminal: string;
  kind: CipKindCode;
  service: CipServiceCode;
  serviceName: string;
  fa: string;
  en: string;
  description: string;
  prices: { adult: number; child: number; infant: number };
  extraGuestPrice: number;
  maxExtraGuests: number;
  maxPassengers: number;
  hours: { from: string; to: string };
  includes: readonly string[];
  extras: { extraId: string; persianName: string; englishName: string; price: number }[];
}

const cache = new Map<number, CipPackageDef[]>();

function build(seed: number): CipPackageDef[] {
  const out: CipPackageDef[] = [];
  for (const ap of AIRPORTS) {
    const city = getCity(ap.cityId);
    if (!city) continue;
    const abroad = city.countryCode !== 'IR' ? 2.5 : 1;
    let n = 0;
    for (const kind of ['arrival', 'departure'] as const) {
      for (const s of SERVICES) {
        if (s.hubOnly && !ap.hub) continue;
        // Parking serves the departing traveller's car; smaller airports have no arrival fast track.
        if (s.type === 'parking' && kind === 'arrival') continue;
        if (s.type === 'fastTrack' && kind === 'arrival' && !ap.hub) continue;
        n += 1;
        const packageId = ap.no * 100 + n;
        const rng = createRng(seed, 'cip', packageId);
        const adult = roundTo(s.adult * abroad * rng.float(0.9, 1.15), 10_000);
        const roundClock = ap.hub && (s.type === 'lounge' || s.type === 'parking');
        const [from, to] = roundClock ? ['00:00', '24:00'] : rng.pick(s.hours);
        const airportName = findAirport(ap.iata)?.name ?? ap.iata;
        out.push({
          packageId,
          iata: ap.iata,
          airportName,
          city,
          terminal: ap.terminal,
          kind,
          service: s.type,
          serviceName: s.fa,
          fa: `${s.fa} ${KIND_FA[kind]} ${airportName}`,
          en: `${s.en} ${kind === 'arrival' ? 'Arrival' : 'Departure'} ${ap.iata}`,
          description: `${s.fa} برای پروازهای ${kind === 'arrival' ? 'ورودی به' : 'خروجی از'} ${airportName}؛ ${s.includes.join('، ')}.`,
          prices: {
            adult,
            child: roundTo(adult * s.childShare, 10_000),
            infant: s.infantShare === null ? 0 : roundTo(adult * s.infantShare, 10_000),
          },
          extraGuestPrice: roundTo(adult * s.guestShare, 10_000),
          maxExtraGuests: s.maxGuests,
          maxPassengers: s.type === 'parking' ? 5 : 9,
          hours: { from: from as string, to: to as string },
          includes: s.includes,
          extras: s.extras.map(([code, fa, en, price]) => ({
            extraId: `${packageId}-${code}`,
            persianName: fa,
            englishName: en,
            price: roundTo(price * abroad, 10_000),
          })),
        });
      }
    }
  }
  return out;
}

/** Every package, in airport and then arrival/departure order. */
export function cipPackages(seed: number): readonly CipPackageDef[] {
  let found = cache.get(seed);
  if (!found) {
    found = build(seed);
    cache.set(seed, found);
  }
  return found;
}

export const findCipPackage = (seed: number, packageId: number): CipPackageDef | undefined =>
  cipPackages(seed).find((p) => p.packageId === packageId);

export const cipAirportCodes = (): string[] => AIRPORTS.map((a) => a.iata);

/** How far ahead a CIP service can be booked. */
export const CIP_DAYS_AHEAD = 90;
