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
  RETENTION,
  revokeFamily,
  sweepStore,
  type OrderRecord,
  type Store,
  type UserRecord,
} from '@/server/sandbox/store';
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

describe('sandbox store bounds', () => {
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
