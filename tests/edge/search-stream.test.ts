import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@/lib/dates';
import * as messages from '@/lib/messages';
import type { StreamOptions } from '@/edge/streams';
import { fakeTimers } from '../unit/search/fake-timers';
import { cookieFrom, env, harness } from './harness';

/**
 * Acceptance 22 (hotel polling) and the package stream, through the real edge pipeline and the real sandbox, on a
 * virtual clock shared by the pollers, the upstream client and the sandbox: a 90 s search runs in milliseconds.
 */
// biome-ignore lint/suspicious/noExplicitAny: a stream line's fields are read loosely by many assertions
type Line = { type: string; [k: string]: any };

function streamHarness(options: Omit<StreamOptions, 'timers'> = {}) {
  const time = fakeTimers();
  const h = harness({ sandbox: { clock: time.now }, timers: time.timers, render: (c) => c.text('page') });
  // The only seam: the stream's clock, set per request on the context.
  const outer = new Hono();
  outer.use('*', async (c, next) => {
    c.set('streamOptions', { timers: time.timers, ...options });
    await next();
  });
  outer.route('/', h.app);
  const polls = () => h.calls.filter((c) => c.path.endsWith('/available'));
  return { ...h, time, polls, request: (path: string, init: RequestInit = {}) => outer.request(path, init, env) };
}

const today = todayIn(Date.now());
const kish = (extra = '') =>
  `/stream/hotels/ir-kish?id=402&startDate=${addDays(today, 1)}&endDate=${addDays(today, 3)}&room=1&room-0=2${extra}`;

async function lines(res: Response): Promise<Line[]> {
  const text = await res.text();
  return text
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Line);
}

/** Reads NDJSON lines until `stop` says so, then cancels the body (or, instead, runs `then`). */
async function readUntil(res: Response, stop: (line: Line) => boolean, then: 'cancel' | (() => void) = 'cancel'): Promise<Line[]> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const out: Line[] = [];
  let buf = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return out;
    buf += decoder.decode(value, { stream: true });
    for (let nl = buf.indexOf('\n'); nl >= 0; nl = buf.indexOf('\n')) {
      const line = JSON.parse(buf.slice(0, nl)) as Line;
      buf = buf.slice(nl + 1);
      out.push(line);
      if (stop(line)) {
        if (then === 'cancel') await reader.cancel();
        else then();
        return out;
      }
    }
  }
}

const realPause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const rounds = (ls: Line[]) => ls.filter((l) => l.type === 'round');

/** The sandbox's own cumulative answer for a search token (what a merged stream must end up with). */
async function sandboxFinal(h: ReturnType<typeof streamHarness>) {
  const last = h.polls().at(-1)!;
  const res = await h.sandbox.fetch(
    new Request(`http://sandbox.internal${last.path}`, { headers: { 'X-Provider-Code': 'web', Authorization: last.auth! } }),
  );
  return (await res.json()) as { items: { hotelId: number; minimumPackagePrice: number }[]; isFinish: boolean };
}

describe('hotel search stream (acceptance 22) in workerd', () => {
  it('a Kish search delivers ≥ 120 distinct hotels over ≥ 3 rounds, ends finished, and stops polling on isFinish', async () => {
    const h = streamHarness();
    const res = await h.request(kish());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.getSetCookie()).toHaveLength(1); // the new guest session, set before the body
    const ls = await lines(res);
    const rs = rounds(ls);
    const summary = ls.at(-1)!;
    const ids = new Set(rs.flatMap((r) => r.items.map((i: { hotelId: number }) => i.hotelId)));
    expect(rs.length).toBeGreaterThanOrEqual(3);
    expect(ids.size).toBeGreaterThanOrEqual(120);
    expect(rs.map((r) => r.round)).toEqual(rs.map((_, i) => i + 1));
    expect(rs.map((r) => r.isFinish)).toEqual([...rs.slice(1).map(() => false), true]);
    expect(rs.at(-1)!.total).toBe(ids.size);
    expect(summary).toMatchObject({ type: 'summary', total: ids.size, finished: true, reason: 'finished' });
    expect(ls.some((l) => l.type === 'error')).toBe(false);
    // No poll after the finishing one.
    expect(summary.polls).toBe(h.polls().length);
    await realPause(30);
    expect(h.polls()).toHaveLength(summary.polls);
    expect(rs[0]!.searchInfo).toMatchObject({
      slug: 'ir-kish',
      checkIn: addDays(today, 1),
      checkOut: addDays(today, 3),
      rooms: 1,
      passengers: 2,
    });
  });

  it('duplicates and improved prices are merged: a hotel comes again only cheaper, and the end state is the supplier’s', async () => {
    const h = streamHarness();
    const ls = await lines(await h.request(kish()));
    const merged = new Map<number, number>();
    let improvements = 0;
    for (const r of rounds(ls)) {
      for (const item of r.items as { hotelId: number; minimumPackagePrice: number }[]) {
        const before = merged.get(item.hotelId);
        if (before !== undefined) {
          expect(item.minimumPackagePrice).toBeLessThan(before);
          improvements++;
        }
        merged.set(item.hotelId, item.minimumPackagePrice);
      }
    }
    expect(improvements).toBeGreaterThan(0);
    const final = await sandboxFinal(h);
    expect(final.isFinish).toBe(true);
    expect(new Map(final.items.map((t) => [t.hotelId, t.minimumPackagePrice]))).toEqual(merged);
  });

  it.each([
    ['the defaults', {}, (polls: number, elapsed: number) => expect(polls <= 45 && elapsed <= 90_000).toBe(true)],
    [
      'a 0.5 s interval: the 45-poll budget ends it before 90 s',
      { intervalMs: 500 },
      (polls: number, elapsed: number) => expect([polls, elapsed < 90_000]).toEqual([45, true]),
    ],
    [
      'no poll budget: the 90 s limit ends it',
      { maxPolls: 1000, followRoundHints: false },
      (polls: number, elapsed: number) => expect([polls, elapsed > 85_000 && elapsed <= 90_000]).toEqual([45, true]),
    ],
  ])('a search that never finishes stops within its bounds (%s)', async (_name, hotels, check) => {
    const h = streamHarness({ hotels });
    h.faults.push({ pattern: /\/Search$/, spec: 'never-finish' });
    const t0 = h.time.now();
    const ls = await lines(await h.request(kish()));
    const elapsed = h.time.now() - t0;
    const summary = ls.at(-1)!;
    expect(summary).toMatchObject({ type: 'summary', finished: false, reason: 'timeout', polls: h.polls().length });
    expect(summary.total).toBeGreaterThanOrEqual(120);
    check(h.polls().length, elapsed);
    await realPause(30);
    expect(h.polls()).toHaveLength(summary.polls);
  });

  it.each([
    ['the client cancels the body', 'cancel'],
    ['the request signal aborts', 'abort'],
  ])('stops polling on disconnect: %s', async (_name, how) => {
    const h = streamHarness();
    h.faults.push({ pattern: /\/Search$/, spec: 'never-finish' });
    const abort = new AbortController();
    const res = await h.request(kish(), { signal: abort.signal });
    // 'abort' stops reading without cancelling the body: only the request signal tells the stream.
    await readUntil(res, (l) => l.type === 'round' && l.round === 2, how === 'cancel' ? 'cancel' : () => abort.abort());
    const atDisconnect = h.polls().length;
    await realPause(50);
    expect(h.polls().length).toBeLessThanOrEqual(atDisconnect + 1); // at most the poll already in flight
    expect(h.polls().length).toBeLessThan(15);
  });

  it('one failed poll in the middle does not end the stream', async () => {
    const h = streamHarness();
    h.faults.push({ pattern: /\/available$/, spec: 'status=500,count=1,skip=2' });
    const ls = await lines(await h.request(kish()));
    expect(ls.at(-1)).toMatchObject({ type: 'summary', finished: true, reason: 'finished' });
    expect(ls.at(-1)!.total).toBe((await sandboxFinal(h)).items.length);
    expect(ls.some((l) => l.type === 'error')).toBe(false);
  });

  it('three failed polls in a row end it with a Persian error line; the upstream error body never leaks', async () => {
    const h = streamHarness();
    h.faults.push({ pattern: /\/available$/, spec: 'status=500,count=3,skip=2' });
    const res = await h.request(kish());
    const text = await res.clone().text();
    const ls = await lines(res);
    expect(ls.slice(-2)).toEqual([
      { type: 'error', message: messages.common.genericError },
      expect.objectContaining({ type: 'summary', finished: false, reason: 'error' }),
    ]);
    expect(text).not.toMatch(/خطای شبیه‌سازی شده|upstream_error|succeed/);
  });

  it('a search-token failure ends at once: an error line, a summary of 0, no poll', async () => {
    const h = streamHarness();
    h.faults.push({ pattern: /\/Search$/, spec: 'status=500' });
    const ls = await lines(await h.request(kish()));
    expect(ls).toEqual([
      { type: 'error', message: messages.common.genericError },
      expect.objectContaining({ type: 'summary', total: 0, finished: false, reason: 'error', polls: 0 }),
    ]);
    expect(h.polls()).toHaveLength(0);
  });

  it('an expired search ends with the Persian expiry message', async () => {
    const h = streamHarness();
    h.faults.push({ pattern: /\/available$/, spec: 'status=410,skip=2' });
    const ls = await lines(await h.request(kish()));
    expect(ls.slice(-2)).toEqual([{ type: 'error', message: messages.results.expired }, expect.objectContaining({ reason: 'expired' })]);
  });

  it('an empty query gets its defaults (dates as the search route repairs them) and the location id from the lookup', async () => {
    const h = streamHarness();
    const ls = await lines(await h.request('/stream/hotels/ir-kish'));
    expect(h.calls.map((c) => c.path)).toContain('/api/hotel/core/v1/Hotels/402/Search');
    expect(ls.at(-1)).toMatchObject({ finished: true });
    expect(rounds(ls)[0]!.searchInfo).toMatchObject({ checkIn: today, checkOut: addDays(today, 3) });
  });

  it.each([
    ['no hyphen', '/stream/hotels/kish', messages.searchInput.destinationInvalid],
    ['an unknown city', '/stream/hotels/xx-atlantis', messages.searchInput.destinationInvalid],
    [
      'a forged search token',
      `/stream/hotels/ir-kish?id=402&searchToken=${encodeURIComponent('../../auth/Login')}`,
      messages.common.genericError,
    ],
    ['a bad hotel id', '/stream/packages/abc?searchToken=h1.aaaaaaaa', messages.common.genericError],
    ['a package search without token or dates', '/stream/packages/402001', messages.common.genericError],
  ])('400 JSON with a Persian message, and no search upstream: %s', async (_name, path, message) => {
    const h = streamHarness();
    const res = await h.request(path);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ succeed: false, message });
    expect(h.calls.filter((c) => /Search$|searchpackages|available/.test(c.path))).toEqual([]);
  });

  it('a failed destination lookup is a 503 JSON with a Persian message, never the upstream body', async () => {
    const h = streamHarness();
    h.faults.push({ pattern: /FindLocation$/, spec: 'status=500' });
    const res = await h.request('/stream/hotels/ir-kish');
    expect(res.status).toBe(503);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ succeed: false, message: messages.errorPage.byStatus[500] });
    expect(text).not.toMatch(/خطای شبیه‌سازی شده|upstream_error/);
  });

  it('HEAD answers the headers without starting a search', async () => {
    const h = streamHarness();
    const res = await h.request(kish(), { method: 'HEAD' });
    expect(res.status).toBe(200);
    await realPause(20);
    expect(h.calls.filter((c) => /Search$|available/.test(c.path))).toEqual([]);
  });

  it('every stream runs in its own session: the summary carries its session tag, stable for its cookie', async () => {
    const h = streamHarness();
    const [a, b] = await Promise.all([h.request(kish()), h.request(kish().replace('room-0=2', 'room-0=3'))]);
    const [la, lb] = [await lines(a), await lines(b)];
    const [ta, tb] = [la.at(-1)!.session, lb.at(-1)!.session];
    expect(ta).toMatch(/^[0-9a-f]{12}$/);
    expect(tb).not.toBe(ta);
    const again = await h.request(kish(), { headers: { Cookie: cookieFrom(a) } });
    expect(again.headers.getSetCookie()).toEqual([]);
    expect((await lines(again)).at(-1)!.session).toBe(ta);
  });
});

describe('hotel package stream in workerd', () => {
  it('streams the packages of a hotel in display order (cheapest, then guaranteed, then the rest) and finishes', async () => {
    const h = streamHarness();
    const hotelLines = await lines(await h.request(kish()));
    const token = h.polls()[0]!.path.split('/').at(-2)!;
    type Pkg = { packageId: number; packagePrice: number; isGuaranty: boolean };
    const guaranteed = rounds(hotelLines)
      .flatMap((r) => r.items as { hotelId: number; isGuaranty: boolean }[])
      .filter((i) => i.isGuaranty)
      .map((i) => i.hotelId)
      .slice(0, 6);
    let reordered = 0;
    for (const hotelId of guaranteed) {
      const ls = await lines(await h.request(`/stream/packages/${hotelId}?searchToken=${token}`));
      const rs = rounds(ls);
      expect(rs.length).toBeGreaterThanOrEqual(1);
      for (const r of rs) {
        const list = r.packages as Pkg[];
        const [first, ...rest] = list;
        expect(list.every((p) => p.packagePrice >= first!.packagePrice)).toBe(true);
        const firstPlain = rest.findIndex((p) => !p.isGuaranty);
        expect(firstPlain < 0 || rest.slice(firstPlain).every((p) => !p.isGuaranty)).toBe(true);
        for (const group of [rest.filter((p) => p.isGuaranty), rest.filter((p) => !p.isGuaranty)]) {
          expect(group.map((p) => p.packagePrice)).toEqual(group.map((p) => p.packagePrice).sort((x, y) => x - y));
        }
        expect(new Set(list.map((p) => p.packageId)).size).toBe(list.length);
      }
      const last = rs.at(-1)!;
      const byPrice = [...(last.packages as Pkg[])].sort((a, b) => a.packagePrice - b.packagePrice);
      if (byPrice.some((p, i) => p.packageId !== last.packages[i].packageId)) reordered++;
      expect(last.isFinish).toBe(true);
      const poll = h.calls.filter((c) => c.path.endsWith('/availablepackages')).at(-1)!;
      const sup = await h.sandbox.fetch(
        new Request(`http://sandbox.internal${poll.path}?hotelId=${hotelId}`, {
          headers: { 'X-Provider-Code': 'web', Authorization: poll.auth! },
        }),
      );
      const { totalCount } = (await sup.json()) as { totalCount: number };
      expect(ls.at(-1)).toMatchObject({ type: 'summary', finished: true, reason: 'finished', total: totalCount });
      expect(last.packages).toHaveLength(totalCount);
    }
    // At least one hotel whose display order is not plain price order (a guaranteed package jumps ahead).
    expect(reordered).toBeGreaterThan(0);
  });

  it('a package search that never finishes stops at its poll budget (90, the hotel room search max count)', async () => {
    const h = streamHarness();
    h.faults.push({ pattern: /searchpackages$/, spec: 'never-finish' });
    const ls = await lines(await h.request(`/stream/packages/402001?id=402&startDate=${addDays(today, 1)}&endDate=${addDays(today, 2)}`));
    expect(ls.at(-1)).toMatchObject({ type: 'summary', finished: false, reason: 'timeout', polls: 90 });
    expect(h.calls.filter((c) => c.path.endsWith('/availablepackages'))).toHaveLength(90);
  });
});
