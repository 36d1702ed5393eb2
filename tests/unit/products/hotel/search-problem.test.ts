import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/dates';
import * as messages from '@/lib/messages';
import { hotelSearchProblem } from '@/products/hotel/model/search-problem';

const today = '2026-11-25';
const m = messages.searchInput;

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
