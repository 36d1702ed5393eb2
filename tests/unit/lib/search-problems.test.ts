import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/dates';
import * as messages from '@/lib/messages';
import { summarySearchProblem } from '@/lib/search-problems';
import { hotelSearchProblem } from '@/products/hotel/model/search-problem';

const today = '2026-11-25';
const m = messages.searchInput;

describe('summarySearchProblem', () => {
  it('a year ahead is the last day sold; the day after is refused', () => {
    expect(summarySearchProblem('insurance', 'ae-dubai', { startDate: addDays(today, 365) }, today)).toBeNull();
    expect(summarySearchProblem('insurance', 'ae-dubai', { startDate: addDays(today, 366) }, today)).toBe(m.tooFar);
  });

  it('Persian digits are accepted in dates and passenger counts', () => {
    expect(summarySearchProblem('attraction', 'tr-istanbul', { startDate: '۲۰۲۶-۱۲-۰۱', adults: '۲', child: '۱' }, today)).toBeNull();
    expect(summarySearchProblem('tour', 'kish', { flightDate: '1405-09-10' }, today)).toBeNull(); // Jalali
  });

  it('a Persian destination name is a place; markup or a malformed escape is not', () => {
    expect(summarySearchProblem('tour', encodeURIComponent('کیش'), {}, today)).toBeNull();
    expect(summarySearchProblem('tour', '%E0%A4%A', {}, today)).toBe(m.badDestination);
    expect(summarySearchProblem('insurance', encodeURIComponent('<script>'), {}, today)).toBe(m.badDestination);
  });

  it('flight+hotel: X is any airport of the traveller; a replaced source (IKA sold as THR) is still Tehran', () => {
    expect(summarySearchProblem('flightHotel', 'X-DXB', {}, today)).toBeNull();
    expect(summarySearchProblem('flightHotel', 'IKA-MHD', {}, today)).toBeNull();
    expect(summarySearchProblem('flightHotel', 'IKA-THR', {}, today)).toBe(messages.searchInput.sameRoute);
  });
});

describe('hotelSearchProblem', () => {
  it('rooms within the limits (Persian digits too) pass; outside them are refused', () => {
    const dates = { startDate: addDays(today, 10), endDate: addDays(today, 12) };
    expect(hotelSearchProblem({ ...dates, room: '۲', 'room-0': '2', 'room-1': '۱,۵' }, today, 'ir-kish')).toBeNull();
    expect(hotelSearchProblem({ ...dates, room: '0' }, today, 'ir-kish')).toBe(m.badRooms);
    expect(hotelSearchProblem({ ...dates, room: '1', 'room-0': '2,15' }, today, 'ir-kish')).toBe(m.badRooms);
  });

  it("missing or past dates are the repair redirect's, never refused; over a year is", () => {
    expect(hotelSearchProblem({}, today, 'ir-kish')).toBeNull();
    expect(hotelSearchProblem({ startDate: addDays(today, -5), endDate: addDays(today, -3) }, today, 'ir-kish')).toBeNull();
    expect(hotelSearchProblem({ startDate: addDays(today, 366), endDate: addDays(today, 368) }, today, 'ir-kish')).toBe(m.tooFar);
  });
});
