import { describe, expect, it } from 'vitest';
import { insuranceOfferFor, insuredFromTrips } from '@/products/insurance/model/cross-sell';
import { insuranceCheckout } from '@/products/insurance/server/checkout-definition';
import type { BasketDoc } from '@/server/basket/model';
import type { BasketTrip } from '@/server/checkout/products';

const trip = (over: Partial<BasketTrip> = {}): BasketTrip => ({
  countryCode: 'TR',
  cityEnglishName: 'Istanbul',
  cityName: 'استانبول',
  startDate: '2026-12-10',
  endDate: '2026-12-16',
  international: true,
  travellers: { adults: 2, child: 0, infant: 0, birthDates: [] },
  ...over,
});

const emptyBasket = [{ typeInfos: {} }] as unknown as BasketDoc;

describe('the insurance offered for a trip abroad in the basket', () => {
  it('a round trip to Istanbul: the city’s results page for the flight’s days and travellers', () => {
    const o = insuranceOfferFor([trip()])!;
    expect(o).toMatchObject({ destination: 'tr-istanbul', startDate: '2026-12-10', endDate: '2026-12-16', travellers: 2 });
    const url = new URL(o.href, 'http://x');
    expect(url.pathname).toBe('/insurance/tr-istanbul/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({ startDate: '2026-12-10', endDate: '2026-12-16', pCount: '2', adults: '2' });
  });
  it('one way: a week from the day out; the named travellers’ ages on the first day (Jalali birth dates too)', () => {
    const o = insuranceOfferFor([
      trip({ endDate: null, travellers: { adults: 1, child: 1, infant: 0, birthDates: ['1956-11-30', '۱۳۹۶/۰۱/۰۱'] } }),
    ])!;
    expect(o.endDate).toBe('2026-12-16');
    const q = new URL(o.href, 'http://x').searchParams;
    expect(q.get('ages')).toBe('70,9');
    expect(q.get('child')).toBe('1');
  });
  it('no offer for a domestic trip or one to nowhere it can insure; a trip longer than any plan is cut to the longest', () => {
    expect(insuranceOfferFor([trip({ international: false, countryCode: 'IR', cityEnglishName: 'Mashhad' })])).toBeNull();
    expect(insuranceOfferFor([])).toBeNull();
    expect(insuranceOfferFor([trip({ endDate: '2027-06-01' })])!.endDate).toBe('2027-03-11');
  });
  it('the review’s offer, unless the basket already holds an insurance', () => {
    const offer = insuranceCheckout.offer!([trip()], emptyBasket)!;
    expect(offer).toMatchObject({ product: 'insurance', title: 'بیمهٔ مسافرتی سفر استانبول' });
    expect(offer.href).toContain('/insurance/tr-istanbul/search?');
    expect(offer.text).toContain('۲ مسافر');
    const withOne = [{ typeInfos: { insurances: [{ key: 'k', details: {}, passengers: [] }] } }] as unknown as BasketDoc;
    // An item that does not parse is not an insurance: the offer stays; a parsed one would remove it (edge/browser tests).
    expect(insuranceCheckout.offer!([trip()], withOne)).not.toBeNull();
  });
  it('the travellers form starts from the trip’s named travellers, as many as the plan insures', () => {
    const maryam = {
      fnameEn: 'MARYAM',
      lnameEn: 'AHMADI',
      gender: 'FEMALE' as const,
      isIranian: true,
      nationalCode: '0012345679',
      nationality: 'IR',
      passportNumber: 'E12345678',
      passportExpiry: '2029-01-01',
      birthDate: '1985-09-01',
    };
    const named = trip({
      travellers: { adults: 2, child: 0, infant: 0, birthDates: ['1985-09-01'], people: [maryam, { ...maryam, fnameEn: 'ALI' }] },
    });
    expect(insuredFromTrips([named], 1)).toEqual([maryam]);
    expect(insuredFromTrips([named], 2).map((p) => p.fnameEn)).toEqual(['MARYAM', 'ALI']);
    expect(insuredFromTrips([trip()], 2)).toEqual([]);
    expect(insuredFromTrips([{ ...named, international: false }], 2)).toEqual([]);
  });
});
