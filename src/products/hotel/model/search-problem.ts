/**
 * Why a hotel search URL cannot be searched once the search route's own repair has run (issue 16 point 1): a Persian
 * message, or null. The hotel search's parse, the results pages and the edge's 400 use this one rule.
 */
import { MAX_DAYS_AHEAD, ROOM_LIMITS } from '@/lib/constants';
import { addDays, type IsoDate } from '@/lib/dates';
import * as messages from '@/lib/messages';
import type { Query } from '@/lib/query';
import { parseRoom } from '@/lib/rooms';
import { toLatinDigits } from '@/lib/text';
import { hotelSearchRouteQuery, parseHotelQuery } from './query';

/**
 * The hotel search's rooms: a `room` count or a `room-N` value that is given but outside the room limits (the parse
 * would quietly search one room of two adults instead of what was asked).
 */
function hotelRoomsProblem(query: Query): string | null {
  const count = query['room'];
  if (count !== undefined) {
    const n = Number(toLatinDigits(count).trim());
    if (!Number.isInteger(n) || n < ROOM_LIMITS.minRooms || n > ROOM_LIMITS.maxRooms) return messages.searchInput.badRooms;
  }
  for (const [key, value] of Object.entries(query)) {
    if (/^room-\d+$/.test(key) && parseRoom(value) === null) return messages.searchInput.badRooms;
  }
  return null;
}

/**
 * A hotel search (`/hotel/{destination}/search`, `/hotel-map/…`) that cannot be searched once the search route's own
 * repair has run (its dates, as the redirect repairs them): rooms outside the limits, or a stay over a year ahead.
 * The hotel search's parse and the results pages use this one rule.
 */
export function hotelSearchProblem(query: Query, today: IsoDate, destination: string): string | null {
  const rooms = hotelRoomsProblem(query);
  if (rooms) return rooms;
  const { startDate } = parseHotelQuery(hotelSearchRouteQuery(query, { today, destination }) ?? query);
  return startDate && startDate > addDays(today, MAX_DAYS_AHEAD) ? messages.searchInput.tooFar : null;
}
