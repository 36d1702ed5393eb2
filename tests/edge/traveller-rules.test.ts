import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as messages from '@/lib/messages';
import { resetSandboxState } from '@/server/sandbox/app';
import { hotelItemDetails } from '../fixtures/basket';
import { checkoutHarness, hotelGuest, hotelGuests } from './checkout-helpers';

/**
 * Issue 48 point 6 as a bypassed form plays it: the hotel guests step runs the shared traveller rules
 * (src/lib/travellers.ts) again on the one travellers route (workerd, the real edge pipeline and sandbox), so a
 * request the browser's form never checked is refused with a Persian 400 on the field, and nothing is written.
 */
vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => resetSandboxState());

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely
type Json = Record<string, any>;

async function withHotel() {
  const h = checkoutHarness();
  expect((await h.post('/api/basket/hotels', { details: hotelItemDetails(0) })).status).toBe(200);
  return h;
}

async function refused(res: Response): Promise<Json> {
  expect(res.status).toBe(400);
  const body = (await res.json()) as Json;
  expect(body).toMatchObject({ succeed: false, code: 'validation', message: messages.checkout.fixForm });
  return body;
}

describe('the hotel guests step on the shared traveller rules', () => {
  it('Latin letters in an Iranian guest’s (Persian) name are a 400 with the Persian message on that field', async () => {
    const h = await withHotel();
    const rooms = [[hotelGuest('Maryam', '0012345679'), { ...hotelGuest('سارا', '1234567891'), lastName: 'Rezaei' }]];
    const body = await refused(await h.post('/api/checkout/hotel/travellers', { ...hotelGuests, rooms }));
    expect(body.errors).toEqual({
      'r0g0.firstName': messages.auth.nameInvalidPersian,
      'r0g1.lastName': messages.auth.nameInvalidPersian,
    });
    // Nothing was written: the basket's hotel still has no guests.
    const current = (await (await h.get('/api/basket/current')).json()) as Json;
    expect(current.basket.hotels[0].passengers).toHaveLength(0);
  });

  it('two guests with the same national code (once in Persian digits) are a 400 on the later guest', async () => {
    const h = await withHotel();
    const rooms = [[hotelGuest('مریم', '0012345679'), hotelGuest('سارا', '۰۰۱۲۳۴۵۶۷۹')]];
    const body = await refused(await h.post('/api/checkout/hotel/travellers', { ...hotelGuests, rooms }));
    expect(body.errors).toEqual({ 'r0g1.nationalCode': messages.travellers.nationalCodeDuplicate });
  });

  it('a foreign guest gives Latin names and a passport: accepted; Persian names for a foreigner are refused', async () => {
    const h = await withHotel();
    const foreign = { ...hotelGuest('Anna', ''), lastName: 'Schmidt', isIranian: false, passportNumber: 'C01X00T47' };
    const persian = await h.post('/api/checkout/hotel/travellers', {
      ...hotelGuests,
      rooms: [[hotelGuests.rooms[0]![0]!, { ...foreign, firstName: 'آنا' }]],
    });
    expect((await refused(persian)).errors).toEqual({ 'r0g1.firstName': messages.auth.nameInvalidLatin });
    const ok = await h.post('/api/checkout/hotel/travellers', { ...hotelGuests, rooms: [[hotelGuests.rooms[0]![0]!, foreign]] });
    expect(ok.status, await ok.clone().text()).toBe(200);
  });
});
