import { Hono, type Context } from 'hono';
import { describe, expect, it } from 'vitest';
import type { StreamOptions } from '@/edge/streams';
import * as messages from '@/lib/messages';
import { toQuery } from '@/lib/query';
import { SERVER_PRODUCTS } from '@/products/registry.server';
import { pageFirstRound, parsedSearch } from '@/server/search/prepared-search';
import {
  BAD_AGES,
  FIXTURE_STREAM,
  type PlansAnswer,
  fixtureProduct,
  fixtureSearch,
  plan,
  plansSupplier,
} from '../fixtures/single-answer-product';
import { env, harness } from './harness';

/**
 * A single-answer product (the test-only insurance plans, tests/fixtures/single-answer-product.ts) through the real edge
 * pipeline in workerd, beside the registry's products: its `/stream/{name}/{place}` streams the one call as one round
 * and the summary, an upstream failure ends with the Persian outage line, bad input is a 400; its results page
 * document has its call made by the edge prefetch and taken by the page, once.
 */
// biome-ignore lint/suspicious/noExplicitAny: a stream line's fields are read loosely by many assertions
type Line = { type: string; [k: string]: any };

/** The page stand-in: the product's parse (the edge's), then its first round, as JSON. */
async function page(c: Context): Promise<Response> {
  const place = decodeURIComponent(c.req.path.split('/')[2] ?? '');
  const parsed = await parsedSearch(fixtureSearch, c.get('upstream'), place, toQuery(new URL(c.req.url).searchParams), '2030-01-01');
  if (!parsed.ok) return c.json({ invalid: parsed.message });
  return c.json(await pageFirstRound(fixtureSearch, c.get('upstream'), parsed.value.request, []));
}

function setup(script: Parameters<typeof plansSupplier>[0], options: Omit<StreamOptions, 'timers'> = {}) {
  const supplier = plansSupplier(script);
  const h = harness({
    products: [...SERVER_PRODUCTS, fixtureProduct],
    supplier: (req) => (supplier.handles(req) ? supplier.answer(req) : null),
    render: page,
  });
  const outer = new Hono();
  outer.use('*', async (c, next) => {
    c.set('streamOptions', options);
    await next();
  });
  outer.route('/', h.app);
  return { ...h, supplier, request: (path: string, init: RequestInit = {}) => outer.request(path, init, env) };
}

async function lines(res: Response): Promise<Line[]> {
  return (await res.text())
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Line);
}

const stream = (extra = '') => `/stream/${FIXTURE_STREAM}/tr-istanbul?ages=30,4${extra}`;
const answer = (hasMore = false): PlansAnswer => ({ plans: [plan(1, 500), plan(2, 300)], hasMore });
const outage = [
  { type: 'error', message: messages.common.genericError },
  expect.objectContaining({ type: 'summary', total: 0, finished: false, reason: 'error' }),
];

describe('a single-answer product in workerd', () => {
  it('streams its one call as one finished round and the summary', async () => {
    const h = setup([answer()]);
    const res = await h.request(stream());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    const ls = await lines(res);
    expect(ls).toEqual([
      {
        type: 'round',
        round: 1,
        // The card's cut (no terms) and the viewer's (a traveller sees no insurer), as on a polled stream.
        items: [
          { ...plan(1, 500), terms: '', insurer: '' },
          { ...plan(2, 300), terms: '', insurer: '' },
        ],
        total: 2,
        isFinish: true,
        searchInfo: { destination: 'tr-istanbul', travellers: 2, page: 1 },
      },
      expect.objectContaining({ type: 'summary', total: 2, finished: true, reason: 'finished', polls: 1 }),
    ]);
    expect(ls.at(-1)).toHaveProperty('session');
    expect(h.supplier.calls).toEqual([{ page: 1, body: { destination: 'tr-istanbul', ages: [30, 4] } }]);
  });

  it('a later page is one call for that page', async () => {
    const h = setup([answer(true)]);
    const ls = await lines(await h.request(stream('&page=2')));
    expect(h.supplier.calls.map((c) => c.page)).toEqual([2]);
    expect(ls[0]).toMatchObject({ type: 'round', hasMore: true, searchInfo: { page: 2 } });
  });

  it.each([
    ['a 500', [{ status: 500 }] as const, {}],
    ['a 503 on every retry', [{ status: 503 }] as const, { [FIXTURE_STREAM]: { limitMs: 3_000 } }],
    ['a supplier that never answers (the limit)', ['hang'] as const, { [FIXTURE_STREAM]: { limitMs: 100 } }],
  ])('%s ends with the Persian outage line and the summary; the upstream body never leaks', async (_name, script, options) => {
    const h = setup([...script], options);
    const res = await h.request(stream());
    const text = await res.text();
    expect(
      text
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l)),
    ).toEqual(outage);
    expect(text).not.toMatch(/exploded|stack/);
  });

  it.each([
    ['bad ages', stream().replace('30,4', '30,,4'), BAD_AGES],
    ['a bad place', `/stream/${FIXTURE_STREAM}/Istanbul?ages=30`, messages.searchInput.destinationInvalid],
    ['page 0', stream('&page=0'), messages.common.genericError],
    ['a search token (nothing to resume)', stream('&searchToken=abc&since=1'), messages.common.genericError],
  ])('%s → 400 JSON with a Persian message, no supplier call', async (_name, path, message) => {
    const h = setup([answer()]);
    const res = await h.request(path);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ succeed: false, message });
    expect(h.supplier.calls).toHaveLength(0);
  });

  it("the registry's products stream beside it", async () => {
    const h = setup([answer()]);
    expect((await h.request('/stream/flights/THR-THR?flightType=1')).status).toBe(400);
    expect((await h.request('/stream/hotels/kish')).status).toBe(400);
  });
});

describe('a single-answer results page document', () => {
  const html = { headers: { accept: 'text/html' } };
  const doc = (ages = '30,4') => `/fixture-insurance/tr-istanbul/search?ages=${ages}`;

  it('the edge makes the one call before rendering; the page takes its answer (no second call)', async () => {
    const h = setup([answer(true)]);
    const res = await h.request(doc(), html);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      items: [{ id: 1, terms: '', insurer: '' }, { id: 2 }],
      finished: true,
      stopMessage: null,
      searchToken: null,
      failed: false,
      hasMore: true,
    });
    expect(h.supplier.calls).toHaveLength(1);
  });

  it('an upstream failure is the outage (the Persian line, unreachable), never "no results", and is not asked twice', async () => {
    const h = setup([{ status: 500 }]);
    expect(await (await h.request(doc(), html)).json()).toMatchObject({
      items: [],
      stopMessage: messages.common.genericError,
      unreachable: true,
      failed: true,
    });
    expect(h.supplier.calls).toHaveLength(1);
  });

  it('bad input is a 400 with the page (its Persian message), and no call', async () => {
    const h = setup([answer()]);
    const res = await h.request(doc('x'), html);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ invalid: BAD_AGES });
    expect(h.supplier.calls).toHaveLength(0);
  });
});
