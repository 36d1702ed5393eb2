/**
 * Rooms and passengers of a hotel search: limits with their messages (spec 001 §5), child-age bands, the summary,
 * the `room-N` query value and the per-room passengers the API wants.
 */
import { ROOM_LIMITS } from '@/lib/constants';
import * as messages from '@/lib/messages';
import { toLatinDigits } from '@/lib/text';

export interface Room {
  adults: number;
  /** One age per child, 0 … 11 (the lower end of the age band). */
  children: number[];
}

/** Per-room passengers of a search call. `roomId` counts from 1. */
export interface RoomPassengers {
  roomId: number;
  adultsCount: number;
  childrenAges: number[];
}

export type RoomError = 'maxAdults' | 'minAdults' | 'maxChildren' | 'maxRooms' | 'minRooms';

export type RoomChange = { ok: true; rooms: Room[] } | { ok: false; rooms: Room[]; error: RoomError; message: string };

const fail = (rooms: Room[], error: RoomError): RoomChange => ({
  ok: false,
  rooms,
  error,
  message: messages.rooms[error],
});

export function newRoom(): Room {
  return { adults: ROOM_LIMITS.newRoomAdults, children: [] };
}

/** One room of two adults. */
export function defaultRooms(): Room[] {
  return [newRoom()];
}

function updateRoom(rooms: Room[], index: number, change: (room: Room) => Room | RoomError): RoomChange {
  const room = rooms[index];
  if (room === undefined) throw new RangeError(`No room ${index}`);
  const next = change(room);
  if (typeof next === 'string') return fail(rooms, next);
  return { ok: true, rooms: rooms.map((r, i) => (i === index ? next : r)) };
}

/** At most 4 rooms; a new room has 2 adults. */
export function addRoom(rooms: Room[]): RoomChange {
  if (rooms.length >= ROOM_LIMITS.maxRooms) return fail(rooms, 'maxRooms');
  return { ok: true, rooms: [...rooms, newRoom()] };
}

/** At least 1 room stays. */
export function removeRoom(rooms: Room[], index: number): RoomChange {
  if (rooms.length <= ROOM_LIMITS.minRooms) return fail(rooms, 'minRooms');
  return { ok: true, rooms: rooms.filter((_, i) => i !== index) };
}

/** 1 … 14 adults per room. */
export function setAdults(rooms: Room[], index: number, adults: number): RoomChange {
  return updateRoom(rooms, index, (room) => {
    if (adults > ROOM_LIMITS.maxAdultsPerRoom) return 'maxAdults';
    if (adults < ROOM_LIMITS.minAdultsPerRoom) return 'minAdults';
    return { ...room, adults };
  });
}

export const addAdult = (rooms: Room[], index: number) => setAdults(rooms, index, (rooms[index]?.adults ?? 0) + 1);
export const removeAdult = (rooms: Room[], index: number) => setAdults(rooms, index, (rooms[index]?.adults ?? 0) - 1);

/** Adding is blocked when the room already has more than 5 children (so at most 6); a new child is 5. */
export function addChild(rooms: Room[], index: number, age: number = ROOM_LIMITS.newChildAge): RoomChange {
  return updateRoom(rooms, index, (room) =>
    room.children.length > ROOM_LIMITS.maxChildrenPerRoom - 1
      ? 'maxChildren'
      : { ...room, children: [...room.children, clampChildAge(age)] },
  );
}

export function removeChild(rooms: Room[], index: number, childIndex: number): RoomChange {
  return updateRoom(rooms, index, (room) => ({ ...room, children: room.children.filter((_, i) => i !== childIndex) }));
}

export function setChildAge(rooms: Room[], index: number, childIndex: number, age: number): RoomChange {
  return updateRoom(rooms, index, (room) => ({
    ...room,
    children: room.children.map((a, i) => (i === childIndex ? clampChildAge(age) : a)),
  }));
}

function clampChildAge(age: number): number {
  return Math.min(ROOM_LIMITS.maxChildAge - 1, Math.max(0, Math.trunc(age)));
}

/** The 12 age bands «۰ تا ۱ سال» … «۱۱ تا ۱۲ سال»; the value is the band's lower age. */
export const CHILD_AGE_OPTIONS: readonly { value: number; label: string }[] = Array.from({ length: ROOM_LIMITS.maxChildAge }, (_, age) => ({
  value: age,
  label: messages.rooms.childAgeBand(age),
}));

/** A child of 2 or under counts as an infant. */
export function isInfant(age: number): boolean {
  return age <= ROOM_LIMITS.infantMaxAge;
}

export interface PassengerCounts {
  rooms: number;
  adults: number;
  children: number;
  infants: number;
  /** adults + children (infants included) */
  persons: number;
}

export function countPassengers(rooms: readonly Room[]): PassengerCounts {
  let adults = 0;
  let children = 0;
  let infants = 0;
  for (const room of rooms) {
    adults += room.adults;
    children += room.children.length;
    infants += room.children.filter(isInfant).length;
  }
  return { rooms: rooms.length, adults, children, infants, persons: adults + children };
}

/** «۲ اتاق برای ۵ نفر». */
export function roomsSummary(rooms: readonly Room[]): string {
  const { persons } = countPassengers(rooms);
  return messages.rooms.summary(rooms.length, persons);
}

/** `room-N` value: adults first, then the child ages, comma-separated ("2,5,3"). */
export function serializeRoom(room: Room): string {
  return [room.adults, ...room.children].join(',');
}

/** Reads a `room-N` value (Persian digits accepted); null unless it respects the limits. */
export function parseRoom(value: string | null | undefined): Room | null {
  if (!value) return null;
  const parts = toLatinDigits(value)
    .split(',')
    .map((p) => p.trim());
  if (!parts.every((p) => /^\d+$/.test(p))) return null;
  const [adults, ...children] = parts.map(Number);
  if (adults === undefined || adults < ROOM_LIMITS.minAdultsPerRoom || adults > ROOM_LIMITS.maxAdultsPerRoom) return null;
  if (children.length > ROOM_LIMITS.maxChildrenPerRoom) return null;
  if (children.some((age) => age >= ROOM_LIMITS.maxChildAge)) return null;
  return { adults, children };
}

export function toRoomPassengers(rooms: readonly Room[]): RoomPassengers[] {
  return rooms.map((room, i) => ({ roomId: i + 1, adultsCount: room.adults, childrenAges: [...room.children] }));
}

/** «اتاق اول» … «اتاق چهارم»; later rooms «اتاق ۵». `index` counts from 0. */
export function roomOrdinal(index: number): string {
  return messages.rooms.ordinals[index] ?? messages.rooms.room(index + 1);
}
