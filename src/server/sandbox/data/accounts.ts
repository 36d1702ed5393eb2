/**
 * Seeded accounts (one per role, plus the guest account) with wallet balances and past orders.
 * Documented in src/server/sandbox/README.md. Past orders are dated relative to REFERENCE_DATE, not the clock,
 * so they are identical for a given seed whenever the app starts.
 */
import type { OrderStatus } from '../../schemas/account';
import type { RoleName } from '../../schemas/auth';
import { addDays, jalaliYearOf } from '../time';
import { getCity } from './cities';
import { hotelsOfCity } from './hotels';
import { createRng, roundTo } from './prng';

export const SANDBOX_PASSWORD = 'Sandbox!234';
export const GUEST_PASSWORD = 'guest';
export const GUEST_USER_ID = 'u-guest';
/** The fixed SMS code the sandbox always accepts (the random one is also logged). */
export const FIXED_SMS_CODE = '12345';
export const REFERENCE_DATE = '2026-11-21';
/** Cashback percent of the customer club. */
export const CASHBACK_PERCENT = 3;
/** Price discount (percent) for counter and agent users. */
export const ROLE_DISCOUNT: Partial<Record<RoleName, number>> = { CREDIT_COUNTER: 5, AGENT: 8 };

export interface SeedAccount {
  userId: string;
  username: string;
  mobile: string | null;
  password: string;
  name: string;
  family: string;
  email: string | null;
  roles: RoleName[];
  currency: string;
  walletBalance: number;
  gender: 'MALE' | 'FEMALE' | null;
  birthDate: string | null;
  nationalCode: string | null;
  /** How many past orders to generate. */
  orders: number;
}

export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  {
    userId: 'u-guest',
    username: 'guest',
    mobile: null,
    password: GUEST_PASSWORD,
    name: 'مهمان',
    family: '',
    email: null,
    roles: ['GUEST'],
    currency: 'IRR',
    walletBalance: 0,
    gender: null,
    birthDate: null,
    nationalCode: null,
    orders: 0,
  },
  {
    userId: 'u-1001',
    username: '09120000001',
    mobile: '09120000001',
    password: SANDBOX_PASSWORD,
    name: 'مریم',
    family: 'احمدی',
    email: 'maryam@example.com',
    roles: ['USER'],
    currency: 'IRR',
    walletBalance: 12_500_000,
    gender: 'FEMALE',
    birthDate: '1990-04-12',
    nationalCode: '0012345679',
    orders: 5,
  },
  {
    userId: 'u-1002',
    username: '09120000002',
    mobile: '09120000002',
    password: SANDBOX_PASSWORD,
    name: 'رضا',
    family: 'کریمی',
    email: 'counter@example.com',
    roles: ['USER', 'CREDIT_COUNTER'],
    currency: 'IRR',
    walletBalance: 250_000_000,
    gender: 'MALE',
    birthDate: '1985-09-30',
    nationalCode: '0023456781',
    orders: 6,
  },
  {
    userId: 'u-1003',
    username: '09120000003',
    mobile: '09120000003',
    password: SANDBOX_PASSWORD,
    name: 'علی',
    family: 'رضایی',
    email: 'agent@example.com',
    roles: ['USER', 'AGENT'],
    currency: 'IRR',
    walletBalance: 1_000_000_000,
    gender: 'MALE',
    birthDate: '1979-01-05',
    nationalCode: '0034567892',
    orders: 6,
  },
  {
    userId: 'u-1004',
    username: '09120000004',
    mobile: '09120000004',
    password: SANDBOX_PASSWORD,
    name: 'سارا',
    family: 'محمدی',
    email: 'buyer@example.com',
    roles: ['USER', 'BUYFOROTHER'],
    currency: 'IRR',
    walletBalance: 40_000_000,
    gender: 'FEMALE',
    birthDate: '1993-06-21',
    nationalCode: '0045678903',
    orders: 4,
  },
  {
    userId: 'u-1005',
    username: '09120000005',
    mobile: '09120000005',
    password: SANDBOX_PASSWORD,
    name: 'نرگس',
    family: 'موسوی',
    email: null,
    roles: ['USER'],
    currency: 'EUR',
    walletBalance: 0,
    gender: 'FEMALE',
    birthDate: null,
    nationalCode: null,
    orders: 0,
  },
];

/** The primary role shown as `role`. */
export function primaryRole(roles: readonly RoleName[]): RoleName {
  const order: RoleName[] = ['GUEST', 'GUEST_RESERVE', 'AGENT', 'CREDIT_COUNTER', 'BUYFOROTHER', 'USER'];
  return order.find((r) => roles.includes(r)) ?? 'USER';
}

export function discountFor(roles: readonly RoleName[]): number {
  return Math.max(0, ...roles.map((r) => ROLE_DISCOUNT[r] ?? 0));
}

export interface SeedOrder {
  factorId: number;
  officialFactorId: string;
  product: 'hotel' | 'flight';
  title: string;
  status: OrderStatus;
  totalPrice: number;
  createdAt: string;
  fromDate: string;
  toDate: string;
  hotelId: number | null;
  cityPersianName: string | null;
  passengersCount: number;
  trackingCode: string | null;
}

const ORDER_CITIES = [402, 401, 412, 399, 448, 46082, 5847] as const;

export function officialFactorId(factorId: number, dateIso: string): string {
  return `SN${jalaliYearOf(dateIso)}${String(factorId).padStart(7, '0')}`;
}

/** Past orders of a seeded account, newest first. */
export function seedOrders(seed: number, account: SeedAccount, index: number): SeedOrder[] {
  const rng = createRng(seed, 'orders', account.userId);
  const statuses: OrderStatus[] = ['issued', 'issued', 'refunded', 'cancelled', 'pending', 'issued'];
  const out: SeedOrder[] = [];
  for (let i = 0; i < account.orders; i++) {
    const factorId = 500_000 + index * 100 + i;
    const status = statuses[i % statuses.length] as OrderStatus;
    const daysAgo = status === 'pending' ? 0 : rng.int(5, 300);
    const created = addDays(REFERENCE_DATE, -daysAgo);
    // Pending and some issued orders are for future stays.
    const fromDate =
      status === 'pending' || (status === 'issued' && i === 0)
        ? addDays(REFERENCE_DATE, rng.int(25, 60))
        : addDays(created, rng.int(3, 30));
    const nights = rng.int(2, 5);
    const passengers = rng.int(1, 4);
    if (rng.chance(0.75)) {
      const cityId = rng.pick(ORDER_CITIES);
      const city = getCity(cityId);
      const hotel = rng.pick(hotelsOfCity(seed, cityId));
      out.push({
        factorId,
        officialFactorId: officialFactorId(factorId, created),
        product: 'hotel',
        title: `رزرو ${hotel.fa}`,
        status,
        totalPrice: roundTo(hotel.baseNightly * nights * (passengers > 2 ? 2 : 1), 10_000),
        createdAt: `${created}T0${rng.int(6, 9)}:${rng.int(10, 59)}:00.000Z`,
        fromDate,
        toDate: addDays(fromDate, nights),
        hotelId: hotel.id,
        cityPersianName: city?.fa ?? null,
        passengersCount: passengers,
        trackingCode: status === 'pending' ? null : String(rng.int(100_000_000, 999_999_999)),
      });
    } else {
      const to = getCity(rng.pick([402, 401, 412, 448]));
      out.push({
        factorId,
        officialFactorId: officialFactorId(factorId, created),
        product: 'flight',
        title: `بلیط هواپیما تهران به ${to?.fa ?? 'کیش'}`,
        status,
        totalPrice: roundTo(rng.int(18, 45) * 1_000_000 * passengers, 10_000),
        createdAt: `${created}T1${rng.int(0, 9)}:${rng.int(10, 59)}:00.000Z`,
        fromDate,
        toDate: fromDate,
        hotelId: null,
        cityPersianName: to?.fa ?? null,
        passengersCount: passengers,
        trackingCode: status === 'pending' ? null : String(rng.int(100_000_000, 999_999_999)),
      });
    }
  }
  return out.sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
}
