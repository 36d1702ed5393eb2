/**
 * The CIP models the pages and the edge share: the booking form's rules (flight number, day, time inside the service
 * hours, party, extras; the total), the travellers step's rules, and the results list's filters and sort with their
 * URL keys.
 */
import { describe, expect, it } from 'vitest';
import type { IsoDate } from '@/lib/dates';
import { cipDetail as d, cipTexts as m } from '@/products/cip/messages';
import { CIP_DAYS_AHEAD, type CipBookingFacts, checkCipBooking, normaliseFlightNumber } from '@/products/cip/model/booking';
import { cipFacts, cipFilterQuery, cipResultsModel, parseCipFilters } from '@/products/cip/model/results-model';
import { checkCipTravellers } from '@/products/cip/model/travellers';

const today = '2026-12-01' as IsoDate;
const porter: CipBookingFacts = {
  packageId: 1104,
  prices: { adult: 3_000_000, child: 1_500_000, infant: 0 },
  extraGuestPrice: 0,
  maxExtraGuests: 0,
  maxPassengers: 9,
  serviceHours: { from: '04:00', to: '01:00' },
  extras: [{ extraId: '1104-wrap', price: 900_000 }],
};
const input = (over: Partial<Parameters<typeof checkCipBooking>[1]> = {}) => ({
  packageId: 1104,
  flightNumber: 'w5  ۱۰۶۱',
  flightDate: '2026-12-05',
  flightTime: '۱۲:۰۰',
  extraGuests: 0,
  passengers: [
    { type: 'adult' as const, extras: ['1104-wrap'] },
    { type: 'child' as const, extras: [] },
  ],
  ...over,
});

describe('the CIP booking form', () => {
  it('normalises the flight (upper case, Latin digits, one space) and totals the party with its extras', () => {
    expect(normaliseFlightNumber(' ir ۷۱۲ ')).toBe('IR 712');
    const r = checkCipBooking(porter, input(), today);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({ flightNumber: 'W5 1061', flightDate: '2026-12-05', flightTime: '12:00' });
    expect(r.total).toBe(3_000_000 + 900_000 + 1_500_000);
  });
  it('a time outside the hours (they cross midnight: 00:30 served, 02:30 not) is refused under the time', () => {
    expect(checkCipBooking(porter, input({ flightTime: '00:30' }), today).ok).toBe(true);
    const r = checkCipBooking(porter, input({ flightTime: '02:30' }), today);
    expect(r.ok ? null : r.errors['flightTime']).toContain('خارج از ساعات');
    const bad = checkCipBooking(porter, input({ flightTime: '25:00' }), today);
    expect(bad.ok ? null : bad.errors['flightTime']).toBeDefined();
  });
  it('each field says what is wrong in Persian; several at once', () => {
    const r = checkCipBooking(
      porter,
      input({ flightNumber: 'پرواز', flightDate: '2026-11-30', passengers: [{ type: 'child', extras: [] }], flightTime: '' }),
      today,
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual({
      flightNumber: d.badFlightNumber,
      flightDate: m.datePast,
      flightTime: d.badTime,
      passengers: m.adultNeeded,
    });
    const far = checkCipBooking(porter, input({ flightDate: '2027-03-02' }), today);
    expect(CIP_DAYS_AHEAD).toBe(90);
    expect(far.ok ? null : far.errors['flightDate']).toBe(m.dateTooFar);
    const day = checkCipBooking(porter, input({ flightDate: 'tomorrow' }), today);
    expect(day.ok ? null : day.errors['flightDate']).toBe(d.badDate);
  });
  it('an extra of another package or guests the service does not take are refused', () => {
    const extra = checkCipBooking(porter, input({ passengers: [{ type: 'adult', extras: ['1101-flowers'] }] }), today);
    expect(extra.ok ? null : extra.errors['passengers']).toBe(m.unknownExtra);
    const guests = checkCipBooking(porter, input({ extraGuests: 1 }), today);
    expect(guests.ok ? null : guests.errors['extraGuests']).toBeDefined();
  });
});

describe('the CIP travellers step', () => {
  it('names in any script and the lead’s mobile (Persian digits accepted); the e-mail optional', () => {
    const r = checkCipTravellers({
      passengers: [
        { firstName: 'مریم', lastName: 'احمدی' },
        { firstName: 'John', lastName: 'Smith' },
      ],
      mobile: '۰۹۱۲۷۷۷۶۶۵۵',
      email: '',
    });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.mobile).toBe('09127776655');
  });
  it('errors by field path', () => {
    const r = checkCipTravellers({ passengers: [{ firstName: '', lastName: 'احمدی' }], mobile: '0912', email: 'x@' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(Object.keys(r.errors).sort()).toEqual(['contact.email', 'contact.mobile', 'p0.firstName']);
    for (const message of Object.values(r.errors)) expect(message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('the CIP results model', () => {
  const pkgs = [
    { packageId: 1, kind: 'arrival', serviceType: 'lounge', prices: { adult: 50 } },
    { packageId: 2, kind: 'departure', serviceType: 'porter', prices: { adult: 3 } },
    { packageId: 3, kind: 'departure', serviceType: 'lounge', prices: { adult: 55 } },
    { packageId: 4, kind: 'arrival', serviceType: 'porter', prices: { adult: 3 } },
  ].map(cipFacts);

  it('reads the filters from the URL (unknown values dropped, no repeats) and writes only what is not the default', () => {
    const f = parseCipFilters({ fKind: 'departure,departure,sideways', fService: 'lounge', fSort: 'nonsense' });
    expect(f).toEqual({ sort: 'cheapest', kinds: ['departure'], services: ['lounge'] });
    expect(cipFilterQuery(f)).toEqual({ fKind: 'departure', fService: 'lounge' });
    expect(cipFilterQuery(parseCipFilters({}))).toEqual({});
    expect(cipFilterQuery({ sort: 'dearest', kinds: [], services: [] })).toEqual({ fSort: 'dearest' });
  });
  it('filters by side and service, counts each, sorts by price keeping the catalogue’s order on ties', () => {
    expect(cipResultsModel.filter(pkgs, { kinds: ['departure'], services: [] }).map((f) => f.id)).toEqual([2, 3]);
    expect(cipResultsModel.filter(pkgs, { kinds: [], services: ['porter'] }).map((f) => f.id)).toEqual([2, 4]);
    expect(cipResultsModel.stats(pkgs)).toEqual({ kinds: { arrival: 2, departure: 2 }, services: { lounge: 2, porter: 2 } });
    expect([...pkgs].sort(cipResultsModel.compare('cheapest')).map((f) => f.id)).toEqual([2, 4, 1, 3]);
    expect([...pkgs].sort(cipResultsModel.compare('dearest')).map((f) => f.id)).toEqual([3, 1, 2, 4]);
  });
});
