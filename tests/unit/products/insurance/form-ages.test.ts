import { describe, expect, it } from 'vitest';
import { insuranceTravellers } from '@/products/insurance/messages';
import { parseInsuranceQuery } from '@/products/insurance/model/query';
import { insuranceSearchPath } from '@/products/insurance/model/search';
import { insuredAge, insuredPrice } from '@/products/insurance/model/travellers';

/**
 * Where the travellers' ages are asked. The spec's insurance form (spec 001 "Query parameters") has no age field: its
 * link carries the passenger counts (pCount, adults, child, infant) and the dates, nothing else. So the form writes no
 * age; the results price each adult at 30 and each child at 7 and say the final price follows the birth dates; and the
 * travellers step (/insurance/Passengers) asks each one's birth date, shows their age on the first day and prices it.
 */
const SPEC_KEYS = new Set(['startDate', 'endDate', 'pCount', 'adults', 'child', 'infant', 'picker']);
const bands = [
  { band: '0-12' as const, minAge: 0, maxAge: 12, price: 500_000 },
  { band: '13-65' as const, minAge: 13, maxAge: 65, price: 900_000 },
  { band: '66-75' as const, minAge: 66, maxAge: 75, price: 1_800_000 },
  { band: '76-80' as const, minAge: 76, maxAge: 80, price: null },
  { band: '81+' as const, minAge: 81, maxAge: null, price: null },
];
const ctx = { startDate: '2026-12-10', maxAge: 75, bandPrices: bands };

describe('the travellers’ ages: none on the form (the spec has no age field), asked at the travellers step', () => {
  it('the form’s link carries only the spec’s keys: counts and dates, no age', () => {
    const path = insuranceSearchPath({
      destination: 'tr-istanbul',
      startDate: '2026-12-10',
      endDate: '2026-12-16',
      passengers: { adults: 2, child: 1, infant: 0 },
    });
    const url = new URL(path, 'http://x');
    expect(url.pathname).toBe('/insurance/tr-istanbul/search');
    const keys = [...url.searchParams.keys()];
    expect(keys.every((k) => SPEC_KEYS.has(k))).toBe(true);
    expect(keys).not.toContain('ages');
    // The results read it as two adults at 30 and a child at 7, flagged as not given.
    const read = parseInsuranceQuery('tr-istanbul', Object.fromEntries(url.searchParams), '2026-11-25');
    expect(read).toMatchObject({ ok: true, value: { ages: [30, 30, 7], agesGiven: false } });
  });

  it('the travellers step turns each birth date (Jalali or Gregorian) into the age on the first day and its premium', () => {
    expect(insuredAge(ctx, '1996-11-30')).toBe(30);
    expect(insuredAge(ctx, '1996-12-10')).toBe(30);
    expect(insuredAge(ctx, '1996-12-11')).toBe(29);
    expect(insuredAge(ctx, '۱۳۳۵/۰۹/۰۹')).toBe(70);
    expect(insuredAge(ctx, '')).toBeNull();
    expect(insuredAge(ctx, '2026-12-11')).toBeNull();
    expect(insuredPrice(ctx, '1996-11-30')).toBe(900_000);
    expect(insuredPrice(ctx, '۱۳۳۵/۰۹/۰۹')).toBe(1_800_000);
    expect(insuranceTravellers.ageOnStart(70)).toBe('سن در روز شروع سفر: ۷۰ سال');
  });
});
