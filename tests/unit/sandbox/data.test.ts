/** Shape and ranges of the generated data. */
import { describe, expect, it } from 'vitest';
import { CITIES, citySlug, getCity } from '@/server/sandbox/data/cities';
import { allHotels, hotelsOfCity } from '@/server/sandbox/data/hotels';
import { cheapestPackage, packagesFor, ratePlans, parsePackageNumber, packageNumber } from '@/server/sandbox/data/packages';
import { cancellationRules, freeCancellationUntil, nationalPenalty, showRuleData, type RuleKind } from '@/server/sandbox/data/rules';
import { addDays } from '@/server/sandbox/time';

const SEED = 1405;
const LEAD_CITIES: Record<string, number> = {
  Kish: 402,
  Mashhad: 401,
  Shiraz: 412,
  Isfahan: 399,
  Tabriz: 439,
  Ahvaz: 433,
  Qeshm: 448,
  Istanbul: 5847,
  Dubai: 46082,
  London: 46134,
  Paris: 46149,
  Rome: 46155,
  Frankfurt: 47539,
  Amsterdam: 46319,
  Toronto: 46178,
  Vancouver: 50997,
};

describe('cities and hotels', () => {
  it('has the spec lead cities with their location ids, Tehran, and slugs', () => {
    for (const [name, id] of Object.entries(LEAD_CITIES)) expect(getCity(id)?.en).toBe(name);
    expect(CITIES.find((c) => c.en === 'Tehran')).toBeDefined();
    expect(citySlug(getCity(402)!)).toBe('ir-kish');
    expect(citySlug(getCity(46082)!)).toBe('ae-dubai');
    expect(citySlug(getCity(5847)!)).toBe('tr-istanbul');
    expect(getCity(402)!.priority).toBe(3000007);
    const domestic = CITIES.filter((c) => c.countryCode === 'IR')
      .sort((a, b) => b.priority - a.priority)
      .map((c) => c.en);
    expect(domestic.slice(0, 3)).toEqual(['Kish', 'Mashhad', 'Tehran']);
  });

  it('has ≥ 1000 hotels, ≥ 120 in Kish and Mashhad, ≥ 150 in Dubai and Istanbul', () => {
    expect(allHotels(SEED).length).toBeGreaterThanOrEqual(1000);
    expect(hotelsOfCity(SEED, 402).length).toBeGreaterThanOrEqual(120);
    expect(hotelsOfCity(SEED, 401).length).toBeGreaterThanOrEqual(120);
    expect(hotelsOfCity(SEED, 46082).length).toBeGreaterThanOrEqual(150);
    expect(hotelsOfCity(SEED, 5847).length).toBeGreaterThanOrEqual(150);
  });

  it('gives every hotel Persian and English names, stars, coordinates inside its city, a rate and unique names', () => {
    for (const city of CITIES) {
      const hotels = hotelsOfCity(SEED, city.id);
      expect(new Set(hotels.map((h) => h.en)).size).toBe(hotels.length);
      for (const h of hotels) {
        expect(h.fa).toMatch(/[\u0600-\u06FF]/);
        expect(h.en).toMatch(/^[A-Za-z]/);
        expect(h.star).toBeGreaterThanOrEqual(1);
        expect(h.star).toBeLessThanOrEqual(5);
        expect(Math.abs(h.lat - city.lat)).toBeLessThanOrEqual(city.radius + 1e-6);
        expect(h.rate).toBeGreaterThanOrEqual(1.5);
        expect(h.rate).toBeLessThanOrEqual(5);
        expect(h.address).toContain(city.fa);
      }
    }
    expect(allHotels(SEED).some((h) => h.isGuaranty)).toBe(true);
  });
});

describe('packages and prices', () => {
  const stay = (days: number, nights: number) => ({
    checkIn: addDays('2026-11-21', days),
    checkOut: addDays('2026-11-21', days + nights),
    rooms: [{ adults: 2, childrenAges: [] as number[] }],
  });

  it('gives 2–12 packages per hotel, meal codes RO/R/BB/HB/FB and unknown ones, sold-out ones and providers', () => {
    const meals = new Set<string>();
    let soldOut = 0;
    const providers = new Set<string>();
    for (const h of allHotels(SEED)) {
      const plans = ratePlans(SEED, h);
      expect(plans.length).toBeGreaterThanOrEqual(2);
      expect(plans.length).toBeLessThanOrEqual(12);
      for (const p of packagesFor(SEED, h, stay(30, 3), 0)) {
        meals.add(p.roomTypes[0]!.mealType);
        if (p.isSoldOut) soldOut++;
        providers.add(p.providerName);
      }
    }
    for (const code of ['RO', 'R', 'BB', 'HB', 'FB']) expect(meals).toContain(code);
    expect([...meals].some((m) => !['RO', 'R', 'BB', 'HB', 'FB'].includes(m))).toBe(true);
    expect(soldOut).toBeGreaterThan(0);
    expect(providers.size).toBeGreaterThan(3);
  });

  it('prices a standard double room per night in the spec bands: domestic 10M–120M rial, abroad 60M–600M', () => {
    for (const h of allHotels(SEED)) {
      const local = getCity(h.cityId)!.countryCode === 'IR';
      const [lo, hi] = local ? [10_000_000, 120_000_000] : [60_000_000, 600_000_000];
      expect(h.baseNightly).toBeGreaterThanOrEqual(lo);
      expect(h.baseNightly).toBeLessThanOrEqual(hi);
      // The cheapest package for one night: base × meal, provider, weekday and a small wobble.
      const cheapest = Math.min(...packagesFor(SEED, h, stay(30, 1), 0).map((p) => p.packagePrice));
      expect(cheapest).toBeGreaterThanOrEqual(lo * 0.85);
      expect(cheapest).toBeLessThanOrEqual(hi * 1.3);
      expect(cheapest % 10_000).toBe(0);
    }
  });

  it('scales with nights and rooms, and discounts counter/agent users', () => {
    const h = hotelsOfCity(SEED, 402)[0]!;
    const one = packagesFor(SEED, h, stay(30, 1), 0)[0]!.packagePrice;
    const four = packagesFor(SEED, h, stay(30, 4), 0)[0]!.packagePrice;
    expect(four).toBeGreaterThan(3 * one);
    const tworooms = {
      ...stay(30, 1),
      rooms: [
        { adults: 2, childrenAges: [] },
        { adults: 2, childrenAges: [] },
      ],
    };
    expect(packagesFor(SEED, h, tworooms, 0)[0]!.packagePrice).toBeGreaterThanOrEqual(2 * one - 20_000);
    expect(packagesFor(SEED, h, stay(30, 1), 8)[0]!.packagePrice).toBeLessThan(one);
  });

  it('a search result’s package (built alone) is the cheapest on sale of all the packages, the lower id on a tie', () => {
    const parties = [
      [{ adults: 2, childrenAges: [] }],
      [
        { adults: 1, childrenAges: [4] },
        { adults: 3, childrenAges: [] },
      ],
    ];
    let compared = 0;
    let allSoldOut = 0;
    for (const cityId of [402, 401, 5847, 46082]) {
      for (const hotel of hotelsOfCity(SEED, cityId).slice(0, 40)) {
        for (const [i, rooms] of parties.entries()) {
          const s = { ...stay(3 + ((hotel.id + i) % 40), 1 + (hotel.id % 4)), rooms };
          const discount = i * 5;
          const all = packagesFor(SEED, hotel, s, discount, '2026-11-21');
          const onSale = all.filter((p) => !p.isSoldOut).sort((a, b) => a.packagePrice - b.packagePrice || a.packageId - b.packageId);
          if (onSale.length === 0) allSoldOut++;
          expect(cheapestPackage(SEED, hotel, s, discount, '2026-11-21')).toEqual(onSale[0] ?? all[0]);
          compared++;
        }
      }
    }
    expect(compared).toBe(320);
    expect(allSoldOut).toBe(0);
  });

  it('round-trips package numbers', () => {
    const ref = {
      hotelId: 402017,
      stay: {
        checkIn: '2026-12-01',
        checkOut: '2026-12-04',
        rooms: [
          { adults: 2, childrenAges: [] },
          { adults: 1, childrenAges: [5, 8] },
        ],
      },
      planIndex: 3,
      discount: 5,
    };
    expect(packageNumber(ref)).toBe('402017-20261201-20261204-2_1c5c8-3-5');
    expect(parsePackageNumber(packageNumber(ref))).toEqual(ref);
    expect(parsePackageNumber('402017-20261204-20261201-2-3-5')).toBeNull();
    expect(parsePackageNumber('../../etc')).toBeNull();
  });
});

describe('cancellation rules', () => {
  const today = '2026-11-21';
  const h = hotelsOfCity(SEED, 402)[0]!;
  const pkg = packagesFor(SEED, h, { checkIn: '2027-01-10', checkOut: '2027-01-13', rooms: [{ adults: 2, childrenAges: [] }] }, 0)[0]!;

  it('national tiers: free until 20 days before, then 20/30/50/70 % of one night', () => {
    const [room] = cancellationRules('national', pkg, today);
    expect(room!.cancellationRules.map((r) => [r.fromDate, r.toDate, r.charge, r.isChargeBaseOnPercent, r.chargeBase])).toEqual([
      ['2026-11-21', '2026-12-21', 0, true, 'night'],
      ['2026-12-22', '2026-12-31', 20, true, 'night'],
      ['2027-01-01', '2027-01-07', 30, true, 'night'],
      ['2027-01-08', '2027-01-09', 50, true, 'night'],
      ['2027-01-10', '2027-01-10', 70, true, 'night'],
    ]);
    expect([25, 20, 19, 10, 9, 3, 2, 1, 0].map((d) => nationalPenalty(1_000_000, d))).toEqual([
      0, 0, 200_000, 200_000, 300_000, 300_000, 500_000, 500_000, 700_000,
    ]);
  });

  it('drops past windows for a near arrival', () => {
    const [room] = cancellationRules('national', { ...pkg, checkIn: '2026-11-25', checkOut: '2026-11-27' }, today);
    expect(room!.cancellationRules.map((r) => r.charge)).toEqual([30, 50, 70]);
    expect(room!.cancellationRules[0]!.fromDate).toBe(today);
  });

  it('has percent rows, amount rows, none and text-only kinds', () => {
    const kinds: RuleKind[] = ['percent', 'amount', 'nonRefundable', 'none', 'text'];
    const rows = Object.fromEntries(kinds.map((k) => [k, cancellationRules(k, pkg, today)[0]!.cancellationRules]));
    expect(rows.percent!.every((r) => r.isChargeBaseOnPercent && r.chargeBase === 'total')).toBe(true);
    expect(rows.amount!.every((r) => !r.isChargeBaseOnPercent && r.charge > 0)).toBe(true);
    expect(rows.none).toEqual([]);
    expect(rows.text).toEqual([]);
    expect(showRuleData('text', pkg, today).cancellationRuleText).toMatch(/لغو/);
    expect(showRuleData('none', pkg, today)).toEqual({ cancelModelRule2: null, cancellationRuleText: null, preRules: null });
    expect(showRuleData('amount', pkg, today).preRules).toHaveLength(1);
    expect(showRuleData('national', pkg, today).cancelModelRule2?.map((r) => r.cancellationValue)).toEqual([20, 30, 50, 70]);
    const used = new Set(allHotels(SEED).flatMap((x) => ratePlans(SEED, x).map((p) => p.rule)));
    expect([...used].sort()).toEqual(['amount', 'national', 'nonRefundable', 'none', 'percent', 'text']);
  });
});

describe('free cancellation (the supplier refund data on results and packages)', () => {
  const today = '2026-11-21';
  const kinds: RuleKind[] = ['national', 'percent', 'amount', 'nonRefundable', 'none', 'text'];
  /** The last day of a package's charge-free window as its cancellation rules give it (every room the same). */
  const freeUntilFromRules = (kind: RuleKind, pkg: ReturnType<typeof packagesFor>[number]) =>
    cancellationRules(kind, pkg, today)[0]!.cancellationRules.find((r) => r.charge === 0)?.toDate ?? null;

  it('agrees with the cancellation rules for every kind and arrival', () => {
    const h = hotelsOfCity(SEED, 402)[0]!;
    for (const days of [0, 3, 19, 20, 21, 40, 90])
      for (const kind of kinds) {
        const checkIn = addDays(today, days);
        const pkg = packagesFor(SEED, h, { checkIn, checkOut: addDays(checkIn, 2), rooms: [{ adults: 2, childrenAges: [] }] }, 0)[0]!;
        expect(freeCancellationUntil(kind, checkIn, today), `${kind} +${days}`).toBe(freeUntilFromRules(kind, pkg));
      }
    expect(freeCancellationUntil('national', addDays(today, 40), today)).toBe(addDays(today, 20));
    expect(freeCancellationUntil('national', addDays(today, 20), today)).toBe(today);
    expect(freeCancellationUntil('national', addDays(today, 19), today)).toBeNull();
  });

  it('packages listed with a date carry it, refundable whenever free, and only then', () => {
    let free = 0;
    for (const h of hotelsOfCity(SEED, 402).slice(0, 40)) {
      const stay = { checkIn: addDays(today, 30), checkOut: addDays(today, 33), rooms: [{ adults: 2, childrenAges: [] }] };
      const plans = ratePlans(SEED, h);
      packagesFor(SEED, h, stay, 0, today).forEach((p, i) => {
        expect(p.freeCancellationUntil).toBe(freeCancellationUntil(plans[i]!.rule, stay.checkIn, today));
        if (p.freeCancellationUntil) {
          free++;
          expect(p.isRefundable).toBe(true);
        }
      });
      // Without a date (the cancellation-rule routes), no refund claim is made.
      expect(packagesFor(SEED, h, stay, 0)[0]).not.toHaveProperty('freeCancellationUntil');
    }
    expect(free).toBeGreaterThan(0);
  });
});
