/**
 * Tour pricing (pure): each adult pays the per-person price of the room they share (one adult: single, two: double,
 * three: triple); each child by band of their age on the departure day — 0 … infantMaxAge an infant (no bed, no
 * seat), … noBedMaxAge a child without a bed, … childMaxAge a child with a bed (12 and over is an adult). A room has
 * at most three beds (adults and children with a bed), two children and as many infants as adults. Everyone but
 * infants takes a seat on the transport.
 */
import { persianNumber } from '@/lib/text';
import { tourTexts as m } from '../messages';

export type RoomTypeCode = 'single' | 'double' | 'triple';
export type ChildBand = 'childWithBed' | 'childNoBed' | 'infant';
export type PriceBand = RoomTypeCode | ChildBand;

export interface TourPriceTable {
  single: number;
  double: number;
  triple: number;
  childWithBed: number;
  childNoBed: number;
  infant: number;
}

export interface ChildBandAges {
  infantMaxAge: number;
  noBedMaxAge: number;
  childMaxAge: number;
}

export interface RoomAsk {
  adults: number;
  childrenAges: readonly number[];
}

export interface QuoteLine {
  band: PriceBand;
  count: number;
  unit: number;
  amount: number;
}

export interface RoomPrice {
  roomType: RoomTypeCode;
  lines: QuoteLine[];
  total: number;
}

export const MAX_BEDS_PER_ROOM = 3;
export const MAX_CHILDREN_PER_ROOM = 2;
export const MAX_ROOMS = 4;
export const DEFAULT_CHILD_BANDS: ChildBandAges = { infantMaxAge: 1, noBedMaxAge: 5, childMaxAge: 11 };

/** A child's band by age; null for an age that is an adult's (or not an age). */
export function childBand(age: number, bands: ChildBandAges = DEFAULT_CHILD_BANDS): ChildBand | null {
  if (!Number.isInteger(age) || age < 0 || age > bands.childMaxAge) return null;
  if (age <= bands.infantMaxAge) return 'infant';
  if (age <= bands.noBedMaxAge) return 'childNoBed';
  return 'childWithBed';
}

export function roomTypeOf(adults: number): RoomTypeCode {
  return adults <= 1 ? 'single' : adults === 2 ? 'double' : 'triple';
}

function bandCounts(room: RoomAsk, bands: ChildBandAges): Record<ChildBand, number> {
  const counts: Record<ChildBand, number> = { childWithBed: 0, childNoBed: 0, infant: 0 };
  for (const age of room.childrenAges) {
    const band = childBand(age, bands);
    if (band) counts[band] += 1;
  }
  return counts;
}

/** Why a room cannot be sold (Persian), or null. */
export function roomProblem(room: RoomAsk, bands: ChildBandAges = DEFAULT_CHILD_BANDS): string | null {
  if (!Number.isInteger(room.adults) || room.adults < 1 || room.adults > MAX_BEDS_PER_ROOM) return m.roomFull;
  if (room.childrenAges.length > MAX_CHILDREN_PER_ROOM) return m.roomFull;
  if (room.childrenAges.some((a) => childBand(a, bands) === null)) return m.invalid;
  const c = bandCounts(room, bands);
  if (room.adults + c.childWithBed > MAX_BEDS_PER_ROOM) return m.roomFull;
  if (c.infant > room.adults) return m.tooManyInfants;
  return null;
}

/** Why these rooms cannot be sold, or null. */
export function roomsProblem(rooms: readonly RoomAsk[], bands: ChildBandAges = DEFAULT_CHILD_BANDS, maxRooms = MAX_ROOMS): string | null {
  if (rooms.length === 0) return m.noRooms;
  if (rooms.length > maxRooms) return m.tooManyRooms(persianNumber(maxRooms));
  for (const room of rooms) {
    const p = roomProblem(room, bands);
    if (p) return p;
  }
  return null;
}

/** One room priced by the table (assumes `roomProblem` is null). */
export function roomPrice(table: TourPriceTable, room: RoomAsk, bands: ChildBandAges = DEFAULT_CHILD_BANDS): RoomPrice {
  const roomType = roomTypeOf(room.adults);
  const c = bandCounts(room, bands);
  const lines: QuoteLine[] = [];
  const add = (band: PriceBand, count: number) => {
    if (count > 0) lines.push({ band, count, unit: table[band], amount: table[band] * count });
  };
  add(roomType, room.adults);
  add('childWithBed', c.childWithBed);
  add('childNoBed', c.childNoBed);
  add('infant', c.infant);
  return { roomType, lines, total: lines.reduce((n, l) => n + l.amount, 0) };
}

export function roomsTotal(table: TourPriceTable, rooms: readonly RoomAsk[], bands: ChildBandAges = DEFAULT_CHILD_BANDS): number {
  return rooms.reduce((n, r) => n + roomPrice(table, r, bands).total, 0);
}

/** Seats the rooms take on the transport: adults and children, not infants. */
export function seatsNeeded(rooms: readonly RoomAsk[], bands: ChildBandAges = DEFAULT_CHILD_BANDS): number {
  return rooms.reduce((n, r) => n + r.adults + r.childrenAges.filter((a) => childBand(a, bands) !== 'infant').length, 0);
}

/** Travellers of the rooms, infants included. */
export function travellerCount(rooms: readonly RoomAsk[]): number {
  return rooms.reduce((n, r) => n + r.adults + r.childrenAges.length, 0);
}

/** What is left of a departure: its seats less those sold before and those taken by bookings now (never below 0). */
export function seatsLeft(seats: number, soldBefore: number, taken: number): number {
  return Math.max(0, seats - soldBefore - taken);
}

/** Why a departure with `left` seats cannot take `needed` more (Persian), or null. */
export function seatsProblem(left: number, needed: number): string | null {
  if (left <= 0) return m.soldOut;
  if (needed > left) return m.notEnoughSeats(persianNumber(left));
  return null;
}

/** The lowest per-person price of a table a card shows «from»: the double room's adult. */
export const priceFromOf = (table: TourPriceTable): number => table.double;
