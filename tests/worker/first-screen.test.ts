/**
 * The results page hands the browser only its first screen of hotels (issue 15, the results page's payload): the
 * first round's five cheapest hotels (the page's sort) in the page's RSC data, with the round's count and filter
 * figures, and a stream resumed from the supplier's first round brings every hotel of that round. Against the built
 * worker: the page's HTML, then its stream with the page's own token and cookie.
 */
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { HOTEL_FIRST_RESULTS } from '@/products/hotel/model/constants';
import { rialToToman } from '@/lib/money';

const ORIGIN = 'http://127.0.0.1:8787';
const worker = (exports as unknown as { default: Fetcher }).default;
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** The page's RSC rows, as the browser gets them (the strings pushed to `self.__FLIGHT_DATA`). */
function rscData(html: string): string {
  return [...html.matchAll(/\(self\.__FLIGHT_DATA\|\|=\[\]\)\.push\(("(?:[^"\\]|\\.)*")\)/g)]
    .map((m) => JSON.parse(m[1] as string) as string)
    .join('');
}

interface Hotel {
  hotelId: number;
  minimumPackagePrice: number;
}

describe('the results page’s first screen (built worker)', () => {
  it('carries five hotels, the cheapest of the round, and the round’s count; the stream brings the rest', async () => {
    const query = `startDate=${day(40)}&endDate=${day(43)}&room=1&room-0=2&pCount=2&fSort=priceAsc`;
    const res = await worker.fetch(new Request(`${ORIGIN}/hotel/ir-kish/search?${query}`, { redirect: 'manual' }));
    expect(res.status).toBe(200);
    const html = await res.text();
    const data = rscData(html);
    const init =
      /"init":\{.*?"items":(\[.*?\]),"whole":(\{"total":\d+,"stats":\{.*?\}\}|null),.*?"searchToken":"([^"]+)","since":(\d+)/s.exec(data);
    expect(init).not.toBeNull();
    const [, itemsJson, wholeJson, token, since] = init as unknown as string[];
    const items = JSON.parse(itemsJson as string) as Hotel[];
    const whole = JSON.parse(wholeJson as string) as { total: number; stats: { bounds: { min: number; max: number } } } | null;
    expect(items).toHaveLength(HOTEL_FIRST_RESULTS);
    expect(whole?.total).toBeGreaterThan(HOTEL_FIRST_RESULTS);
    expect(since).toBe('0');
    // The five cards in the HTML are those five.
    const cards = [...html.matchAll(/data-hotel-id="(\d+)"/g)].map((m) => Number(m[1]));
    expect([...new Set(cards)]).toEqual(items.map((h) => h.hotelId));

    // The stream, resumed from the first round, brings the whole round: the five are its cheapest, the count is its.
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const stream = await worker.fetch(
      new Request(`${ORIGIN}/stream/hotels/ir-kish?${query}&searchToken=${encodeURIComponent(token as string)}&since=${since}`, {
        headers: { Cookie: cookie, Accept: 'application/x-ndjson' },
      }),
    );
    expect(stream.status).toBe(200);
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('\n')) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    await reader.cancel();
    const first = JSON.parse(text.slice(0, text.indexOf('\n'))) as { type: string; items: Hotel[] };
    expect(first.type).toBe('round');
    expect(first.items.length).toBeGreaterThanOrEqual(whole?.total ?? 0);
    const cheapest = [...first.items].sort((a, b) => a.minimumPackagePrice - b.minimumPackagePrice).slice(0, HOTEL_FIRST_RESULTS);
    expect(items.map((h) => h.minimumPackagePrice)).toEqual(cheapest.map((h) => h.minimumPackagePrice));
    // The price slider's range starts at the cheapest hotel's price (toman), before the stream brings the others.
    expect(whole?.stats.bounds.min).toBe(rialToToman(cheapest[0]?.minimumPackagePrice ?? 0));
  }, 30_000);
});
