/**
 * Flight refund money rules (issue 14, contracts §7): the penalty percent by time before departure from a flight's
 * cancellation table (the rows the flight detail panel shows), and the refund of a ticket in rial.
 *
 * - A row covers the hours before departure `h` with `toHoursBefore < h ≤ fromHoursBefore` (`fromHoursBefore` null =
 *   from booking on). A boundary hour belongs to the later, dearer row: exactly 72 h before is already «۷۲ تا ۲۴».
 * - At or after departure (`h ≤ 0`) a ticket is not refundable online (the no-show row is the airline's, not ours);
 *   a non-refundable fare is not refundable at any time.
 * - A row's percent is taken of what its rule says (issue 48): `base`, the base fare (the ticket's price less its taxes
 *   and airport charges, which are refunded in full: «۳۰٪ جریمه از نرخ پایه»), or `total`, the whole ticket (a
 *   table that does not say: `basis` absent).
 * - Money is integer rial. The one rounding rule: the penalty is `amount × percent ÷ 100` rounded half up to a whole
 *   rial; the refund is the price minus that penalty (so penalty + refund = price, always).
 */

/** What a row's percent is taken of: the base fare (taxes refunded in full) or the whole ticket. */
export type PenaltyBasis = 'base' | 'total';

export interface CancellationRow {
  fromHoursBefore: number | null;
  toHoursBefore: number | null;
  penaltyPercent: number;
  /** Absent: `total`. */
  basis?: PenaltyBasis;
}

export type NotRefundableReason = 'departed' | 'nonRefundable' | 'noRule';

export type PenaltyQuote =
  | { refundable: true; percent: number; row: number; basis: PenaltyBasis }
  | { refundable: false; reason: NotRefundableReason };

const HOUR_MS = 3_600_000;

/** Hours from `nowMs` to a departure written with its offset (`2026-12-01T08:30:00+03:30`); negative once departed. */
export function hoursBeforeDeparture(departureTime: string, nowMs: number): number {
  const at = Date.parse(departureTime);
  if (!Number.isFinite(at)) throw new RangeError(`not a departure time: ${departureTime}`);
  return (at - nowMs) / HOUR_MS;
}

/** The row of the table that applies `hoursBefore` hours before departure, and its percent. */
export function penaltyFor(rules: readonly CancellationRow[], hoursBefore: number, isRefundable: boolean): PenaltyQuote {
  if (!isRefundable) return { refundable: false, reason: 'nonRefundable' };
  if (hoursBefore <= 0) return { refundable: false, reason: 'departed' };
  const row = rules.findIndex(
    (r) => r.toHoursBefore !== null && hoursBefore > r.toHoursBefore && (r.fromHoursBefore === null || hoursBefore <= r.fromHoursBefore),
  );
  const found = rules[row];
  if (!found) return { refundable: false, reason: 'noRule' };
  if (found.penaltyPercent >= 100) return { refundable: false, reason: 'nonRefundable' };
  return { refundable: true, percent: found.penaltyPercent, row, basis: found.basis ?? 'total' };
}

/** The penalty of a price at a percent, rial: rounded half up to a whole rial. */
export function penaltyAmount(priceRial: number, percent: number): number {
  if (!Number.isInteger(priceRial) || priceRial < 0) throw new RangeError(`price must be whole rial: ${priceRial}`);
  if (!(percent >= 0 && percent <= 100)) throw new RangeError(`percent out of range: ${percent}`);
  return Math.floor((priceRial * percent) / 100 + 0.5);
}

export interface RefundLine {
  price: number;
  penalty: number;
  refund: number;
}

/**
 * One ticket's refund: the penalty at the quote's percent of what its rule names (the base fare: `priceRial` less
 * `taxesRial`, the taxes coming back whole; or the whole price) and the rest back; nothing back when not refundable.
 */
export function refundLine(priceRial: number, quote: PenaltyQuote, taxesRial = 0): RefundLine {
  if (!quote.refundable) return { price: priceRial, penalty: priceRial, refund: 0 };
  if (!Number.isInteger(taxesRial) || taxesRial < 0) throw new RangeError(`taxes must be whole rial: ${taxesRial}`);
  const base = quote.basis === 'base' ? priceRial - Math.min(taxesRial, priceRial) : priceRial;
  const penalty = penaltyAmount(base, quote.percent);
  return { price: priceRial, penalty, refund: priceRial - penalty };
}

/** Sums of several lines (tickets of several passengers and legs). */
export function sumLines(lines: readonly RefundLine[]): RefundLine {
  return lines.reduce((s, l) => ({ price: s.price + l.price, penalty: s.penalty + l.penalty, refund: s.refund + l.refund }), {
    price: 0,
    penalty: 0,
    refund: 0,
  });
}

/**
 * The part of a refund that goes back to the wallet whatever destination the traveller chose: money paid from the
 * wallet or agency credit (the order's `creditPaid`) returns where it came from, never to a bank card; it is
 * returned first, up to what has not already gone back by earlier refunds of the same order. The rest follows the
 * traveller's choice. Rial integers in, rial integer out.
 */
export function creditReturn(refundRial: number, creditPaidRial: number, creditAlreadyReturnedRial: number): number {
  return Math.max(0, Math.min(refundRial, creditPaidRial - creditAlreadyReturnedRial));
}

/**
 * A ticket's share of what the order actually cost: its list price × paid ÷ the tickets' list total, rounded down to a
 * whole rial. An order bought with a counter/agent discount or a coupon (or re-priced at booking) is refunded on what
 * was paid, never on the list price, so a refund never pays out more than came in. Without a paid figure
 * (orders not made by the checkout) the list price stands.
 */
export function paidShare(listPriceRial: number, listTotalRial: number, paidRial: number | null): number {
  if (paidRial === null || listTotalRial <= 0) return listPriceRial;
  return Math.floor((listPriceRial * paidRial) / listTotalRial);
}
