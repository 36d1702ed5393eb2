import { describe, expect, it } from 'vitest';
import { destinationSummary, flightHotelSummary, flightSummary, parseRoute, passengerCount, placeFrom } from '@/lib/product-search';

const line = (s: { lines: { label: string; value: string }[] }, label: string) => s.lines.find((l) => l.label === label)?.value;

describe('product search summaries', () => {
  it('reads places from IATA codes, country-prefixed slugs and bare city slugs', () => {
    expect(placeFrom('MHD').city).toBe('مشهد');
    expect(placeFrom('ae-dubai')).toMatchObject({ city: 'دبی', country: 'امارات متحده عربی' });
    expect(placeFrom('kish').city).toBe('کیش');
    expect(placeFrom('ir-kish').city).toBe('کیش');
    expect(placeFrom('nowhere-land').city).toBe('nowhere land');
  });

  it('parses origin-destination routes and refuses routes without one dash', () => {
    expect(parseRoute('THR-MHD')).toMatchObject({ origin: { city: 'تهران' }, destination: { city: 'مشهد' } });
    expect(parseRoute('THRMHD')).toBeNull();
    expect(parseRoute('A-B-C')).toBeNull();
  });

  it('summarises a return flight search with Jalali dates, passengers and cabin', () => {
    const s = flightSummary('THR-MHD', { flightDate: '2026-11-22', returnDate: '2026-11-25', adults: '2', child: '1', flightClass: 'C' });
    expect(s.title).toBe('بلیت هواپیما تهران به مشهد');
    expect(s.cityName).toBe('مشهد');
    expect(line(s, 'نوع سفر')).toBe('رفت و برگشت');
    expect(line(s, 'تاریخ رفت')).toBe('یک‌شنبه ۱ آذر ۱۴۰۵');
    expect(line(s, 'تاریخ برگشت')).toBe('چهارشنبه ۴ آذر ۱۴۰۵');
    expect(line(s, 'مسافران')).toBe('۲ بزرگسال، ۱ کودک');
    expect(line(s, 'کلاس پرواز')).toBe('بیزینس');
  });

  it('drops the return date of a one-way flight (flightType 1)', () => {
    const s = flightSummary('THR-KIH', { flightType: '1', flightDate: '2026-11-22', returnDate: '2026-11-25' });
    expect(line(s, 'نوع سفر')).toBe('یک‌طرفه');
    expect(line(s, 'تاریخ برگشت')).toBeUndefined();
    expect(line(s, 'مسافران')).toBe('۱ نفر');
  });

  it('summarises flight+hotel with nights, rooms and IKA read as Tehran; X is any origin', () => {
    const s = flightHotelSummary('IKA-IST', { flightDate: '2026-11-22', returnDate: '2026-11-26', room: '1', pCount: '2' });
    expect(line(s, 'مبدأ')).toBe('تهران');
    expect(line(s, 'مدت اقامت')).toBe('۴ شب');
    expect(line(s, 'اتاق و مسافر')).toBe('۱ اتاق برای ۲ نفر');
    expect(flightHotelSummary('X-DXB', {}).lines.some((l) => l.label === 'مبدأ')).toBe(false);
    expect(flightHotelSummary('X-DXB', {}).cityName).toBe('دبی');
  });

  it('summarises insurance with the trip length in days, and cip by airport city', () => {
    const ins = destinationSummary('insurance', 'tr-istanbul', { startDate: '2026-11-22', endDate: '2026-11-28', adults: '3' });
    expect(ins.title).toBe('بیمهٔ مسافرتی استانبول');
    expect(line(ins, 'مدت سفر')).toBe('۷ روز');
    expect(line(ins, 'بیمه‌شدگان')).toBe('۳ بزرگسال');
    const cip = destinationSummary('cip', 'ir-kish', {});
    expect(cip.title).toBe('خدمات CIP فرودگاه کیش');
  });

  it('counts passengers from pCount, else the typed counts, else one', () => {
    expect(passengerCount({ pCount: '4', adults: '1' })).toBe(4);
    expect(passengerCount({ adults: '2', infant: '1' })).toBe(3);
    expect(passengerCount({ pCount: 'x' })).toBe(1);
  });
});
