/**
 * Baggage per passenger type (issue 48 point 4): the fare's allowance for an adult, a child and an infant, as the
 * sandbox sells it, as the baggage call answers it, and as the ticket prints it on each passenger's own coupon.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { baggageByType, baggageFor, baggageOfMix, type FareBaggage } from '@/products/flight/model/baggage';
import { BaggageRulesResponse, FlightSearchPollResponse } from '@/products/flight/server/schemas';
import { SERVER_PRODUCTS } from '@/products/registry.server';
import { createSandboxApp } from '@/server/sandbox/app';
import { ticketDocument } from '@/server/tickets';
import { domesticFlightOrder, internationalFlightOrder } from '../../fixtures/flight-orders';
import { authed, dateAfter, guestLogin, inProcess, json } from '../sandbox/client';

const legacy: FareBaggage = { checkedKg: 30, cabinKg: 7, infantCheckedKg: 10 };
const perType: FareBaggage = {
  checkedKg: 30,
  cabinKg: 7,
  infantCheckedKg: 10,
  byType: {
    adult: { pieces: 1, checkedKg: 30, cabinKg: 7 },
    child: { pieces: 1, checkedKg: 20, cabinKg: 5 },
    infant: { pieces: 1, checkedKg: 10, cabinKg: 0 },
  },
};

describe('baggage by passenger type', () => {
  it.each([
    ['per-type fare, adult', perType, 'adult', { pieces: 1, checkedKg: 30, cabinKg: 7 }],
    ['per-type fare, child (its own, not the adult’s)', perType, 'child', { pieces: 1, checkedKg: 20, cabinKg: 5 }],
    ['per-type fare, infant: 10 kg + 0', perType, 'infant', { pieces: 1, checkedKg: 10, cabinKg: 0 }],
    ['adult figures only, adult', legacy, 'adult', { pieces: 1, checkedKg: 30, cabinKg: 7 }],
    ['adult figures only, child as an adult', legacy, 'child', { pieces: 1, checkedKg: 30, cabinKg: 7 }],
    ['adult figures only, infant: its checked weight, no cabin bag', legacy, 'infant', { pieces: 1, checkedKg: 10, cabinKg: 0 }],
    ['no checked bag for an infant', { ...legacy, infantCheckedKg: 0 }, 'infant', { pieces: 0, checkedKg: 0, cabinKg: 0 }],
  ] as const)('%s', (_, fare, type, want) => {
    expect(baggageFor(fare, type)).toEqual(want);
  });

  it('the mix lists only the types travelling, in order', () => {
    expect(
      baggageOfMix(perType, { adult: 2, child: 0, infant: 1 }).map((x) => [x.type, x.allowance.checkedKg, x.allowance.cabinKg]),
    ).toEqual([
      ['adult', 30, 7],
      ['infant', 10, 0],
    ]);
    expect(baggageByType(legacy).infant).toEqual({ pieces: 1, checkedKg: 10, cabinKg: 0 });
  });

  it('the sandbox fare carries each type; the baggage call answers the infant 10 kg + 0 on an international flight', async () => {
    const START = Date.UTC(2026, 10, 21, 8, 0, 0);
    let now = START;
    const call = inProcess(createSandboxApp({ seed: 5, clock: () => now, firstRoundDelayMs: 0 }));
    const { access_token } = await guestLogin(call);
    const body = {
      source: 'THR',
      destination: 'IST',
      departureDate: dateAfter(START, 10),
      flightType: 1,
      adults: 1,
      children: 1,
      infants: 1,
    };
    const started = await call('/api2/flights/searchv3', json(body, authed(access_token)));
    const { searchToken } = (await started.json()) as { searchToken: string };
    now += 60_000;
    const polled = await call(`/api2/flights/available/${searchToken}`, { method: 'POST', headers: authed(access_token) });
    const { departures } = v.parse(FlightSearchPollResponse, await polled.json());
    expect(departures.length).toBeGreaterThan(0);
    const economy = departures.find((f) => f.cabin.classType === 1 && !f.isCharter)!;
    expect(economy.baggage.byType).toEqual({
      adult: { pieces: 1, checkedKg: 30, cabinKg: 7 },
      child: { pieces: 1, checkedKg: 30, cabinKg: 7 },
      infant: { pieces: 1, checkedKg: 10, cabinKg: 0 },
    });
    const res = await call('/api/v1/flights/baggages', json({ searchToken, flightId: economy.flightId }, authed(access_token)));
    const { items } = v.parse(BaggageRulesResponse, await res.json()).data;
    expect(items.find((x) => x.passengerType === 'infant')).toMatchObject({ checkedKg: 10, cabinKg: 0 });
    expect(items.find((x) => x.passengerType === 'adult')).toMatchObject({ checkedKg: 30, cabinKg: 7 });
  });

  it('the ticket prints each passenger’s own allowance: the infant 10 kg and no cabin bag, not the adult’s', () => {
    const ctx = { agencyName: 'سفرنامه', itemName: () => '' };
    const doc = ticketDocument(domesticFlightOrder('u1'), ctx, SERVER_PRODUCTS)!;
    const bagOf = (i: number) => doc.coupons[i]!.sections.flatMap((s) => s.fields).find((f) => f.label === 'بار مجاز')?.value;
    expect(bagOf(0)).toBe('۲۰ کیلو، دستی ۷ کیلو');
    expect(bagOf(2)).toBe('۱۰ کیلو، بدون بار دستی');
    // An international round trip with an infant: each of the infant's two coupons says 10 kg and no cabin bag.
    const order = internationalFlightOrder('u1');
    type Vehicle = { passengers: unknown[]; details: Record<string, unknown> };
    const booking = order.booking as {
      basket: { typeInfos: { vehicles: Vehicle[] }; passengerInfos: unknown[] }[];
      tickets: { number: string; passengerIndex: number; leg: 'outbound' | 'return' }[];
    };
    const basket = booking.basket[0]!;
    const baby = {
      type: 'infant',
      fnameEn: 'Sara',
      lnameEn: 'Rezaei',
      gender: 'female',
      isIranian: true,
      nationality: 'IR',
      nationalNumber: '0020304050',
      birthDate: '2025-09-10',
      passportNumber: 'P87654321',
      passportOrigin: 'IR',
      passportExpireDate: '2029-01-01',
      isLeader: false,
    };
    for (const x of basket.typeInfos.vehicles) {
      x.passengers = [...x.passengers, baby];
      x.details = { ...x.details, baggage: perType };
    }
    basket.passengerInfos = [...basket.passengerInfos, baby];
    booking.tickets.push(
      { number: '23529900022', passengerIndex: 2, leg: 'outbound' },
      { number: '23529900023', passengerIndex: 2, leg: 'return' },
    );
    const intl = ticketDocument(order, ctx, SERVER_PRODUCTS)!;
    const byNumber = new Map(
      intl.coupons.map((c) => [c.number, c.sections.flatMap((s) => s.fields).find((f) => f.label === 'بار مجاز')?.value]),
    );
    expect(byNumber.get('23529900022')).toBe('۱۰ کیلو، بدون بار دستی');
    expect(byNumber.get('23529900023')).toBe('۱۰ کیلو، بدون بار دستی');
    expect(byNumber.get(intl.coupons[0]!.number)).toBe('۳۰ کیلو، دستی ۷ کیلو');
  });
});
