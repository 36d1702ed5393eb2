/** A connecting flight's legs and layovers, and a return that changes airports within a city (issue 48 point 9). */
import { describe, expect, it } from 'vitest';
import { airportChanges, flightParts } from '@/products/flight/model/legs';

const IKA = { iata: 'IKA', city: 'تهران' };
const THR = { iata: 'THR', city: 'تهران' };
const DOH = { iata: 'DOH', city: 'دوحه' };
const FRA = { iata: 'FRA', city: 'فرانکفورت' };
const IST = { iata: 'IST', city: 'استانبول' };
const SAW = { iata: 'SAW', city: 'استانبول' };

describe('legs and layovers', () => {
  it('a non-stop flight is one leg of its whole duration', () => {
    expect(
      flightParts({ departure: { ...IKA, time: '2026-12-01T08:00:00+03:30' }, arrival: IST, durationMinutes: 200, stopAirports: [] }),
    ).toEqual([{ kind: 'leg', from: IKA, to: IST, departs: '2026-12-01T08:00:00+03:30', arrives: null, minutes: 200 }]);
  });

  it("from the supplier's legs: each leg's times, the wait between them from the times", () => {
    const parts = flightParts({
      departure: { ...IKA, time: '2026-12-01T03:00:00+03:30' },
      arrival: FRA,
      durationMinutes: 600,
      stopAirports: [{ ...DOH, layoverMinutes: 999 }],
      segments: [
        { from: IKA, to: DOH, departs: '2026-12-01T03:00:00+03:30', arrives: '2026-12-01T04:30:00+03:00', minutes: 120 },
        { from: DOH, to: FRA, departs: '2026-12-01T07:45:00+03:00', arrives: '2026-12-01T12:15:00+01:00', minutes: 390 },
      ],
    });
    expect(parts.map((p) => p.kind)).toEqual(['leg', 'layover', 'leg']);
    expect(parts[1]).toEqual({ kind: 'layover', at: DOH, minutes: 195 });
    expect(parts[2]).toMatchObject({ from: DOH, to: FRA, minutes: 390 });
  });

  it('from the stops alone: the airports and the waits, the legs’ own times unknown', () => {
    const parts = flightParts({
      departure: { ...IKA, time: '2026-12-01T03:00:00+03:30' },
      arrival: FRA,
      durationMinutes: 600,
      stopAirports: [{ ...DOH, layoverMinutes: 90 }],
    });
    expect(parts).toEqual([
      { kind: 'leg', from: IKA, to: DOH, departs: '2026-12-01T03:00:00+03:30', arrives: null, minutes: null },
      { kind: 'layover', at: DOH, minutes: 90 },
      { kind: 'leg', from: DOH, to: FRA, departs: null, arrives: null, minutes: null },
    ]);
  });
});

describe('a return from another airport of the same city', () => {
  it.each([
    ['same airports both ways', { departure: IKA, arrival: IST }, { departure: IST, arrival: IKA }, []],
    ['the return leaves from SAW after landing at IST', { departure: IKA, arrival: IST }, { departure: SAW, arrival: IKA }, ['departure']],
    ['the return lands at THR after leaving from IKA', { departure: IKA, arrival: IST }, { departure: IST, arrival: THR }, ['arrival']],
    ['both ends change', { departure: IKA, arrival: IST }, { departure: SAW, arrival: THR }, ['departure', 'arrival']],
  ] as const)('%s', (_, outbound, inbound, ends) => {
    expect(airportChanges(outbound, inbound).map((c) => c.end)).toEqual(ends);
  });

  it('says which airport was and which is', () => {
    expect(airportChanges({ departure: IKA, arrival: IST }, { departure: SAW, arrival: IKA })).toEqual([
      { end: 'departure', was: IST, now: SAW },
    ]);
  });
});
