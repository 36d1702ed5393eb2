/**
 * The sandbox's travel insurance, in-process and over real HTTP: the one-answer plan search, a plan's detail, an
 * insurance basket booked by BasketBook into an order with a contract per traveller, the contracts, their
 * cancellation before the first day (and its refusal after), the contract document and its QR page; determinism
 * per seed, a fault knob, and the 400s of bad input. Every answer passes its schema with no undeclared field.
 */
import type * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insuranceModel } from '@/products/insurance/messages';
import { insuranceItemDetails } from '@/products/insurance/server/basket';
import {
  InsuranceCancelResponse,
  InsuranceContractDocumentResponse,
  InsuranceContractsResponse,
  InsurancePlanDetailResponse,
  type InsuranceSearchAnswer,
  InsuranceSearchResponse,
  InsuranceVerification,
} from '@/products/insurance/server/schemas';
import { createSandboxApp } from '@/server/sandbox/app';
import { answerDelayFromEnv } from '@/server/sandbox/context';
import { ErrorBody } from '@/server/schemas';
import { CheckoutOrderResponse } from '@/server/schemas/provision';
import { INSURANCE_REFUSALS } from '@/server/sandbox/data/insurance/refusals';
import { authed, type Call, dateAfter, guestLogin, type HttpSandbox, inProcess, json, login, startHttpSandbox } from './client';
import { contractProblems } from './contract-suite';
import { qrMatrix } from '@/server/tickets/qr';
import { QR_SIDE } from '@/server/tickets/render';
import { pdfFilledSquares, pdfPages } from '../tickets/pdf-text';

// biome-ignore lint/suspicious/noExplicitAny: the tests read answers the schemas have already checked (expectContract)
type Json = Record<string, any>;
const read = async (res: Response | Promise<Response>): Promise<Json> => (await (await res).json()) as Json;

/** 2026-11-21, 11:30 in Tehran. */
const START = Date.UTC(2026, 10, 21, 8, 0, 0);
const DAY = 86_400_000;
const day = (n: number) => dateAfter(START, n);

interface Target {
  call: Call;
  advance(ms: number): void;
}

let http: HttpSandbox | undefined;
let httpNow = START;
beforeAll(async () => {
  http = await startHttpSandbox({ seed: 4602, clock: () => httpNow, firstRoundDelayMs: 0 });
});
afterAll(async () => {
  await http?.close();
});

function inProcessTarget(seed: number): Target {
  let now = START;
  return { call: inProcess(createSandboxApp({ seed, clock: () => now, firstRoundDelayMs: 0 })), advance: (ms) => (now += ms) };
}

async function expectContract(res: Response, status: number, schema: v.GenericSchema): Promise<Json> {
  const text = await res.text();
  expect(res.status, text.slice(0, 300)).toBe(status);
  expect(res.headers.get('content-type') ?? '').toMatch(/^application\/json/);
  const body = JSON.parse(text);
  expect(contractProblems(schema, body), text.slice(0, 300)).toEqual([]);
  return body;
}

const search = (over: Record<string, unknown> = {}) => ({
  destination: 'tr-istanbul',
  startDate: day(20),
  endDate: day(29),
  travellers: [{ birthDate: '1985-04-10' }, { birthDate: '2016-08-01' }],
  ...over,
});

const travellers = [
  { fnameEn: 'Maryam', lnameEn: 'Ahmadi', fnameFa: 'مریم', lnameFa: 'احمدی', passportNumber: 'K12345678', birthDate: '1985-04-10' },
  { fnameEn: 'Sara', lnameEn: 'Ahmadi', passportNumber: 'K87654321', birthDate: '2016-08-01', gender: 'FEMALE' },
];

describe.each([
  ['in-process', (): Target => inProcessTarget(4601)],
  [
    'over HTTP',
    (): Target => {
      if (!http) throw new Error('HTTP sandbox not started');
      return { call: http.call, advance: (ms) => (httpNow += ms) };
    },
  ],
])('insurance %s', (_label, makeTarget) => {
  let t: Target;
  let guest: Record<string, string>;
  beforeAll(async () => {
    t = makeTarget();
    guest = authed((await guestLogin(t.call)).access_token);
  });
  const post = (path: string, body: unknown, headers = guest) => t.call(path, json(body, headers));
  let attempts = 0;

  it('searches once: at most 12 plans for Istanbul, every one covering Turkey, cheapest first', async () => {
    const body = await expectContract(await post('/api2/Insurance/Search', search()), 200, InsuranceSearchResponse);
    const a = body.data as InsuranceSearchAnswer;
    expect(a.trip).toMatchObject({ destinationCountry: 'TR', destinationName: 'استانبول', zone: 'WORLD_EXCL_US_CA', days: 10 });
    expect(a.trip.tier).toEqual({ minDays: 8, maxDays: 15 });
    expect(a.plans).toHaveLength(12);
    expect(a.totalCount).toBe(20);
    expect(new Set(a.plans.map((p) => p.zone))).not.toContain('SCHENGEN');
    const totals = a.plans.map((p) => p.total);
    expect(totals).toEqual([...totals].sort((x, y) => x - y));
    for (const p of a.plans) {
      expect(p.coversAll).toBe(true);
      expect(p.total).toBe(p.travellerPrices.reduce((n, l) => n + (l.price ?? 0), 0));
      expect(p.travellerPrices.map((l) => l.band)).toEqual(['13-65', '0-12']);
      expect(p.total % 10_000).toBe(0);
    }
    expect(a.travellers.map((x) => x.eligible)).toEqual([true, true]);
  });

  it('Schengen destinations get Schengen plans too; the USA only worldwide ones; `days` gives the end', async () => {
    const de = (await (await post('/api2/Insurance/Search', search({ destination: 'DE', endDate: undefined, days: 10 }))).json()) as {
      data: InsuranceSearchAnswer;
    };
    expect(de.data.trip).toMatchObject({ zone: 'SCHENGEN', endDate: day(29), days: 10 });
    expect(de.data.totalCount).toBe(30);
    expect(de.data.plans.every((p) => p.coverage.ceiling >= 10_000)).toBe(true);
    const us = (await (await post('/api2/Insurance/Search', search({ destination: 'US' }))).json()) as { data: InsuranceSearchAnswer };
    expect(us.data.trip.zone).toBe('WORLDWIDE');
    expect(us.data.plans.length).toBe(10);
    expect(us.data.plans.every((p) => p.zone === 'WORLDWIDE')).toBe(true);
  });

  it('a traveller past every plan’s age limit is named; the plans say which of the others they cover', async () => {
    const res = await post(
      '/api2/Insurance/Search',
      search({ travellers: [{ birthDate: '1980-01-01' }, { birthDate: '1948-03-01' }, { birthDate: '1935-01-01' }] }),
    );
    const a = (await expectContract(res, 200, InsuranceSearchResponse)).data as InsuranceSearchAnswer;
    expect(a.travellers.map((x) => [x.age, x.band, x.eligible])).toEqual([
      [46, '13-65', true],
      [78, '76-80', true],
      [91, '81+', false],
    ]);
    expect(a.travellers[2]?.message).toBe(insuranceModel.overAge(91));
    expect(a.plans.some((p) => p.coversAll)).toBe(false);
    // Plans covering both the others come first; the 78-year-old only with insurers selling past 75.
    const first = a.plans[0];
    expect(first?.coveredTravellers).toEqual([0, 1]);
    expect(first && first.maxAge >= 78).toBe(true);
    expect(a.travellers[1]?.planCount).toBe(a.plans.filter((p) => p.coveredTravellers.includes(1)).length);
  });

  it.each([
    ['a past start', { startDate: day(-1) }, INSURANCE_REFUSALS.pastStart],
    ['a trip longer than any plan', { endDate: day(20 + 92) }, insuranceModel.tripTooLong(92)],
    ['an end before the start', { endDate: day(10) }, INSURANCE_REFUSALS.endBeforeStart],
    ['a 100-day trip by `days`', { endDate: undefined, days: 100 }, insuranceModel.tripTooLong(92)],
    ['no day at all', { endDate: undefined, days: 0 }, 'مدت سفر باید دست‌کم یک روز باشد'],
    ['days that disagree with the dates', { days: 3 }, INSURANCE_REFUSALS.daysMismatch],
    ['no end at all', { endDate: undefined }, INSURANCE_REFUSALS.noEnd],
    ['an unknown destination', { destination: 'xx-nowhere' }, INSURANCE_REFUSALS.unknownDestination],
    ['Iran', { destination: 'ir-kish' }, INSURANCE_REFUSALS.homeDestination],
    ['no destination nor zone', { destination: undefined }, INSURANCE_REFUSALS.noDestination],
    ['a zone narrower than the destination', { destination: 'US', zone: 'SCHENGEN' }, INSURANCE_REFUSALS.zoneNotCovered],
    ['a birth after the start', { travellers: [{ birthDate: day(25) }] }, INSURANCE_REFUSALS.bornAfterStart],
    ['no traveller', { travellers: [] }, 'دست‌کم یک مسافر لازم است'],
    ['a traveller with neither birth date nor age', { travellers: [{}] }, 'برای هر مسافر تاریخ تولد یا سن لازم است'],
    ['an age past 120', { travellers: [{ age: 130 }] }, 'سن مسافر معتبر نیست'],
    [
      'ten travellers',
      { travellers: Array.from({ length: 10 }, () => ({ birthDate: '1990-01-01' })) },
      'حداکثر ۹ مسافر در یک جستجو مجاز است',
    ],
  ])('400 with a Persian message for %s', async (_name, over, message) => {
    const body = await expectContract(await post('/api2/Insurance/Search', search(over)), 400, ErrorBody);
    expect(body).toMatchObject({ succeed: false, code: 'validation', message });
  });

  it('400 for a body that is not JSON, 401 without a token', async () => {
    const bad = await t.call('/api2/Insurance/Search', {
      method: 'POST',
      headers: { ...guest, 'Content-Type': 'application/json' },
      body: '{',
    });
    await expectContract(bad, 400, ErrorBody);
    const anon = await t.call('/api2/Insurance/Search', json(search()));
    expect(anon.status).toBe(401);
  });

  it('a plan’s detail: its whole price table, coverage table and terms; 404 for an unknown plan', async () => {
    const body = await expectContract(
      await t.call('/api2/Insurance/Plan/SAMAN-SCH-2', { headers: guest }),
      200,
      InsurancePlanDetailResponse,
    );
    expect(body.data).toMatchObject({ id: 'SAMAN-SCH-2', zone: 'SCHENGEN', maxTripDays: 92, maxAge: 85 });
    expect(body.data.insurer.name.fa).toBe('بیمه سامان');
    expect(body.data.priceTable).toHaveLength(7);
    expect(body.data.coverageTable.map((r: { key: string }) => r.key)).toContain('covid');
    const missing = await t.call('/api2/Insurance/Plan/NOPE-1', { headers: guest });
    await expectContract(missing, 404, ErrorBody);
    const logo = await t.call('/sandbox/img/insurer/SAMAN.svg');
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  /** A basket with the plan for the travellers, booked and paid from the wallet of a counter account. */
  async function issuedOrder(
    user: Record<string, string>,
    plan: InsuranceSearchAnswer['plans'][number],
    start: number,
    end: number,
    full?: Record<string, unknown>,
  ) {
    const item = {
      key: 'ins-1',
      details: full ?? { planId: plan.id, destination: 'tr-istanbul', startDate: day(start), endDate: day(end), totalPrice: plan.total },
      passengers: travellers,
    };
    const basket = await read(post('/api2/Basket/Create', { data: JSON.stringify([{ typeInfos: { insurances: [item] } }]) }, user));
    const key = `ins-${start}-${plan.id}-${++attempts}`;
    const booked = await expectContract(
      await post('/api2/Basket/BasketBook', { basketId: basket.data.basketId, idempotencyKey: key }, user),
      200,
      CheckoutOrderResponse,
    );
    const paid = await expectContract(
      await post(
        '/api/v3/payment/usecredit',
        { factorId: booked.data.factorId, amount: booked.data.payable, idempotencyKey: `${key}-pay` },
        user,
      ),
      200,
      CheckoutOrderResponse,
    );
    return { booked: booked.data, paid: paid.data };
  }

  it('books an insurance basket into an order with a contract per traveller; contracts, document and QR page', async () => {
    const user = authed((await login(t.call, '09120000002', 'Sandbox!234')).access_token);
    const a = (await read(post('/api2/Insurance/Search', search(), user))).data as InsuranceSearchAnswer;
    const plan = a.plans[0]!;
    const { booked, paid } = await issuedOrder(user, plan, 20, 29);
    expect(booked).toMatchObject({ product: 'insurance', status: 'pending', grossPrice: plan.total, priceChanged: false });
    // The counter's 5 % is taken off the premium.
    expect(booked.roleDiscount).toBe(Math.floor(plan.total * 0.05));
    expect(paid.status).toBe('issued');
    expect(paid.tickets.map((x: { number: string; name: string }) => x.name)).toEqual(['مریم احمدی', 'Sara Ahmadi']);
    expect(paid.tickets[0].number).toMatch(new RegExp(`^[A-Z]{3}-${paid.factorId}-01$`));

    const contracts = await expectContract(
      await t.call(`/api2/Insurance/Contracts/${paid.factorId}`, { headers: user }),
      200,
      InsuranceContractsResponse,
    );
    expect(contracts.data.contracts.map((k: { premium: number }) => k.premium)).toEqual(plan.travellerPrices.map((l) => l.price));

    const doc = await expectContract(
      await t.call(`/ticketapi/v1/Contract/InsuranceContract/${paid.factorId}`, { headers: user }),
      200,
      InsuranceContractDocumentResponse,
    );
    expect(doc.data).toMatchObject({
      factorId: paid.factorId,
      plan: { id: plan.id },
      trip: { destinationName: 'استانبول', days: 10 },
      total: plan.total,
    });
    expect(doc.data.issuedAt).toBe(new Date(START).toISOString());
    expect(doc.data.contracts[0].traveller).toMatchObject({
      nameFa: 'مریم احمدی',
      nameEn: 'MARYAM AHMADI',
      passportNumber: 'K12345678',
      age: 41,
    });
    const one = await read(
      t.call(`/ticketapi/v1/Contract/InsuranceContract/${paid.factorId}?contract=${paid.tickets[1].number}`, { headers: user }),
    );
    expect(one.data.contracts).toHaveLength(1);

    const qr = new URL(doc.data.contracts[1].verificationUrl, 'http://x').pathname;
    const verified = await t.call(qr);
    const check = await read(verified);
    expect(contractProblems(InsuranceVerification, check)).toEqual([]);
    expect(check).toMatchObject({ valid: true, status: 'issued', insured: 'S. AHMADI' });

    // Someone else's order is unknown to them.
    const other = authed((await login(t.call, '09120000003', 'Sandbox!234')).access_token);
    await expectContract(await t.call(`/ticketapi/v1/Contract/InsuranceContract/${paid.factorId}`, { headers: other }), 404, ErrorBody);
  });

  it('the contracts PDF of a basket item as the site writes it: it parses, and each page has its contract’s QR', async () => {
    const user = authed((await login(t.call, '09120000002', 'Sandbox!234')).access_token);
    const a = (await read(post('/api2/Insurance/Search', search(), user))).data as InsuranceSearchAnswer;
    const plan = a.plans[0]!;
    const details = insuranceItemDetails(plan, a, 'tr-istanbul', [41, 10]);
    const { paid } = await issuedOrder(user, plan, 20, 29, details);
    const doc = await expectContract(
      await t.call(`/ticketapi/v1/Contract/InsuranceContract/${paid.factorId}`, { headers: user }),
      200,
      InsuranceContractDocumentResponse,
    );
    const pdf = await t.call(`/api/v1/tickets/pdf/${paid.factorId}`, { headers: user });
    expect(pdf.status, await pdf.clone().text()).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    const pages = await pdfPages(bytes);
    expect(pages).toHaveLength(2);
    const flat = (s: string) => s.replace(/[\s\u200c]/g, '');
    expect(flat(pages[0]!)).toContain('MaryamAhmadi');
    expect(flat(pages[1]!)).toContain('SaraAhmadi');
    const squares = await pdfFilledSquares(bytes);
    expect(squares).toHaveLength(2);
    for (const [i, k] of doc.data.contracts.entries()) {
      expect(flat(pages[i]!)).toContain(k.contractNumber);
      const { size, dark } = qrMatrix(k.verificationUrl);
      const cell = QR_SIDE / size;
      const mine = squares[i]!.filter((q) => Math.abs(q.side - cell) < 1e-6);
      const left = Math.min(...mine.map((q) => q.x));
      const top = Math.max(...mine.map((q) => q.y + q.side));
      const drawn = mine.map((q) => `${Math.round((top - q.y - q.side) / cell)},${Math.round((q.x - left) / cell)}`).sort();
      expect(drawn).toEqual(dark.map(([r, c]) => `${r},${c}`).sort());
    }
  });

  it('a flight with insurance is one order the flight leads: its e-ticket prints the flight only, the contracts apart', async () => {
    // The agent's wallet pays a trip abroad for two.
    const user = authed((await login(t.call, '09120000003', 'Sandbox!234')).access_token);
    const flightSearch = { source: 'IKA', destination: 'IST', departureDate: day(20), flightType: 1, adults: 1, children: 1 };
    const token = (await read(post('/api2/flights/searchv3', flightSearch, user))).searchToken as string;
    const flights = (await read(t.call(`/api2/flights/available/${token}`, { method: 'POST', headers: user }))).departures as Json[];
    let vehicle: Json | null = null;
    for (const f of flights) {
      const res = await post('/api2/flights/Provision', { searchToken: token, flightId: f.flightId }, user);
      if (res.status !== 200) continue;
      const provision = (await read(res)).data;
      const passengers = travellers.map((x, i) => ({ ...x, type: i === 0 ? 'adult' : 'child', isIranian: true }));
      vehicle = {
        key: 'v1',
        leg: 'outbound',
        searchToken: token,
        counts: { adult: 1, child: 1, infant: 0 },
        details: f,
        passengers,
        provision,
      };
      break;
    }
    if (!vehicle) throw new Error('no bookable flight');
    const plan = ((await read(post('/api2/Insurance/Search', search(), user))).data as InsuranceSearchAnswer).plans[0]!;
    const item = {
      key: 'ins',
      details: { planId: plan.id, destination: 'tr-istanbul', startDate: day(20), endDate: day(29), totalPrice: plan.total },
      passengers: travellers,
    };
    const data = JSON.stringify([{ typeInfos: { vehicles: [vehicle], insurances: [item] } }]);
    const basket = await read(post('/api2/Basket/Create', { data }, user));
    const booked = (await read(post('/api2/Basket/BasketBook', { basketId: basket.data.basketId, idempotencyKey: 'flight-ins-1' }, user)))
      .data;
    expect(booked.product).toBe('flight');
    expect(booked.grossPrice).toBe(vehicle.provision.totalPrice + plan.total);
    const paid = (
      await read(
        post('/api/v3/payment/usecredit', { factorId: booked.factorId, amount: booked.payable, idempotencyKey: 'flight-ins-pay' }, user),
      )
    ).data;
    expect(paid.status).toBe('issued');
    // Two flight tickets, then the two contracts.
    expect(paid.tickets.map((x: Json) => x.leg ?? 'contract')).toEqual(['outbound', 'outbound', 'contract', 'contract']);
    const ticket = (await read(t.call(`/ticketapi/v1/crs_tickets/getticket/${paid.factorId}`, { headers: user }))).data;
    expect(ticket.coupons).toHaveLength(2);
    const doc = await expectContract(
      await t.call(`/ticketapi/v1/Contract/InsuranceContract/${paid.factorId}`, { headers: user }),
      200,
      InsuranceContractDocumentResponse,
    );
    expect(doc.data.contracts.map((k: Json) => k.contractNumber)).toEqual(paid.tickets.slice(2).map((x: Json) => x.number));
  });

  it('cancels before the first day with a refund to the wallet (once), and never on or after it', async () => {
    const user = authed((await login(t.call, '09120000002', 'Sandbox!234')).access_token);
    const a = (await read(post('/api2/Insurance/Search', search({ startDate: day(3), endDate: day(9) }), user)))
      .data as InsuranceSearchAnswer;
    const balance = async () => (await read(t.call('/api2/SSO/Users/GetBalance', { headers: user }))).data.user_balance as number;
    const { paid } = await issuedOrder(user, a.plans[1]!, 3, 9);
    const before = await balance();
    // The whole-order refund does not price contracts: it refuses, and moves no money.
    const generic = await post('/api2/Refunds/RequestRefund', { factorId: paid.factorId }, user);
    await expectContract(generic, 400, ErrorBody);
    expect(await balance()).toBe(before);
    const first = await expectContract(
      await post('/api2/Insurance/CancelContract', { factorId: paid.factorId, contractNumbers: [paid.tickets[1].number] }, user),
      200,
      InsuranceCancelResponse,
    );
    const line = first.data.cancelled[0];
    expect(line.fee).toBe(Math.round((line.premium * 0.05) / 10_000) * 10_000);
    expect(line.refund).toBe(line.premium - line.fee);
    expect(first.data).toMatchObject({ refundAmount: line.refund, refundedTo: 'wallet', orderStatus: 'issued' });
    expect(await balance()).toBe(before + line.refund);
    const again = await post(
      '/api2/Insurance/CancelContract',
      { factorId: paid.factorId, contractNumbers: [paid.tickets[1].number] },
      user,
    );
    expect((await expectContract(again, 409, ErrorBody)).code).toBe('already_refunded');
    expect(await balance()).toBe(before + line.refund);
    const unknown = await post('/api2/Insurance/CancelContract', { factorId: paid.factorId, contractNumbers: ['SMN-1-01'] }, user);
    await expectContract(unknown, 404, ErrorBody);

    // On the first day the cover has started.
    t.advance(3 * DAY);
    try {
      const later = authed((await login(t.call, '09120000002', 'Sandbox!234')).access_token);
      const late = await post('/api2/Insurance/CancelContract', { factorId: paid.factorId }, later);
      expect(await expectContract(late, 409, ErrorBody)).toMatchObject({ code: 'not_cancellable', message: INSURANCE_REFUSALS.started });
    } finally {
      t.advance(-3 * DAY);
    }
    // The rest, before the first day: the order is then refunded.
    const rest = await expectContract(
      await post('/api2/Insurance/CancelContract', { factorId: paid.factorId }, user),
      200,
      InsuranceCancelResponse,
    );
    expect(rest.data).toMatchObject({ orderStatus: 'refunded' });
    const contracts = (await read(t.call(`/api2/Insurance/Contracts/${paid.factorId}`, { headers: user }))).data.contracts;
    expect(contracts.map((k: { status: string }) => k.status)).toEqual(['cancelled', 'cancelled']);
  });

  it('BasketBook refuses what the plan cannot insure: a traveller past its age, a zone it does not cover', async () => {
    const user = authed((await login(t.call, '09120000002', 'Sandbox!234')).access_token);
    const book = async (planId: string, passengers: unknown[]) => {
      const item = {
        key: 'k',
        details: { planId, destination: 'tr-istanbul', startDate: day(20), endDate: day(29), totalPrice: 1 },
        passengers,
      };
      const basket = await read(post('/api2/Basket/Create', { data: JSON.stringify([{ typeInfos: { insurances: [item] } }]) }, user));
      return post(
        '/api2/Basket/BasketBook',
        { basketId: basket.data.basketId, idempotencyKey: `refuse-${planId}-${passengers.length}` },
        user,
      );
    };
    const old = await book('MOALLEM-WXU-1', [{ ...travellers[0], birthDate: '1948-03-01' }]);
    expect(await expectContract(old, 400, ErrorBody)).toMatchObject({ message: INSURANCE_REFUSALS.overPlanAge(78, 75) });
    const schengen = await book('SAMAN-SCH-1', travellers);
    expect(await expectContract(schengen, 400, ErrorBody)).toMatchObject({ message: INSURANCE_REFUSALS.zoneNotCovered });
    const nobody = await book('SAMAN-WW-1', []);
    expect(await expectContract(nobody, 400, ErrorBody)).toMatchObject({ message: INSURANCE_REFUSALS.travellersIncomplete });
  });

  it('the price-change knob on BasketBook re-prices the premium: the traveller must accept the new price', async () => {
    const user = authed((await login(t.call, '09120000002', 'Sandbox!234')).access_token);
    const plan = ((await read(post('/api2/Insurance/Search', search(), user))).data as InsuranceSearchAnswer).plans[2]!;
    const item = {
      key: 'k',
      details: { planId: plan.id, destination: 'TR', startDate: day(20), endDate: day(29), totalPrice: plan.total },
      passengers: travellers,
    };
    const basket = await read(post('/api2/Basket/Create', { data: JSON.stringify([{ typeInfos: { insurances: [item] } }]) }, user));
    const res = await post(
      '/api2/Basket/BasketBook',
      { basketId: basket.data.basketId, idempotencyKey: 'price-change-1' },
      { ...user, 'X-Sandbox-Fault': 'price-change=10' },
    );
    const order = (await expectContract(res, 200, CheckoutOrderResponse)).data;
    expect(order).toMatchObject({
      priceChanged: true,
      previousPrice: plan.total,
      grossPrice: Math.round((plan.total * 1.1) / 10_000) * 10_000,
    });
  });

  it('fault knobs: `empty` answers no plan, `status=503` the error shape', async () => {
    const empty = await post('/api2/Insurance/Search', search(), { ...guest, 'X-Sandbox-Fault': 'empty' });
    const a = (await expectContract(empty, 200, InsuranceSearchResponse)).data as InsuranceSearchAnswer;
    expect(a).toMatchObject({ plans: [], totalCount: 0 });
    const down = await post('/api2/Insurance/Search', search(), { ...guest, 'X-Sandbox-Fault': 'status=503' });
    expect(await expectContract(down, 503, ErrorBody)).toMatchObject({ code: 'upstream_error' });
  });
});

describe('determinism', () => {
  const answer = async (seed: number) => {
    const call = inProcess(createSandboxApp({ seed, clock: () => START }));
    const g = authed((await guestLogin(call)).access_token);
    return (await (await call('/api2/Insurance/Search', json(search({ destination: 'FR' }), g))).json()) as { data: InsuranceSearchAnswer };
  };

  it('two apps of the same seed answer the same plans and prices; another seed other prices', async () => {
    const [a, b, c] = await Promise.all([answer(77), answer(77), answer(78)]);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(a.data.plans.map((p) => p.total)).not.toEqual(c.data.plans.map((p) => p.total));
    // Plan ids do not depend on the seed.
    expect(new Set(a.data.plans.map((p) => p.id.split('-')[0]))).toEqual(new Set(c.data.plans.map((p) => p.id.split('-')[0])));
  });
});

describe('a supplier’s answer time (answerDelayMs, the bench’s SANDBOX_ANSWER_DELAY_MS)', () => {
  it('the quote and the attraction and CIP lists wait answerDelayMs before answering; 0 (the default) waits nothing', async () => {
    const waits: number[] = [];
    const sleep = async (ms: number) => {
      waits.push(ms);
    };
    const call = inProcess(createSandboxApp({ seed: 5, clock: () => START, answerDelayMs: 1200, sleep }));
    const g = authed((await guestLogin(call)).access_token);
    expect((await call('/api2/Insurance/Search', json(search(), g))).status).toBe(200);
    expect((await call('/api/attraction/core/v1/available?CityId=1', { headers: g })).status).toBe(200);
    expect((await call('/api/attraction/core/v1/available?CityId=1&isCip=true', { headers: g })).status).toBe(200);
    expect(waits).toEqual([1200, 1200, 1200]);
    // A bad request is refused at once.
    expect((await call('/api/attraction/core/v1/available?CityId=x', { headers: g })).status).toBe(400);
    expect(waits).toHaveLength(3);
    const none: number[] = [];
    const plain = inProcess(createSandboxApp({ seed: 5, clock: () => START, sleep: async (ms) => void none.push(ms) }));
    const pg = authed((await guestLogin(plain)).access_token);
    expect((await plain('/api2/Insurance/Search', json(search(), pg))).status).toBe(200);
    expect(none).toEqual([]);
  });

  it('SANDBOX_ANSWER_DELAY_MS: whole milliseconds up to 10 s; anything else is no wait', () => {
    expect([undefined, '', 'x', '-5', '1.5', '123456'].map(answerDelayFromEnv)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(['0', '1200', '99999'].map(answerDelayFromEnv)).toEqual([0, 1200, 10_000]);
  });
});
