/** The flight's sale cutoff is the shared rule of a scheduled departure (src/lib/sale-cutoff.ts): flight+hotel sells the same flights. */
export { type CutoffFlight, isDomesticFlight, onSale, SALE_CUTOFF_HOURS, saleClosesAt } from '@/lib/sale-cutoff';
