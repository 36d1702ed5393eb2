import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@/lib/dates';
import * as messages from '@/lib/messages';
import { harness } from './harness';

/**
 * The tour product's list stream through the real edge pipeline (edgePipeline(SERVER_PRODUCTS)) and the sandbox:
 * single-answer mode (one round, no token, no polling), a destination's packages by its slug with or without the
 * country prefix, an unknown destination as an empty answer, an outage as the Persian outage line, bad input as a
 * Persian 400 with no supplier call; the list pages answer 400 for input the search form refuses.
 */
// biome-ignore lint/suspicious/noExplicitAny: a stream line's fields are read loosely by the assertions
type Line = { type: string; [k: string]: any };

const day = (n: number) => addDays(todayIn(Date.now()), n);
const catalogue = (path: string) => path.startsWith('/api2/Tour/Packages');

async function lines(res: Response): Promise<Line[]> {
  return (await res.text())
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Line);
}

describe('/stream/tour/{destination}', () => {
  it("streams a destination's packages as one finished round and the summary: one catalogue call", async () => {
    const h = harness();
    const res = await h.request(`/stream/tour/kish?flightDate=${day(5)}&returnDate=${day(8)}&adults=2`);
    expect(res.status).toBe(200);
    const ls = await lines(res);
    expect(ls.map((l) => l.type)).toEqual(['round', 'summary']);
    const [round] = ls as [Line];
    expect(round).toMatchObject({ round: 1, isFinish: true, searchInfo: { destination: 'kish', countryCode: 'IR', domestic: true } });
    expect(round.items.length).toBeGreaterThanOrEqual(3);
    expect(round.items.every((p: Line) => p.destination.slug === 'kish' && p.departures.length > 0)).toBe(true);
    expect(h.calls.filter((c) => catalogue(c.path))).toHaveLength(1);
  });

  it('the site slug (ae-dubai) is the same destination; an unknown one is an empty finished answer', async () => {
    const h = harness();
    const [round] = await lines(await h.request('/stream/tour/ae-dubai'));
    expect(round).toMatchObject({ type: 'round', searchInfo: { destination: 'dubai', domestic: false } });
    const [empty, summary] = await lines(await h.request('/stream/tour/london'));
    expect(empty).toMatchObject({ type: 'round', items: [], isFinish: true });
    expect(summary).toMatchObject({ type: 'summary', finished: true, total: 0 });
  });

  it('the catalogue down: the Persian outage line and the summary', async () => {
    const h = harness();
    h.faults.push({ pattern: /\/api2\/Tour\/Packages$/, spec: 'status=500' });
    const ls = await lines(await h.request('/stream/tour/kish'));
    expect(ls).toEqual([
      { type: 'error', message: messages.common.genericError },
      expect.objectContaining({ type: 'summary', total: 0, finished: false, reason: 'error' }),
    ]);
  });

  it.each([
    ['a past date', `/stream/tour/kish?flightDate=${day(-3)}`, messages.searchInput.pastDate],
    ['a bad date', '/stream/tour/kish?flightDate=2026-13-45', messages.searchInput.badDate],
    ['bad passengers', `/stream/tour/kish?flightDate=${day(5)}&adults=abc`, messages.searchInput.badPassengers],
  ])('%s → 400 with a Persian message and no catalogue call', async (_name, path, message) => {
    const h = harness();
    const res = await h.request(path);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ succeed: false, message });
    expect(h.calls.filter((c) => catalogue(c.path))).toHaveLength(0);
  });

  it.each([
    ['/tour/kish?flightDate=2026-13-45', 400],
    ['/tours/kish?adults=abc', 400],
    ['/tour/kish', 200],
    ['/tours/ir-kish?band=1&sort=priceAsc', 200],
  ])('the list page %s → %i', async (path, status) => {
    const h = harness();
    const res = await h.request(path, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(status);
  });
});
