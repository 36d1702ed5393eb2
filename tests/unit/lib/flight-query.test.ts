import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/dates';
import { airportsOfCode, flightRequestKey, isCityCode, isFlightRoute, parseFlightSearch } from '@/products/flight/model/query';
import * as messages from '@/lib/messages';
import * as flightMessages from '@/products/flight/messages';

const today = '2026-12-01';
const m = flightMessages.flightResults;

describe('flight route and query parse/repair', () => {
  it('a one-way THR-MHD search: THR is Tehran (both airports), MHD one airport; defaults written into the page query', () => {
    const r = parseFlightSearch('THR-MHD', { flightDate: addDays(today, 2), flightType: '1' }, today);
    expect(r).toEqual({
      ok: true,
      request: {
        source: 'THR',
        destination: 'MHD',
        sourceAllAirports: true,
        destinationAllAirports: false,
        departureDate: addDays(today, 2),
        returnDate: null,
        passengers: { adults: 1, children: 0, infants: 0 },
        cabin: 'Y',
      },
      query: { flightDate: addDays(today, 2), flightType: '1', adults: '1', child: '0', infant: '0', flightClass: 'Y' },
    });
  });

  it('lower-case codes, IKA alone, a return trip with passengers and cabin', () => {
    const r = parseFlightSearch(
      'ika-ist',
      {
        flightDate: addDays(today, 3),
        returnDate: addDays(today, 9),
        flightType: '2',
        adults: '2',
        child: '1',
        infant: '1',
        flightClass: 'C',
      },
      today,
    );
    if (!r.ok) throw new Error(r.message);
    expect(r.request).toMatchObject({
      source: 'IKA',
      destination: 'IST',
      sourceAllAirports: false,
      destinationAllAirports: true,
      returnDate: addDays(today, 9),
      passengers: { adults: 2, children: 1, infants: 1 },
      cabin: 'C',
    });
    expect(r.query['flightType']).toBe('2');
  });

  it('repairs dates like the search-route redirect: missing → tomorrow / today+3, past → today, return before outbound → +3', () => {
    const none = parseFlightSearch('THR-MHD', {}, today);
    expect(none.ok && [none.request.departureDate, none.request.returnDate]).toEqual([addDays(today, 1), addDays(today, 3)]);
    const past = parseFlightSearch('THR-MHD', { flightDate: '2020-01-01', flightType: '1' }, today);
    expect(past.ok && past.request.departureDate).toBe(today);
    const back = parseFlightSearch('THR-MHD', { flightDate: addDays(today, 5), returnDate: addDays(today, 2), flightType: '2' }, today);
    expect(back.ok && back.request.returnDate).toBe(addDays(today, 8));
    const jalali = parseFlightSearch('THR-MHD', { flightDate: '1405-09-12', flightType: '1' }, today);
    expect(jalali.ok && jalali.request.departureDate).toBe('2026-12-03');
    const oneWay = parseFlightSearch('THR-MHD', { flightDate: addDays(today, 2), returnDate: addDays(today, 4), flightType: '1' }, today);
    expect(oneWay.ok && [oneWay.request.returnDate, oneWay.query['returnDate']]).toEqual([null, undefined]);
  });

  it.each([
    ['THRMHD', {}, messages.searchInput.badRoute],
    ['THR-MHD-KIH', {}, messages.searchInput.badRoute],
    ['TH1-MHD', {}, messages.searchInput.badRoute],
    ['', {}, messages.searchInput.badRoute],
    ['THR-ZZZ', {}, messages.searchInput.unknownAirport('ZZZ')],
    ['QQQ-MHD', {}, messages.searchInput.unknownAirport('QQQ')],
    ['THR-THR', {}, messages.searchInput.sameRoute],
    ['IKA-THR', {}, messages.searchInput.sameRoute],
    ['THR-MHD', { adults: '0' }, messages.searchInput.badPassengers],
    ['THR-MHD', { adults: 'x' }, messages.searchInput.badPassengers],
    ['THR-MHD', { adults: '6', child: '4' }, messages.searchInput.tooManyPassengers(9)],
    ['THR-MHD', { adults: '1', infant: '2' }, messages.searchInput.infantsPerAdult],
    ['THR-MHD', { flightDate: addDays(today, 400), flightType: '1' }, m.tooFar],
  ])('%s %o → a Persian message', (route, query, message) => {
    expect(parseFlightSearch(route, query, today)).toEqual({ ok: false, message });
  });

  it('unknown cabins become economy; resume keys leave the page query', () => {
    const r = parseFlightSearch('THR-MHD', { flightType: '1', flightClass: 'Z', searchToken: 'abc', since: '2' }, today);
    expect(r.ok && [r.request.cabin, r.query['searchToken'], r.query['since']]).toEqual(['Y', undefined, undefined]);
  });

  it('city codes: the first airport of a city with several stands for them all', () => {
    expect([isCityCode('THR'), isCityCode('IKA'), isCityCode('MHD'), isCityCode('DXB'), isCityCode('ZZZ')]).toEqual([
      true,
      false,
      false,
      true,
      false,
    ]);
    expect(airportsOfCode('THR')).toEqual(['THR', 'IKA']);
    expect(airportsOfCode('IKA')).toEqual(['IKA']);
    expect(isFlightRoute('THR-MHD')).toBe(true);
    expect(isFlightRoute('THR-MHD/x')).toBe(false);
  });

  it('the request key tells searches apart', () => {
    const a = parseFlightSearch('THR-MHD', { flightType: '1', flightDate: addDays(today, 2) }, today);
    const b = parseFlightSearch('THR-MHD', { flightType: '1', flightDate: addDays(today, 2), adults: '2' }, today);
    if (!a.ok || !b.ok) throw new Error('parse');
    expect(flightRequestKey(a.request)).not.toBe(flightRequestKey(b.request));
    expect(flightRequestKey(a.request)).toBe(flightRequestKey({ ...a.request }));
  });
});
