/**
 * The product's insurance client (server/upstream.ts) against the sandbox, in-process and over real HTTP: every
 * insurance answer passes through the client’s schemas; a refusal comes out as an UpstreamError.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareRows } from '@/products/insurance/model/compare';
import { filterPlans, sortPlans } from '@/products/insurance/model/filters';
import { insuranceApi } from '@/products/insurance/server/upstream';
import { createSandboxApp } from '@/server/sandbox/app';
import { authApi } from '@/server/upstream/auth';
import { UpstreamClient, UpstreamError } from '@/server/upstream/request';
import { dateAfter, type HttpSandbox, startHttpSandbox } from '../sandbox/client';

let http: HttpSandbox;
const sandbox = createSandboxApp({ seed: 4610, firstRoundDelayMs: 0 });
beforeAll(async () => {
  http = await startHttpSandbox({ seed: 4611, firstRoundDelayMs: 0 });
});
afterAll(async () => {
  await http?.close();
});

const day = (n: number) => dateAfter(Date.now(), n);

describe.each([
  ['in-process', () => ({ baseUrl: 'http://sandbox.internal', transport: (req: Request) => Promise.resolve(sandbox.fetch(req)) })],
  ['over HTTP', () => ({ baseUrl: http.url, transport: (req: Request) => fetch(req) })],
])('insurance client against the sandbox %s', (_name, target) => {
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

  it('search (one answer) and a plan’s detail', async () => {
    const api = insuranceApi(client());
    const answer = await api.search({ destination: 'ae-dubai', startDate: day(10), days: 7, travellers: [{ birthDate: '1990-05-05' }] });
    expect(answer.trip).toMatchObject({ destinationCountry: 'AE', zone: 'WORLD_EXCL_US_CA', days: 7, endDate: day(16) });
    expect(answer.plans.length).toBeGreaterThan(0);
    expect(answer.plans.length).toBeLessThanOrEqual(12);
    const first = answer.plans[0];
    if (!first) throw new Error('no plan');
    const detail = await api.plan(first.id);
    expect(detail.id).toBe(first.id);
    expect(detail.priceTable[0]?.bandPrices.find((b) => b.band === '13-65')?.price).toBe(first.travellerPrices[0]?.price);
    // A link's counts search by age; the answer has no birth date then.
    const byAge = await api.search({ destination: 'ae-dubai', startDate: day(10), days: 7, travellers: [{ age: 30 }, { age: 7 }] });
    expect(byAge.travellers.map((x) => [x.birthDate, x.band])).toEqual([
      [null, '13-65'],
      [null, '0-12'],
    ]);
    // The client's plans are the model's: sorted, filtered and compared as they come.
    expect(sortPlans(answer.plans, 'ceiling')[0]?.coverage.ceiling).toBe(Math.max(...answer.plans.map((p) => p.coverage.ceiling)));
    expect(filterPlans(answer.plans, { covidOnly: true }).every((p) => p.coverage.covid.covered)).toBe(true);
    expect(compareRows(answer.plans.slice(0, 3)).find((r) => r.key === 'total')?.values).toEqual(
      answer.plans.slice(0, 3).map((p) => p.total),
    );
    const sports = await api.search({
      zone: 'SCHENGEN',
      startDate: day(10),
      endDate: day(12),
      travellers: [{ birthDate: '1990-05-05' }],
      sports: true,
    });
    expect(sports.plans.every((p) => p.sports.available)).toBe(true);
  });

  it('a 400 is an UpstreamError with the Persian message; a bad plan id never leaves the client', async () => {
    const api = insuranceApi(client());
    await expect(
      api.search({ destination: 'TR', startDate: day(-3), days: 3, travellers: [{ birthDate: '1990-05-05' }] }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'validation',
    });
    await expect(api.plan('../x')).rejects.toBeInstanceOf(RangeError);
    await expect(api.plan('NOPE-1')).rejects.toBeInstanceOf(UpstreamError);
  });
});
