import { formatNumericDate } from '@/lib/date-format';
import type { IsoDate } from '@/lib/dates';
import { todayIn } from '@/lib/dates';
import { formatPrice } from '@/lib/money';

/** An instant as the Tehran calendar day, Jalali with Persian digits. */
export function dashDate(instant: string): string {
  const ms = Date.parse(instant);
  return Number.isFinite(ms) ? formatNumericDate(todayIn(ms)) : '';
}

export function dashDay(iso: IsoDate): string {
  return formatNumericDate(iso);
}

/** Rial amounts in toman: «۱۲٬۵۰۰٬۰۰۰ تومان». */
export function toman(rial: number): string {
  return formatPrice(rial, 'IRR');
}
