import { describe, expect, it } from 'vitest';
import {
  AIRCRAFT_TYPES,
  AIRLINES,
  AIRPORTS,
  CABIN_CLASSES,
  CURRENCIES,
  IRANIAN_AIRPORTS,
  PASSENGER_TYPES,
  airportName,
  createLookup,
  findAirport,
  lookupAircraft,
  lookupAirline,
  lookupAirport,
  lookupCabinClass,
  lookupCurrency,
  lookupMealCode,
  lookupPassengerType,
} from '@/lib/lookups';

const noArabicLetters = (s: string) => !/[\u064A\u0643\u0649]/.test(s);

describe('createLookup', () => {
  const table = createLookup(
    [{ id: 'AB', label: 'x' }],
    (r) => r.id,
    (r) => r.label,
  );
  it('finds case-insensitively and returns unknown codes as they are', () => {
    expect(table.lookup('ab')).toBe('x');
    expect(table.lookup(' AB ')).toBe('x');
    expect(table.lookup('zz')).toBe('zz');
    expect(table.lookup('zz', { record: true })).toBe('zz');
    expect(table.lookup('AB', { record: true })).toEqual({ id: 'AB', label: 'x' });
    expect(table.lookup(undefined)).toBe('');
    expect(table.find(null)).toBeUndefined();
  });
});

describe('airports', () => {
  const required = [
    'THR',
    'IKA',
    'MHD',
    'KIH',
    'SYZ',
    'IFN',
    'TBZ',
    'AWZ',
    'GSM',
    'BND',
    'KSH',
    'RAS',
    'ZAH',
    'DXB',
    'IST',
    'LHR',
    'CDG',
    'FCO',
    'FRA',
    'AMS',
    'YYZ',
    'YVR',
    'DOH',
    'NJF',
    'BGW',
    'BAK',
    'TBS',
    'EVN',
  ];

  it.each(required)('has %s with Persian names', (code) => {
    const a = findAirport(code);
    expect(a).toBeDefined();
    expect(a!.city).toMatch(/[\u0600-\u06FF]/);
    expect(a!.name).toMatch(/[\u0600-\u06FF]/);
    expect(a!.country).toMatch(/[\u0600-\u06FF]/);
  });

  it('returns the city, the record, or the code', () => {
    expect(lookupAirport('MHD')).toBe('مشهد');
    expect(lookupAirport('ika')).toBe('تهران');
    expect(lookupAirport('KIH', { record: true })).toMatchObject({ iata: 'KIH', city: 'کیش', countryCode: 'IR' });
    expect(lookupAirport('XXX')).toBe('XXX');
    expect(lookupAirport('XXX', { record: true })).toBe('XXX');
    expect(airportName('IKA')).toBe('فرودگاه بین\u200cالمللی امام خمینی');
    expect(airportName('QQQ')).toBe('QQQ');
  });

  it('has unique codes, Persian letters and an Iranian fallback list', () => {
    expect(new Set(AIRPORTS.map((a) => a.iata)).size).toBe(AIRPORTS.length);
    expect(AIRPORTS.every((a) => /^[A-Z]{3}$/.test(a.iata) && noArabicLetters(a.city + a.name + a.country))).toBe(true);
    expect(IRANIAN_AIRPORTS.length).toBeGreaterThan(30);
    expect(IRANIAN_AIRPORTS.every((a) => a.country === 'ایران')).toBe(true);
    expect(findAirport('DXB')?.countryCode).toBe('AE');
  });
});

describe('aircraft', () => {
  it('looks up by IATA or ICAO', () => {
    expect(lookupAircraft('320')).toBe('Airbus A320');
    expect(lookupAircraft('B738')).toBe('Boeing 737-800');
    expect(lookupAircraft('77W', { record: true })).toEqual({
      iata: '77W',
      icao: 'B77W',
      name: 'Boeing 777-300ER',
      category: 'H',
    });
    expect(lookupAircraft('ZZZ')).toBe('ZZZ');
  });

  it('uses the categories L, M, H, n/a', () => {
    expect(new Set(AIRCRAFT_TYPES.map((a) => a.category))).toEqual(new Set(['L', 'M', 'H', 'n/a']));
  });
});

describe('airlines', () => {
  it.each([
    ['IR', 'ایران\u200cایر'],
    ['W5', 'ماهان'],
    ['EP', 'آسمان'],
    ['tk', 'ترکیش ایرلاینز'],
    ['BA', 'British Airways'],
    ['ZZ', 'ZZ'],
  ])('%s → %s (Persian override, else English)', (code, name) => {
    expect(lookupAirline(code)).toBe(name);
  });

  it('has unique two-character codes and English names for all', () => {
    expect(new Set(AIRLINES.map((a) => a.code)).size).toBe(AIRLINES.length);
    expect(AIRLINES.every((a) => /^[A-Z0-9]{2}$/.test(a.code) && /^[A-Za-z]/.test(a.englishName))).toBe(true);
    expect(AIRLINES.every((a) => !a.persianName || noArabicLetters(a.persianName))).toBe(true);
  });
});

describe('currencies, cabins, passenger types, meals', () => {
  it('has the display-map currencies', () => {
    expect(CURRENCIES.map((c) => c.code).sort()).toEqual([
      'AED',
      'BHD',
      'EUR',
      'GBP',
      'IQD',
      'IRR',
      'OMR',
      'RUB',
      'SAR',
      'TOMAN',
      'USD',
      'YTL',
    ]);
    expect(lookupCurrency('EUR')).toBe('یورو');
    expect(lookupCurrency('JPY')).toBe('JPY');
  });

  it.each([
    ['Y', 'اکونومی', 1],
    ['S', 'پریمیوم اکونومی', 1],
    ['C', 'بیزینس', 3],
    ['J', 'پریمیوم بیزینس', 3],
    ['F', 'فرست', 5],
    ['P', 'پریمیوم فرست', 5],
  ] as const)('cabin %s is %s, class type %i', (code, name, classType) => {
    expect(lookupCabinClass(code)).toBe(name);
    expect(lookupCabinClass(code, { record: true })).toMatchObject({ classType });
  });

  it('has the passenger types with the senior age bands', () => {
    expect(PASSENGER_TYPES.map((p) => p.code)).toEqual([
      'adult',
      'adult2',
      'adult3',
      'adult4',
      'adult5',
      'childWithService',
      'child',
      'childNB',
      'infant',
    ]);
    expect(lookupPassengerType('adult2')).toBe('بزرگسال ۶۶ تا ۷۰ سال');
    expect(lookupPassengerType('adult5', { record: true })).toMatchObject({ ages: [81, 85] });
    expect(lookupPassengerType('infant')).toBe('نوزاد');
    expect(lookupPassengerType('senior')).toBe('senior');
    expect(CABIN_CLASSES).toHaveLength(6);
  });

  it('looks up meal codes, unknown ones unchanged', () => {
    expect(lookupMealCode('BB')).toBe('با صبحانه');
    expect(lookupMealCode('AI')).toBe('AI');
  });
});
