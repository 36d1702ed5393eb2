/**
 * The hotel package poller (spec 001 §4 "Hotel package search"): a package token, then a poll every second until the
 * supplier is finished (or the limit, or the visitor leaves). Found packages are appended and each round carries the
 * whole list in display order: the cheapest first, then the guaranteed ones, then the rest (src/lib/hotel-packages).
 */
import { PACKAGE_POLL_INTERVAL_MS } from '../../lib/constants';
import { appendPackages, packageDisplayOrder } from '../../lib/hotel-packages';
import { packagesApi, type PackageSearchParams, type RoomPackage } from '../upstream/packages';
import type { UpstreamClient } from '../upstream/request';
import { pollSettings, pollUntilDone, type PollOptions, type SearchEnd } from './poll';

/** The same poll budget as the hotel search (Workers Free: 50 subrequests), at 1 s that is 45 s. */
export const PACKAGE_MAX_POLLS = 45;
const LIMIT_MS = PACKAGE_MAX_POLLS * PACKAGE_POLL_INTERVAL_MS;

export interface PackageRound {
  round: number;
  /** Every package found so far, in display order. */
  packages: RoomPackage[];
  /** Packages new in this round. */
  added: number;
  isFinish: boolean;
  /** The package search's token: cancellation rules are asked for by token and packageId. */
  searchToken: string;
}

export type PackageSearchEvent = ({ type: 'round' } & PackageRound) | ({ type: 'summary' } & SearchEnd);

export async function* pollPackageSearch(
  client: UpstreamClient,
  params: PackageSearchParams,
  options: PollOptions = {},
): AsyncGenerator<PackageSearchEvent, void> {
  const s = pollSettings({ intervalMs: PACKAGE_POLL_INTERVAL_MS, limitMs: LIMIT_MS, maxPolls: PACKAGE_MAX_POLLS }, options);
  let found: RoomPackage[] = [];
  let since = 0;
  let round = 0;
  let searchToken = '';
  const polls = pollUntilDone(client, s, {
    start: async (c, deadlineMs) => (searchToken = await packagesApi(c).searchToken(params, deadlineMs)),
    poll: async (c, token, deadlineMs) => {
      const answer = await packagesApi(c).poll(token, params.hotelId, { since, deadlineMs, requestTime: s.timers.now() });
      since = Math.max(since, answer.round);
      return answer;
    },
  });
  let next = await polls.next();
  for (; !next.done; next = await polls.next()) {
    const answer = next.value;
    if (answer.items.length === 0 && !answer.isFinish) continue;
    const before = new Set(found.map((p) => p.packageId));
    found = appendPackages(found, answer.items);
    const added = found.filter((p) => !before.has(p.packageId)).length;
    yield { type: 'round', round: ++round, packages: packageDisplayOrder(found), added, isFinish: answer.isFinish, searchToken };
  }
  yield { type: 'summary', total: found.length, finished: next.value.reason === 'finished', ...next.value };
}
