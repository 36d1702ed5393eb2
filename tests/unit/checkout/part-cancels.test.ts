import { describe, expect, it } from 'vitest';
import { CHECKOUT_PRODUCTS } from '@/products/registry.server';
import { cipCancel } from '@/products/cip/messages';
import { partCancels } from '@/server/checkout/products';

/**
 * The dashboard's per-part «cancel» (issue 47): an order another product leads lists the parts joined to it
 * (Order.parts); a part whose product cancels parts on its own (a CIP taken with a flight) gets its cancellation and an
 * order row of its own (its first day, `cancelled` once it was), which its product's rule reads.
 */
const order = (parts: { product: string; title: string; fromDate: string; status: 'issued' | 'cancelled' }[], status = 'issued') => ({
  factorId: 7,
  product: 'flight',
  status,
  parts,
});
const cip = { product: 'cip', title: 'ترانسفر فرودگاه', fromDate: '2026-12-05', status: 'issued' as const };

describe('partCancels', () => {
  it('a CIP part of a flight order: its cancellation, with the CIP’s own first day; its rule decides', () => {
    const [found, ...rest] = partCancels(CHECKOUT_PRODUCTS, order([cip]));
    expect(rest).toEqual([]);
    expect(found!.part).toEqual(cip);
    expect(found!.row).toEqual({ factorId: 7, product: 'cip', status: 'issued', fromDate: '2026-12-05' });
    expect(found!.cancel.refusal(found!.row, '2026-12-04')).toBeNull();
    expect(found!.cancel.refusal(found!.row, '2026-12-05')).toBe(cipCancel.started);
  });

  it('a cancelled part reads as cancelled; an order not issued passes its own status', () => {
    const [cancelled] = partCancels(CHECKOUT_PRODUCTS, order([{ ...cip, status: 'cancelled' }]));
    expect(cancelled!.row.status).toBe('cancelled');
    expect(cancelled!.cancel.refusal(cancelled!.row, '2026-12-01')).toBe(cipCancel.notIssued);
    const [refunded] = partCancels(CHECKOUT_PRODUCTS, order([cip], 'refunded'));
    expect(refunded!.row.status).toBe('refunded');
  });

  it('no parts, the leading product’s own part, or a product that does not cancel parts: nothing', () => {
    expect(partCancels(CHECKOUT_PRODUCTS, order([]))).toEqual([]);
    expect(partCancels(CHECKOUT_PRODUCTS, { factorId: 7, product: 'flight', status: 'issued' })).toEqual([]);
    expect(partCancels(CHECKOUT_PRODUCTS, { ...order([cip]), product: 'cip' })).toEqual([]);
    expect(partCancels(CHECKOUT_PRODUCTS, order([{ ...cip, product: 'hotel' }]))).toEqual([]);
  });
});
