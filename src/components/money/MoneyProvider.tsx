'use client';
/**
 * The viewer's display currency for every price on the page (spec 001 §1): the root layout puts the session's
 * currency and the supplier's rate here (`src/server/display-currency.ts`); prices read it through `useMoney()` or
 * `<Money rial={…} />`. Without a provider (tests, isolated renders) prices are toman.
 */
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type DisplayCurrency, formatMoney, formatMoneyAmount, isTomanDisplay, moneyUnit, TOMAN_DISPLAY } from '@/lib/money';

const MoneyContext = createContext<DisplayCurrency>(TOMAN_DISPLAY);

export function MoneyProvider({ value, children }: { value: DisplayCurrency; children: ReactNode }) {
  return <MoneyContext.Provider value={value}>{children}</MoneyContext.Provider>;
}

export interface MoneyFormat {
  display: DisplayCurrency;
  /** Toman (the default) or a foreign currency chosen by the user. */
  isToman: boolean;
  /** «۱٬۲۵۰٬۰۰۰ تومان» / «۱۳٫۱۶ یورو». */
  format: (rial: number) => string;
  /** The number alone. */
  amount: (rial: number) => string;
  /** «تومان» / «یورو». */
  unit: string;
}

export function moneyFormat(display: DisplayCurrency): MoneyFormat {
  return {
    display,
    isToman: isTomanDisplay(display),
    format: (rial) => formatMoney(rial, display),
    amount: (rial) => formatMoneyAmount(rial, display),
    unit: moneyUnit(display),
  };
}

/** How this viewer's prices are written. */
export function useMoney(): MoneyFormat {
  const display = useContext(MoneyContext);
  return useMemo(() => moneyFormat(display), [display]);
}
