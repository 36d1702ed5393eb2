import { describe, expect, it } from 'vitest';
import { morePaging } from '@/lib/results-paging';

const paging = { first: 5, more: 10 };

describe('morePaging: «more» on a list whose supplier pages its answer', () => {
  it.each([
    // [case, state, expected]
    [
      'known results left: the next batch of them, no call',
      { shown: 5, total: 12, nextPage: 2, pageLoading: false },
      { shown: 12, fetchPage: null },
    ],
    [
      'no next page: as nextShown, never past the total',
      { shown: 5, total: 12, nextPage: null, pageLoading: false },
      { shown: 12, fetchPage: null },
    ],
    [
      'all known shown, a next page: ask for it, the batch left open',
      { shown: 12, total: 12, nextPage: 2, pageLoading: false },
      { shown: 22, fetchPage: 2 },
    ],
    [
      'fewer than the first page shown: the first page is the batch',
      { shown: 3, total: 3, nextPage: 3, pageLoading: false },
      { shown: 5, fetchPage: 3 },
    ],
    [
      'the page is on its way: nothing more, no second call',
      { shown: 22, total: 12, nextPage: 2, pageLoading: true },
      { shown: 22, fetchPage: null },
    ],
    ['all shown, no next page: nothing', { shown: 12, total: 12, nextPage: null, pageLoading: false }, { shown: 12, fetchPage: null }],
  ] as const)('%s', (_case, state, expected) => {
    expect(morePaging(state, paging)).toEqual(expected);
  });
});
