/**
 * How an order's price is split into what is paid and how (spec 001 §7 payment path helpers: usecredit, coupons):
 * gross price → counter/agent discount → coupon → the part paid from the wallet/agency credit → the rest through
 * the bank gateway. Every amount is an integer in rial; toman (÷ 10) exists only on screen.
 *
 * Rounding, stated once: a percentage of an amount is rounded DOWN to a whole rial (`percentOf`), so a discount
 * never exceeds its stated percent and a split never invents a rial. Every other step is integer arithmetic.
 */

/** `percent` % of `rial`, rounded down to a whole rial. Negative or non-finite inputs count as 0. */
export function percentOf(rial: number, percent: number): number {
  if (!Number.isFinite(rial) || !Number.isFinite(percent) || rial <= 0 || percent <= 0) return 0;
  return Math.floor((Math.trunc(rial) * percent) / 100);
}

/** How much of the credit the traveller wants to use: none, as much as possible, or an amount in rial. */
export type CreditChoice = 'none' | 'max' | number;

export interface PaymentSplitInput {
  /** The items' total now, rial. */
  gross: number;
  /** The counter/agent discount percent of the user's role (0 for travellers and guests). */
  rolePercent: number;
  /**
   * The part of `gross` the role discount is taken off, rial (default: all of it). A hotel's price already carries
   * the counter/agent discount (its search listed it so), so a basket with a hotel discounts only its other items.
   */
  roleDiscountBase?: number;
  /** The coupon's discount as the supplier calculated it for this order, rial (0 without a coupon). */
  couponDiscount: number;
  /** The wallet or agency credit balance, rial. */
  balance: number;
  credit: CreditChoice;
}

export interface PaymentSplit {
  gross: number;
  roleDiscount: number;
  couponDiscount: number;
  /** What the order costs the traveller: gross − discounts, never below 0. */
  payable: number;
  /** Paid from the wallet/agency credit: never past the balance, never past the payable. */
  credit: number;
  /** Paid through the bank gateway. */
  gateway: number;
}

const whole = (n: number) => (Number.isFinite(n) && n > 0 ? Math.trunc(n) : 0);

export function splitPayment(input: PaymentSplitInput): PaymentSplit {
  const gross = whole(input.gross);
  const roleDiscount = percentOf(Math.min(gross, input.roleDiscountBase ?? gross), input.rolePercent);
  const couponDiscount = Math.min(whole(input.couponDiscount), gross - roleDiscount);
  const payable = gross - roleDiscount - couponDiscount;
  const wanted = input.credit === 'none' ? 0 : input.credit === 'max' ? payable : whole(input.credit);
  const credit = Math.min(wanted, whole(input.balance), payable);
  return { gross, roleDiscount, couponDiscount, payable, credit, gateway: payable - credit };
}

/** The payable after the role discount only (what the supplier's order total is before a coupon). */
export function afterRoleDiscount(gross: number, rolePercent: number): number {
  return whole(gross) - percentOf(gross, rolePercent);
}
