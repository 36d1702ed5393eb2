import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  addMonthsIso,
  bookableCounts,
  ageOn,
  emptyFlightPassenger,
  type FlightPassenger,
  type FlightPassengerContext,
  FlightPassengersBody,
  type FlightPassengersInput,
  type FlightPassengerType,
  fromSavedPassenger,
  minimumPassportExpiry,
  parseTypedDate,
  passengerFields,
  passengerSlots,
  passengerTypeForAge,
  SavedPassenger,
  toSavedPassenger,
  validateFlightPassengers,
} from '@/products/flight/model/passengers';
import { BLOCKED_COUNTRIES } from '@/lib/constants';
import { COUNTRIES, findCountry, lookupCountry } from '@/lib/lookups/countries';
import * as messages from '@/lib/messages';
import * as flightMessages from '@/products/flight/messages';

/** The flight passengers' rules (issue 14 deliverable 2 and 7): every rule, boundaries included. */
const m = flightMessages.flightPassengers;
// Valid national codes (mod-11 check digit) and one with a wrong check digit.
const CODES = ['0012345679', '1234567891', '9876543210', '0045678901'];
const BAD_CODE = '0012345678';

const local: FlightPassengerContext = {
  departDate: '2026-12-03',
  returnDate: null,
  international: false,
  counts: { adult: 2, child: 0, infant: 1 },
};
const abroad: FlightPassengerContext = {
  ...local,
  returnDate: '2026-12-10',
  international: true,
  counts: { adult: 1, child: 0, infant: 0 },
};

function iranian(type: FlightPassengerType, i: number, patch: Partial<FlightPassenger> = {}): FlightPassenger {
  return {
    ...emptyFlightPassenger(type),
    birthDate: type === 'adult' ? '1990-05-01' : type === 'child' ? '2020-01-01' : '2026-01-01',
    nationalNumber: CODES[i] ?? '',
    fnameFa: 'مریم',
    lnameFa: 'احمدی',
    ...patch,
  };
}

function traveller(patch: Partial<FlightPassenger> = {}): FlightPassenger {
  return {
    ...iranian('adult', 0),
    fnameEn: 'Maryam',
    lnameEn: 'Ahmadi',
    passportNumber: 'E12345678',
    passportOrigin: 'IR',
    passportExpireDate: '2028-01-01',
    ...patch,
  };
}

function body(passengers: FlightPassenger[], patch: Partial<FlightPassengersInput> = {}): FlightPassengersInput {
  return { passengers, leader: 0, mobile: '09121234567', email: '', ...patch };
}

const family = () => [iranian('adult', 0), iranian('adult', 1, { gender: 'FEMALE' }), iranian('infant', 2)];

function errorsOf(input: FlightPassengersInput, ctx: FlightPassengerContext) {
  const r = validateFlightPassengers(input, ctx);
  return r.ok ? {} : r.errors;
}

describe('ages and dates', () => {
  it('counts whole years, a 29 February birthday coming of age on 1 March', () => {
    expect(ageOn('2014-12-03', '2026-12-03')).toBe(12);
    expect(ageOn('2014-12-04', '2026-12-03')).toBe(11);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
  });

  it('types an age: infant under 2, child 2 to 11, adult 12 and over', () => {
    expect([0, 1, 2, 11, 12, 80].map(passengerTypeForAge)).toEqual(['infant', 'infant', 'child', 'child', 'adult', 'adult']);
  });

  it('reads a typed date either way, with any digits and separators', () => {
    for (const typed of [
      '1369/02/11',
      '۱۳۶۹/۰۲/۱۱',
      '١٣٦٩-٢-١١',
      '1369.02.11',
      ' 1369 2 11 ',
      '13690211',
      '1990-05-01',
      '19900501',
      '1990/5/1',
    ]) {
      expect(parseTypedDate(typed)).toBe('1990-05-01');
    }
    for (const typed of ['', '1369/13/01', '1369021', '11/02/1369', 'x']) expect(parseTypedDate(typed)).toBeNull();
  });

  it('adds calendar months clamped to the month end', () => {
    expect(addMonthsIso('2026-12-10', 6)).toBe('2027-06-10');
    expect(addMonthsIso('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonthsIso('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonthsIso('2026-03-31', -1)).toBe('2026-02-28');
  });

  it('asks a passport to outlast the last flight by six months abroad, and the flight day at home', () => {
    expect(minimumPassportExpiry(abroad)).toBe('2027-06-10');
    expect(minimumPassportExpiry({ ...abroad, returnDate: null })).toBe('2027-06-03');
    expect(minimumPassportExpiry(local)).toBe('2026-12-03');
  });

  it('lists the searched passengers adults first', () => {
    expect(passengerSlots({ adult: 2, child: 1, infant: 1 })).toEqual(['adult', 'adult', 'child', 'infant']);
    expect(passengerSlots({ adult: 0, child: 0, infant: 0 })).toEqual([]);
  });

  it('drops passport fields for Iranians on local flights only', () => {
    expect(passengerFields(true, false)).toEqual({ nationalNumber: true, persianNames: true, latinNames: false, passport: false });
    expect(passengerFields(true, true)).toEqual({ nationalNumber: true, persianNames: false, latinNames: true, passport: true });
    expect(passengerFields(false, false)).toEqual({ nationalNumber: false, persianNames: false, latinNames: true, passport: true });
  });
});

describe('validateFlightPassengers: a local flight', () => {
  it('accepts a family and normalises what was typed', () => {
    const passengers = [
      // Jalali birth date in Persian digits, Arabic ي/ك in the names, national code in Persian digits.
      iranian('adult', 0, { birthDate: '۱۳۶۹/۰۲/۱۱', fnameFa: ' علي ', lnameFa: 'كريمي', nationalNumber: '۰۰۱۲۳۴۵۶۷۹' }),
      // Passport fields sent for an Iranian on a local flight are dropped.
      iranian('adult', 1, { passportNumber: 'E1', passportOrigin: 'IR', passportExpireDate: 'x', fnameEn: 'Sara' }),
      iranian('infant', 2),
    ];
    const r = validateFlightPassengers(body(passengers, { mobile: '+98 912 123 4567', email: ' a@b.ir ' }), local);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const [a, b, c] = r.value.passengers;
    expect(a).toMatchObject({
      birthDate: '1990-05-01',
      fnameFa: 'علی',
      lnameFa: 'کریمی',
      nationalNumber: '0012345679',
      number: '0012345679',
      doc_type: 'N',
      nationality: 'IR',
      isLeader: true,
    });
    expect(b).toMatchObject({
      passportNumber: '',
      passportOrigin: '',
      passportExpireDate: '',
      fnameEn: 'Sara',
      isLeader: false,
      mobile: '',
    });
    // The leader carries the contact.
    expect(a).toMatchObject({ mobile: '09121234567', email: 'a@b.ir' });
    expect(c?.type).toBe('infant');
    expect(r.value.mobile).toBe('09121234567');
    expect(r.value.email).toBe('a@b.ir');
  });

  it.each([
    ['adult: 12th birthday on the flight day', 'adult', '2014-12-03', null],
    ['adult: 12th birthday the day after', 'adult', '2014-12-04', m.ageAdult],
    ['child: 12th birthday the day after', 'child', '2014-12-04', null],
    ['child: 12th birthday on the flight day', 'child', '2014-12-03', m.ageChild],
    ['child: 2nd birthday on the flight day', 'child', '2024-12-03', null],
    ['child: 2nd birthday the day after', 'child', '2024-12-04', m.ageChild],
    ['infant: 2nd birthday the day after', 'infant', '2024-12-04', null],
    ['infant: 2nd birthday on the flight day', 'infant', '2024-12-03', m.ageInfant],
    ['infant: born on the flight day', 'infant', '2026-12-03', null],
    ['infant: born after the flight', 'infant', '2026-12-04', m.birthDateAfterFlight],
    ['adult: 120 years old', 'adult', '1906-12-03', null],
    ['adult: 121 years old', 'adult', '1905-12-03', m.birthDateInvalid],
    ['a Jalali date that does not exist', 'adult', '1370/12/31', m.birthDateInvalid],
    ['not a date', 'adult', 'دیروز', m.birthDateInvalid],
    ['empty', 'adult', ' ', messages.common.required],
  ] as const)('%s', (_name, type, birthDate, message) => {
    const ctx = { ...local, counts: { adult: 1, child: type === 'child' ? 1 : 0, infant: type === 'infant' ? 1 : 0 } };
    const passengers = type === 'adult' ? [iranian('adult', 0, { birthDate })] : [iranian('adult', 0), iranian(type, 1, { birthDate })];
    const path = type === 'adult' ? 'p0.birthDate' : 'p1.birthDate';
    expect(errorsOf(body(passengers), ctx)[path]).toBe(message ?? undefined);
  });

  it('reads a Gregorian birth date in Persian digits and a Jalali one with dashes', () => {
    const r = validateFlightPassengers(
      body([iranian('adult', 0, { birthDate: '۱۹۹۰/۰۵/۰۱' }), iranian('adult', 1, { birthDate: '1369-02-11' }), iranian('infant', 2)]),
      local,
    );
    expect(r.ok && r.value.passengers.map((p) => p.birthDate)).toEqual(['1990-05-01', '1990-05-01', '2026-01-01']);
  });

  it('checks the national code: required, checksum, once per booking', () => {
    const e = errorsOf(
      body([iranian('adult', 0, { nationalNumber: BAD_CODE }), iranian('adult', 1, { nationalNumber: '' }), iranian('infant', 0)]),
      local,
    );
    expect(e['p0.nationalNumber']).toBe(messages.auth.nationalCodeInvalid);
    expect(e['p1.nationalNumber']).toBe(messages.common.required);
    const dup = errorsOf(body([iranian('adult', 0), iranian('adult', 1, { nationalNumber: '۰۰۱۲۳۴۵۶۷۹' }), iranian('infant', 2)]), local);
    expect(dup).toEqual({ 'p1.nationalNumber': m.nationalNumberDuplicate });
  });

  it('needs Persian names from Iranians; Latin ones are optional and kept only when valid', () => {
    const e = errorsOf(
      body([iranian('adult', 0, { fnameFa: 'Ali', lnameFa: '' }), iranian('adult', 1, { fnameEn: 'علی' }), iranian('infant', 2)]),
      local,
    );
    expect(e).toEqual({ 'p0.fnameFa': messages.auth.nameInvalidPersian, 'p0.lnameFa': messages.common.required });
  });

  it('asks a foreign passenger for nationality, Latin names and a passport valid on the flight day', () => {
    const foreign = (patch: Partial<FlightPassenger>) =>
      iranian('adult', 1, {
        isIranian: false,
        nationalNumber: '',
        nationality: 'TR',
        fnameFa: '',
        lnameFa: '',
        fnameEn: 'Ayse',
        lnameEn: 'Yilmaz',
        passportNumber: 'u1234567',
        passportOrigin: 'tr',
        passportExpireDate: '2026-12-03',
        ...patch,
      });
    const ok = validateFlightPassengers(body([iranian('adult', 0), foreign({}), iranian('infant', 2)]), local);
    expect(ok.ok && ok.value.passengers[1]).toMatchObject({
      doc_type: 'P',
      number: 'U1234567',
      passportOrigin: 'TR',
      nationality: 'TR',
      nationalNumber: '',
    });
    const cases: [Partial<FlightPassenger>, string, string][] = [
      [{ passportExpireDate: '2026-12-02' }, 'passportExpireDate', m.passportExpired],
      [{ nationality: '' }, 'nationality', m.nationalityRequired],
      [{ nationality: 'ZZ' }, 'nationality', m.nationalityRequired],
      [{ passportOrigin: 'XX' }, 'passportOrigin', m.passportOriginRequired],
      [{ nationality: 'IR' }, 'nationality', m.nationalityIranian],
      [{ nationality: 'AF' }, 'nationality', m.nationalityBlocked],
      [{ fnameEn: '' }, 'fnameEn', messages.common.required],
      [{ passportNumber: 'A1' }, 'passportNumber', messages.auth.passportInvalid],
      [{ passportOrigin: '' }, 'passportOrigin', m.passportOriginRequired],
    ];
    for (const [patch, field, message] of cases) {
      expect(errorsOf(body([iranian('adult', 0), foreign(patch), iranian('infant', 2)]), local)).toEqual({ [`p1.${field}`]: message });
    }
  });

  it('wants an adult leader; an index out of range falls back to the first passenger', () => {
    expect(errorsOf(body(family(), { leader: 2 }), local)).toEqual({ leader: m.leaderAdult });
    const r = validateFlightPassengers(body(family(), { leader: 7 }), local);
    expect(r.ok && r.value.leader).toBe(0);
    const second = validateFlightPassengers(body(family(), { leader: 1 }), local);
    expect(second.ok && second.value.passengers.map((p) => p.isLeader)).toEqual([false, true, false]);
  });

  it('checks the contact: mobile required and Iranian, e-mail optional', () => {
    expect(errorsOf(body(family(), { mobile: '' }), local)).toEqual({ 'contact.mobile': messages.auth.phoneRequired });
    expect(errorsOf(body(family(), { mobile: '0912123' }), local)).toEqual({ 'contact.mobile': messages.auth.mobileInvalid });
    expect(errorsOf(body(family(), { email: 'a@' }), local)).toEqual({ 'contact.email': messages.auth.emailInvalid });
    const fa = validateFlightPassengers(body(family(), { mobile: '۰۹۱۲۱۲۳۴۵۶۷' }), local);
    expect(fa.ok && fa.value.mobile).toBe('09121234567');
  });

  it('refuses passengers that do not match the searched counts', () => {
    expect(errorsOf(body(family().slice(0, 2)), local)).toEqual({ passengers: m.countsMismatch });
    expect(errorsOf(body([iranian('adult', 0), iranian('child', 1), iranian('infant', 2)]), local)).toMatchObject({
      passengers: m.countsMismatch,
    });
    expect(errorsOf(body([]), { ...local, counts: { adult: 0, child: 0, infant: 0 } })).toEqual({ passengers: m.countsMismatch });
    // Counts the search would never have allowed: more infants than adults, no adult.
    const twoInfants = [iranian('adult', 0), iranian('infant', 1), iranian('infant', 2)];
    expect(errorsOf(body(twoInfants), { ...local, counts: { adult: 1, child: 0, infant: 2 } })).toEqual({ passengers: m.countsMismatch });
    expect(bookableCounts({ adult: 2, child: 3, infant: 2 })).toBe(true);
    expect(bookableCounts({ adult: 0, child: 1, infant: 0 })).toBe(false);
  });

  it("lists a passenger's errors in the spec's field order", () => {
    const e = errorsOf(
      body([iranian('adult', 0, { fnameFa: '', lnameFa: '', nationalNumber: '1', birthDate: '' }), ...family().slice(1)]),
      local,
    );
    expect(Object.keys(e)).toEqual(['p0.birthDate', 'p0.nationalNumber', 'p0.lnameFa', 'p0.fnameFa']);
  });
});

describe('validateFlightPassengers: an international return trip', () => {
  it('needs Latin names and a passport from an Iranian too; Persian names become optional', () => {
    const r = validateFlightPassengers(body([traveller({ fnameFa: '', lnameFa: '' })]), abroad);
    expect(r.ok && r.value.passengers[0]).toMatchObject({
      doc_type: 'P',
      number: 'E12345678',
      nationalNumber: '0012345679',
      fnameEn: 'Maryam',
    });
    expect(errorsOf(body([traveller({ fnameEn: 'مریم', passportNumber: '' })]), abroad)).toEqual({
      'p0.fnameEn': messages.auth.nameInvalidLatin,
      'p0.passportNumber': messages.common.required,
    });
  });

  it('wants the passport valid six months past the return flight (boundary day included)', () => {
    expect(errorsOf(body([traveller({ passportExpireDate: '2027-06-10' })]), abroad)).toEqual({});
    expect(errorsOf(body([traveller({ passportExpireDate: '2027-06-09' })]), abroad)).toEqual({
      'p0.passportExpireDate': m.passportExpiryTooSoon(true),
    });
    // Jalali 1406/03/20 is 2027-06-10.
    expect(errorsOf(body([traveller({ passportExpireDate: '۱۴۰۶/۰۳/۲۰' })]), abroad)).toEqual({});
    expect(errorsOf(body([traveller({ passportExpireDate: '1406/03/19' })]), abroad)).toEqual({
      'p0.passportExpireDate': m.passportExpiryTooSoon(true),
    });
  });

  it('counts the six months from the only flight one-way', () => {
    const oneWay = { ...abroad, returnDate: null };
    expect(errorsOf(body([traveller({ passportExpireDate: '2027-06-03' })]), oneWay)).toEqual({});
    expect(errorsOf(body([traveller({ passportExpireDate: '2027-06-02' })]), oneWay)).toEqual({
      'p0.passportExpireDate': m.passportExpiryTooSoon(false),
    });
    expect(m.passportExpiryTooSoon(true)).not.toBe(m.passportExpiryTooSoon(false));
  });

  it('refuses one passport number twice', () => {
    const ctx = { ...abroad, counts: { adult: 2, child: 0, infant: 0 } };
    expect(errorsOf(body([traveller(), traveller({ nationalNumber: CODES[1] ?? '', passportNumber: 'e12345678' })]), ctx)).toEqual({
      'p1.passportNumber': m.passportNumberDuplicate,
    });
  });
});

describe('the request body schema', () => {
  it('fills missing fields with their defaults (nationality IR, male, Iranian)', () => {
    const r = v.safeParse(FlightPassengersBody, { passengers: [{ type: 'adult' }], leader: 0 });
    expect(r.success).toBe(true);
    expect(r.success && r.output.passengers[0]).toMatchObject({ nationality: 'IR', gender: 'MALE', isIranian: true, birthDate: '' });
    expect(r.success && r.output.mobile).toBe('');
  });

  it.each([
    ['an unknown type', { passengers: [{ type: 'senior' }], leader: 0 }],
    ['a huge name', { passengers: [{ type: 'adult', fnameFa: 'ب'.repeat(65) }], leader: 0 }],
    ['a string leader', { passengers: [], leader: '0' }],
    ['a gender outside the two', { passengers: [{ type: 'adult', gender: 'X' }], leader: 0 }],
    ['too many passengers', { passengers: Array.from({ length: 21 }, () => ({ type: 'adult' })), leader: 0 }],
  ])('refuses %s', (_name, input) => {
    expect(v.safeParse(FlightPassengersBody, input).success).toBe(false);
  });
});

describe('saved passengers', () => {
  it('fills a form slot from a saved Iranian and a saved foreigner', () => {
    const saved = v.parse(SavedPassenger, {
      first_name: 'مریم',
      last_name: 'احمدی',
      gender: 'FEMALE',
      isIranian: true,
      nationalNumber: '۰۰۱۲۳۴۵۶۷۹',
      birth_date: '1990-05-01',
    });
    expect(fromSavedPassenger(saved, 'adult')).toMatchObject({
      type: 'adult',
      fnameFa: 'مریم',
      nationalNumber: '0012345679',
      gender: 'FEMALE',
      fnameEn: '',
    });
    const foreigner = v.parse(SavedPassenger, {
      first_name: 'Ayse',
      last_name: 'Yilmaz',
      gender: 'FEMALE',
      isIranian: false,
      nationality: 'TR',
      doc_id: 'P',
      number: 'U1234567',
    });
    expect(fromSavedPassenger(foreigner, 'adult')).toMatchObject({
      fnameEn: 'Ayse',
      fnameFa: '',
      isIranian: false,
      nationality: 'TR',
      passportNumber: 'U1234567',
    });
  });

  it('takes an account record with nulls for what it lacks (the saved passengers API)', () => {
    const record = {
      id: 'p1',
      first_name: 'سارا',
      last_name: 'کریمی',
      gender: 'FEMALE' as const,
      birth_date: null,
      isIranian: true,
      nationality: 'IR',
      nationalNumber: null,
      doc_id: 'N',
      number: null,
      mobile: null,
      email: null,
      is_primary: true,
    };
    const saved: SavedPassenger = record;
    expect(v.safeParse(SavedPassenger, record).success).toBe(true);
    expect(fromSavedPassenger(saved, 'adult')).toMatchObject({
      fnameFa: 'سارا',
      birthDate: '',
      nationalNumber: '',
      mobile: '',
      passportNumber: '',
    });
    const local = validateFlightPassengers(body([iranian('adult', 0)]), { ...abroad, international: false, returnDate: null });
    if (!local.ok || !local.value.passengers[0]) throw new Error('expected valid');
    // A local flight's Iranian: no passport, so no number and the national card.
    expect(toSavedPassenger(local.value.passengers[0])).toMatchObject({
      doc_id: 'N',
      number: null,
      nationalNumber: '0012345679',
      first_name_en: null,
    });
  });

  it('saves a validated passenger and fills the same passenger back', () => {
    const r = validateFlightPassengers(body([traveller()]), abroad);
    if (!r.ok) throw new Error('expected valid');
    const first = r.value.passengers[0];
    if (!first) throw new Error('expected a passenger');
    const saved = toSavedPassenger(first);
    expect(v.safeParse(SavedPassenger, saved).success).toBe(true);
    expect(saved).toMatchObject({ doc_id: 'P', number: 'E12345678', first_name: 'مریم', first_name_en: 'Maryam', mobile: '09121234567' });
    const back = fromSavedPassenger(saved, 'adult');
    expect(validateFlightPassengers(body([back]), abroad).ok).toBe(true);
  });
});

describe('countries', () => {
  it('lists Iran first, then by Persian name, every code once; knows the blocked ones', () => {
    expect(COUNTRIES[0]).toEqual({ code: 'IR', name: 'ایران' });
    const codes = COUNTRIES.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((c) => /^[A-Z]{2}$/.test(c))).toBe(true);
    for (const code of BLOCKED_COUNTRIES) expect(findCountry(code)).toBeDefined();
    expect(lookupCountry('tr')).toBe('ترکیه');
    expect(findCountry('ZZ')).toBeUndefined();
    const names = COUNTRIES.slice(1).map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('fa').compare));
  });
});
