/**
 * Room packages of a hotel (spec 001 §2 and §4): meal text, the display order, the reserve button, cancellation
 * penalty cells and room ordinals.
 */
import { DEFAULT_CURRENCY } from '@/lib/constants';
import * as hotelMessages from '@/products/hotel/messages';
import { type DisplayCurrency, formatMoney, formatPrice, roundMoney, TOMAN_DISPLAY } from '@/lib/money';
import { type Digits, toPersianDigits } from '@/lib/text';

export interface PackageLike {
  packageId?: string | number;
  packagePrice: number;
  isGuaranty?: boolean;
  isSoldOut?: boolean;
}

/** Ascending package price (stable). */
export function sortPackagesByPrice<T extends PackageLike>(packages: readonly T[]): T[] {
  return [...packages].sort((a, b) => a.packagePrice - b.packagePrice);
}

/** A polling round's packages appended to the ones found so far (same packageId replaced), sorted by price. */
export function appendPackages<T extends PackageLike>(found: readonly T[], incoming: readonly T[]): T[] {
  const ids = new Set(incoming.map((p) => p.packageId).filter((id) => id !== undefined));
  return sortPackagesByPrice([...found.filter((p) => p.packageId === undefined || !ids.has(p.packageId)), ...incoming]);
}

/** Display order: the cheapest first, then the guaranteed ones, then the rest (each group by price). */
export function packageDisplayOrder<T extends PackageLike>(packages: readonly T[]): T[] {
  const [cheapest, ...rest] = sortPackagesByPrice(packages);
  if (cheapest === undefined) return [];
  return [cheapest, ...rest.filter((p) => p.isGuaranty), ...rest.filter((p) => !p.isGuaranty)];
}

/** "reserve room", or "capacity full" and disabled when sold out. */
export function reserveButton(pkg: Pick<PackageLike, 'isSoldOut'>): { label: string; disabled: boolean } {
  return pkg.isSoldOut
    ? { label: hotelMessages.packages.capacityFull, disabled: true }
    : { label: hotelMessages.packages.reserveRoom, disabled: false };
}

export interface CancellationRuleLike {
  fromDate?: string | null;
  toDate?: string | null;
  charge: number | null | undefined;
  isChargeBaseOnPercent: boolean;
}

/**
 * A price cell of the cancellation table: «بدون جریمه» for no charge, «۲۰٪» for a percent charge, otherwise the
 * amount: a rial charge in the viewer's display currency (toman by default), another currency's as it is.
 */
export function penaltyText(
  rule: Pick<CancellationRuleLike, 'charge' | 'isChargeBaseOnPercent'>,
  currency: string = DEFAULT_CURRENCY,
  digits: Digits = 'fa',
  display: DisplayCurrency = TOMAN_DISPLAY,
): string {
  const charge = rule.charge ?? 0;
  if (!(charge > 0)) return hotelMessages.cancellation.noPenalty;
  if (rule.isChargeBaseOnPercent) {
    const percent = String(roundMoney(charge));
    return digits === 'fa' ? `${toPersianDigits(percent).replace('.', '\u066B')}\u066A` : `${percent}%`;
  }
  return currency.toUpperCase() === 'IRR' ? formatMoney(charge, display, digits) : formatPrice(charge, currency, digits);
}
