import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/dates';
import * as messages from '@/lib/messages';
import { toQuery } from '@/lib/query';
import { insuranceFormDates, insuranceSearchPath, insuranceSearchProblem, insuranceSummary } from '@/products/insurance/model/search';

const today = '2026-11-25';
const m = messages.searchInput;
const passengers = { adults: 2, child: 1, infant: 0 };
const line = (s: { lines: { label: string; value: string }[] }, label: string) => s.lines.find((l) => l.label === label)?.value;

describe('insurance search', () => {
  it('insurance keeps the end date', () => {
    const s = { destination: 'ae-dubai', startDate: '2026-11-23', endDate: '2026-11-30', passengers, tracking: { utm_source: 'a' } };
    expect(insuranceSearchPath(s)).toBe(
      '/insurance/ae-dubai/search?startDate=2026-11-23&endDate=2026-11-30&pCount=3&adults=2&child=1&utm_source=a',
    );
  });
  it('the insurance search page reads its dates back', () => {
    const [p, q] = insuranceSearchPath({
      destination: 'ae-dubai',
      startDate: '2026-11-23',
      endDate: '2026-11-30',
      passengers,
    }).split('?');
    const summary = insuranceSummary(p!.split('/')[2]!, toQuery(q!));
    expect(summary.lines.find((l) => l.label === 'مدت سفر')?.value).toBe('۸ روز');
    expect(summary.lines.find((l) => l.label === 'بیمه‌شدگان')?.value).toBe('۲ بزرگسال، ۱ کودک');
  });
  it('summarises insurance with the trip length in days', () => {
    const ins = insuranceSummary('tr-istanbul', { startDate: '2026-11-22', endDate: '2026-11-28', adults: '3' });
    expect(ins.title).toBe('بیمهٔ مسافرتی استانبول');
    expect(line(ins, 'مدت سفر')).toBe('۷ روز');
    expect(line(ins, 'بیمه‌شدگان')).toBe('۳ بزرگسال');
  });
  it('default dates: a travel range, tomorrow … today+3', () => {
    expect(insuranceFormDates('2026-11-21')).toEqual({ start: '2026-11-22', end: '2026-11-24' });
  });
});

describe('insuranceSearchProblem', () => {
  it('a year ahead is the last day sold; the day after is refused', () => {
    expect(insuranceSearchProblem('ae-dubai', { startDate: addDays(today, 365) }, today)).toBeNull();
    expect(insuranceSearchProblem('ae-dubai', { startDate: addDays(today, 366) }, today)).toBe(m.tooFar);
  });
  it('markup is not a place', () => {
    expect(insuranceSearchProblem(encodeURIComponent('<script>'), {}, today)).toBe(m.badDestination);
  });
});
