/**
 * Issue 43 (the soak's memory): what the sandbox store gathers per visitor is bounded. Revoked refresh families go
 * once no token of theirs can be alive, guest-reserve identities (`gr-<mobile>`) once nothing names them, and the
 * fault counters keep their most recent `faultCountersKeep` keys.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSandboxState } from '@/server/sandbox/app';
import { createContext } from '@/server/sandbox/context';
import {
  addUser,
  getStore,
  isFamilyRevoked,
  MADE_ORDER_MIN_ID,
  type PaymentIntent,
  RETENTION,
  revokeFamily,
  STORED_INDEXES,
  sweepLine,
  sweepStore,
  type OrderRecord,
  type Store,
  type UserRecord,
} from '@/server/sandbox/store';
import { type IndexOf, StoredMap } from '@/server/sandbox/stored-map';
import { StoreTracker } from '@/server/sandbox/tracked-map';
import type { Basket } from '@/server/schemas/basket';

beforeEach(() => resetSandboxState());

const DAY = 86_400_000;
const TTL = 7 * DAY;
const T0 = Date.parse('2026-11-01T08:00:00Z');

const store = () => getStore(createContext({ clock: () => T0 }));

function guestReserve(mobile: string): UserRecord {
  return {
    userId: `gr-${mobile}`,
    username: `gr-${mobile}`,
    mobile,
    passwordHash: '',
    name: 'مسافر',
    family: mobile.slice(-4),
    email: null,
    roles: ['GUEST_RESERVE'],
    currency: 'IRR',
    walletBalance: 0,
    gender: null,
    birthDate: null,
    nationalCode: null,
  };
}

const basketOf = (s: Store, id: number, userId: string, updatedAt: number) =>
  s.baskets.set(id, { basketId: id, userId, updatedAt: new Date(updatedAt).toISOString() } as unknown as Basket);

/**
 * A field kept as the sandbox object keeps it (stored-map.ts): values in a storage of their own, read back by slot and
 * counted; `save` writes what is in memory and lets it go, as the object's save and eviction do.
 */
function storedField<K, V>(indexes: Record<string, IndexOf<V>>) {
  const bySlot = new Map<number, [K, V]>();
  const reads: number[] = [];
  const read = (slot: number) => {
    reads.push(slot);
    return structuredClone(bySlot.get(slot));
  };
  const map = new StoredMap<K, V>(new StoreTracker(), { read, indexes }, []);
  const save = () => {
    for (const [k, v, slot] of map.resident()) bySlot.set(slot, structuredClone([k, v]));
    const later = Date.now() + 1;
    map.evict(later, 0, () => false, later);
    reads.length = 0;
  };
  return { map, reads, save };
}

const HOUR = 3_600_000;

describe('sandbox store bounds', () => {
  it('the sweep reads back only the records due (the `due` index), drops them, and keeps every payment money was taken on', async () => {
    const s = await store();
    const baskets = storedField<number, Basket>(STORED_INDEXES.baskets);
    const orders = storedField<number, OrderRecord>(STORED_INDEXES.orders);
    const payments = storedField<string, PaymentIntent>(STORED_INDEXES.payments);
    Object.assign(s, { baskets: baskets.map, orders: orders.map, payments: payments.map });
    const iso = (ms: number) => new Date(ms).toISOString();
    const intent = (id: string, factorId: number, kind: PaymentIntent['kind'], more: Partial<PaymentIntent> = {}) =>
      s.payments.set(id, { id, kind, factorId, userId: 'u-1001', expireAt: T0 + 15 * 60_000, state: 'open', ...more } as PaymentIntent);
    for (let i = 0; i < 200; i++) {
      const paid = i % 2 === 0;
      const factorId = MADE_ORDER_MIN_ID + i;
      basketOf(s, 800_000 + i, 'u-1001', T0 + i * 60_000);
      s.orders.set(factorId, {
        factorId,
        userId: 'u-1001',
        status: paid ? 'issued' : 'pending',
        createdAt: iso(T0),
        toDate: '2026-11-10',
      } as OrderRecord);
      intent(`pay-${i}`, factorId, 'order', paid ? { state: 'paid', paymentNo: i, paidAt: T0 } : {});
    }
    // Money taken on a second link of a paid order, given back at once: in the user's payments list as long as the order.
    intent('refunded', MADE_ORDER_MIN_ID, 'order', { state: 'refunded', paymentNo: 1_000, paidAt: T0 });
    intent('topup', 77, 'topup', { state: 'paid', paymentNo: 1_001, paidAt: T0 + 30 * DAY });
    for (const f of [baskets, orders, payments]) f.save();

    // Nothing due yet: the sweep reads no record back.
    sweepStore(s, T0 + HOUR);
    expect([baskets.reads, orders.reads, payments.reads].map((r) => r.length)).toEqual([0, 0, 0]);
    expect([s.baskets.size, s.orders.size, s.payments.size]).toEqual([200, 200, 202]);

    // Two days and a half on: the baskets and the unpaid orders with their links are due, and only they are read.
    const counts = sweepStore(s, T0 + RETENTION.basketMs + 12 * HOUR);
    expect([s.baskets.size, s.orders.size]).toEqual([0, 100]);
    // What it dropped and kept is what the sweep's log line says (one line a sweep: sweepIfDue).
    expect(sweepLine(counts, 3)).toBe(
      `swept in 3 ms: baskets -200 (kept 0), orders -100 (kept 100), payments -100 (kept 102), users -0 (kept ${s.users.size})`,
    );
    expect([baskets.reads.length, orders.reads.length, payments.reads.length]).toEqual([200, 100, 100]);
    expect([...s.payments.keys()].filter((id) => !id.startsWith('pay-'))).toEqual(['refunded', 'topup']);
    expect(s.payments.size).toBe(102);
    for (const f of [baskets, orders, payments]) f.save();

    // A year after the trips: the paid orders go, and their payments with them; the top-up's stays until its own year.
    sweepStore(s, Date.parse('2026-11-10T23:59:59Z') + RETENTION.paidOrderMs + HOUR);
    expect([s.orders.size, [...s.payments.keys()]]).toEqual([0, ['topup']]);
    expect(payments.reads.length).toBe(101);
    sweepStore(s, T0 + 30 * DAY + RETENTION.paidOrderMs + HOUR);
    expect(s.payments.size).toBe(0);
  });

  it('a revoked refresh family is refused while a token of it may live, then swept; 5 000 revocations leave none', async () => {
    const s = await store();
    revokeFamily(s, 'fam-a', T0, TTL);
    expect(isFamilyRevoked(s, 'fam-a', T0 + TTL - 1, TTL)).toBe(true);
    expect(isFamilyRevoked(s, 'fam-b', T0, TTL)).toBe(false);
    for (let i = 0; i < 5_000; i++) revokeFamily(s, `fam-${i}`, T0 + i, TTL);
    sweepStore(s, T0 + TTL - 1);
    expect(s.revokedFamilies.has('fam-4999')).toBe(true);
    sweepStore(s, T0 + TTL + 5_000);
    expect(s.revokedFamilies.size).toBe(0);
  });

  it('a snapshot saved before the bound (a Set) still refuses its families, and they are swept after a token lifetime', async () => {
    const s = await store();
    (s as unknown as { revokedFamilies: Set<string> }).revokedFamilies = new Set(['old-fam']);
    expect(isFamilyRevoked(s, 'old-fam', T0, TTL)).toBe(true);
    expect(s.revokedFamilies).toBeInstanceOf(Map);
    sweepStore(s, T0 + TTL + 1);
    expect(isFamilyRevoked(s, 'old-fam', T0 + TTL + 1, TTL)).toBe(false);
    expect(s.revokedFamilies.size).toBe(0);
  });

  it('guest-reserve identities go once their basket and orders went; one an order still names stays', async () => {
    const s = await store();
    const seeded = s.users.size;
    for (let i = 0; i < 1_000; i++) {
      const mobile = `0912${String(5_000_000 + i).padStart(7, '0')}`;
      addUser(s, guestReserve(mobile));
      basketOf(s, 900_000 + i, `gr-${mobile}`, T0);
    }
    const keeper = guestReserve('09129999999');
    addUser(s, keeper);
    s.orders.set(2_000_001, {
      factorId: 2_000_001,
      userId: keeper.userId,
      status: 'issued',
      createdAt: new Date(T0).toISOString(),
      toDate: '2027-01-10',
    } as OrderRecord);
    expect(s.users.size).toBe(seeded + 1_001);
    // Within the baskets' retention, every identity is still named by its basket.
    sweepStore(s, T0 + DAY);
    expect(s.users.size).toBe(seeded + 1_001);
    // Baskets gone: only the identity with a paid order is left besides the seeded users.
    sweepStore(s, T0 + RETENTION.basketMs + DAY);
    expect(s.baskets.size).toBe(0);
    expect(s.users.size).toBe(seeded + 1);
    expect(s.users.has(keeper.userId)).toBe(true);
    // Seeded accounts (with their own ledgers) are never touched.
    expect(s.users.has('u-1001')).toBe(true);
  });

  it('fault counters keep the most recent keys only', async () => {
    const s = await store();
    for (let i = 0; i < 5_000; i++) s.faultCounters.set(`scope-${i}|count=1`, 1);
    sweepStore(s, T0);
    expect(s.faultCounters.size).toBe(RETENTION.faultCountersKeep);
    expect(s.faultCounters.has('scope-4999|count=1')).toBe(true);
    expect(s.faultCounters.has('scope-0|count=1')).toBe(false);
  });
});
