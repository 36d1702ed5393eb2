import { describe, expect, it } from 'vitest';
import * as messages from '@/lib/messages';
import {
  addMonthsIso,
  ageOn,
  checkBirthDate,
  checkForeignNationality,
  checkName,
  checkNationalCode,
  checkPassportExpiry,
  checkPassportNumber,
  checkPassportOrigin,
  checkTraveller,
  duplicateDocumentErrors,
  emptyTraveller,
  parseTypedDate,
  type TravellerContext,
  type TravellerIdentity,
  travellerDocuments,
  travellerFields,
  travellerTypeForAge,
  withDuplicateErrors,
} from '@/lib/travellers';
import type { Validation } from '@/lib/validate';

/** The shared traveller rules of every product's travellers step (issue 48 point 6), rule by rule, as tables. */

const t = messages.travellers;
const required = messages.common.required;
const okOf = (value: string): Validation => ({ ok: true, value });
const no = (message: string): Validation => ({ ok: false, message });

describe('names: Persian letters in a Persian field, Latin letters in a Latin one', () => {
  it.each<[string, 'fa' | 'en', Validation]>([
    ['مریم', 'fa', okOf('مریم')],
    ['  علی   رضا ', 'fa', okOf('علی رضا')],
    ['مريم', 'fa', okOf('مریم')], // Arabic ي read as Persian ی
    ['Maryam', 'fa', no(messages.auth.nameInvalidPersian)],
    ['مریمM', 'fa', no(messages.auth.nameInvalidPersian)],
    ['مریم۲', 'fa', no(messages.auth.nameInvalidPersian)],
    ['', 'fa', no(required)],
    ['Maryam', 'en', okOf('Maryam')],
    ["O'Neil-Smith", 'en', okOf("O'Neil-Smith")],
    ['مریم', 'en', no(messages.auth.nameInvalidLatin)],
    ['Mary2', 'en', no(messages.auth.nameInvalidLatin)],
    ['   ', 'en', no(required)],
  ])('%j in a %s field → %j', (input, script, expected) => {
    expect(checkName(input, script)).toEqual(expected);
  });
});

describe('documents: national code checksum, passport number, citizenship, issuing country', () => {
  it.each<[string, Validation]>([
    ['0012345679', okOf('0012345679')],
    ['۰۰۱۲۳۴۵۶۷۹', okOf('0012345679')],
    ['0012345678', no(messages.auth.nationalCodeInvalid)],
    ['1111111111', no(messages.auth.nationalCodeInvalid)],
    ['001234567', no(messages.auth.nationalCodeInvalid)],
    ['', no(required)],
  ])('national code %j → %j', (input, expected) => {
    expect(checkNationalCode(input)).toEqual(expected);
  });

  it.each<[string, Validation]>([
    ['k12345678', okOf('K12345678')],
    ['X1234567', okOf('X1234567')],
    ['12345', no(messages.auth.passportInvalid)],
    ['K-1234567', no(messages.auth.passportInvalid)],
    ['', no(required)],
  ])('passport number %j → %j', (input, expected) => {
    expect(checkPassportNumber(input)).toEqual(expected);
  });

  it.each<[string, Validation]>([
    ['de', okOf('DE')],
    ['TR', okOf('TR')],
    ['IR', no(t.nationalityIranian)],
    ['AF', no(t.nationalityBlocked)],
    ['ZZ', no(t.nationalityRequired)],
    ['', no(t.nationalityRequired)],
  ])('a foreigner’s citizenship %j → %j', (input, expected) => {
    expect(checkForeignNationality(input)).toEqual(expected);
  });

  it.each<[string, Validation]>([
    ['DE', okOf('DE')],
    ['IR', okOf('IR')],
    ['', no(t.passportOriginRequired)],
  ])('issuing country %j → %j', (input, expected) => {
    expect(checkPassportOrigin(input)).toEqual(expected);
  });
});

describe('passport expiry: six months past the trip abroad, the last day at home', () => {
  it.each<[string, string, boolean, Validation]>([
    ['2027-08-01', '2027-02-01', true, okOf('2027-08-01')],
    ['2027-07-31', '2027-02-01', true, no(t.passportExpiryTooSoon(6))],
    ['1406/05/10', '2027-02-01', true, okOf('2027-08-01')], // Jalali, read by its year
    ['2027-02-01', '2027-02-01', false, okOf('2027-02-01')],
    ['2027-01-31', '2027-02-01', false, no(t.passportExpired)],
    ['2027/13/01', '2027-02-01', true, no(t.passportExpiryInvalid)],
    ['', '2027-02-01', true, no(required)],
  ])('expiry %j, last day %s, abroad %s → %j', (input, lastDay, abroad, expected) => {
    expect(checkPassportExpiry(input, lastDay, abroad)).toEqual(expected);
  });

  it('the message says six months in words', () => {
    expect(t.passportExpiryTooSoon(6)).toContain('شش ماه');
  });

  it.each([
    ['2027-02-01', 6, '2027-08-01'],
    ['2026-08-31', 6, '2027-02-28'],
    ['2027-08-31', 6, '2028-02-29'],
    ['2026-12-15', 1, '2027-01-15'],
  ])('%s + %i months = %s', (iso, months, expected) => {
    expect(addMonthsIso(iso, months)).toBe(expected);
  });
});

describe('age bands from the birth date on the travel day', () => {
  it.each<[number, 'adult' | 'child' | 'infant']>([
    [0, 'infant'],
    [1, 'infant'],
    [2, 'child'],
    [11, 'child'],
    [12, 'adult'],
    [90, 'adult'],
  ])('age %i books as %s', (age, type) => {
    expect(travellerTypeForAge(age)).toBe(type);
  });

  it.each([
    ['2000-02-29', '2026-02-28', 25],
    ['2000-02-29', '2026-03-01', 26],
    ['1990-05-01', '2026-04-30', 35],
    ['1990-05-01', '2026-05-01', 36],
  ])('born %s, on %s: %i years', (birth, on, age) => {
    expect(ageOn(birth, on)).toBe(age);
  });

  it.each<[string, 'adult' | 'child' | 'infant' | null, Validation]>([
    ['1990-05-01', 'adult', okOf('1990-05-01')],
    ['1369/02/11', 'adult', okOf('1990-05-01')],
    ['19900501', null, okOf('1990-05-01')],
    ['2014-12-01', 'adult', okOf('2014-12-01')], // 12 on the travel day
    ['2014-12-02', 'adult', no(t.ageAdult(12))], // 12 the day after
    ['2020-01-01', 'child', okOf('2020-01-01')],
    ['2020-01-01', 'infant', no(t.ageInfant(2))],
    ['2025-06-01', 'child', no(t.ageChild(2, 12))],
    ['2025-06-01', 'infant', okOf('2025-06-01')],
    ['2026-12-02', null, no(t.birthDateAfterTravel)],
    ['1890-01-01', null, no(t.birthDateInvalid)],
    ['1990-02-30', null, no(t.birthDateInvalid)],
    ['', 'adult', no(required)],
  ])('birth %j as %s, travelling 2026-12-01 → %j', (input, type, expected) => {
    expect(checkBirthDate(input, '2026-12-01', type)).toEqual(expected);
  });

  it('typed dates: Persian digits, separators, eight digits run together', () => {
    expect(parseTypedDate('۱۳۶۹/۰۲/۱۱')).toBe('1990-05-01');
    expect(parseTypedDate('1990.05.01')).toBe('1990-05-01');
    expect(parseTypedDate('1990 05 01')).toBe('1990-05-01');
    expect(parseTypedDate('13690211')).toBe('1990-05-01');
    expect(parseTypedDate('tomorrow')).toBeNull();
  });
});

describe('which fields a traveller has', () => {
  it.each([
    [true, false, true, { nationalCode: true, persianNames: true, latinNames: false, passport: false }],
    [true, true, true, { nationalCode: true, persianNames: false, latinNames: true, passport: true }],
    [true, true, false, { nationalCode: false, persianNames: false, latinNames: true, passport: true }],
    [false, false, true, { nationalCode: false, persianNames: false, latinNames: true, passport: true }],
    [false, true, true, { nationalCode: false, persianNames: false, latinNames: true, passport: true }],
  ])('Iranian %s, abroad %s, national code abroad %s → %j', (isIranian, international, codeAbroad, fields) => {
    expect(travellerFields(isIranian, international, codeAbroad)).toEqual(fields);
  });
});

describe('one traveller: every shared rule at once', () => {
  const home: TravellerContext = { international: false, travelDate: '2026-12-01', lastDay: '2026-12-05', birthDate: { type: 'adult' } };
  const abroad: TravellerContext = { ...home, international: true, nationalCodeAbroad: false };
  const iranian: TravellerIdentity = {
    ...emptyTraveller(),
    fnameFa: 'مریم',
    lnameFa: 'احمدی',
    nationalCode: '0012345679',
    birthDate: '1990-05-01',
  };
  const foreigner: TravellerIdentity = {
    ...emptyTraveller(),
    isIranian: false,
    nationality: 'DE',
    fnameEn: 'Anna',
    lnameEn: 'Schmidt',
    passportNumber: 'C01X00T47',
    passportExpiry: '2027-08-01',
    birthDate: '1990-05-01',
    gender: 'FEMALE',
  };

  it.each<[string, TravellerIdentity, TravellerContext, Record<string, string>]>([
    ['an Iranian at home', iranian, home, {}],
    ['an Iranian at home with Latin names', { ...iranian, fnameFa: 'Maryam' }, home, { fnameFa: messages.auth.nameInvalidPersian }],
    [
      'an Iranian at home with a wrong code',
      { ...iranian, nationalCode: '0012345678' },
      home,
      { nationalCode: messages.auth.nationalCodeInvalid },
    ],
    [
      'an Iranian abroad without a passport',
      iranian,
      abroad,
      { fnameEn: required, lnameEn: required, passportNumber: required, passportExpiry: required },
    ],
    ['a foreigner at home', foreigner, home, {}],
    [
      'a foreigner at home with an expired passport',
      { ...foreigner, passportExpiry: '2026-12-04' },
      home,
      { passportExpiry: t.passportExpired },
    ],
    [
      'a foreigner abroad, passport too short',
      { ...foreigner, passportExpiry: '2027-01-01' },
      abroad,
      { passportExpiry: t.passportExpiryTooSoon(6) },
    ],
    ['a foreigner with Persian names', { ...foreigner, fnameEn: 'آنا' }, home, { fnameEn: messages.auth.nameInvalidLatin }],
    ['a foreigner who says Iran', { ...foreigner, nationality: 'IR' }, home, { nationality: t.nationalityIranian }],
    ['a child’s birth date in an adult’s slot', { ...iranian, birthDate: '2020-01-01' }, home, { birthDate: t.ageAdult(12) }],
    ['no birth date asked', { ...iranian, birthDate: '' }, { ...home, birthDate: false }, {}],
    [
      'foreigners not taken: every traveller is Iranian',
      { ...foreigner },
      { ...home, foreigners: false },
      {
        fnameFa: required,
        lnameFa: required,
        nationalCode: required,
      },
    ],
  ])('%s', (_, traveller, ctx, errors) => {
    expect(checkTraveller(traveller, ctx).errors).toEqual(errors);
  });

  it('the clean value: Latin digits, upper-case Latin names, fields the trip does not have emptied', () => {
    const { value } = checkTraveller({ ...iranian, nationalCode: '۰۰۱۲۳۴۵۶۷۹', fnameEn: 'Maryam', passportNumber: 'X1' }, home);
    expect(value).toMatchObject({ nationalCode: '0012345679', fnameEn: 'MARYAM', passportNumber: '', nationality: 'IR' });
    expect(checkTraveller(foreigner, abroad).value).toMatchObject({
      fnameEn: 'ANNA',
      nationalCode: '',
      nationality: 'DE',
      gender: 'FEMALE',
    });
  });
});

describe('one person, one document in an order', () => {
  it.each<[string, { path: string; kind: 'nationalCode' | 'passport'; value: string }[], Record<string, string>]>([
    [
      'different codes',
      [
        { path: 'a', kind: 'nationalCode', value: '0012345679' },
        { path: 'b', kind: 'nationalCode', value: '1234567891' },
      ],
      {},
    ],
    [
      'the same code',
      [
        { path: 'a', kind: 'nationalCode', value: '0012345679' },
        { path: 'b', kind: 'nationalCode', value: '0012345679' },
      ],
      { b: t.nationalCodeDuplicate },
    ],
    [
      'the same code in Persian digits',
      [
        { path: 'a', kind: 'nationalCode', value: '0012345679' },
        { path: 'b', kind: 'nationalCode', value: '۰۰۱۲۳۴۵۶۷۹' },
      ],
      { b: t.nationalCodeDuplicate },
    ],
    [
      'the same passport, another case',
      [
        { path: 'a', kind: 'passport', value: 'x1234567' },
        { path: 'b', kind: 'passport', value: 'X1234567' },
      ],
      { b: t.passportNumberDuplicate },
    ],
    [
      'a code and a passport with the same digits',
      [
        { path: 'a', kind: 'nationalCode', value: '0012345679' },
        { path: 'b', kind: 'passport', value: '0012345679' },
      ],
      {},
    ],
    [
      'empty values are skipped',
      [
        { path: 'a', kind: 'nationalCode', value: '' },
        { path: 'b', kind: 'nationalCode', value: '' },
      ],
      {},
    ],
    [
      'three times: the two later fields',
      [
        { path: 'a', kind: 'passport', value: 'X1234567' },
        { path: 'b', kind: 'passport', value: 'X1234567' },
        { path: 'c', kind: 'passport', value: 'X1234567' },
      ],
      { b: t.passportNumberDuplicate, c: t.passportNumberDuplicate },
    ],
  ])('%s', (_, docs, errors) => {
    expect(duplicateDocumentErrors(docs)).toEqual(errors);
  });

  it('travellers’ documents at their paths; a field’s own error stays first', () => {
    const docs = travellerDocuments(
      [
        { nationalCode: '0012345679', passportNumber: '' },
        { nationalCode: '0012345679', passportNumber: 'X1234567' },
      ],
      (i, field) => `p${i}.${field}`,
    );
    expect(docs.map((d) => d.path)).toEqual(['p0.nationalCode', 'p1.nationalCode', 'p1.passportNumber']);
    expect(withDuplicateErrors({ 'p0.fnameFa': required }, docs)).toEqual({
      'p0.fnameFa': required,
      'p1.nationalCode': t.nationalCodeDuplicate,
    });
    expect(withDuplicateErrors({ 'p1.nationalCode': 'own' }, docs)).toEqual({ 'p1.nationalCode': 'own' });
  });
});
