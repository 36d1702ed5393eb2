/**
 * The flight results as the results workers and store see them (src/lib/results-model.ts): the few fields a filter or
 * a sort reads, the filter over the list on screen (outbound or return), the four sorts, and per list the options
 * the filter panel offers with their counts.
 */
import type { FlightFilter, FlightPriceRange, FlightSort } from './filters';
import { flightNumericId } from './id';
import { stopOption } from './stops';
import { timeBandOf } from './time-bands';
import { rialToToman } from '@/lib/toman';
import type { FilterModel, FilterSource, SortModel } from '@/lib/results-model';

/** The fields of a flight the model reads (the upstream client's `FlightResult` has them). */
export interface FlightLike {
  id: string;
  leg: 1 | 2;
  airline: { code: string; name: string };
  flightNumber: string;
  cabin: { code: string; name: string };
  departure: { iata: string; airport: string; time: string };
  arrival: { iata: string; airport: string };
  durationMinutes: number;
  stops: number;
  isCharter: boolean;
  prices: { adult: number };
  provider: string;
  /** Percent; missing = no discount. */
  discountPercent?: number;
}

/** The fields the workers keep, and nothing else. */
export interface FlightFacts {
  id: number;
  leg: 1 | 2;
  airline: string;
  airlineName: string;
  /** `W5 1061` without the space, upper case. */
  number: string;
  band: string | null;
  /** Epoch ms of the departure (local time with its offset). */
  departs: number;
  duration: number;
  stop: string;
  from: string;
  fromName: string;
  to: string;
  toName: string;
  /** Toman, per adult. */
  price: number;
  provider: string;
  /** The provider's discount, percent. */
  discount: number;
  kind: 'charter' | 'systemic';
  cabin: string;
  cabinName: string;
}

export interface FilterOption {
  value: string;
  title: string;
  count: number;
  /** Toman, per adult: the cheapest flight with this option. */
  minPrice: number;
}

/** The filter panel's figures for one list (over all of its flights, not only those that pass). */
export interface FlightLegStats {
  total: number;
  stops: FilterOption[];
  airlines: FilterOption[];
  times: FilterOption[];
  airports: FilterOption[];
  providers: FilterOption[];
  types: FilterOption[];
  cabins: FilterOption[];
  price: FlightPriceRange | null;
  /** Minutes. */
  duration: { min: number; max: number } | null;
}

export interface FlightStats {
  outbound: FlightLegStats;
  inbound: FlightLegStats;
}

export function flightFacts(f: FlightLike | FlightFacts): FlightFacts {
  if (typeof f.id === 'number') return f as FlightFacts;
  const x = f as FlightLike;
  return {
    id: flightNumericId(x.id),
    leg: x.leg,
    airline: x.airline.code,
    airlineName: x.airline.name,
    number: x.flightNumber.replace(/\s+/g, '').toUpperCase(),
    band: timeBandOf(x.departure.time),
    departs: Date.parse(x.departure.time) || 0,
    duration: x.durationMinutes,
    stop: stopOption(x.stops),
    from: x.departure.iata,
    fromName: x.departure.airport,
    to: x.arrival.iata,
    toName: x.arrival.airport,
    price: rialToToman(x.prices.adult),
    provider: x.provider,
    discount: x.discountPercent ?? 0,
    kind: x.isCharter ? 'charter' : 'systemic',
    cabin: x.cabin.code,
    cabinName: x.cabin.name,
  };
}

const id = (f: FlightFacts) => f.id;

const within = (selected: readonly string[], value: string | null) => selected.length === 0 || (value !== null && selected.includes(value));

/** Airports are chosen per end (`d:IKA`, `a:SAW`): a chosen end must match, the other end is free. */
function airportsPass(selected: readonly string[], f: FlightFacts): boolean {
  if (selected.length === 0) return true;
  const dep = selected.filter((s) => s.startsWith('d:'));
  const arr = selected.filter((s) => s.startsWith('a:'));
  return (dep.length === 0 || dep.includes(`d:${f.from}`)) && (arr.length === 0 || arr.includes(`a:${f.to}`));
}

export function flightPasses(f: FlightFacts, q: FlightFilter): boolean {
  return (
    f.leg === q.leg &&
    within(q.stops, f.stop) &&
    within(q.airlines, f.airline) &&
    within(q.times, f.band) &&
    airportsPass(q.airports, f) &&
    (q.price === null || (f.price >= q.price.min && f.price <= q.price.max)) &&
    (q.maxDuration === null || f.duration <= q.maxDuration) &&
    (q.number === '' || f.number.includes(q.number.replace(/\s+/g, '').toUpperCase())) &&
    within(q.providers, f.provider) &&
    within(q.types, f.kind) &&
    within(q.cabins, f.cabin)
  );
}

function filterFlights(source: FilterSource<FlightFacts>, q: FlightFilter): FlightFacts[] {
  const items = 'items' in source ? source.items : source;
  return items.filter((f) => flightPasses(f, q));
}

/** The options of one facet with their counts: in `order` when given (stops, time bands), else cheapest first. */
function options(
  items: readonly FlightFacts[],
  pick: (f: FlightFacts) => [value: string, title: string] | null,
  order?: readonly string[],
) {
  const byValue = new Map<string, FilterOption>();
  for (const f of items) {
    const picked = pick(f);
    if (!picked) continue;
    const [value, title] = picked;
    const o = byValue.get(value);
    if (o) {
      o.count++;
      o.minPrice = Math.min(o.minPrice, f.price);
    } else byValue.set(value, { value, title, count: 1, minPrice: f.price });
  }
  const all = [...byValue.values()];
  if (order) return all.sort((a, b) => order.indexOf(a.value) - order.indexOf(b.value));
  return all.sort((a, b) => a.minPrice - b.minPrice || a.title.localeCompare(b.title, 'fa'));
}

const range = (values: number[]) => (values.length ? { min: Math.min(...values), max: Math.max(...values) } : null);

export function legStats(items: readonly FlightFacts[]): FlightLegStats {
  const ends = (key: 'from' | 'to') => new Set(items.map((f) => f[key])).size > 1;
  const depChoice = ends('from');
  const arrChoice = ends('to');
  return {
    total: items.length,
    stops: options(items, (f) => [f.stop, f.stop], ['0', '1', '2']),
    airlines: options(items, (f) => [f.airline, f.airlineName]),
    times: options(items, (f) => (f.band ? [f.band, f.band] : null), ['early', 'morning', 'afternoon', 'evening']),
    airports: [
      ...(depChoice ? options(items, (f) => [`d:${f.from}`, f.fromName]) : []),
      ...(arrChoice ? options(items, (f) => [`a:${f.to}`, f.toName]) : []),
    ],
    providers: options(items, (f) => [f.provider, f.provider]),
    types: options(items, (f) => [f.kind, f.kind], ['systemic', 'charter']),
    cabins: options(items, (f) => [f.cabin, f.cabinName]),
    price: range(items.map((f) => f.price)),
    duration: range(items.map((f) => f.duration)),
  };
}

/**
 * The price filter's bounds (issue 48 point 4): the cheapest and dearest fare among those the active filters can
 * show, the price criterion itself aside (else the slider would shrink to what it already allows). A fare a filter
 * hides, such as a one-stop flight under the forced non-stop filter, never sets a bound. Null when none passes.
 */
export function priceBounds(items: readonly FlightFacts[], q: FlightFilter): FlightPriceRange | null {
  const open = { ...q, price: null };
  return range(items.filter((f) => flightPasses(f, open)).map((f) => f.price));
}

/** The cheapest fare the active filters show (price included), toman per adult; null when none. */
export function cheapestShown(items: readonly FlightFacts[], q: FlightFilter): number | null {
  return range(items.filter((f) => flightPasses(f, q)).map((f) => f.price))?.min ?? null;
}

/**
 * The facets' options and counts per leg (issue 48 point 4): under a route's forced stop filter (DXB, IST: non-stop
 * only) a fare it hides counts nowhere (an airline's «(3)» is three fares the page can show). Other filters the
 * traveller chose do not narrow the counts.
 */
export function flightStats(items: readonly FlightFacts[], q?: Pick<FlightFilter, 'forcedStop'>): FlightStats {
  const forced = q?.forcedStop ?? null;
  const shown = forced === null ? items : items.filter((f) => f.stop === forced);
  return { outbound: legStats(shown.filter((f) => f.leg === 1)), inbound: legStats(shown.filter((f) => f.leg === 2)) };
}

/** Cheapest, earliest, latest, shortest, biggest discount ("sale"); ties by price, then departure. */
export function compareFlights(sort: FlightSort): (a: FlightFacts, b: FlightFacts) => number {
  switch (sort) {
    case 'sale':
      return (a, b) => b.discount - a.discount || a.price - b.price || a.departs - b.departs;
    case 'timeAsc':
      return (a, b) => a.departs - b.departs || a.price - b.price;
    case 'timeDes':
      return (a, b) => b.departs - a.departs || a.price - b.price;
    case 'durationAsc':
      return (a, b) => a.duration - b.duration || a.price - b.price;
    default:
      return (a, b) => a.price - b.price || a.departs - b.departs;
  }
}

/** The filter worker's half. */
export const flightFilterModel: FilterModel<FlightFacts, FlightFilter, FlightStats> = {
  facts: flightFacts,
  id,
  searchKey: (f) => f.number,
  filter: filterFlights,
  stats: flightStats,
};

/** The sort worker's half. */
export const flightSortModel: SortModel<FlightFacts, FlightSort> = { facts: flightFacts, id, compare: compareFlights };
