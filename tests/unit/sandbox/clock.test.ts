/**
 * The clock knob (src/server/sandbox/clock.ts, README "Clock knob"): its grammar, and the sandbox reading
 * `X-Sandbox-Clock` only while its fault knobs are on, for everything the request reads through its clock: "now",
 * token lifetimes, and the flights' sale cut-off at search (a search at 21:00 Tehran time offers nothing before 23:00).
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FlightSearchPollResponse } from '@/server/schemas';
import { createSandboxApp } from '@/server/sandbox/app';
import { CLOCK_HEADER, formatClockShift, MAX_CLOCK_SHIFT_MS, parseClockShift } from '@/server/sandbox/clock';
import { authed, dateAfter, guestLogin, inProcess, json, type Call } from './client';

/** 2026-11-21 11:30 in Tehran (08:00 UTC). */
const START = Date.UTC(2026, 10, 21, 8, 0, 0);
const H = 3_600_000;

describe('the clock knob’s grammar', () => {
  it.each([
    ['+21h', 21 * H],
    ['-90m', -90 * 60_000],
    ['16m', 16 * 60_000],
    ['2d', 2 * 24 * H],
    ['1500ms', 1500],
    ['3600', H],
    ['3600s', H],
    [' +5s ', 5000],
    ['0', 0],
    ['400d', MAX_CLOCK_SHIFT_MS],
  ] as const)('%j is %i ms', (text, ms) => {
    expect(parseClockShift(text)).toBe(ms);
  });

  it.each(['', 'abc', '1.5h', '+-1h', '++1h', '1e3', '401d', '-401d', '1 h', '1y', '۲h', '9999999999999d', '+21h,+1h'])(
    '%j is refused',
    (text) => {
      expect(parseClockShift(text)).toBeNull();
    },
  );

  it('the header the edge sends reads back exactly', () => {
    for (const ms of [1, -1, 75_600_000, -5_400_000, MAX_CLOCK_SHIFT_MS]) expect(parseClockShift(formatClockShift(ms))).toBe(ms);
  });
});

const health = async (call: Call, shift?: string): Promise<Response> =>
  call('/sandbox/health', { headers: shift === undefined ? {} : { [CLOCK_HEADER]: shift } });
const nowOf = async (res: Response): Promise<number> => Date.parse(((await res.json()) as { now: string }).now);

describe('the sandbox reads X-Sandbox-Clock while its knobs are on', () => {
  it('moves this request’s clock, and only this request’s', async () => {
    const call = inProcess(createSandboxApp({ seed: 3, clock: () => START }));
    expect(await nowOf(await health(call, '+13h'))).toBe(START + 13 * H);
    expect(await nowOf(await health(call, '-2d'))).toBe(START - 48 * H);
    expect(await nowOf(await health(call))).toBe(START);
  });

  it('a shift it cannot read is a 400, not a silent real clock', async () => {
    const call = inProcess(createSandboxApp({ seed: 3, clock: () => START }));
    const res = await health(call, 'tomorrow');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ succeed: false, code: 'validation' });
  });

  it('with the knobs off (faults: false) the header is ignored, whatever it says', async () => {
    const call = inProcess(createSandboxApp({ seed: 3, clock: () => START, faults: false }));
    expect(await nowOf(await health(call, '+13h'))).toBe(START);
    expect((await health(call, 'tomorrow')).status).toBe(200);
  });

  it('token lifetimes follow it: a 15-minute access token is refused 16 minutes on', async () => {
    const call = inProcess(createSandboxApp({ seed: 3, clock: () => START }));
    const { access_token } = await guestLogin(call);
    const banners = (shift: string) =>
      call('/banners?Hotel=true&Locale=Local', { headers: authed(access_token, { [CLOCK_HEADER]: shift }) });
    expect((await banners('+14m')).status).toBe(200);
    expect((await banners('+16m')).status).toBe(401);
  });
});

describe('a flight search at 21:00 Tehran time through the knob', () => {
  /** The Tehran wall-clock time `hh:mm` of START's day, as a shift from START. */
  const at = (hhmm: string) => formatClockShift(Date.parse(`${dateAfter(START, 0)}T${hhmm}:00+03:30`) - START);

  async function departures(call: Call, access: string, shift: string): Promise<string[]> {
    const headers = { [CLOCK_HEADER]: shift };
    const body = {
      source: 'THR',
      destination: 'MHD',
      departureDate: dateAfter(START, 0),
      flightType: 1,
      adults: 1,
      children: 0,
      infants: 0,
    };
    const started = await call('/api2/flights/searchv3', json(body, authed(access, headers)));
    expect(started.status).toBe(200);
    const { searchToken } = (await started.json()) as { searchToken: string };
    // A minute later by the same shifted clock: every round is in.
    const later = { [CLOCK_HEADER]: formatClockShift(parseClockShift(shift)! + 60_000) };
    const res = await call(`/api2/flights/available/${searchToken}`, { method: 'POST', headers: authed(access, later) });
    const poll = v.parse(FlightSearchPollResponse, await res.json());
    expect(poll.isFinish).toBe(true);
    return poll.departures.map((f) => f.departureTime);
  }

  it('offers no domestic flight before 23:00; the same search in the morning does', async () => {
    // Tokens live a day here, so the only thing the shift changes is the sale cut-off.
    const call = inProcess(createSandboxApp({ seed: 1405, clock: () => START, firstRoundDelayMs: 0, accessTtlMs: 86_400_000 }));
    const { access_token } = await guestLogin(call);
    const elevenPm = Date.parse(`${dateAfter(START, 0)}T23:00:00+03:30`);
    const morning = await departures(call, access_token, at('06:00'));
    expect(morning.some((t) => Date.parse(t) < elevenPm)).toBe(true);
    const evening = await departures(call, access_token, at('21:00'));
    expect(evening.every((t) => Date.parse(t) >= elevenPm)).toBe(true);
    expect(evening.length).toBeLessThan(morning.length);
  });
});
