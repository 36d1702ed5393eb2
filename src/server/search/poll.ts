/**
 * The loop every search poller shares (the results pipeline and the package stream): obtain a token, then poll until the supplier says it is finished, the time
 * limit, the poll budget, a disconnect, or too many failed polls in a row. Every bound holds even if the abort signal
 * never fires (request.signal is unreliable on Workers), and time is injected (`Timers`) so tests run instantly.
 */
import { UpstreamError, realTimers, type Timers, type UpstreamClient } from '../upstream/request';

export type StopReason = 'finished' | 'timeout' | 'disconnected' | 'error' | 'expired';

export interface PollSettings {
  intervalMs: number;
  /** Overall limit, token included. */
  limitMs: number;
  /** Upstream poll requests, client retries included (each one is a subrequest). */
  maxPolls: number;
  /** This many failed polls in a row end the search; fewer are skipped (the next poll is the retry). */
  maxFailures: number;
  /** How long one poll may take before it counts as failed. */
  pollTimeoutMs: number;
  /**
   * Poll when the supplier says its next round is due, if that is sooner than the interval (never sooner than
   * MIN_HINT_DELAY_MS): results show as soon as they exist instead of up to one interval later.
   */
  followRoundHints: boolean;
  signal?: AbortSignal | undefined;
  timers: Timers;
}

export type PollOptions = Partial<PollSettings>;

/** How a search ended; the last event of every search stream. */
export interface SearchEnd {
  /** Distinct results found. */
  total: number;
  finished: boolean;
  reason: StopReason;
  polls: number;
  elapsedMs: number;
}

export interface PollAnswer {
  isFinish: boolean;
  nextRoundInMs: number | null;
}

export interface PollCalls<T extends PollAnswer> {
  start: (client: UpstreamClient, deadlineMs: number) => Promise<string>;
  poll: (client: UpstreamClient, token: string, deadlineMs: number) => Promise<T>;
}

export const MAX_FAILURES_IN_A_ROW = 3;
export const POLL_TIMEOUT_MS = 15_000;
/** A hint sooner than this is not followed (a supplier saying "1 ms" on every poll must not be polled 1 000 times a second)… */
const MIN_HINT_DELAY_MS = 250;
/**
 * Polled this long after the supplier's hint, so its round is surely complete. The hint is counted from when its
 * answer arrived (never earlier than the supplier's own "now"), so the margin only covers a supplier's clock
 * granularity: every millisecond of it is a millisecond later that the traveller sees the round's results.
 */
const HINT_MARGIN_MS = 2;
/** How far behind ours a supplier's clock may be for a poll made at its hint to be retried at once. */
const CLOCK_SKEW_MS = 50;

export function pollSettings(
  defaults: Omit<PollSettings, 'timers' | 'signal' | 'maxFailures' | 'pollTimeoutMs' | 'followRoundHints'>,
  o: PollOptions,
): PollSettings {
  return {
    maxFailures: MAX_FAILURES_IN_A_ROW,
    pollTimeoutMs: POLL_TIMEOUT_MS,
    followRoundHints: true,
    timers: realTimers,
    ...defaults,
    ...withoutUndefined(o),
  };
}

/** Yields every successful poll's answer (the finishing one included); returns why it stopped. */
export async function* pollUntilDone<T extends PollAnswer>(
  client: UpstreamClient,
  s: PollSettings,
  calls: PollCalls<T>,
): AsyncGenerator<T, Omit<SearchEnd, 'total' | 'finished'>> {
  const { timers, signal } = s;
  const started = timers.now();
  const left = () => started + s.limitMs - timers.now();
  let polls = 0;
  const bound = signal ? client.with({ signal }) : client;
  const counted = bound.with({ onAttempt: () => void polls++ });
  const stop = (reason: StopReason) => ({ reason, polls, elapsedMs: timers.now() - started });
  const gone = (err?: unknown) => signal?.aborted === true || (err instanceof UpstreamError && err.kind === 'aborted');

  let token: string;
  try {
    token = await calls.start(bound, left());
  } catch (err) {
    // A search-token failure ends the loading silently (no results, no message; spec 000 §4).
    return stop(gone(err) ? 'disconnected' : 'error');
  }

  let failures = 0;
  // …except once, right after a poll made at a hint: a supplier whose clock is a little behind ours says its round
  // is a few ms away, and waiting MIN_HINT_DELAY_MS for it would show the round a quarter second late.
  let atHint = false;
  for (;;) {
    if (gone()) return stop('disconnected');
    if (left() <= 0 || polls >= s.maxPolls) return stop('timeout');
    const t0 = timers.now();
    let answer: T | null = null;
    try {
      answer = await calls.poll(counted, token, Math.min(left(), s.pollTimeoutMs));
      failures = 0;
    } catch (err) {
      if (gone(err)) return stop('disconnected');
      if (err instanceof UpstreamError && err.status === 410) return stop('expired');
      if (++failures >= s.maxFailures) return stop('error');
    }
    if (answer) {
      yield answer;
      if (answer.isFinish) return stop('finished');
    }
    // The interval is measured from each poll's start; a round hint from the answer's arrival.
    const hinted = hintDelay(answer, s, atHint);
    // Only a wait of MIN_HINT_DELAY_MS or more earns the short retry: never two short waits in a row.
    atHint = hinted !== null && hinted >= MIN_HINT_DELAY_MS;
    const wait = Math.min(hinted ?? s.intervalMs - (timers.now() - t0), left());
    if (wait > 0) await timers.sleep(wait, signal);
  }
}

/**
 * The wait the supplier's round hint asks for, when it is sooner than the interval; null to use the interval. A poll
 * made at a hint that came a little too early (`afterHint`, the round at most CLOCK_SKEW_MS away) is retried once
 * at the new hint; otherwise hints under MIN_HINT_DELAY_MS wait that long.
 */
function hintDelay(answer: PollAnswer | null, s: PollSettings, afterHint: boolean): number | null {
  const hint = answer?.nextRoundInMs;
  if (!s.followRoundHints || hint === null || hint === undefined || hint + HINT_MARGIN_MS >= s.intervalMs) return null;
  const wait = hint + HINT_MARGIN_MS;
  if (wait < MIN_HINT_DELAY_MS && !(afterHint && hint <= CLOCK_SKEW_MS)) return MIN_HINT_DELAY_MS;
  return wait;
}

function withoutUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
