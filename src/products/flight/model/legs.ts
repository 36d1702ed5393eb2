/**
 * A connecting flight's legs and layovers (issue 48 point 9), for its details: each leg from airport to airport with
 * its flying time, and between two legs the stop's airport and how long the wait is. From the supplier's legs when it
 * gives them; else from the stops alone (the airports and the layovers, the legs' own times unknown).
 */
export interface LegPlace {
  iata: string;
  city: string;
}

export type FlightPart =
  | { kind: 'leg'; from: LegPlace; to: LegPlace; departs: string | null; arrives: string | null; minutes: number | null }
  | { kind: 'layover'; at: LegPlace; minutes: number };

export interface LegsInput {
  departure: LegPlace & { time: string };
  arrival: LegPlace;
  durationMinutes: number;
  stopAirports: readonly { iata: string; city: string; layoverMinutes: number }[];
  segments?: readonly { from: LegPlace; to: LegPlace; departs: string; arrives: string; minutes: number }[] | undefined;
}

const place = (p: LegPlace): LegPlace => ({ iata: p.iata, city: p.city });

/** Minutes from one local date-time (with offset) to another; null when either does not read or the order is wrong. */
function minutesBetween(a: string, b: string): number | null {
  const ms = Date.parse(b) - Date.parse(a);
  return Number.isFinite(ms) && ms >= 0 ? Math.round(ms / 60_000) : null;
}

/** The legs and layovers in order; a non-stop flight is one leg. */
export function flightParts(f: LegsInput): FlightPart[] {
  const segments = f.segments ?? [];
  if (segments.length > 1 && segments.length === f.stopAirports.length + 1) {
    const parts: FlightPart[] = [];
    segments.forEach((s, i) => {
      if (i > 0) {
        const prev = segments[i - 1]!;
        const wait = minutesBetween(prev.arrives, s.departs) ?? f.stopAirports[i - 1]!.layoverMinutes;
        parts.push({ kind: 'layover', at: place(s.from), minutes: wait });
      }
      parts.push({ kind: 'leg', from: place(s.from), to: place(s.to), departs: s.departs, arrives: s.arrives, minutes: s.minutes });
    });
    return parts;
  }
  if (f.stopAirports.length === 0) {
    return [
      { kind: 'leg', from: place(f.departure), to: place(f.arrival), departs: f.departure.time, arrives: null, minutes: f.durationMinutes },
    ];
  }
  const ends = [place(f.departure), ...f.stopAirports.map(place), place(f.arrival)];
  const parts: FlightPart[] = [];
  for (let i = 0; i < ends.length - 1; i++) {
    if (i > 0) parts.push({ kind: 'layover', at: ends[i]!, minutes: f.stopAirports[i - 1]!.layoverMinutes });
    parts.push({ kind: 'leg', from: ends[i]!, to: ends[i + 1]!, departs: i === 0 ? f.departure.time : null, arrives: null, minutes: null });
  }
  return parts;
}

/**
 * A return trip that changes airports within a city (issue 48 point 9): the return leaves from another airport than
 * the outbound landed at (IST then SAW), or lands at another than it left from (IKA then THR). The traveller must
 * cross the city, so the trip says so. Empty when both ends match.
 */
export interface AirportChange {
  end: 'departure' | 'arrival';
  /** The outbound's airport at that end. */
  was: LegPlace;
  /** The return's. */
  now: LegPlace;
}

export function airportChanges(
  outbound: { departure: LegPlace; arrival: LegPlace },
  inbound: { departure: LegPlace; arrival: LegPlace },
): AirportChange[] {
  const out: AirportChange[] = [];
  if (outbound.arrival.iata !== inbound.departure.iata)
    out.push({ end: 'departure', was: place(outbound.arrival), now: place(inbound.departure) });
  if (outbound.departure.iata !== inbound.arrival.iata)
    out.push({ end: 'arrival', was: place(outbound.departure), now: place(inbound.arrival) });
  return out;
}
