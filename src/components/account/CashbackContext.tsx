'use client';
/**
 * The viewer's cashback percent for every result card of a page (spec 001 §9: «… تومان به کیف پول شما برمی‌گردد» on
 * the cards). A product's results section reads it beside its first round (src/server/cashback.ts) and puts it here;
 * a card shows `<CardCashback priceRial={…} />` under its price. Without a provider (a guest, or cashback off) no
 * line. Product-free.
 */
import { createContext, type ReactNode, useContext } from 'react';
import { CashbackNote } from './CashbackNote';

const CashbackContext = createContext<number | null>(null);

export function CashbackProvider({ percent, children }: { percent: number | null | undefined; children?: ReactNode }) {
  return <CashbackContext.Provider value={percent ?? null}>{children}</CashbackContext.Provider>;
}

/** The page's cashback percent, or null. */
export function useCashbackPercent(): number | null {
  return useContext(CashbackContext);
}

/** The card's cashback line for this price (rial), or nothing. */
export function CardCashback({ priceRial, className }: { priceRial: number; className?: string }) {
  const percent = useCashbackPercent();
  return <CashbackNote priceRial={priceRial} percent={percent} {...(className ? { className } : {})} />;
}
