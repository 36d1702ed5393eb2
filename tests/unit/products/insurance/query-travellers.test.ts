import { describe, expect, it } from 'vitest';
import * as messages from '@/lib/messages';
import { insuranceResults, insuranceTravellers } from '@/products/insurance/messages';
import { insuranceRequestKey, parseAges, parseInsuranceQuery } from '@/products/insurance/model/query';
import { insuredPrice, readTypedDate, validateInsuranceTravellers, type InsuredForm } from '@/products/insurance/model/travellers';

const today = '2026-11-25';
const bands = [
  { band: '0-12' as const, minAge: 0, maxAge: 12, price: 500_000 },
  { band: '13-65' as const, minAge: 13, maxAge: 65, price: 900_000 },
  { band: '66-75' as const, minAge: 66, maxAge: 75, price: 1_800_000 },
  { band: '76-80' as const, minAge: 76, maxAge: 80, price: null },
  { band: '81+' as const, minAge: 81, maxAge: null, price: null },
];
const ctx = { startDate: '2026-12-10', endDate: '2026-12-16', count: 2, maxAge: 75, bandPrices: bands };

const person = (birthDate: string, over: Partial<InsuredForm> = {}): InsuredForm => ({
  fnameEn: 'Ali',
  lnameEn: 'Rezaei',
  gender: 'MALE',
  isIranian: true,
  nationalCode: '0012345679',
  nationality: 'IR',
  passportNumber: 'x01234567',
  passportExpiry: '2029-01-01',
  birthDate,
  ...over,
});

describe('the insurance results query', () => {
  it('reads the form link: dates, and an adult priced at 30 and a child at 7 until birth dates are known', () => {
    const r = parseInsuranceQuery('tr-istanbul', { startDate: '2026-12-10', endDate: '2026-12-16', adults: '2', child: '1' }, today);
    expect(r).toMatchObject({
      ok: true,
      value: { destination: 'tr-istanbul', startDate: '2026-12-10', endDate: '2026-12-16', ages: [30, 30, 7], agesGiven: false },
    });
  });
  it('takes the ages a link carries, in Persian digits too, and Jalali dates', () => {
    const r = parseInsuranceQuery('tr-istanbul', { startDate: '1405-09-19', endDate: '1405-09-25', ages: '۳۰,۷۰' }, today);
    expect(r).toMatchObject({ ok: true, value: { startDate: '2026-12-10', ages: [30, 70], agesGiven: true } });
  });
  it('fills the default range when the link has no dates', () => {
    expect(parseInsuranceQuery('tr-istanbul', {}, today)).toMatchObject({
      ok: true,
      value: { startDate: '2026-11-26', endDate: '2026-11-28' },
    });
  });
  it.each([
    [{ startDate: '2026-12-10', endDate: '2026-12-01' }, messages.searchInput.endBeforeStart],
    [{ startDate: '2026-12-10', endDate: '2027-04-10' }, 'مدت سفر بیش از حداکثر مدت این بیمه‌نامه (۹۲ روز) است'],
    [{ startDate: '2026-12-10', ages: '30,abc' }, insuranceResults.badAges],
    [{ startDate: '2026-12-10', ages: '200' }, insuranceResults.badAges],
  ])('refuses %j with its Persian message', (query, message) => {
    expect(parseInsuranceQuery('tr-istanbul', query, today)).toEqual({ ok: false, message });
  });
  it('parses ages and keys a request by destination, trip and ages', () => {
    expect(parseAges(undefined)).toBeNull();
    expect(parseAges('1,2,3,4,5,6,7,8,9,10')).toBe('bad');
    expect(
      insuranceRequestKey({ destination: 'tr-istanbul', startDate: 'a', endDate: 'b', ages: [30, 70], agesGiven: true, sports: false }),
    ).toBe('tr-istanbul|a|b|30,70');
  });
});

describe('the insurance travellers form', () => {
  it('reads a birth date typed Jalali or Gregorian, in Persian digits or compact', () => {
    expect(readTypedDate('۱۳۷۵/۰۶/۳۱')).toBe('1996-09-21');
    expect(readTypedDate('19960921')).toBe('1996-09-21');
    expect(readTypedDate('1996-02-30')).toBeNull();
  });
  it('prices each traveller by their age on the first day', () => {
    expect(insuredPrice(ctx, '1996-11-30')).toBe(900_000);
    expect(insuredPrice(ctx, '1956-11-30')).toBe(1_800_000);
    expect(insuredPrice(ctx, '1940-01-01')).toBeNull();
    expect(insuredPrice(ctx, '')).toBeNull();
  });
  it('accepts two good travellers: Latin names upper-cased, the total of their ages', () => {
    const r = validateInsuranceTravellers(
      {
        travellers: [person('1996-11-30'), person('1956-11-30', { nationalCode: '1234567891', passportNumber: 'x01234568' })],
        mobile: '09127776655',
        email: '',
      },
      ctx,
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.travellers.map((t) => [t.fnameEn, t.age, t.price, t.passportNumber])).toEqual([
      ['ALI', 30, 900_000, 'X01234567'],
      ['ALI', 70, 1_800_000, 'X01234568'],
    ]);
    expect(r.value.total).toBe(2_700_000);
  });
  it('one person, one document: the same passport twice is refused on the later traveller (the shared rule)', () => {
    const r = validateInsuranceTravellers(
      { travellers: [person('1996-11-30'), person('1956-11-30', { nationalCode: '1234567891' })], mobile: '09127776655', email: '' },
      ctx,
    );
    expect(r).toEqual({ ok: false, errors: { 't1.passportNumber': messages.travellers.passportNumberDuplicate } });
  });
  it('says why each field is refused', () => {
    const r = validateInsuranceTravellers(
      {
        travellers: [
          person('1940-01-01', { fnameEn: 'علی', passportExpiry: '2026-12-12' }),
          person('2027-01-01', { isIranian: false, nationality: '', passportNumber: '12' }),
        ],
        mobile: '0912',
        email: 'x',
      },
      ctx,
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors['t0.fnameEn']).toBe(insuranceTravellers.latinOnly);
    expect(r.errors['t0.passportExpiry']).toBe(insuranceTravellers.passportExpired);
    expect(r.errors['t0.birthDate']).toBe(insuranceTravellers.overAge(86, 75));
    expect(r.errors['t1.birthDate']).toBe(insuranceTravellers.birthAfterStart);
    expect(r.errors['t1.nationality']).toBe(messages.travellers.nationalityRequired);
    expect(r.errors['t1.passportNumber']).toBeTruthy();
    expect(r.errors['mobile']).toBeTruthy();
    expect(r.errors['email']).toBeTruthy();
  });
  it('asks for as many travellers as the plan was chosen for', () => {
    const r = validateInsuranceTravellers({ travellers: [person('1996-11-30')], mobile: '09127776655', email: '' }, ctx);
    expect(r).toMatchObject({ ok: false, errors: { travellers: insuranceTravellers.wrongCount } });
  });
});
