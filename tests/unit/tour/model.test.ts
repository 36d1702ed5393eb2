/** Tour model: the price table by room type and child band, the child bands by age, seat counting, filters and sorts. */
import { describe, expect, it } from 'vitest';
import {
  NO_TOUR_FILTERS,
  type TourFacts,
  filterOptions,
  filterTours,
  priceBandOf,
  tourBandThresholds,
} from '@/products/tour/model/filters';
import { cancellationLines, cancellationPenalty, cancellationPercent } from '@/products/tour/model/cancellation';
import { passportProblem } from '@/products/tour/model/passport';
import {
  childBand,
  roomPrice,
  roomProblem,
  roomsProblem,
  roomsTotal,
  roomTypeOf,
  seatsLeft,
  seatsNeeded,
  seatsProblem,
  travellerCount,
} from '@/products/tour/model/price';

const TABLE = { single: 145, double: 100, triple: 92, childWithBed: 78, childNoBed: 50, infant: 10 };

describe('child bands', () => {
  it('0–1 infant, 2–5 without bed, 6–11 with bed, 12+ is no child', () => {
    expect([0, 1, 2, 5, 6, 11].map((a) => childBand(a))).toEqual([
      'infant',
      'infant',
      'childNoBed',
      'childNoBed',
      'childWithBed',
      'childWithBed',
    ]);
    expect(childBand(12)).toBeNull();
    expect(childBand(-1)).toBeNull();
    expect(childBand(2.5)).toBeNull();
    expect(childBand(3, { infantMaxAge: 2, noBedMaxAge: 2, childMaxAge: 10 })).toBe('childWithBed');
  });
});

describe('price table', () => {
  it('adults pay by the room they share: single, double, triple', () => {
    expect(roomTypeOf(1)).toBe('single');
    expect(roomTypeOf(2)).toBe('double');
    expect(roomTypeOf(3)).toBe('triple');
    expect(roomPrice(TABLE, { adults: 1, childrenAges: [] }).total).toBe(145);
    expect(roomPrice(TABLE, { adults: 2, childrenAges: [] }).total).toBe(200);
    expect(roomPrice(TABLE, { adults: 3, childrenAges: [] }).total).toBe(276);
  });

  it('2 adults + 1 child with bed in one room; children by band; lines name each band once', () => {
    const r = roomPrice(TABLE, { adults: 2, childrenAges: [8] });
    expect(r.roomType).toBe('double');
    expect(r.lines).toEqual([
      { band: 'double', count: 2, unit: 100, amount: 200 },
      { band: 'childWithBed', count: 1, unit: 78, amount: 78 },
    ]);
    expect(r.total).toBe(278);
    expect(roomPrice(TABLE, { adults: 2, childrenAges: [4, 1] }).total).toBe(200 + 50 + 10);
    expect(
      roomsTotal(TABLE, [
        { adults: 2, childrenAges: [8] },
        { adults: 1, childrenAges: [] },
      ]),
    ).toBe(278 + 145);
  });

  it('refuses rooms a hotel does not sell', () => {
    expect(roomProblem({ adults: 2, childrenAges: [8] })).toBeNull();
    expect(roomProblem({ adults: 3, childrenAges: [3] })).toBeNull();
    expect(roomProblem({ adults: 3, childrenAges: [8] })).toMatch(/تخت/);
    expect(roomProblem({ adults: 0, childrenAges: [] })).not.toBeNull();
    expect(roomProblem({ adults: 4, childrenAges: [] })).not.toBeNull();
    expect(roomProblem({ adults: 1, childrenAges: [0, 1] })).toMatch(/نوزاد/);
    expect(roomProblem({ adults: 1, childrenAges: [3, 4, 5] })).not.toBeNull();
    expect(roomProblem({ adults: 1, childrenAges: [14] })).not.toBeNull();
    expect(roomsProblem([])).toMatch(/اتاق/);
    expect(roomsProblem(Array.from({ length: 5 }, () => ({ adults: 1, childrenAges: [] })))).toMatch(/۴/);
  });
});

describe('seats', () => {
  it('everyone but infants takes a seat; what is left never goes below 0', () => {
    const rooms = [
      { adults: 2, childrenAges: [8, 1] },
      { adults: 1, childrenAges: [3] },
    ];
    // 3 adults and the children of 8 and 3 sit; the infant of 1 does not.
    expect(seatsNeeded(rooms)).toBe(5);
    expect(travellerCount(rooms)).toBe(6);
    expect(seatsLeft(30, 20, 4)).toBe(6);
    expect(seatsLeft(30, 30, 4)).toBe(0);
    expect(seatsProblem(6, 4)).toBeNull();
    expect(seatsProblem(3, 4)).toMatch(/۳ صندلی/);
    expect(seatsProblem(0, 1)).toMatch(/تکمیل/);
  });
});

describe('passport', () => {
  it('needs a number and an expiry six months after the return', () => {
    expect(passportProblem('K12345678', '2027-09-01', '2027-02-01')).toBeNull();
    expect(passportProblem('K12345678', '2027-06-01', '2027-02-01')).toMatch(/شش ماه/);
    expect(passportProblem('', '2030-01-01', '2027-02-01')).toMatch(/گذرنامه/);
    expect(passportProblem('K12345678', null, '2027-02-01')).toMatch(/گذرنامه/);
  });
});

describe('filters and sorts', () => {
  const tour = (id: number, o: Partial<TourFacts> = {}): TourFacts => ({
    packageId: id,
    nights: 3,
    stars: 4,
    priceFrom: 50_000_000,
    transport: { mode: 'flight', carrierCode: 'IR' },
    departures: [{ date: '2026-12-05', isSoldOut: false }],
    destination: { domestic: true },
    ...o,
  });
  const list = [
    tour(1, { priceFrom: 120_000_000, stars: 5 }),
    tour(2, { nights: 4, transport: { mode: 'bus', carrierCode: 'BUS' }, departures: [{ date: '2027-01-03', isSoldOut: false }] }),
    tour(3, { priceFrom: null, departures: [{ date: '2026-12-01', isSoldOut: true }] }),
    tour(4, { priceFrom: 30_000_000, departures: [{ date: '2026-11-30', isSoldOut: false }] }),
  ];

  it('bands at the scope thresholds × the tour default nights', () => {
    expect(tourBandThresholds(true)).toEqual([52_380_000, 91_180_000, 163_200_000]);
    expect(priceBandOf(50_000_000, true)).toBe(0);
    expect(priceBandOf(120_000_000, true)).toBe(2);
    expect(priceBandOf(120_000_000, false)).toBe(0);
    expect(priceBandOf(null, true)).toBeNull();
  });

  it('filters by band, nights, stars, transport and month (a month with seats left)', () => {
    const ids = (f: Partial<typeof NO_TOUR_FILTERS>) => filterTours(list, { ...NO_TOUR_FILTERS, ...f }).map((t) => t.packageId);
    expect(ids({})).toEqual([1, 2, 4, 3]);
    expect(ids({ priceBands: [2] })).toEqual([1]);
    expect(ids({ nights: [4] })).toEqual([2]);
    expect(ids({ stars: [5] })).toEqual([1]);
    expect(ids({ transport: ['BUS'] })).toEqual([2]);
    // Jalali months: 2026-11-30 and 2026-12-05 are both in Azar 1405, 2027-01-03 in Dey; a sold-out date counts not.
    expect(ids({ months: ['1405-09'] })).toEqual([1, 4]);
    expect(ids({ months: ['1405-10'] })).toEqual([2]);
    expect(filterOptions(list)).toEqual({
      nights: [3, 4],
      stars: [4, 5],
      transport: ['BUS', 'IR'],
      months: ['1405-09', '1405-10'],
    });
  });

  it('sorts by price both ways and by the first departure with seats; sold out last', () => {
    const ids = (s: 'priceAsc' | 'priceDes' | 'departure') => filterTours(list, NO_TOUR_FILTERS, s).map((t) => t.packageId);
    expect(ids('priceAsc')).toEqual([4, 2, 1, 3]);
    expect(ids('priceDes')).toEqual([1, 2, 4, 3]);
    expect(ids('departure')).toEqual([4, 1, 2, 3]);
  });
});

describe('cancellation steps', () => {
  const steps = [
    { fromDaysBefore: 0, penaltyPercent: 100 },
    { fromDaysBefore: 15, penaltyPercent: 10 },
    { fromDaysBefore: 7, penaltyPercent: 30 },
    { fromDaysBefore: 3, penaltyPercent: 50 },
  ];
  it('the step with the most days not above the days left', () => {
    expect([40, 15, 14, 7, 6, 3, 2, 0].map((d) => cancellationPercent(steps, d))).toEqual([10, 10, 30, 30, 50, 50, 100, 100]);
    expect(cancellationPercent([{ fromDaysBefore: 10, penaltyPercent: 20 }], 5)).toBe(100);
    expect(cancellationPenalty(steps, 8, 12_345_000)).toBe(3_703_500);
  });
  it('reads as ranges of days', () => {
    expect(cancellationLines(steps)).toEqual([
      '۱۵ روز یا بیشتر پیش از حرکت: ۱۰ درصد جریمه',
      '۷ تا ۱۴ روز پیش از حرکت: ۳۰ درصد جریمه',
      '۳ تا ۶ روز پیش از حرکت: ۵۰ درصد جریمه',
      'کمتر از ۳ روز مانده به حرکت: ۱۰۰ درصد جریمه',
    ]);
  });
});
