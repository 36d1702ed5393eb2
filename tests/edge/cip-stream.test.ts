import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@/lib/dates';
import * as messages from '@/lib/messages';
import { harness } from './harness';

/**
 * The CIP product's results stream through the real edge pipeline (edgePipeline(SERVER_PRODUCTS)) and the sandbox:
 * single-answer mode (one round, no token, no polling), the airport's packages only, a city slug's airports, an
 * outage as the Persian outage line, bad input as a Persian 400 with no supplier call.
 */
// biome-ignore lint/suspicious/noExplicitAny: a stream line's fields are read loosely by the assertions
type Line = { type: string; [k: string]: any };

const day = (n: number) => addDays(todayIn(Date.now()), n);

async function lines(res: Response): Promise<Line[]> {
  return (await res.text())
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Line);
}

const catalogue = (path: string) => path.startsWith('/api/attraction/core/v1/available');

describe('/stream/cip/{place}', () => {
  it("streams an airport's packages as one finished round and the summary: no token, one catalogue call", async () => {
    const h = harness();
    const res = await h.request(`/stream/cip/IKA?startDate=${day(5)}&adults=2`);
    expect(res.status).toBe(200);
    const ls = await lines(res);
    expect(ls.map((l) => l.type)).toEqual(['round', 'summary']);
    const [round, summary] = ls as [Line, Line];
    expect(round).toMatchObject({ round: 1, isFinish: true, searchInfo: { place: 'IKA', date: day(5), travellers: 2 } });
    expect(round.items.length).toBeGreaterThan(4);
    expect(round.items.every((p: Line) => p.airport.iata === 'IKA')).toBe(true);
    // Both sides are offered, and the card's cut leaves the description to the detail page.
    expect(new Set(round.items.map((p: Line) => p.kind))).toEqual(new Set(['arrival', 'departure']));
    expect(round.items.every((p: Line) => p.description === '')).toBe(true);
    expect(summary).toMatchObject({ finished: true, reason: 'finished', total: round.items.length });
    expect(h.calls.filter((c) => catalogue(c.path))).toHaveLength(1);
    expect(h.calls.some((c) => /searchToken|\/available\/[^?]/.test(c.path))).toBe(false);
  });

  it('a city slug lists every airport of the city (Tehran: IKA and THR)', async () => {
    const h = harness();
    const [round] = await lines(await h.request(`/stream/cip/ir-tehran?startDate=${day(5)}`));
    expect(new Set(round!.items.map((p: Line) => p.airport.iata))).toEqual(new Set(['IKA', 'THR']));
  });

  it('an airport without CIP service is an empty finished answer, not an error', async () => {
    const h = harness();
    const ls = await lines(await h.request(`/stream/cip/BND?startDate=${day(5)}`));
    expect(ls[0]).toMatchObject({ type: 'round', items: [], isFinish: true });
    expect(ls[1]).toMatchObject({ type: 'summary', finished: true, total: 0 });
  });

  it.each([
    ['the catalogue', /\/available$/],
    ['the offline CIP set', /\/Offline\/cip$/],
  ])('%s down: the Persian outage line and the summary, no upstream body', async (_name, pattern) => {
    const h = harness();
    h.faults.push({ pattern, spec: 'status=500' });
    const text = await (await h.request(`/stream/cip/IKA?startDate=${day(5)}`)).text();
    const ls = text
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Line);
    expect(ls).toEqual([
      { type: 'error', message: messages.common.genericError },
      expect.objectContaining({ type: 'summary', total: 0, finished: false, reason: 'error' }),
    ]);
  });

  it.each([
    ['an unknown airport', `/stream/cip/QQQ?startDate=${day(5)}`, messages.searchInput.unknownAirport('QQQ')],
    ['a past day', `/stream/cip/IKA?startDate=${day(-1)}`, messages.searchInput.pastDate],
    ['infants over adults', `/stream/cip/IKA?startDate=${day(5)}&adults=1&infant=2`, messages.searchInput.infantsPerAdult],
    ['a search token (nothing to resume)', `/stream/cip/IKA?searchToken=abc&since=1`, messages.common.genericError],
  ])('%s → 400 with a Persian message and no catalogue call', async (_name, path, message) => {
    const h = harness();
    const res = await h.request(path);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ succeed: false, message });
    expect(h.calls.filter((c) => catalogue(c.path))).toHaveLength(0);
  });
});
