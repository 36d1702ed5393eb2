import { addDays, type IsoDate } from '@/lib/dates';

/**
 * The trip the insurance edge tests insure (Istanbul, from 6 days after `today` for 6 days) and its travellers: two
 * Iranians with Latin names as in the passport, a passport valid past the trip, and a birth date `years` old ten days
 * before the trip starts (so the age band is the one the test names).
 */
export function insuranceTrip(today: IsoDate) {
  const start = addDays(today, 6);
  const end = addDays(today, 12);
  const bornBefore = (years: number): string => {
    const d = new Date(`${start}T00:00:00Z`);
    d.setUTCFullYear(d.getUTCFullYear() - years);
    d.setUTCDate(d.getUTCDate() - 10);
    return d.toISOString().slice(0, 10);
  };
  const insured = (birthDate: string, i: number) => ({
    fnameEn: i === 0 ? 'Ali' : 'Maryam',
    lnameEn: 'Rezaei',
    gender: 'MALE',
    isIranian: true,
    nationalCode: ['0012345679', '1234567891'][i]!,
    nationality: 'IR',
    passportNumber: `X0123456${i}`,
    passportExpiry: `${Number(start.slice(0, 4)) + 3}-01-01`,
    birthDate,
  });
  return { start, end, bornBefore, insured };
}
