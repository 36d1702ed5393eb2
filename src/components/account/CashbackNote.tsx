import { css, cx } from '../../../styled-system/css';
import { cashbackAmount, formatCashback } from '@/lib/money';

/**
 * The per-purchase cashback line (spec 001 §9): «{floor(price × percent / 100) in toman} تومان به کیف پول شما
 * برمی‌گردد», from the viewer's cashback configuration. Nothing when cashback is off (`percent` null) or the amount is
 * under one toman. Product-free: a result card or the review hands it the price (rial) and the percent.
 */
export function CashbackNote({ priceRial, percent, className }: { priceRial: number; percent: number | null; className?: string }) {
  if (percent === null || !(priceRial > 0) || cashbackAmount(priceRial, percent) < 10) return null;
  return (
    <p data-cashback={cashbackAmount(priceRial, percent)} className={cx(css({ fontSize: 'xs', color: 'primary.text' }), className)}>
      {formatCashback(priceRial, percent)}
    </p>
  );
}
