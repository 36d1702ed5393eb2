'use client';
/**
 * One price, in the viewer's currency: «۱٬۲۵۰٬۰۰۰ تومان» by default, «۱۳٫۱۶ یورو» for a EUR user. `rial` is the
 * supplier's amount (always rial). `unitClassName` styles the unit apart (a card's big number, small unit).
 */
import { useMoney } from './MoneyProvider';

export function Money({ rial, unitClassName, className }: { rial: number; unitClassName?: string; className?: string }) {
  const money = useMoney();
  return (
    <span className={className} data-money={money.display.code}>
      {money.amount(rial)} {unitClassName ? <span className={unitClassName}>{money.unit}</span> : money.unit}
    </span>
  );
}
