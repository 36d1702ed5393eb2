/** Aircraft types by IATA or ICAO code, with their wake category (L light, M medium, H heavy, n/a). */
import { createLookup } from './lookup';

export type AircraftCategory = 'L' | 'M' | 'H' | 'n/a';

export interface AircraftRecord {
  iata: string;
  icao: string;
  name: string;
  category: AircraftCategory;
}

type Row = [iata: string, icao: string, name: string, category: AircraftCategory];

const ROWS: Row[] = [
  ['AB6', 'A306', 'Airbus A300-600', 'H'],
  ['310', 'A310', 'Airbus A310', 'H'],
  ['319', 'A319', 'Airbus A319', 'M'],
  ['320', 'A320', 'Airbus A320', 'M'],
  ['321', 'A321', 'Airbus A321', 'M'],
  ['32N', 'A20N', 'Airbus A320neo', 'M'],
  ['32Q', 'A21N', 'Airbus A321neo', 'M'],
  ['332', 'A332', 'Airbus A330-200', 'H'],
  ['333', 'A333', 'Airbus A330-300', 'H'],
  ['343', 'A343', 'Airbus A340-300', 'H'],
  ['359', 'A359', 'Airbus A350-900', 'H'],
  ['388', 'A388', 'Airbus A380-800', 'H'],
  ['73G', 'B737', 'Boeing 737-700', 'M'],
  ['738', 'B738', 'Boeing 737-800', 'M'],
  ['7M8', 'B38M', 'Boeing 737 MAX 8', 'M'],
  ['744', 'B744', 'Boeing 747-400', 'H'],
  ['752', 'B752', 'Boeing 757-200', 'M'],
  ['763', 'B763', 'Boeing 767-300', 'H'],
  ['772', 'B772', 'Boeing 777-200', 'H'],
  ['77W', 'B77W', 'Boeing 777-300ER', 'H'],
  ['788', 'B788', 'Boeing 787-8', 'H'],
  ['789', 'B789', 'Boeing 787-9', 'H'],
  ['100', 'F100', 'Fokker 100', 'M'],
  ['F50', 'F50', 'Fokker 50', 'M'],
  ['M82', 'MD82', 'McDonnell Douglas MD-82', 'M'],
  ['M83', 'MD83', 'McDonnell Douglas MD-83', 'M'],
  ['M88', 'MD88', 'McDonnell Douglas MD-88', 'M'],
  ['AT5', 'AT45', 'ATR 42-500', 'M'],
  ['AT7', 'AT72', 'ATR 72', 'M'],
  ['CR9', 'CRJ9', 'Bombardier CRJ900', 'M'],
  ['E90', 'E190', 'Embraer 190', 'M'],
  ['E95', 'E195', 'Embraer 195', 'M'],
  ['141', 'B461', 'BAe 146-100', 'M'],
  ['143', 'B463', 'BAe 146-300', 'M'],
  ['TU5', 'T154', 'Tupolev Tu-154', 'M'],
  ['YK2', 'YK42', 'Yakovlev Yak-42', 'M'],
  ['SU9', 'SU95', 'Sukhoi Superjet 100', 'M'],
  ['CN1', 'C208', 'Cessna 208 Caravan', 'L'],
  ['BUS', 'BUS', 'Bus', 'n/a'],
  ['TRN', 'TRN', 'Train', 'n/a'],
];

export const AIRCRAFT_TYPES: readonly AircraftRecord[] = ROWS.map(([iata, icao, name, category]) => ({
  iata,
  icao,
  name,
  category,
}));

const byIata = createLookup(
  AIRCRAFT_TYPES,
  (a) => a.iata,
  (a) => a.name,
);
const byIcao = createLookup(
  AIRCRAFT_TYPES,
  (a) => a.icao,
  (a) => a.name,
);

/** By IATA code, else ICAO code. */
export function findAircraft(code: string | null | undefined): AircraftRecord | undefined {
  return byIata.find(code) ?? byIcao.find(code);
}

export function lookupAircraft(code: string | null | undefined): string;
export function lookupAircraft(code: string | null | undefined, options: { record: true }): AircraftRecord | string;
export function lookupAircraft(code: string | null | undefined, options?: { record: true }): AircraftRecord | string {
  const record = findAircraft(code);
  if (record === undefined) return code ?? '';
  return options?.record ? record : record.name;
}
