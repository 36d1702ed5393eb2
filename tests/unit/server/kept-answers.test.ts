import { describe, expect, it } from 'vitest';
import { keptAnswers } from '@/server/kept-answers';

describe('keptAnswers: an optional block kept per isolate', () => {
  it('asks once per key within its time, again after it', async () => {
    const kept = keptAnswers<number>(1_000);
    let calls = 0;
    const load = async () => [++calls];
    expect(await kept.get('a', load, 0)).toEqual([1]);
    expect(await kept.get('a', load, 999)).toEqual([1]);
    expect(await kept.get('b', load, 999)).toEqual([2]);
    expect(kept.peek('a', 999)).toEqual([1]);
    expect(kept.peek('a', 1_000)).toBeUndefined();
    expect(await kept.get('a', load, 1_000)).toEqual([3]);
  });

  it('never keeps an empty answer (an outage is asked again next time)', async () => {
    const kept = keptAnswers<string>(60_000);
    const answers: string[][] = [[], ['x']];
    const load = async () => answers.shift() ?? [];
    expect(await kept.get('k', load, 0)).toEqual([]);
    expect(await kept.get('k', load, 1)).toEqual(['x']);
    expect(await kept.get('k', load, 2)).toEqual(['x']);
  });

  it('holds at most `max` keys, dropping the oldest', async () => {
    const kept = keptAnswers<string>(60_000, 2);
    let calls = 0;
    const load = async () => [`v${++calls}`];
    await kept.get('a', load, 0);
    await kept.get('b', load, 0);
    await kept.get('c', load, 0);
    expect(await kept.get('b', load, 1)).toEqual(['v2']);
    expect(await kept.get('a', load, 1)).toEqual(['v4']);
  });
});
