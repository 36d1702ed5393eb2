import { describe, expect, it } from 'vitest';
import { filterAttractions, sortAttractions, type AttractionFacts } from '@/products/attraction/model/filters';
import {
  attractionDetailPath,
  attractionFilterQuery,
  parseAttractionFilters,
  ticketCountsOfQuery,
  toAttractionFilter,
  visitDateOfQuery,
} from '@/products/attraction/model/query';
import { attractionResultsModel } from '@/products/attraction/model/results-model';
import { validateAttractionLead } from '@/products/attraction/model/travellers';

const item = (
  id: number,
  category: string,
  minPrice: number | null,
  durationMinutes: number,
): AttractionFacts & {
  persianName: string;
  englishName: string;
} => ({
  attractionId: id,
  category,
  minPrice,
  durationMinutes,
  firstDate: minPrice === null ? null : '2030-01-02',
  persianName: `ج${id}`,
  englishName: `A${id}`,
});

describe('attraction results URL: filters and sort', () => {
  it('reads and writes the same filters (toman in the URL, rial for the workers)', () => {
    const q = { category: 'museum,park,nonsense', minPrice: '۱۰۰۰۰۰', maxPrice: '5000000', duration: 'medium', sort: 'cheapest' };
    const f = parseAttractionFilters(q);
    expect(f).toEqual({ categories: ['museum', 'park'], price: { min: 100_000, max: 5_000_000 }, duration: 'medium', sort: 'cheapest' });
    expect(attractionFilterQuery(f)).toEqual({
      category: 'museum,park',
      minPrice: '100000',
      maxPrice: '5000000',
      duration: 'medium',
      sort: 'cheapest',
    });
    expect(toAttractionFilter(f)).toEqual({
      categories: ['museum', 'park'],
      price: { min: 1_000_000, max: 50_000_000 },
      duration: { min: 121, max: 240 },
    });
  });

  it('no keys: no filter and the suggested order; bad values are ignored', () => {
    const f = parseAttractionFilters({ minPrice: 'abc', duration: 'forever', sort: 'random' });
    expect(f).toEqual({ categories: [], price: null, duration: null, sort: 'suggested' });
    expect(attractionFilterQuery(f)).toEqual({});
  });

  it('the workers’ model filters and sorts like model/filters.ts (sold out last)', () => {
    const items = [item(1, 'museum', 9_000_000, 60), item(2, 'park', null, 300), item(3, 'museum', 3_000_000, 200)];
    const filter = toAttractionFilter(parseAttractionFilters({ category: 'museum' }));
    expect(attractionResultsModel.filter(items, filter).map((x) => x.attractionId)).toEqual(
      filterAttractions(items, filter).map((x) => x.attractionId),
    );
    const ordered = [...items].sort(attractionResultsModel.compare('cheapest')).map((x) => x.attractionId);
    expect(ordered).toEqual(sortAttractions(items, 'cheapest').map((x) => x.attractionId));
    expect(ordered).toEqual([3, 1, 2]);
    expect(attractionResultsModel.stats(items)).toEqual({ price: { min: 3_000_000, max: 9_000_000 }, categories: { museum: 2, park: 1 } });
  });
});

describe('attraction detail link and party', () => {
  it('carries the day and the party; one adult without any', () => {
    expect(ticketCountsOfQuery({ adults: '2', child: '1' })).toEqual({ adult: 2, child: 1, infant: 0 });
    expect(ticketCountsOfQuery({})).toEqual({ adult: 1, child: 0, infant: 0 });
    // At least one adult; at most 20 of a type (the booking's own limit).
    expect(ticketCountsOfQuery({ adults: '0', child: '99' })).toEqual({ adult: 1, child: 20, infant: 0 });
    expect(visitDateOfQuery({ startDate: '2030-01-05' })).toBe('2030-01-05');
    expect(visitDateOfQuery({ date: 'tomorrow' })).toBeNull();
    expect(attractionDetailPath('burj-khalifa-at-the-top', { date: '2030-01-05', counts: { adult: 2, child: 1, infant: 0 } })).toBe(
      '/attraction/burj-khalifa-at-the-top?date=2030-01-05&adults=2&child=1',
    );
  });
});

describe('attraction lead traveller', () => {
  it('names in either script, an Iranian mobile (Persian digits read), an optional e-mail', () => {
    expect(validateAttractionLead({ firstName: 'مریم', lastName: 'Ahmadi', mobile: '۰۹۱۲۷۷۷۶۶۵۵', email: '' })).toEqual({
      ok: true,
      value: { firstName: 'مریم', lastName: 'Ahmadi', mobile: '09127776655', email: '' },
    });
    const bad = validateAttractionLead({ firstName: '', lastName: 'احمدی', mobile: '0912', email: 'x@' });
    expect(bad.ok).toBe(false);
    expect(Object.keys(bad.ok ? {} : bad.errors).sort()).toEqual(['lead.email', 'lead.firstName', 'lead.mobile']);
  });
});
