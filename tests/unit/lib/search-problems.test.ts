import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/dates';
import * as messages from '@/lib/messages';
import { airportCodeProblem, placeProblem, summarySearchProblem } from '@/lib/search-problems';

const today = '2026-11-25';
const m = messages.searchInput;
const rules = { place: placeProblem, dates: { start: ['startDate'], end: ['endDate'] } };

describe('summarySearchProblem', () => {
  it('checks the place, then the passengers, then the dates', () => {
    expect(summarySearchProblem(rules, 'ae-dubai', { startDate: addDays(today, 2), endDate: addDays(today, 4) }, today)).toBeNull();
    expect(summarySearchProblem(rules, '%E0%A4%A', { adults: '0' }, today)).toBe(m.badDestination);
    expect(summarySearchProblem(rules, 'ae-dubai', { adults: '0', startDate: 'x' }, today)).toBe(m.badPassengers);
    expect(summarySearchProblem(rules, 'ae-dubai', { startDate: 'x' }, today)).toBe(m.badDate);
    expect(summarySearchProblem(rules, 'ae-dubai', { startDate: addDays(today, -1) }, today)).toBe(m.pastDate);
    expect(summarySearchProblem(rules, 'ae-dubai', { startDate: addDays(today, 4), endDate: addDays(today, 2) }, today)).toBe(
      m.endBeforeStart,
    );
  });

  it('an airport code must be a known airport', () => {
    expect(airportCodeProblem('ika')).toBeNull();
    expect(airportCodeProblem('qqq')).toBe(m.unknownAirport('QQQ'));
  });
});
