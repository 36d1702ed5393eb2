import { expect } from 'vitest';
import type { IsoDate } from '@/lib/dates';
import { bookableDates } from '@/products/attraction/model/dates';
import { attractionDates } from '@/server/sandbox/booking/attraction-stock';
import { findAttraction } from '@/server/sandbox/data/attractions';
import type { checkoutHarness } from './checkout-helpers';

/**
 * The service baskets the checkout and cancel edge tests fill through the site's own routes: Burj Khalifa tickets
 * (2 adults, 1 child) on the first day the attraction sells, and IKA's departure porter for two adults. Each posts the
 * choice and the travellers step, checks both answered 200 and returns what the test prices against.
 */
// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely by the assertions
type Json = Record<string, any>;
type H = ReturnType<typeof checkoutHarness>;

export const BURJ_KHALIFA = findAttraction('burj-khalifa-at-the-top')!;

/** Burj Khalifa, 2 adults + 1 child, on its first bookable day after `today`; the day and its list price (rial). */
export async function fillBurjKhalifa(h: H, today: IsoDate): Promise<{ serviceDate: string; price: number }> {
  const date = attractionDates(1405, BURJ_KHALIFA, today, new Map()).find((d) => d.serviceDate === bookableDates([d], today)[0])!;
  const tickets = { adult: 2, child: 1, infant: 0 };
  const chosen = await h.post('/api/basket/attractions', { attractionId: BURJ_KHALIFA.id, serviceDate: date.serviceDate, tickets });
  expect(chosen.status).toBe(200);
  const lead = { firstName: 'مریم', lastName: 'احمدی', mobile: '09127776655', email: '' };
  expect((await h.post('/api/checkout/attraction/travellers', lead)).status).toBe(200);
  return { serviceDate: date.serviceDate, price: 2 * date.prices.adult + date.prices.child };
}

/** IKA's departure porter for two adults on `flightDate` (flight W5 1061 at noon), chosen into the basket; the package. */
export async function choosePorter(h: H, flightDate: string): Promise<Json> {
  const round = JSON.parse((await (await h.get(`/stream/cip/IKA?startDate=${flightDate}`)).text()).split('\n')[0]!) as Json;
  const pkg = round.items.find((p: Json) => p.kind === 'departure' && p.serviceType === 'porter');
  const chosen = await h.post('/api/basket/cip', {
    packageId: pkg.packageId,
    flightNumber: 'W5 1061',
    flightDate,
    flightTime: '12:00',
    extraGuests: 0,
    passengers: [
      { type: 'adult', extras: [] },
      { type: 'adult', extras: [] },
    ],
  });
  expect(chosen.status).toBe(200);
  return pkg;
}

/** The CIP travellers step for the porter's two adults. */
export async function postPorterTravellers(h: H): Promise<void> {
  const names = [
    { firstName: 'مریم', lastName: 'احمدی' },
    { firstName: 'علی', lastName: 'احمدی' },
  ];
  expect((await h.post('/api/checkout/cip/travellers', { passengers: names, mobile: '09127776655', email: '' })).status).toBe(200);
}
