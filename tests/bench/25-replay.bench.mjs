// The seeds' own design, side by side with ours (issue 15): the original client got a search token from the
// supplier, then polled it every 2 s from the browser until the search said it was finished (spec 000 §4: "a search
// token is obtained, then the search is polled every 2 seconds"). This replays that client, over HTTP, against the
// same sandbox supplier (the same code, seed and 1 200 ms first round, served by scripts/sandbox.mjs in this run),
// and times ours, the edge's NDJSON stream of the same kind of search on the built worker, in turns: a fresh Kish
// search each time (its own check-in day), RUNS of each. Printed: when the first results and the last results arrive
// (ms from the first request), and the ratio of the medians, replay ÷ ours: the figure.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ms, ndjsonGet } from './lib.mjs';

const RUNS = 5;
const POLL_EVERY_MS = 2000;
const GIVE_UP_MS = 90_000;
const KISH = 402;
const PROVIDER = { 'X-Provider-Code': 'safarnameh-bench' };
const TEHRAN_OFFSET_MS = 210 * 60_000;
const addDays = (iso, n) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const tehranToday = () => new Date(Date.now() + TEHRAN_OFFSET_MS).toISOString().slice(0, 10);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const sleep = (n) => new Promise((r) => setTimeout(r, n));

/** scripts/sandbox.mjs on a free port; resolves with its URL once it listens. */
function startSandbox(root) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/sandbox.mjs')], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SANDBOX_FAULTS: 'off' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let out = '';
    const timer = setTimeout(() => reject(new Error(`sandbox did not start:\n${out}`)), 30_000);
    const onData = (d) => {
      out += d;
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({
          url: m[1],
          stop: () => {
            try {
              process.kill(-child.pid, 'SIGTERM');
            } catch {}
          },
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => reject(new Error(`sandbox exited (${code}):\n${out}`)));
  });
}

/** The original client: token, then a poll every 2 s (the first one 2 s after the token) until isFinish. */
async function replay(sandbox, accessToken, checkIn, checkOut) {
  const auth = { ...PROVIDER, Authorization: accessToken };
  const t0 = performance.now();
  const res = await fetch(`${sandbox}/api/hotel/core/v1/Hotels/${KISH}/Search`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ checkIn, checkOut, roomPassengers: [{ adultsCount: 2, childrenAges: [] }] }),
  });
  if (!res.ok) throw new Error(`replay token: ${res.status}`);
  const { searchToken } = await res.json();
  let first = null;
  let polls = 0;
  let hotels = 0;
  for (let due = POLL_EVERY_MS; due <= GIVE_UP_MS; due += POLL_EVERY_MS) {
    await sleep(Math.max(0, t0 + due - performance.now()));
    polls++;
    const poll = await fetch(`${sandbox}/api/hotel/core/v1/Hotels/cities/${encodeURIComponent(searchToken)}/available`, { headers: auth });
    if (!poll.ok) throw new Error(`replay poll: ${poll.status}`);
    const body = await poll.json();
    const at = performance.now() - t0;
    hotels = body.items.length;
    if (first === null && hotels > 0) first = at;
    if (body.isFinish) return { first, last: at, polls, hotels };
  }
  return { first, last: null, polls, hotels };
}

/** Ours: the edge's stream of the search, from the request to its first round with hotels and to its summary. */
async function ours(baseUrl, cookie, checkIn, checkOut) {
  const r = await ndjsonGet(`${baseUrl}/stream/hotels/ir-kish?id=${KISH}&startDate=${checkIn}&endDate=${checkOut}&room=1&room-0=2`, {
    headers: { accept: 'application/x-ndjson', 'sec-fetch-site': 'same-origin', cookie },
    timeoutMs: GIVE_UP_MS + 30_000,
  });
  if (r.status !== 200) throw new Error(`stream: ${r.status} ${r.error ?? ''}`);
  const firstRound = r.lines.find((l) => l.value.type === 'round' && l.value.items.length > 0);
  const summary = r.lines.find((l) => l.value.type === 'summary');
  return { first: firstRound?.at ?? null, last: summary?.value.finished ? summary.at : null, hotels: summary?.value.total ?? 0 };
}

export default async function ({ baseUrl, root }) {
  const sandbox = await startSandbox(root);
  try {
    const login = await fetch(`${sandbox.url}/auth/Login`, {
      method: 'POST',
      headers: { ...PROVIDER, 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'guest', password: 'guest' }),
    });
    const { access_token: accessToken } = await login.json();
    // Both sides start with a session, as a returning browser would: ours gets its cookie from one page view.
    const home = await fetch(`${baseUrl}/hotel`, { redirect: 'manual' });
    const cookie = (home.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
    await home.arrayBuffer();
    const today = tehranToday();
    const rows = [];
    for (let i = 0; i < RUNS; i++) {
      // A fresh search each turn, the same stay on both sides.
      const checkIn = addDays(today, 5 + i * 7);
      const checkOut = addDays(checkIn, 3);
      const a = await replay(sandbox.url, accessToken, checkIn, checkOut);
      const b = await ours(baseUrl, cookie, checkIn, checkOut);
      rows.push({ a, b });
      console.log(
        `replay turn ${i + 1}: polling design first results ${ms(a.first ?? NaN)}, last ${ms(a.last ?? NaN)} (${a.polls} polls, ${a.hotels} hotels) | ours first ${ms(b.first ?? NaN)}, last ${ms(b.last ?? NaN)} (${b.hotels} hotels)`,
      );
    }
    const med = (side, key) => median(rows.map((r) => r[side][key]).filter((x) => x !== null));
    const [aFirst, aLast, bFirst, bLast] = [med('a', 'first'), med('a', 'last'), med('b', 'first'), med('b', 'last')];
    console.log(
      `replay (median of ${RUNS}): first results: polling design ${ms(aFirst)}, ours ${ms(bFirst)} → ratio ${(aFirst / bFirst).toFixed(2)}×; last results: polling design ${ms(aLast)}, ours ${ms(bLast)} → ratio ${(aLast / bLast).toFixed(2)}×`,
    );
  } finally {
    sandbox.stop();
  }
}
