/**
 * The product's flight client (upstream/flights.ts) against the sandbox, in-process and over real HTTP: every flight
 * endpoint passes through the client's schemas and comes out reshaped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from '@/server/sandbox/app';
import { authApi } from '@/server/upstream/auth';
import { flightsApi } from '@/products/flight/server/upstream';
import { UpstreamClient, UpstreamError } from '@/server/upstream/request';
import { dateAfter, startHttpSandbox, type HttpSandbox } from '../sandbox/client';

let http: HttpSandbox;
const sandbox = createSandboxApp({ seed: 1405, firstRoundDelayMs: 0 });
beforeAll(async () => {
  http = await startHttpSandbox({ seed: 1405, firstRoundDelayMs: 0 });
});
afterAll(async () => {
  await http?.close();
});

const day = (n: number) => dateAfter(Date.now(), n);
const passengers = { adults: 2, children: 1, infants: 1 };

describe.each([
  ['in-process', () => ({ baseUrl: 'http://sandbox.internal', transport: (req: Request) => Promise.resolve(sandbox.fetch(req)) })],
  ['over HTTP', () => ({ baseUrl: http.url, transport: (req: Request) => fetch(req) })],
])('flight client against the sandbox %s', (_name, target) => {
  let token: string | null = null;
  const client = () =>
    new UpstreamClient({
      ...target(),
      providerCode: 'web-tests',
      auth: { accessToken: async () => token, onUnauthorized: async () => false },
    });

  beforeAll(async () => {
    token = (await authApi(client()).guestLogin({ username: 'guest', password: 'guest' })).access_token;
  });

  it('search, poll, flight by id, rules, baggage, cancellation rules, charter rule, provision, cancel', async () => {
    const api = flightsApi(client());
    const search = await api.searchToken({
      source: 'THR',
      destination: 'MHD',
      departureDate: day(20),
      returnDate: day(24),
      passengers,
      cabin: 'Y',
    });
    const poll = await api.poll(search);
    expect(poll.info).toMatchObject({ flightType: 2, round: 1, passengers, scope: 'l' });
    expect(poll.info.providersAnswered).toBe(1);
    expect(poll.departures.length).toBeGreaterThan(0);
    expect(poll.returns.length).toBeGreaterThan(0);
    const first = poll.departures[0];
    if (!first) throw new Error('no flight');
    expect(first.flightNumber).toMatch(/^[A-Z0-9]{2} \d{3,4}$/);
    expect(first.total).toBe(first.prices.adult * 2 + first.prices.child + first.prices.infant);
    expect(await api.byId(search, first.id)).toEqual(first);
    expect((await api.fareRules(search, first.id)).length).toBeGreaterThan(0);
    expect((await api.baggage(search, first.id)).items.map((i) => i.passengerType)).toEqual(['adult', 'child', 'infant']);
    const cancellation = await api.cancellationRules(search, first.id);
    expect(cancellation.rules.length).toBeGreaterThan(0);
    expect(cancellation.isRefundable).toBe(first.isRefundable);
    expect((await api.charterRule(search, first.id)).isCharter).toBe(first.isCharter);
    const back = poll.returns[0]?.id as string;
    try {
      const provision = await api.provision(search, first.id, back);
      expect(provision.previousTotal).toBe(first.total + (poll.returns[0]?.total ?? 0));
    } catch (err) {
      expect(err).toBeInstanceOf(UpstreamError);
      expect((err as UpstreamError).status).toBe(409);
    }
    await api.cancel(search);
    await expect(api.poll(search)).rejects.toMatchObject({ status: 410, code: 'search_cancelled' });
  });

  it('booking classes, day prices, non-stop routes, charter schedule', async () => {
    const api = flightsApi(client());
    const classes = await api.flightClasses('IR');
    expect(classes.map((c) => c.cabin)).toContain('C');
    expect(await api.flightClasses('IR', 'Y')).toHaveLength(1);
    const days = await api.dayPrices('THR', 'MHD', day(1), day(30));
    expect(days).toHaveLength(30);
    expect((await api.nonStopRoutes()).some((r) => r.Source === 'THR' && r.Destination === 'MHD')).toBe(true);
    expect((await api.charterSchedule()).length).toBeGreaterThan(0);
  });

  it('bad input comes back as an UpstreamError with the supplier’s message', async () => {
    const api = flightsApi(client());
    const err = await api
      .searchToken({ source: 'THR', destination: 'MHD', departureDate: day(-2), returnDate: null, passengers, cabin: 'Y' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UpstreamError);
    expect(err).toMatchObject({ status: 400, code: 'validation' });
    expect((err as UpstreamError).upstreamMessage).toMatch(/[\u0600-\u06FF]/);
  });
});
