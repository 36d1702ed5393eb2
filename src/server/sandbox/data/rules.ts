/**
 * Cancellation rules of a package. Kinds:
 * - national: the Iranian national tiers, as percent of ONE night: free until 20 days before arrival, then 20 %
 *   (19–10 days before), 30 % (9–3 days), 50 % (2–1 days) and 70 % (arrival day and no-show);
 * - percent: percent of the whole stay; amount: fixed rial amounts; nonRefundable: 100 % from booking;
 * - none: no data at all; text: no rows, free text only.
 */
import type {
  CancelModelRule2,
  CancellationRule,
  PreRule,
  RoomCancellationRules,
  ShowCancellationRuleData,
} from '../../schemas/cancellation';
import type { HotelPackage } from '@/products/hotel/server/schemas/packages';
import { addDays } from '../time';
import { roundTo } from './prng';

export type RuleKind = 'national' | 'percent' | 'amount' | 'nonRefundable' | 'none' | 'text';

/** Days before arrival at which each national tier starts, and its percent of one night. */
export const NATIONAL_TIERS: readonly (readonly [number, number])[] = [
  [19, 20],
  [9, 30],
  [2, 50],
  [0, 70],
];
export const NATIONAL_FREE_DAYS = 20;

interface Window {
  from: string;
  to: string;
  charge: number;
}

/** Clip windows to [today, …]; drop the ones already past. */
function clip(windows: Window[], today: string): Window[] {
  return windows.filter((w) => w.to >= today && w.from <= w.to).map((w) => ({ ...w, from: w.from < today ? today : w.from }));
}

function nationalWindows(checkIn: string, today: string): Window[] {
  const out: Window[] = [{ from: today, to: addDays(checkIn, -NATIONAL_FREE_DAYS), charge: 0 }];
  NATIONAL_TIERS.forEach(([startDays, pct], i) => {
    const next = NATIONAL_TIERS[i + 1];
    out.push({ from: addDays(checkIn, -startDays), to: next ? addDays(checkIn, -next[0] - 1) : checkIn, charge: pct });
  });
  return clip(out, today);
}

function percentWindows(checkIn: string, checkOut: string, today: string): Window[] {
  return clip(
    [
      { from: today, to: addDays(checkIn, -8), charge: 10 },
      { from: addDays(checkIn, -7), to: addDays(checkIn, -2), charge: 50 },
      { from: addDays(checkIn, -1), to: checkOut, charge: 100 },
    ],
    today,
  );
}

/**
 * The last day a package of this kind can be cancelled without penalty (its rows' charge-0 window), or null when it
 * has none: only the national tiers start free (until 20 days before arrival), so a stay booked later, or under any
 * other kind, has no free cancellation. The same windows as `cancellationRules`, so the chip never contradicts them.
 */
export function freeCancellationUntil(kind: RuleKind, checkIn: string, today: string): string | null {
  if (kind !== 'national') return null;
  return nationalWindows(checkIn, today).find((w) => w.charge === 0)?.to ?? null;
}

/** Rules for each room of a package (one entry per room type, in room order). */
export function cancellationRules(kind: RuleKind, pkg: HotelPackage, today: string): RoomCancellationRules[] {
  return pkg.roomTypes.map((room) => {
    const night = roundTo(room.price / pkg.nights, 10_000);
    let rows: CancellationRule[] = [];
    const row = (w: Window, isPercent: boolean, base: 'night' | 'total'): CancellationRule => ({
      fromDate: w.from,
      toDate: w.to,
      charge: w.charge,
      isChargeBaseOnPercent: isPercent,
      chargeBase: base,
      currency: 'IRR',
    });
    switch (kind) {
      case 'national':
        rows = nationalWindows(pkg.checkIn, today).map((w) => row(w, true, 'night'));
        break;
      case 'percent':
        rows = percentWindows(pkg.checkIn, pkg.checkOut, today).map((w) => row(w, true, 'total'));
        break;
      case 'amount':
        rows = clip(
          [
            { from: today, to: addDays(pkg.checkIn, -8), charge: roundTo(night * 0.25, 10_000) },
            { from: addDays(pkg.checkIn, -7), to: addDays(pkg.checkIn, -1), charge: roundTo(night * 0.6, 10_000) },
            { from: pkg.checkIn, to: pkg.checkOut, charge: night },
          ],
          today,
        ).map((w) => row(w, false, 'total'));
        break;
      case 'nonRefundable':
        rows = [row({ from: today, to: pkg.checkOut, charge: 100 }, true, 'total')];
        break;
      case 'none':
      case 'text':
        rows = [];
    }
    return { roomTypeName: room.name, cancellationRules: rows };
  });
}

const NATIONAL_TEXT =
  'طبق مقررات ملی لغو رزرو هتل: لغو تا ۲۰ روز قبل از ورود بدون جریمه است؛ از ۱۹ تا ۱۰ روز قبل از ورود ۲۰٪، از ۹ تا ۳ روز قبل ۳۰٪، ' +
  'از ۲ روز تا ۱ روز قبل ۵۰٪ و در روز ورود یا عدم حضور ۷۰٪ هزینه یک شب اقامت کسر می‌شود.';
const TEXT_ONLY =
  'لغو رزرو تا ۷۲ ساعت قبل از ورود با کسر ۱۰٪ از مبلغ کل امکان‌پذیر است. پس از آن، هزینه شب اول اقامت دریافت می‌شود. ' +
  'در ایام تعطیلات رسمی و نوروز، رزرو غیرقابل استرداد است.';
const NON_REFUNDABLE_TEXT = 'این رزرو غیرقابل استرداد است و در صورت لغو یا عدم حضور، کل مبلغ پرداختی کسر می‌شود.';

const PERCENT_TEXT =
  'لغو رزرو تا ۸ روز قبل از ورود با کسر ۱۰٪، از ۷ تا ۲ روز قبل از ورود با کسر ۵۰٪ و از ۱ روز قبل از ورود با کسر ۱۰۰٪ از مبلغ کل انجام می‌شود.';
const AMOUNT_TEXT =
  'لغو رزرو تا ۸ روز قبل از ورود با کسر ۲۵٪ هزینهٔ یک شب، از ۷ تا ۱ روز قبل با کسر ۶۰٪ هزینهٔ یک شب و از روز ورود با کسر هزینهٔ یک شب انجام می‌شود.';
const NO_RULES_TEXT = 'هتل قوانین لغو این رزرو را اعلام نکرده است؛ برای لغو با پشتیبانی تماس بگیرید.';

/** The package's cancellation rules in one Persian paragraph, as a voucher prints them (written on the booked item). */
export function cancellationSummary(kind: RuleKind): string {
  switch (kind) {
    case 'national':
      return NATIONAL_TEXT;
    case 'percent':
      return PERCENT_TEXT;
    case 'amount':
      return AMOUNT_TEXT;
    case 'nonRefundable':
      return NON_REFUNDABLE_TEXT;
    case 'text':
      return TEXT_ONLY;
    case 'none':
      return NO_RULES_TEXT;
  }
}

/** Data of POST /api2/hotelSales/showCancellationRule for a package. */
export function showRuleData(kind: RuleKind, pkg: HotelPackage, today: string): ShowCancellationRuleData {
  const preRule = (amendCharge: number, cancelRestricted: boolean, noShowPolicy: string): PreRule => ({
    fromDate: today,
    toDate: pkg.checkIn,
    amendCharge,
    noShowPolicy,
    cancelRestricted,
  });
  switch (kind) {
    case 'national': {
      const model: CancelModelRule2[] = nationalWindows(pkg.checkIn, today)
        .filter((w) => w.charge > 0)
        .map((w) => ({
          cancellationPolicyStartFromDate: w.from,
          cancellationValue: w.charge,
          reservationAndCancellationDetails: `لغو از تاریخ ${w.from}: ${w.charge}٪ هزینه یک شب`,
        }));
      return { cancelModelRule2: model, cancellationRuleText: NATIONAL_TEXT, preRules: null };
    }
    case 'percent':
      return {
        cancelModelRule2: percentWindows(pkg.checkIn, pkg.checkOut, today).map((w) => ({
          cancellationPolicyStartFromDate: w.from,
          cancellationValue: w.charge,
          reservationAndCancellationDetails: `لغو از تاریخ ${w.from}: ${w.charge}٪ مبلغ کل`,
        })),
        cancellationRuleText: null,
        preRules: [preRule(0, false, 'در صورت عدم حضور، هزینه کل اقامت دریافت می‌شود.')],
      };
    case 'amount':
      return {
        cancelModelRule2: null,
        cancellationRuleText: null,
        preRules: [preRule(roundTo(pkg.packagePrice * 0.05, 10_000), false, 'عدم حضور: هزینه یک شب اقامت')],
      };
    case 'nonRefundable':
      return { cancelModelRule2: null, cancellationRuleText: NON_REFUNDABLE_TEXT, preRules: [preRule(0, true, 'عدم حضور: کل مبلغ')] };
    case 'text':
      return { cancelModelRule2: null, cancellationRuleText: TEXT_ONLY, preRules: null };
    case 'none':
      return { cancelModelRule2: null, cancellationRuleText: null, preRules: null };
  }
}

/** Penalty (rial) for cancelling a confirmed hotel order `daysBefore` days before arrival, national tiers. */
export function nationalPenalty(oneNight: number, daysBefore: number): number {
  if (daysBefore >= NATIONAL_FREE_DAYS) return 0;
  // A tier covers the days from its start down to the next tier's start + 1.
  const tier = NATIONAL_TIERS.filter(([start]) => start >= Math.max(0, daysBefore)).pop();
  return roundTo((oneNight * (tier?.[1] ?? 70)) / 100, 10_000);
}

/**
 * The penalty (rial) of cancelling a stay of `nights` that cost `amount`, `daysBefore` days before arrival, by its
 * package's rules (the same windows as `cancellationRules` and the texts above): national tiers of one night; percent
 * of the whole stay (10 % up to 8 days before, 50 % from 7 to 2, 100 % from the day before); amount in parts of one
 * night (25 %, 60 %, then the night); text-only (10 % up to 3 days before, then the first night); non-refundable or
 * without any rules: the whole amount (not cancellable online). Never more than `amount`.
 */
export function packagePenalty(kind: RuleKind, amount: number, nights: number, daysBefore: number): number {
  const night = Math.round(amount / Math.max(1, nights));
  const pct = (base: number, p: number) => Math.floor((base * p) / 100 + 0.5);
  let penalty: number;
  switch (kind) {
    case 'national':
      penalty = nationalPenalty(night, daysBefore);
      break;
    case 'percent':
      penalty = pct(amount, daysBefore >= 8 ? 10 : daysBefore >= 2 ? 50 : 100);
      break;
    case 'amount':
      penalty = daysBefore >= 8 ? pct(night, 25) : daysBefore >= 1 ? pct(night, 60) : night;
      break;
    case 'text':
      penalty = daysBefore >= 3 ? pct(amount, 10) : night;
      break;
    case 'nonRefundable':
    case 'none':
      penalty = amount;
  }
  return Math.min(amount, Math.max(0, penalty));
}
