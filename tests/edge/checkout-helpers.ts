/**
 * Helpers of the checkout edge tests: a real flight search through the session's upstream client (a stand-in page
 * at /__search), passengers that pass the flight rules, and a JSON POST with the same-origin headers the CSRF check
 * wants.
 */
import type { Context } from 'hono';
import { addDays, todayIn } from '@/lib/dates';
import { emptyFlightPassenger, type FlightPassenger, type FlightPassengerType } from '@/products/flight/model/passengers';
import type { SandboxOptions } from '@/server/sandbox/app';
import { flightsApi } from '@/products/flight/server/upstream';
import { bookingApi } from '@/server/upstream/booking';
import type { Timers } from '@/server/upstream/request';
import { cookieFrom, harness } from './harness';

export const same = { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };
export const CODES = ['0012345679', '1234567891', '9876543210', '0045678901'];
export const BAD_CODE = '0012345678';

export interface SearchAsk {
  route: [string, string];
  days: number;
  returnDays?: number;
  adults: number;
  children?: number;
  infants?: number;
}

/**
 * A page stand-in that runs a real flight search with the request's session and answers its first flights
 * (`/__search`), or more of a search's flights than it had (`/__poll?token=…&had=N`).
 */
async function searchPage(c: Context): Promise<Response> {
  const path = new URL(c.req.url).pathname;
  // What became of a gateway payment, as the result page reads it (the session's own intent).
  if (path === '/__intent') return c.json(await bookingApi(c.get('upstream')).paymentIntent(c.req.query('token') ?? ''));
  if (path !== '/__search' && path !== '/__poll') return c.text('page');
  const api = flightsApi(c.get('upstream'));
  let token: string;
  let had = 0;
  let needsReturns = false;
  if (path === '/__poll') {
    token = c.req.query('token') ?? '';
    had = Number(c.req.query('had') ?? 0);
  } else {
    const ask = JSON.parse(c.req.query('ask') ?? '{}') as SearchAsk;
    const today = todayIn(Date.now());
    needsReturns = Boolean(ask.returnDays);
    token = await api.searchToken({
      source: ask.route[0],
      destination: ask.route[1],
      departureDate: addDays(today, ask.days),
      returnDate: ask.returnDays ? addDays(today, ask.returnDays) : null,
      passengers: { adults: ask.adults, children: ask.children ?? 0, infants: ask.infants ?? 0 },
      cabin: 'Y',
    });
  }
  // The first round with flights (and return flights) past the ones already had is enough to choose from.
  let poll = await api.poll(token);
  for (let i = 0; i < 100 && !poll.isFinish && (poll.departures.length <= had || (needsReturns && poll.returns.length === 0)); i++) {
    await new Promise((r) => setTimeout(r, 100));
    poll = await api.poll(token);
  }
  return c.json({ token, departures: poll.departures, returns: poll.returns, finished: poll.isFinish });
}

/** A hotel's guests as the guests step posts them: one room of two Iranian adults, the first the leader. */
export const hotelGuest = (firstName: string, nationalCode: string) => ({
  firstName,
  lastName: 'رضایی',
  gender: 'FEMALE' as const,
  isIranian: true,
  nationalCode,
  passportNumber: '',
});
export const hotelGuests = {
  rooms: [[hotelGuest('مریم', '0012345679'), hotelGuest('سارا', '1234567891')]],
  leader: 0,
  mobile: '09121234567',
  email: '',
};

/** A flight search's answer through the stand-in page. */
type Found = {
  token: string;
  departures: { id: string; total: number; seatsLeft: number }[];
  returns: { id: string; total: number }[];
  finished: boolean;
};

/**
 * A visitor with a cookie jar on the edge + sandbox; `now` (edge clock) for tests that move time; `timers` for the
 * edge's own waits (the upstream client's retry delays, the session's wait before a refresh), e.g. instant ones that
 * record what was waited.
 *
 * The sandbox answers a search's first round at once (`firstRoundDelayMs: 0`, not its default 1 200 ms on the real
 * clock): a checkout test chooses from that round and asserts nothing about when it came. A test about the delay
 * passes its own `firstRoundDelayMs`.
 */
export function checkoutHarness(sandbox: SandboxOptions = {}, now?: () => number, timers?: Timers) {
  const h = harness({ sandbox: { firstRoundDelayMs: 0, ...sandbox }, render: searchPage, now, ...(timers ? { timers } : {}) });
  let cookie = '';
  const keep = (res: Response) => {
    try {
      cookie = cookieFrom(res);
    } catch {
      // this answer did not change the session
    }
    return res;
  };
  const post = async (path: string, body: unknown) =>
    keep(
      await h.request(path, { method: 'POST', headers: { ...same, ...(cookie ? { Cookie: cookie } : {}) }, body: JSON.stringify(body) }),
    );
  const get = async (path: string) => keep(await h.request(path, { headers: cookie ? { Cookie: cookie } : {} }));
  /** A form POST as a page's `<form method="post">` sends it (same origin, urlencoded). */
  const form = async (path: string, fields: Record<string, string>) =>
    keep(
      await h.request(path, {
        method: 'POST',
        headers: { ...same, 'Content-Type': 'application/x-www-form-urlencoded', ...(cookie ? { Cookie: cookie } : {}) },
        body: new URLSearchParams(fields).toString(),
      }),
    );
  /** A multipart POST (a file upload), same origin. */
  const multipart = async (path: string, body: FormData) =>
    keep(
      await h.request(path, {
        method: 'POST',
        headers: { Origin: same.Origin, 'Sec-Fetch-Site': same['Sec-Fetch-Site'], ...(cookie ? { Cookie: cookie } : {}) },
        body,
      }),
    );
  return {
    ...h,
    post,
    get,
    form,
    multipart,
    cookie: () => cookie,
    async login(mobile: string) {
      await get('/api/session');
      const res = await post('/api/auth/login', { username: mobile, password: 'Sandbox!234' });
      if (res.status !== 200) throw new Error(`login ${res.status}`);
    },
    async search(ask: SearchAsk) {
      const res = await get(`/__search?ask=${encodeURIComponent(JSON.stringify(ask))}`);
      return (await res.json()) as Found;
    },
    /**
     * Searches and chooses the first flight(s) whose provision keeps the price; returns the choice's answer. When
     * every flight of the first round is refused (a price change, a sold-out seat: the sandbox's own faults), the
     * search's later rounds are tried too, as a traveller would pick another flight.
     */
    async choose(ask: SearchAsk) {
      let found = await this.search(ask);
      const refused: string[] = [];
      for (let i = 0; ; i++) {
        if (i === found.departures.length) {
          if (found.finished) break;
          const more = (await (await get(`/__poll?token=${encodeURIComponent(found.token)}&had=${i}`)).json()) as Found;
          if (more.departures.length <= i) break;
          found = more;
        }
        // A round trip pairs each departure with a return of the same search: the first round may bring fewer returns
        // than departures (how many depends on when the poll came), so the returns are taken in turn.
        const back = found.returns.length > 0 ? found.returns[i % found.returns.length] : undefined;
        const body = { searchToken: found.token, flightId: found.departures[i]!.id, returnFlightId: back?.id ?? null };
        const res = await post('/api/basket/flights', body);
        // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely by the tests
        const json = (await res.json()) as Record<string, any>;
        if (res.status === 200 && json.step === 'saved') return { found, body, json };
        refused.push(`${res.status} ${json.step ?? json.code ?? ''}`);
      }
      // What each flight answered, so a failure says why (sold out, price changed, an error).
      throw new Error(`no flight could be provisioned (${found.departures.length} found: ${refused.join(', ') || 'none'})`);
    },
  };
}

export function passenger(type: FlightPassengerType, i: number, patch: Partial<FlightPassenger> = {}): FlightPassenger {
  const today = todayIn(Date.now());
  const year = Number(today.slice(0, 4));
  return {
    ...emptyFlightPassenger(type),
    birthDate: type === 'adult' ? '1990-05-01' : type === 'child' ? `${year - 6}-01-01` : `${year - 1}-01-01`,
    nationalNumber: CODES[i] ?? '',
    fnameFa: ['مریم', 'علی', 'سارا', 'رضا'][i] ?? 'مریم',
    lnameFa: 'احمدی',
    fnameEn: ['Maryam', 'Ali', 'Sara', 'Reza'][i] ?? 'Maryam',
    lnameEn: 'Ahmadi',
    ...patch,
  };
}

export const twoAdultsAndInfant = (patch: Partial<FlightPassenger> = {}) => ({
  passengers: [passenger('adult', 0), passenger('adult', 1), passenger('infant', 2, patch)],
  leader: 0,
  mobile: '09121234567',
  email: '',
});

/**
 * The gateway page's form as the traveller's browser posts it (a navigation to the site's own /sandbox/pay/{token},
 * with the session's cookie): the gateway answers only the session that made the payment. Follows nothing.
 */
export function payAtGateway(
  h: { request: (path: string, init?: RequestInit) => Promise<Response>; cookie: () => string },
  paymentUrl: string,
  action: 'pay' | 'cancel' = 'pay',
) {
  const path = new URL(paymentUrl, 'http://localhost').pathname;
  const cookie = h.cookie();
  return h.request(path, {
    method: 'POST',
    headers: { ...same, 'Content-Type': 'application/x-www-form-urlencoded', ...(cookie ? { Cookie: cookie } : {}) },
    body: `action=${action}`,
  });
}
