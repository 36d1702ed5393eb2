import { describe, expect, it } from 'vitest';
import { popularFirst } from '@/lib/popular-destinations';

describe('popularFirst', () => {
  it('orders both lists by priority, highest first, without touching the input', () => {
    const input = {
      domestic: [
        { name: 'a', priority: 1 },
        { name: 'b', priority: 9 },
        { name: 'c', priority: 5 },
      ],
      international: [
        { name: 'x', priority: 0 },
        { name: 'y', priority: 3 },
      ],
    };
    const out = popularFirst(input);
    expect(out.domestic.map((l) => l.name)).toEqual(['b', 'c', 'a']);
    expect(out.international.map((l) => l.name)).toEqual(['y', 'x']);
    expect(input.domestic.map((l) => l.name)).toEqual(['a', 'b', 'c']);
  });

  it('keeps the order of equal priorities and handles empty lists', () => {
    const out = popularFirst({
      domestic: [
        { id: 1, priority: 2 },
        { id: 2, priority: 2 },
      ],
      international: [],
    });
    expect(out.domestic.map((l) => l.id)).toEqual([1, 2]);
    expect(out.international).toEqual([]);
  });
});
