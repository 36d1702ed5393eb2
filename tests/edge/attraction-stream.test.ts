import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@/lib/dates';
import * as messages from '@/lib/messages';
import { SERVER_PRODUCTS } from '@/products/registry.server';
import { ATTRACTION_STREAM } from '@/products/attraction/server/search';
import { harness } from './harness';

/**
 * The attraction product's stream through the real edge pipeline (edgePipeline(SERVER_PRODUCTS)) and the sandbox in
 * workerd: a city's list is one call streamed as one finished round, an unknown city an empty finished round, an
 * outage the Persian outage line (never "nothing found"), bad input a 400 with a Persian message and no supplier call.
 */
// biome-ignore lint/suspicious/noExplicitAny: a stream line's fields are read loosely by the assertions
type Line = { type: string; [k: string]: any };

const day = addDays(todayIn(Date.now()), 5);
const stream = (place: string, extra = '') => `/stream/${ATTRACTION_STREAM}/${place}?startDate=${day}&adults=2&child=1${extra}`;
const lines = async (res: Response): Promise<Line[]> =>
  (await res.text())
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Line);
const listCalls = (h: ReturnType<typeof harness>) => h.calls.filter((c) => c.path === '/api/attraction/core/v1/available');

describe('attraction stream (single answer)', () => {
  it("streams Dubai's attractions as one finished round with the card's cut, then the summary", async () => {
    const h = harness({ products: SERVER_PRODUCTS });
    const res = await h.request(stream('ae-dubai'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    const ls = await lines(res);
    expect(ls).toHaveLength(2);
    const [round, summary] = ls as [Line, Line];
    expect(round).toMatchObject({ type: 'round', round: 1, isFinish: true, searchInfo: { cityName: 'دبی', date: day } });
    expect(round['searchInfo'].counts).toEqual({ adult: 2, child: 1, infant: 0 });
    expect(round['items'].length).toBeGreaterThan(2);
    expect(round['total']).toBe(round['items'].length);
    for (const item of round['items']) {
      expect(item.cityId).toBe(46082);
      // One photo per card, and no per-day offer on the list.
      expect(item.photos.length).toBeLessThanOrEqual(1);
      expect(item.dateOffer).toBeNull();
    }
    expect(round['items'].map((x: Line) => x['englishName'])).toContain('Burj Khalifa At the Top');
    expect(summary).toMatchObject({ type: 'summary', finished: true, reason: 'finished' });
    expect(listCalls(h)).toHaveLength(1);
  });

  it('an unknown city is an empty finished round (no supplier list call), not an error', async () => {
    const h = harness({ products: SERVER_PRODUCTS });
    const ls = await lines(await h.request(stream('zz-nowhere')));
    expect(ls[0]).toMatchObject({ type: 'round', items: [], total: 0, isFinish: true, searchInfo: { cityId: null, cityName: null } });
    expect(ls[1]).toMatchObject({ type: 'summary', finished: true });
    expect(listCalls(h)).toHaveLength(0);
  });

  it('an outage of the list ends with the Persian outage line and an unfinished summary', async () => {
    const h = harness({ products: SERVER_PRODUCTS });
    h.faults.push({ pattern: /\/api\/attraction\/core\/v1\/available$/, spec: 'status=500' });
    const text = await (await h.request(stream('ae-dubai'))).text();
    const ls = text
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Line);
    expect(ls[0]).toEqual({ type: 'error', message: messages.common.genericError });
    expect(ls[1]).toMatchObject({ type: 'summary', total: 0, finished: false, reason: 'error' });
    expect(text).not.toMatch(/stack|Error:/);
  });

  it.each([
    ['a past date', stream('ae-dubai').replace(day, addDays(todayIn(Date.now()), -2)), messages.searchInput.pastDate],
    [
      'infants over adults',
      `/stream/${ATTRACTION_STREAM}/ae-dubai?startDate=${day}&adults=1&infant=2`,
      messages.searchInput.infantsPerAdult,
    ],
    ['a place that is no slug', `/stream/${ATTRACTION_STREAM}/Dubai!?startDate=${day}`, messages.searchInput.destinationInvalid],
  ])('%s → 400 with a Persian message and no list call', async (_name, path, message) => {
    const h = harness({ products: SERVER_PRODUCTS });
    const res = await h.request(path);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ succeed: false, message });
    expect(listCalls(h)).toHaveLength(0);
  });
});
