import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROOM_LIMITS } from '@/lib/constants';
import * as messages from '@/lib/messages';
import {
  CHILD_AGE_OPTIONS,
  type Room,
  addAdult,
  addChild,
  addRoom,
  countPassengers,
  defaultRooms,
  isInfant,
  newRoom,
  parseRoom,
  removeAdult,
  removeChild,
  removeRoom,
  roomsSummary,
  serializeRoom,
  setAdults,
  setChildAge,
  toRoomPassengers,
} from '@/lib/rooms';

const rooms = (n: number): Room[] => Array.from({ length: n }, () => newRoom());

describe('limits', () => {
  it('are the spec numbers', () => {
    expect(ROOM_LIMITS).toMatchObject({
      maxAdultsPerRoom: 14,
      maxChildrenPerRoom: 6,
      maxRooms: 4,
      minRooms: 1,
      newRoomAdults: 2,
      newChildAge: 5,
      infantMaxAge: 2,
    });
  });

  it('starts with one room of two adults', () => {
    expect(defaultRooms()).toEqual([{ adults: 2, children: [] }]);
  });
});

describe('rooms', () => {
  it('adds a room of 2 adults up to 4 rooms', () => {
    const r = addRoom(rooms(3));
    expect(r).toEqual({ ok: true, rooms: [...rooms(3), { adults: 2, children: [] }] });
  });

  it('refuses a fifth room with the message', () => {
    const before = rooms(4);
    const r = addRoom(before);
    expect(r).toEqual({ ok: false, rooms: before, error: 'maxRooms', message: messages.rooms.maxRooms });
    expect(messages.rooms.maxRooms).toContain('۴');
  });

  it('removes a room but keeps at least one', () => {
    const two: Room[] = [
      { adults: 1, children: [] },
      { adults: 3, children: [4] },
    ];
    expect(removeRoom(two, 0)).toEqual({ ok: true, rooms: [{ adults: 3, children: [4] }] });
    const r = removeRoom([newRoom()], 0);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toBe('minRooms');
  });
});

describe('adults', () => {
  it('allows up to 14 adults in a room', () => {
    const r = setAdults(rooms(1), 0, 14);
    expect(r.ok && r.rooms[0]?.adults).toBe(14);
  });

  it('refuses a 15th adult with the message', () => {
    const full = setAdults(rooms(1), 0, 14);
    if (!full.ok) throw new Error('setup');
    const r = addAdult(full.rooms, 0);
    expect(r).toMatchObject({ ok: false, error: 'maxAdults', message: messages.rooms.maxAdults });
    expect(messages.rooms.maxAdults).toContain('۱۴');
  });

  it('keeps at least one adult', () => {
    const one = setAdults(rooms(1), 0, 1);
    if (!one.ok) throw new Error('setup');
    expect(removeAdult(one.rooms, 0)).toMatchObject({ ok: false, error: 'minAdults' });
  });

  it('changes only the given room and does not mutate', () => {
    const before = rooms(2);
    const r = addAdult(before, 1);
    expect(r.ok && r.rooms).toEqual([
      { adults: 2, children: [] },
      { adults: 3, children: [] },
    ]);
    expect(before).toEqual(rooms(2));
  });

  it('throws for a room that does not exist', () => {
    expect(() => addAdult(rooms(1), 3)).toThrow(RangeError);
  });
});

describe('children', () => {
  it('adds a child of age 5 by default', () => {
    const r = addChild(rooms(1), 0);
    expect(r.ok && r.rooms[0]?.children).toEqual([5]);
  });

  it('allows the sixth child (5 present is not "more than 5")', () => {
    const five: Room[] = [{ adults: 2, children: [1, 2, 3, 4, 5] }];
    const r = addChild(five, 0, 7);
    expect(r.ok && r.rooms[0]?.children).toEqual([1, 2, 3, 4, 5, 7]);
  });

  it('blocks adding when the room already has more than 5 children', () => {
    const six: Room[] = [{ adults: 2, children: [1, 2, 3, 4, 5, 6] }];
    expect(addChild(six, 0)).toMatchObject({ ok: false, error: 'maxChildren', message: messages.rooms.maxChildren });
    expect(messages.rooms.maxChildren).toContain('۶');
  });

  it('removes a child and sets ages within 0…11', () => {
    const r0: Room[] = [{ adults: 2, children: [3, 8] }];
    expect(removeChild(r0, 0, 0)).toEqual({ ok: true, rooms: [{ adults: 2, children: [8] }] });
    expect(setChildAge(r0, 0, 1, 10)).toEqual({ ok: true, rooms: [{ adults: 2, children: [3, 10] }] });
    expect(setChildAge(r0, 0, 1, 40)).toEqual({ ok: true, rooms: [{ adults: 2, children: [3, 11] }] });
    expect(setChildAge(r0, 0, 1, -1)).toEqual({ ok: true, rooms: [{ adults: 2, children: [3, 0] }] });
  });

  it('has 12 age bands 0–1 … 11–12', () => {
    expect(CHILD_AGE_OPTIONS).toHaveLength(12);
    expect(CHILD_AGE_OPTIONS[0]).toEqual({ value: 0, label: '۰ تا ۱ سال' });
    expect(CHILD_AGE_OPTIONS[11]).toEqual({ value: 11, label: '۱۱ تا ۱۲ سال' });
  });

  it.each([
    [0, true],
    [2, true],
    [3, false],
    [11, false],
  ])('age %i infant: %s', (age, expected) => {
    expect(isInfant(age)).toBe(expected);
  });

  it('never exceeds the limits whatever the clicks (property)', () => {
    const action = fc.oneof(
      fc.constant({ kind: 'addRoom' as const }),
      fc.record({ kind: fc.constant('removeRoom' as const), i: fc.nat(3) }),
      fc.record({ kind: fc.constant('addAdult' as const), i: fc.nat(3) }),
      fc.record({ kind: fc.constant('removeAdult' as const), i: fc.nat(3) }),
      fc.record({ kind: fc.constant('addChild' as const), i: fc.nat(3) }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 80 }), (actions) => {
        let state = defaultRooms();
        for (const a of actions) {
          if (a.kind === 'addRoom') state = addRoom(state).rooms;
          else {
            const i = a.i % state.length;
            const fn = { removeRoom, addAdult, removeAdult, addChild }[a.kind];
            state = fn(state, i).rooms;
          }
          expect(state.length).toBeGreaterThanOrEqual(1);
          expect(state.length).toBeLessThanOrEqual(4);
          for (const room of state) {
            expect(room.adults).toBeGreaterThanOrEqual(1);
            expect(room.adults).toBeLessThanOrEqual(14);
            expect(room.children.length).toBeLessThanOrEqual(6);
          }
        }
      }),
    );
  });
});

describe('summary and counts', () => {
  const sample: Room[] = [
    { adults: 2, children: [1, 7] },
    { adults: 1, children: [] },
  ];

  it('reads "N rooms for M persons" in Persian digits', () => {
    expect(roomsSummary(sample)).toBe('۲ اتاق برای ۵ نفر');
    expect(roomsSummary(defaultRooms())).toBe('۱ اتاق برای ۲ نفر');
  });

  it('counts adults, children and infants', () => {
    expect(countPassengers(sample)).toEqual({ rooms: 2, adults: 3, children: 2, infants: 1, persons: 5 });
  });

  it('builds the API room passengers', () => {
    expect(toRoomPassengers(sample)).toEqual([
      { roomId: 1, adultsCount: 2, childrenAges: [1, 7] },
      { roomId: 2, adultsCount: 1, childrenAges: [] },
    ]);
  });
});

describe('room-N values', () => {
  it.each([
    [{ adults: 2, children: [] }, '2'],
    [{ adults: 2, children: [5, 3] }, '2,5,3'],
    [{ adults: 14, children: [0, 0, 0, 0, 0, 11] }, '14,0,0,0,0,0,11'],
  ])('%j ⇄ %s', (room, value) => {
    expect(serializeRoom(room)).toBe(value);
    expect(parseRoom(value)).toEqual(room);
  });

  it.each([
    ['۲,۵', { adults: 2, children: [5] }],
    [' 3 , 4 ', { adults: 3, children: [4] }],
    ['0', null],
    ['15', null],
    ['2,12', null],
    ['2,1,1,1,1,1,1,1', null],
    ['2,-1', null],
    ['2,,3', null],
    ['two', null],
    ['', null],
    [null, null],
  ])('parseRoom(%j) = %j', (value, expected) => {
    expect(parseRoom(value)).toEqual(expected);
  });

  it('round-trips any valid room (property)', () => {
    const room = fc.record({
      adults: fc.integer({ min: 1, max: 14 }),
      children: fc.array(fc.integer({ min: 0, max: 11 }), { maxLength: 6 }),
    });
    fc.assert(
      fc.property(room, (r) => {
        expect(parseRoom(serializeRoom(r))).toEqual(r);
      }),
    );
  });
});
