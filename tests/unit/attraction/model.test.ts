/** The attraction models: the date-list rule, ticket pricing per type × counts, filters and sorts. */
import { describe, expect, it } from 'vitest';
import {
  ATTRACTION_PICKER,
  bookableDates,
  dateProblem,
  firstBookableDate,
  isBookableDate,
  type OfferedDate,
  pickerDayPrices,
} from '@/products/attraction/model/dates';
import { type AttractionFacts, filterAttractions, filterStats, NO_FILTER, sortAttractions } from '@/products/attraction/model/filters';
import { priceLines, ticketCount, ticketCountsProblem, ticketTotal } from '@/products/attraction/model/price';
import { attractionTexts as m } from '@/products/attraction/messages';

const TODAY = '2026-12-01';
const DATES: OfferedDate[] = [
  { serviceDate: '2026-11-30', finalPrice: 1_000_000, remaining: 5 }, // past
  { serviceDate: '2026-12-02', finalPrice: 1_250_000, remaining: 0 }, // sold out
  { serviceDate: '2026-12-03', finalPrice: 1_500_000, remaining: 12 },
  { serviceDate: '2026-12-05', finalPrice: 1_730_000, remaining: 1 },
];

describe('date list', () => {
  it('a day is selectable only if offered, not sold out and not past', () => {
    expect(bookableDates(DATES, TODAY)).toEqual(['2026-12-03', '2026-12-05']);
    expect(isBookableDate(DATES, '2026-12-03', TODAY)).toBe(true);
    expect(isBookableDate(DATES, '2026-12-02', TODAY)).toBe(false); // sold out
    expect(isBookableDate(DATES, '2026-12-04', TODAY)).toBe(false); // not in the list
    expect(isBookableDate(DATES, '2026-11-30', TODAY)).toBe(false); // past
  });

  it('says why a day cannot be booked', () => {
    expect(dateProblem(DATES, '2026-12-02', TODAY)).toBe(m.soldOut);
    expect(dateProblem(DATES, '2026-12-04', TODAY)).toBe(m.dateNotOffered);
    expect(dateProblem(DATES, '2026-11-30', TODAY)).toBe(m.datePast);
    expect(dateProblem(DATES, '2026-12-05', TODAY)).toBeNull();
  });

  it('opens on the first bookable day and shows day prices in ten-thousands of rial', () => {
    expect(firstBookableDate(DATES, TODAY)).toBe('2026-12-03');
    expect(firstBookableDate(DATES.slice(0, 2), TODAY)).toBeNull();
    expect([...pickerDayPrices(DATES, TODAY)]).toEqual([
      ['2026-12-03', 150],
      ['2026-12-05', 173],
    ]);
    expect(ATTRACTION_PICKER).toEqual({ mode: 'single', returnSwitch: false });
  });
});

describe('ticket prices', () => {
  const prices = { adult: 2_000_000, child: 1_200_000, infant: 0 };

  it('multiplies each type by its count', () => {
    expect(ticketTotal(prices, { adult: 2, child: 1, infant: 1 })).toBe(5_200_000);
    expect(ticketCount({ adult: 2, child: 1, infant: 1 })).toBe(4);
    expect(priceLines(prices, { adult: 2, child: 0, infant: 1 })).toEqual([
      { type: 'adult', label: 'بزرگسال', count: 2, unitPrice: 2_000_000, total: 4_000_000 },
      { type: 'infant', label: 'نوزاد', count: 1, unitPrice: 0, total: 0 },
    ]);
  });

  it('refuses no tickets, children alone, more than are left, more than 20 of a type', () => {
    expect(ticketCountsProblem({ adult: 0, child: 0, infant: 0 }, 10)).toBe(m.noTickets);
    expect(ticketCountsProblem({ adult: 0, child: 2, infant: 0 }, 10)).toBe(m.adultNeeded);
    expect(ticketCountsProblem({ adult: 3, child: 2, infant: 0 }, 4)).toBe(m.notEnough('۴'));
    expect(ticketCountsProblem({ adult: 1, child: 0, infant: 0 }, 0)).toBe(m.soldOut);
    expect(ticketCountsProblem({ adult: 21, child: 0, infant: 0 }, 100)).toBe(m.tooMany);
    expect(ticketCountsProblem({ adult: 2, child: 1, infant: 1 }, 4)).toBeNull();
  });
});

describe('filters and sorts', () => {
  const items: AttractionFacts[] = [
    { attractionId: 1, category: 'museum', minPrice: 1_500_000, durationMinutes: 120, firstDate: '2026-12-03' },
    { attractionId: 2, category: 'waterPark', minPrice: 5_000_000, durationMinutes: 240, firstDate: '2026-12-02' },
    { attractionId: 3, category: 'tour', minPrice: null, durationMinutes: 60, firstDate: null },
    { attractionId: 4, category: 'museum', minPrice: 900_000, durationMinutes: 60, firstDate: '2026-12-05' },
  ];
  const ids = (xs: AttractionFacts[]) => xs.map((x) => x.attractionId);

  it('filters by category, price and duration; a sold-out attraction has no price', () => {
    expect(ids(filterAttractions(items, NO_FILTER))).toEqual([1, 2, 3, 4]);
    expect(ids(filterAttractions(items, { ...NO_FILTER, categories: ['museum'] }))).toEqual([1, 4]);
    expect(ids(filterAttractions(items, { ...NO_FILTER, price: { min: 0, max: 2_000_000 } }))).toEqual([1, 4]);
    expect(ids(filterAttractions(items, { ...NO_FILTER, duration: { min: 90, max: 300 } }))).toEqual([1, 2]);
  });

  it('sorts with sold-out last and ties in the supplier order', () => {
    expect(ids(sortAttractions(items, 'suggested'))).toEqual([1, 2, 4, 3]);
    expect(ids(sortAttractions(items, 'cheapest'))).toEqual([4, 1, 2, 3]);
    expect(ids(sortAttractions(items, 'priciest'))).toEqual([2, 1, 4, 3]);
    expect(ids(sortAttractions(items, 'shortest'))).toEqual([4, 1, 2, 3]);
    expect(ids(sortAttractions(items, 'soonest'))).toEqual([2, 1, 4, 3]);
  });

  it('gives the panel its bounds and category counts', () => {
    const s = filterStats(items);
    expect(s.price).toEqual({ min: 900_000, max: 5_000_000 });
    expect(s.duration).toEqual({ min: 60, max: 240 });
    expect(s.categories.get('museum')).toBe(2);
  });
});
