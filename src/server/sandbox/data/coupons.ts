/**
 * The sandbox's coupon codes (spec 001 §7 `/api2/Coupons/CalcCouponPriceForOrder`): a few deterministic codes, one
 * expired, so the checkout's messages for a valid, an unknown and an expired code can all be shown and tested.
 */
import { percentOf } from '@/lib/payment-split';

export interface Coupon {
  code: string;
  /** Percent of the order's price after the role discount, capped at `maxRial`; or a fixed amount. */
  percent?: number;
  maxRial?: number;
  fixedRial?: number;
  /** Last valid day (Gregorian, Tehran); past it the code is expired. */
  validUntil: string;
}

export const COUPONS: readonly Coupon[] = [
  { code: 'SAFAR10', percent: 10, maxRial: 5_000_000, validUntil: '2099-12-31' },
  { code: 'NOROOZ', fixedRial: 2_000_000, validUntil: '2099-12-31' },
  { code: 'YALDA1403', percent: 20, maxRial: 10_000_000, validUntil: '2024-12-21' },
];

export function findCoupon(code: string): Coupon | undefined {
  const wanted = code.trim().toUpperCase();
  return COUPONS.find((c) => c.code === wanted);
}

/** The coupon's discount on an order price (rial), never more than the price. */
export function couponDiscount(coupon: Coupon, price: number): number {
  const raw = coupon.fixedRial ?? Math.min(percentOf(price, coupon.percent ?? 0), coupon.maxRial ?? Number.POSITIVE_INFINITY);
  return Math.max(0, Math.min(raw, price));
}
