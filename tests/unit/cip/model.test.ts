/** The CIP models: per-passenger pricing with extra guests and extras, the party rules, the service-hours check. */
import { describe, expect, it } from 'vitest';
import { isRoundTheClock, isWithinServiceHours, minutesOf, serviceHoursProblem } from '@/products/cip/model/hours';
import { type CipPriceFacts, cipLegPrice, cipPartyProblem, cipPassengerPrice, cipTotal, unknownExtras } from '@/products/cip/model/price';
import { cipTexts as m } from '@/products/cip/messages';

const lounge: CipPriceFacts = {
  prices: { adult: 50_000_000, child: 35_000_000, infant: 0 },
  extraGuestPrice: 30_000_000,
  maxExtraGuests: 2,
  maxPassengers: 3,
  extras: [
    { extraId: '1101-flowers', price: 2_500_000 },
    { extraId: '1101-car-transfer', price: 9_000_000 },
  ],
};
const fast: CipPriceFacts = {
  prices: { adult: 18_000_000, child: 14_400_000, infant: 0 },
  extraGuestPrice: 0,
  maxExtraGuests: 0,
  maxPassengers: 9,
  extras: [{ extraId: '1108-porter', price: 1_800_000 }],
};

describe('cip pricing', () => {
  const party = [
    { type: 'adult' as const, extras: ['1101-flowers', '1101-car-transfer', '1108-porter'] },
    { type: 'child' as const, extras: [] },
    { type: 'infant' as const, extras: ['1101-flowers'] },
  ];

  it('prices each passenger by age band plus the extras of this package they chose', () => {
    expect(cipPassengerPrice(lounge, party[0]!)).toBe(61_500_000);
    expect(cipPassengerPrice(lounge, party[1]!)).toBe(35_000_000);
    expect(cipPassengerPrice(lounge, party[2]!)).toBe(2_500_000);
    expect(cipPassengerPrice(fast, party[0]!)).toBe(19_800_000);
  });

  it('adds extra guests, and both sides when booked together', () => {
    expect(cipLegPrice(lounge, party, 2)).toEqual({
      passengers: 85_000_000,
      extras: 14_000_000,
      extraGuests: 60_000_000,
      total: 159_000_000,
    });
    expect(
      cipTotal(
        [
          { pkg: lounge, extraGuests: 2 },
          { pkg: fast, extraGuests: 0 },
        ],
        party,
      ),
    ).toBe(159_000_000 + 18_000_000 + 14_400_000 + 1_800_000);
  });

  it('finds extras no booked package offers', () => {
    expect(unknownExtras([lounge, fast], party)).toEqual([]);
    expect(unknownExtras([lounge], party)).toEqual(['1108-porter']);
  });

  it('needs an adult, at most the package passengers and guests', () => {
    expect(cipPartyProblem(lounge, [], 0)).toBe(m.noPassengers);
    expect(cipPartyProblem(lounge, [{ type: 'child', extras: [] }], 0)).toBe(m.adultNeeded);
    expect(cipPartyProblem(lounge, [...party, { type: 'adult', extras: [] }], 0)).toBe(m.tooManyPassengers('۳'));
    expect(cipPartyProblem(lounge, party, 3)).toBe(m.tooManyGuests('۲'));
    expect(cipPartyProblem(lounge, party, 2)).toBeNull();
  });
});

describe('service hours', () => {
  it('reads times', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('24:00')).toBe(1440);
    expect(minutesOf('23:60')).toBeNull();
    expect(minutesOf('7:00')).toBeNull();
  });

  it('a day window includes its ends', () => {
    const h = { from: '06:00', to: '22:00' };
    expect(isWithinServiceHours(h, '06:00')).toBe(true);
    expect(isWithinServiceHours(h, '22:00')).toBe(true);
    expect(isWithinServiceHours(h, '22:01')).toBe(false);
    expect(isWithinServiceHours(h, '03:00')).toBe(false);
    expect(serviceHoursProblem(h, '03:00')).toBe(m.outsideHours('۰۶:۰۰', '۲۲:۰۰'));
    expect(serviceHoursProblem(h, '12:30')).toBeNull();
  });

  it('a window across midnight, round the clock, and malformed times', () => {
    const night = { from: '04:00', to: '01:00' };
    expect(isWithinServiceHours(night, '23:30')).toBe(true);
    expect(isWithinServiceHours(night, '00:45')).toBe(true);
    expect(isWithinServiceHours(night, '02:00')).toBe(false);
    const always = { from: '00:00', to: '24:00' };
    expect(isRoundTheClock(always)).toBe(true);
    expect(isWithinServiceHours(always, '03:00')).toBe(true);
    expect(isWithinServiceHours(always, 'noon')).toBe(false);
  });
});
