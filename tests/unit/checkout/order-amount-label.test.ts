import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FlightOrderResult } from '@/products/flight/components/FlightOrderResult';
import { InsuranceOrderResult } from '@/products/insurance/components/InsuranceOrderResult';
import type { CheckoutOrder } from '@/server/schemas/provision';

/** Issue 48 point 4c: a paid order is never labelled «مبلغ قابل پرداخت». */
const order = (paid: boolean): CheckoutOrder => ({
  factorId: 7,
  officialFactorId: 'SN1405000007',
  product: 'flight',
  status: paid ? 'issued' : 'pending',
  statusText: paid ? 'صادر شده' : 'در انتظار پرداخت',
  grossPrice: 30_390_000,
  previousPrice: 30_390_000,
  priceChanged: false,
  roleDiscount: 0,
  couponCode: null,
  couponDiscount: 0,
  payable: 30_390_000,
  creditPaid: 0,
  remaining: paid ? 0 : 30_390_000,
  paid,
  trackingCode: paid ? '123456789' : null,
  customerId: null,
  basketId: null,
  tickets: [],
  expireAt: '2030-01-01T10:00:00Z',
});

describe('the amount label of an order result', () => {
  for (const [name, Result] of [
    ['flight', FlightOrderResult],
    ['insurance', InsuranceOrderResult],
  ] as const) {
    it(`${name}: paid says «paid amount», unpaid says «payable»`, () => {
      const paid = renderToString(createElement(Result, { order: order(true) }));
      expect(paid).toContain('مبلغ پرداخت‌شده');
      expect(paid).not.toContain('مبلغ قابل پرداخت');
      const unpaid = renderToString(createElement(Result, { order: order(false) }));
      expect(unpaid).toContain('مبلغ قابل پرداخت');
      expect(unpaid).not.toContain('مبلغ پرداخت‌شده');
    });
  }
});
