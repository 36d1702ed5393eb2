import http from 'node:http';
import { ms, ndjsonGet, percentile } from './lib.mjs';

// Bounded load run (issue 4, acceptance 24 under streaming): N concurrent streamed Kish searches against the built
// worker on loopback, each in its own session and with its own query. Phase 1 starts every stream without a cookie
// (each gets its own); phase 2 replays every stream with its cookie and must land in the same session.
const STREAMS = 200;
const STREAM_TIMEOUT_MS = 120_000; // one stream: the 90 s search limit plus slack
const TOTAL_CAP_MS = 300_000; // the whole run
const MIN_HOTELS = 120;
const TEHRAN_OFFSET_MS = 210 * 60_000;

const addDays = (iso, n) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const tehranToday = () => new Date(Date.now() + TEHRAN_OFFSET_MS).toISOString().slice(0, 10);

/** Stream i's own query: check-in day, nights and adults differ (lcm 100·3·4 = 300 > 200 distinct). */
function queryOf(i, today) {
  const checkIn = addDays(today, 1 + (i % 100));
  const checkOut = addDays(checkIn, 1 + (i % 3));
  const adults = 1 + (i % 4);
  return {
    checkIn,
    checkOut,
    adults,
    path: `/stream/hotels/ir-kish?id=402&startDate=${checkIn}&endDate=${checkOut}&room=1&room-0=${adults}`,
  };
}

function check(i, q, r, { expectCookie }) {
  const problems = [];
  const values = r.lines.map((l) => l.value);
  const summary = values.at(-1);
  const rounds = values.filter((v) => v.type === 'round');
  const ids = new Set(rounds.flatMap((v) => v.items.map((h) => h.hotelId)));
  const cookie = (r.headers['set-cookie'] ?? []).find((c) => c.startsWith('__Host-sfn_session='))?.split(';')[0] ?? null;
  if (r.error) problems.push(r.error);
  if (r.status !== 200) problems.push(`status ${r.status}`);
  if (!String(r.headers['content-type'] ?? '').startsWith('application/x-ndjson')) problems.push('not NDJSON');
  if (values.some((v) => v.type === 'error' || v.type === 'unparsable')) problems.push('error line');
  if (summary?.type !== 'summary') problems.push('no summary');
  else if (!summary.finished) problems.push(`not finished (${summary.reason})`);
  if (summary?.type === 'summary' && summary.total !== ids.size) problems.push('summary total ≠ distinct hotels');
  if (ids.size < MIN_HOTELS) problems.push(`${ids.size} hotels`);
  // Results of this stream's own query, not another's.
  for (const rd of rounds) {
    const s = rd.searchInfo;
    if (s.checkIn !== q.checkIn || s.checkOut !== q.checkOut || s.passengers !== q.adults || s.slug !== 'ir-kish') {
      problems.push('a round of another query');
      break;
    }
  }
  if (expectCookie && !cookie) problems.push('no session cookie');
  if (!expectCookie && cookie) problems.push('a new session cookie for a known session');
  const firstRound = r.lines.find((l) => l.value.type === 'round');
  return {
    i,
    problems,
    cookie,
    session: summary?.session ?? null,
    ttfr: firstRound?.at ?? null,
    ttf: summary?.type === 'summary' ? r.lines.at(-1).at : null,
    complete: summary?.type === 'summary' && summary.finished === true,
    hotels: ids.size,
    polls: summary?.polls ?? 0,
  };
}

async function phase(baseUrl, today, agent, cookies) {
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: STREAMS }, async (_, i) => {
      const q = queryOf(i, today);
      const headers = { accept: 'application/x-ndjson', 'sec-fetch-site': 'same-origin', ...(cookies ? { cookie: cookies[i] } : {}) };
      const r = await ndjsonGet(`${baseUrl}${q.path}`, { headers, timeoutMs: STREAM_TIMEOUT_MS, agent });
      return check(i, q, r, { expectCookie: !cookies });
    }),
  );
  return { results, wall: performance.now() - started };
}

function report(name, { results, wall }) {
  const errors = results.filter((r) => r.problems.length > 0);
  const ttfr = results.map((r) => r.ttfr).filter((x) => x !== null);
  const ttf = results.map((r) => r.ttf).filter((x) => x !== null);
  console.log(
    `${name}: ${results.length} streams, errors ${errors.length}, complete ${results.filter((r) => r.complete).length}, wall ${ms(wall)}`,
  );
  console.log(
    `  time to first round p50 ${ms(percentile(ttfr, 50))} p95 ${ms(percentile(ttfr, 95))}; time to finish p50 ${ms(percentile(ttf, 50))} p95 ${ms(percentile(ttf, 95))}`,
  );
  console.log(
    `  hotels per stream min ${Math.min(...results.map((r) => r.hotels))}; upstream polls per stream p50 ${percentile(
      results.map((r) => r.polls),
      50,
    )} max ${Math.max(...results.map((r) => r.polls))}`,
  );
  for (const e of errors.slice(0, 5)) console.log(`  ✗ stream ${e.i}: ${e.problems.join('; ')}`);
  return errors.length;
}

export default async function ({ baseUrl }) {
  const { hostname } = new URL(baseUrl);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(hostname)) throw new Error(`loopback only, not ${hostname}`);
  const agent = new http.Agent({ keepAlive: false, maxSockets: STREAMS });
  const today = tehranToday();
  let cap;
  const capped = new Promise((_, reject) => {
    cap = setTimeout(() => reject(new Error(`load run exceeded ${TOTAL_CAP_MS} ms`)), TOTAL_CAP_MS);
  });
  try {
    await Promise.race([capped, run()]);
  } finally {
    clearTimeout(cap);
    agent.destroy();
  }

  async function run() {
    // One stream alone first: the unloaded baseline (the sandbox's first round is due 1200 ms after the token).
    const q = queryOf(STREAMS, today);
    const solo = check(STREAMS, q, await ndjsonGet(`${baseUrl}${q.path}`, { timeoutMs: STREAM_TIMEOUT_MS, agent }), { expectCookie: true });
    console.log(
      `one stream alone: first round ${ms(solo.ttfr ?? NaN)}, finished ${ms(solo.ttf ?? NaN)}, ${solo.hotels} hotels, ${solo.polls} polls${solo.problems.length ? `, ✗ ${solo.problems.join('; ')}` : ''}`,
    );
    console.log(`${STREAMS} concurrent streamed Kish searches, distinct queries, loopback ${baseUrl}`);
    const first = await phase(baseUrl, today, agent, null);
    let errors = (solo.problems.length ? 1 : 0) + report('phase 1 (no cookie: a new session each)', first);
    const cookies = first.results.map((r) => r.cookie);
    const sessions = first.results.map((r) => r.session);
    const distinctCookies = new Set(cookies.filter(Boolean)).size;
    const distinctSessions = new Set(sessions.filter(Boolean)).size;
    console.log(`  distinct session cookies ${distinctCookies}/${STREAMS}, distinct session tags ${distinctSessions}/${STREAMS}`);
    if (distinctCookies !== STREAMS || distinctSessions !== STREAMS) errors++;
    if (cookies.some((c) => !c)) throw new Error(`phase 1 left streams without a session cookie; ${errors} errors`);

    const second = await phase(baseUrl, today, agent, cookies);
    errors += report('phase 2 (each stream with its own cookie)', second);
    const mismatched = second.results.filter((r) => r.session !== sessions[r.i]).length;
    console.log(`  streams whose session tag differs from their cookie's phase-1 session: ${mismatched}`);
    errors += mismatched;
    if (errors > 0) throw new Error(`${errors} errors in the load run`);
    console.log('✓ 0 errors; every stream complete and in its own session');
  }
}
