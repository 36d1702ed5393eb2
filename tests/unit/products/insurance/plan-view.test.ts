/** The insurance results' filters and sort in the URL (issue 46): read, written, and what cannot be read ignored. */
import { describe, expect, it } from 'vitest';
import { knownInsurers, parsePlanView, planViewQuery, withPlanView } from '@/products/insurance/model/filters';

describe('plan view in the URL', () => {
  it.each([
    ['nothing: cheapest first, no filter', {}, { filters: {}, sort: 'price' }],
    [
      'every key',
      { fSort: 'ceiling', fInsurer: 'SAMAN,PASARGAD', fZone: 'SCHENGEN', fCeiling: '30000', fCovid: '1' },
      { filters: { insurers: ['SAMAN', 'PASARGAD'], zones: ['SCHENGEN'], minCeiling: 30_000, covidOnly: true }, sort: 'ceiling' },
    ],
    [
      'bad values are ignored',
      { fSort: 'nope', fInsurer: '<script>', fZone: 'MARS,WORLDWIDE', fCeiling: '123', fCovid: 'yes' },
      { filters: { zones: ['WORLDWIDE'] }, sort: 'price' },
    ],
    ['a repeated insurer once', { fInsurer: 'SAMAN,SAMAN' }, { filters: { insurers: ['SAMAN'] }, sort: 'price' }],
  ] as const)('%s', (_, query, want) => {
    expect(parsePlanView(query)).toEqual(want);
  });

  it('writes only what differs from the default, and reads back the same view', () => {
    const view = { filters: { zones: ['SCHENGEN' as const], covidOnly: true }, sort: 'ceiling' as const };
    expect(planViewQuery(view)).toEqual({ fSort: 'ceiling', fZone: 'SCHENGEN', fCovid: '1' });
    expect(planViewQuery({ filters: {}, sort: 'price' })).toEqual({});
    const search = withPlanView('?startDate=2026-12-01&endDate=2026-12-07&adults=2&fCeiling=123&fSort=nope', view);
    const params = new URLSearchParams(search);
    expect(params.get('startDate')).toBe('2026-12-01');
    expect(params.get('adults')).toBe('2');
    expect(params.get('fCeiling')).toBeNull();
    expect(parsePlanView(Object.fromEntries(params))).toEqual(view);
    expect(withPlanView('?fCovid=1', { filters: {}, sort: 'price' })).toBe('');
  });

  it('an insurer the answer does not have is dropped, not a filter that hides every plan', () => {
    const plans = [{ insurer: { id: 'SAMAN', name: { fa: 'سامان', en: 'Saman' } } }] as never[];
    expect(knownInsurers({ filters: { insurers: ['NOPE'], covidOnly: true }, sort: 'price' }, plans)).toEqual({
      filters: { covidOnly: true },
      sort: 'price',
    });
    expect(knownInsurers({ filters: { insurers: ['SAMAN', 'NOPE'] }, sort: 'price' }, plans).filters.insurers).toEqual(['SAMAN']);
  });
});
