import { describe, expect, it } from 'vitest';
import type { CheckoutInput } from '@/lib/passengers';
import { hotelItems, withHotel, type HotelItemDetails } from '@/server/basket/model';
import { BasketService } from '@/server/basket/service';
import { hotelCheckout } from '@/server/checkout/hotel';
import { CheckoutService, type CheckoutSession } from '@/server/checkout/service';
import { hotelItemDetails } from '../../fixtures/basket';
import { sandboxClient } from '../../fixtures/sandbox-client';

const ORIGIN = 'https://safarnameh.example';

/** A fresh sandbox, a client authorised as the session's current token, and a session double. */
async function setup(opts: { loggedIn?: boolean; fault?: { path: RegExp; spec: string } } = {}) {
  const { client, calls, setToken } = await sandboxClient(opts);
  const adopted: string[] = [];
  const session: CheckoutSession & { basketId: number | null } = {
    isLoggedIn: opts.loggedIn === true,
    basketId: null,
    adoptGuestReserve(tokens, name) {
      setToken(tokens.accessToken);
      adopted.push(name);
    },
  };
  const service = new CheckoutService(hotelCheckout, client, session, ORIGIN);
  /** Puts one hotel in the session's basket. */
  const addHotel = async (d: HotelItemDetails) => {
    session.basketId = (
      await new BasketService(client).change({ sessionId: 's', basketId: session.basketId }, (doc) => withHotel(doc, d))
    ).basketId;
  };
  return { client, calls, session, adopted, service, addHotel };
}

const hotel = (price: number) => hotelItemDetails(0, { packagePrice: price });

const input: CheckoutInput = {
  rooms: [
    [
      { firstName: 'مریم', lastName: 'رضایی', gender: 'FEMALE', isIranian: true, nationalCode: '0012345679', passportNumber: '' },
      { firstName: 'علی', lastName: 'رضایی', gender: 'MALE', isIranian: true, nationalCode: '0012345679', passportNumber: '' },
    ],
  ],
  leader: 1,
  mobile: '09121234567',
  email: 'a@example.com',
};

describe('CheckoutService (hotels)', () => {
  it('refuses a form with errors before touching the upstream', async () => {
    const { service, calls } = await setup();
    calls.length = 0;
    const out = await service.start({ ...input, mobile: '123' });
    expect(out).toMatchObject({ step: 'invalid', errors: { 'contact.mobile': expect.any(String) } });
    expect(calls).toEqual([]);
  });

  it('without a basket the traveller searches again', async () => {
    const { service } = await setup();
    expect(await service.start(input)).toEqual({ step: 'no-basket' });
    expect(await service.payAccepted(123)).toEqual({ step: 'no-basket' });
  });

  it('a changed price is never paid silently: price-changed, then pay only after acceptance, only for this basket’s order', async () => {
    const { service, addHotel, adopted, client, session } = await setup();
    await addHotel(hotel(1));
    const out = await service.start(input);
    if (out.step !== 'price-changed') throw new Error(`expected price-changed, got ${out.step}`);
    expect(out.oldPrice).toBe(1);
    expect(out.newPrice).toBeGreaterThan(1);
    // The guest validated the basket with the contact phone and now holds the guest-reserve session.
    expect(adopted).toEqual(['علی رضایی']);
    // The basket records the passengers, the contact and the pre-reserve.
    const state = await new BasketService(client).load(session.basketId);
    const item = hotelItems(state!.doc)[0]!;
    expect(item.provision).toMatchObject({ factorId: out.factorId, priceChanged: true });
    expect(state!.doc[0]!.passengerInfos).toHaveLength(2);
    expect(state!.doc[0]!.passengerInfos[1]).toMatchObject({ firstName: 'علی', room: 0, isLeader: true });
    expect(await service.payAccepted(out.factorId + 1)).toEqual({ step: 'not-yours' });
    const pay = await service.payAccepted(out.factorId);
    expect(pay).toMatchObject({ step: 'pay', factorId: out.factorId });
  });

  it('the price seen is the price held: straight to payment, the callback on our own result page', async () => {
    const probe = await setup();
    await probe.addHotel(hotel(1));
    const seen = await probe.service.start(input);
    if (seen.step !== 'price-changed') throw new Error('expected a price change on the probe');
    const { service, addHotel, calls } = await setup();
    await addHotel(hotel(seen.newPrice));
    const out = await service.start(input);
    expect(out).toMatchObject({ step: 'pay', paymentUrl: expect.any(String), amount: seen.newPrice });
    const tokenCall = calls.find((p) => p.includes('/payment/token/payment'));
    expect(tokenCall).toBeDefined();
  });

  it('a logged-in traveller books as themself: no guest phone validation', async () => {
    const { service, addHotel, adopted, calls } = await setup({ loggedIn: true });
    await addHotel(hotel(1));
    const out = await service.start(input);
    expect(['price-changed', 'pay']).toContain(out.step);
    expect(adopted).toEqual([]);
    expect(calls.some((p) => p.includes('ValidatePhoneNumber'))).toBe(false);
  });

  it('an upstream refusal is thrown for the caller’s error mapping', async () => {
    const { service, addHotel } = await setup({ fault: { path: /AddPreReserve/, spec: 'status=500' } });
    await addHotel(hotel(1));
    await expect(service.start(input)).rejects.toMatchObject({ name: 'UpstreamError', kind: 'http', status: 500 });
  });

  it('the order status is read from the supplier', async () => {
    const { service } = await setup();
    await expect(service.status(999_999_999)).rejects.toMatchObject({ kind: 'http', status: 404 });
  });
});
