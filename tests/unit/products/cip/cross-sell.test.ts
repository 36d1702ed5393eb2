/** CIP offered at the review for the flight in the basket (issue 47, deliver 3): the sides, the links, the words. */
import { describe, expect, it } from 'vitest';
import { cipNamesFromTrips, cipOfferFor } from '@/products/cip/model/cross-sell';
import { basketContact } from '@/products/cip/server/basket';
import { carriedFlight, cipDetailPath } from '@/products/cip/model/query';
import { cipCheckout } from '@/products/cip/server/checkout-definition';
import type { BasketDoc } from '@/server/basket/model';
import type { BasketTrip } from '@/server/checkout/products';

const trip = (over: Partial<BasketTrip> = {}): BasketTrip => ({
  countryCode: 'TR',
  cityEnglishName: 'Istanbul',
  cityName: 'استانبول',
  startDate: '2026-12-10',
  endDate: null,
  international: true,
  travellers: { adults: 2, child: 1, infant: 0, birthDates: [] },
  legs: [
    {
      number: 'IR 712',
      from: 'IKA',
      to: 'IST',
      departDate: '2026-12-10',
      departTime: '08:30',
      arriveDate: '2026-12-10',
      arriveTime: '10:45',
    },
  ],
  ...over,
});
const emptyBasket = [{ typeInfos: {} }] as unknown as BasketDoc;

describe('CIP offered for the flight in the basket', () => {
  it('departure at the origin for the flight’s day, time and passengers, arrival at the destination for its landing', () => {
    const o = cipOfferFor([trip()])!;
    expect(o.travellers).toBe(3);
    expect(o.sides.map((s) => [s.kind, s.iata, s.date, s.time])).toEqual([
      ['departure', 'IKA', '2026-12-10', '08:30'],
      ['arrival', 'IST', '2026-12-10', '10:45'],
    ]);
    const url = new URL(o.sides[0]!.href, 'http://x');
    expect(url.pathname).toBe('/cip/IKA/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startDate: '2026-12-10',
      pCount: '3',
      adults: '2',
      child: '1',
      fKind: 'departure',
      flightNumber: 'IR 712',
      flightTime: '08:30',
    });
    expect(new URL(o.sides[1]!.href, 'http://x').searchParams.get('fKind')).toBe('arrival');
  });
  it('only airports with CIP; nothing for a trip with no flight or neither end served', () => {
    const f = trip().legs![0]!;
    const toNajaf = cipOfferFor([trip({ legs: [{ ...f, to: 'NJF' }] })])!;
    expect(toNajaf.sides.map((s) => s.iata)).toEqual(['IKA']);
    const fromNajaf = cipOfferFor([trip({ legs: [{ ...f, from: 'NJF' }] })])!;
    expect(fromNajaf.sides.map((s) => s.kind)).toEqual(['arrival']);
    expect(cipOfferFor([trip({ legs: [{ ...f, from: 'NJF', to: 'BUS' }] })])).toBeNull();
    expect(cipOfferFor([trip({ legs: [] })])).toBeNull();
    const { legs: _, ...noFlights } = trip();
    expect(cipOfferFor([noFlights])).toBeNull();
    expect(cipOfferFor([trip({ legs: [{ ...f, departTime: '8:30', arriveDate: 'x' }] })])).toBeNull();
  });
  it('the review’s offer: Persian words for both sides, the departure first, the arrival as a second link; none once a CIP is in the basket', () => {
    const offer = cipCheckout.offer!([trip()], emptyBasket)!;
    expect(offer.product).toBe('cip');
    expect(offer.href).toContain('/cip/IKA/search');
    expect(offer.also?.map((l) => new URL(l.href, 'http://x').pathname)).toEqual(['/cip/IST/search']);
    expect(offer.text).toContain('IR ۷۱۲');
    expect(offer.text).toContain('۰۸:۳۰');
    expect(offer.text).toContain('۳ مسافر');
    expect(offer.text).toMatch(/بدرقه در .*امام خمینی/);
    const withCip = [{ typeInfos: { cip: { x: 1 } } }] as unknown as BasketDoc;
    // A CIP object this site cannot read is not ours: still offered; a real one is tested over the edge.
    expect(cipCheckout.offer!([trip()], withCip)).not.toBeNull();
    expect(cipCheckout.offer!([], emptyBasket)).toBeNull();
  });
  it('the results page passes the flight on to the detail page; a crafted value is dropped', () => {
    const carried = carriedFlight({ flightNumber: 'IR 712', flightTime: '08:30' });
    expect(cipDetailPath({ packageId: 1101, airport: { iata: 'IKA' } }, { date: '2026-12-10' as never, ...carried })).toBe(
      '/cip/ika-1101?flightDate=2026-12-10&flightNumber=IR+712&flightTime=08%3A30',
    );
    expect(carriedFlight({ flightNumber: '<script>', flightTime: '8:30pm' })).toEqual({});
  });
});

describe('the CIP travellers form starts from the flight’s passengers', () => {
  it('their Latin names in order, as many as the service has passengers; the rest empty; none without a flight', () => {
    const people = [
      { fnameEn: 'Maryam', lnameEn: 'Ahmadi' },
      { fnameEn: 'Ali', lnameEn: 'Ahmadi' },
    ];
    const t = trip({ travellers: { adults: 2, child: 0, infant: 0, birthDates: [], people: people as never } });
    expect(cipNamesFromTrips([t], 3)).toEqual([
      { firstName: 'Maryam', lastName: 'Ahmadi' },
      { firstName: 'Ali', lastName: 'Ahmadi' },
      { firstName: '', lastName: '' },
    ]);
    expect(cipNamesFromTrips([t], 1)).toHaveLength(1);
    expect(cipNamesFromTrips([{ ...t, legs: [] }], 1)).toEqual([{ firstName: '', lastName: '' }]);
  });
  it('the contact the basket already has', () => {
    const doc = [{ typeInfos: {}, contact: { mobile: '09127776655', email: null } }] as unknown as BasketDoc;
    expect(basketContact(doc)).toEqual({ mobile: '09127776655', email: '' });
    expect(basketContact(emptyBasket)).toEqual({ mobile: '', email: '' });
  });
});
