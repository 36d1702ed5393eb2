import { describe, expect, it } from 'vitest';
import * as messages from '@/lib/messages';
import { type SearchRoundEvent, searchRounds, stopMessage, streamStart } from '@/server/search/pipeline';
import { pageFirstRound } from '@/server/search/prepared-search';
import { invalidDestination } from '@/server/search/requests';
import { UpstreamClient } from '@/server/upstream/request';
import {
  BAD_AGES,
  FIXTURE_LIMIT_MS,
  type Plan,
  type PlanInfo,
  type PlansAnswer,
  fixtureSearch,
  plan,
  plansSupplier,
} from '../../fixtures/single-answer-product';
import { fakeTimers } from './fake-timers';

/**
 * The pipeline's single-answer mode, with the test-only insurance-plans product and a scripted supplier behind a real
 * UpstreamClient, on a virtual clock: one call, one finished round and the summary, the same events a polled search
 * streams; every failure an outage (reason 'error', the Persian line), never "no results"; every wait bounded.
 */
type Event = SearchRoundEvent<Plan, PlanInfo>;

const request = { destination: 'tr-istanbul', ages: [30, 4] };
const today = '2030-01-01';

function setup(script: Parameters<typeof plansSupplier>[0]) {
  const time = fakeTimers(Date.UTC(2030, 0, 1));
  const supplier = plansSupplier(script);
  const client = new UpstreamClient({
    baseUrl: 'https://supplier.test',
    transport: supplier.answer,
    providerCode: 'test',
    timers: time.timers,
  });
  return { time, supplier, client };
}

async function collect(events: AsyncIterable<Event>): Promise<Event[]> {
  const out: Event[] = [];
  for await (const e of events) out.push(e);
  return out;
}

const answer = (plans: Plan[], hasMore = false): PlansAnswer => ({ plans, hasMore });

describe('searchRounds in single-answer mode', () => {
  it('makes one call and streams one finished round, then the summary', async () => {
    const s = setup([answer([plan(1, 500), plan(2, 300)])]);
    const events = await collect(searchRounds(fixtureSearch, s.client, { request }, { timers: s.time.timers }));
    expect(s.supplier.calls).toEqual([{ page: 1, body: request }]);
    expect(events).toEqual([
      {
        type: 'round',
        round: 1,
        // What the card never shows stays on the server (`forResultsList`); the viewer's cut is the stream's.
        items: [
          { ...plan(1, 500), terms: '' },
          { ...plan(2, 300), terms: '' },
        ],
        total: 2,
        isFinish: true,
        searchInfo: { destination: 'tr-istanbul', travellers: 2, page: 1 },
      },
      { type: 'summary', total: 2, finished: true, reason: 'finished', polls: 1, elapsedMs: 0 },
    ]);
  });

  it.each([
    ['duplicates collapse to the cheaper', [plan(1, 500), plan(1, 400), plan(1, 450), plan(2, 9)], [400, 9]],
    ['an empty answer is a finished round of nothing ("no results" is an answer)', [], []],
  ])('%s', async (_name, plans, prices) => {
    const s = setup([answer(plans)]);
    const events = await collect(searchRounds(fixtureSearch, s.client, { request }, { timers: s.time.timers }));
    const [round, summary] = events;
    expect(round?.type === 'round' && round.items.map((p) => p.price)).toEqual(prices);
    expect(summary).toMatchObject({ type: 'summary', total: prices.length, finished: true, reason: 'finished' });
    expect(stopMessage('finished')).toBeNull();
  });

  it('asks for the page it is given and says when there is another', async () => {
    const s = setup([answer([plan(7, 100)], true)]);
    const events = await collect(searchRounds(fixtureSearch, s.client, { request, page: 3 }, { timers: s.time.timers }));
    expect(s.supplier.calls.map((c) => c.page)).toEqual([3]);
    expect(events[0]).toMatchObject({ type: 'round', round: 1, hasMore: true, searchInfo: { page: 3 } });
  });

  it.each([
    ['a 500 (not retried)', [{ status: 500 }], 1],
    ['a 400', [{ status: 400 }], 1],
    ['an answer that is not what the schema says', [{ plans: 'none' } as unknown as PlansAnswer], 1],
    ['a supplier that never answers, cut at the limit', ['hang' as const], 1],
  ])('%s ends as an outage: no round, reason error, the Persian line', async (_name, script, calls) => {
    const s = setup(script);
    const run = collect(searchRounds(fixtureSearch, s.client, { request }, { timers: s.time.timers }));
    if (script[0] === 'hang') {
      await new Promise((r) => setTimeout(r, 0));
      s.time.advance(FIXTURE_LIMIT_MS);
    }
    const events = await run;
    expect(events).toEqual([expect.objectContaining({ type: 'summary', total: 0, finished: false, reason: 'error', polls: calls })]);
    expect(stopMessage('error')).toBe(messages.common.genericError);
  });

  it('bounds the wait even when the product ignores its deadline and its client', async () => {
    const s = setup([]);
    const deaf = { ...fixtureSearch, search: () => new Promise<never>(() => {}) };
    const run = collect(searchRounds(deaf, s.client, { request }, { timers: s.time.timers, limitMs: 1_000 }));
    await new Promise((r) => setTimeout(r, 0));
    s.time.advance(1_000);
    expect(await run).toEqual([expect.objectContaining({ type: 'summary', finished: false, reason: 'error', polls: 0 })]);
  });

  it('the traveller leaving is a disconnect: no Persian line', async () => {
    const s = setup(['hang']);
    const abort = new AbortController();
    const run = collect(searchRounds(fixtureSearch, s.client, { request }, { timers: s.time.timers, signal: abort.signal }));
    await new Promise((r) => setTimeout(r, 0));
    abort.abort();
    expect(await run).toEqual([expect.objectContaining({ type: 'summary', finished: false, reason: 'disconnected' })]);
    expect(stopMessage('disconnected')).toBeNull();
    const before = await collect(
      searchRounds(fixtureSearch, s.client, { request }, { timers: s.time.timers, signal: AbortSignal.abort() }),
    );
    expect(before).toEqual([expect.objectContaining({ type: 'summary', reason: 'disconnected', polls: 0 })]);
  });

  it('cannot be resumed from a token (there is none)', () => {
    const s = setup([]);
    expect(() => searchRounds(fixtureSearch, s.client, { token: 't', since: 1 })).toThrow(/cannot be resumed/);
  });
});

describe('streamStart for a single-answer product', () => {
  const s = setup([]);
  it.each([
    ['a new search, page 1', 'tr-istanbul', { ages: '30,4' }, { ok: true, value: { request, page: 1 } }],
    ['a later page', 'tr-istanbul', { ages: '30,4', page: '2' }, { ok: true, value: { request, page: 2 } }],
    ['page 0', 'tr-istanbul', { ages: '30,4', page: '0' }, { ok: false, code: 'invalid_query' }],
    ['a page that is no number', 'tr-istanbul', { ages: '30,4', page: 'x' }, { ok: false, code: 'invalid_query' }],
    ['a search token (nothing to resume)', 'tr-istanbul', { ages: '30,4', searchToken: 'abc' }, { ok: false, code: 'invalid_query' }],
    ['bad ages', 'tr-istanbul', { ages: '30,,4' }, { ok: false, code: 'invalid_query', message: BAD_AGES }],
    ['a bad place', 'Istanbul', { ages: '30' }, invalidDestination],
  ])('%s', async (_name, place, query, expected) => {
    expect(await streamStart(fixtureSearch, s.client, place, query, today)).toMatchObject(expected);
  });
});

describe('pageFirstRound for a single-answer product (no edge prefetch)', () => {
  it('is the whole answer, finished, with nothing to resume, cut for the viewer', async () => {
    const s = setup([answer([plan(1, 500)], true)]);
    const first = await pageFirstRound(fixtureSearch, s.client, request, []);
    expect(first).toEqual({
      items: [{ ...plan(1, 500), terms: '', insurer: '' }],
      searchInfo: { destination: 'tr-istanbul', travellers: 2, page: 1 },
      finished: true,
      stopMessage: null,
      searchToken: null,
      unreachable: false,
      failed: false,
      hasMore: true,
    });
    const counter = await pageFirstRound(fixtureSearch, setup([answer([plan(1, 500)])]).client, request, ['CREDIT_COUNTER']);
    expect(counter.items[0]?.insurer).toBe('بیمه 1');
  });

  it('a failed call is an outage with the Persian line, never "no results"', async () => {
    const s = setup([{ status: 500 }]);
    expect(await pageFirstRound(fixtureSearch, s.client, request, [])).toEqual({
      items: [],
      searchInfo: null,
      finished: true,
      stopMessage: messages.common.genericError,
      searchToken: null,
      unreachable: true,
      failed: true,
      hasMore: false,
    });
  });
});
