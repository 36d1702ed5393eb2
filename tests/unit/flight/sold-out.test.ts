import { describe, expect, it } from 'vitest';
import { isSoldOut, soldOutKey } from '@/products/flight/components/store';

describe('sold-out trips of a search (issue 48 point 5)', () => {
  it('a one-way flight is remembered by its id; a return trip by its pair only', () => {
    const soldOut = [soldOutKey('F1', null), soldOutKey('F2', 'R9')];
    expect(soldOut).toEqual(['F1', 'F2|R9']);
    expect(isSoldOut(soldOut, { id: 'F1', leg: 1 }, null)).toBe(true);
    expect(isSoldOut(soldOut, { id: 'F3', leg: 1 }, null)).toBe(false);
    // The outbound F2 is not marked on its own (its return may have been the full one).
    expect(isSoldOut(soldOut, { id: 'F2', leg: 1 }, null)).toBe(false);
    expect(isSoldOut(soldOut, { id: 'R9', leg: 2 }, 'F2')).toBe(true);
    expect(isSoldOut(soldOut, { id: 'R9', leg: 2 }, 'F5')).toBe(false);
    expect(isSoldOut(soldOut, { id: 'R9', leg: 2 }, null)).toBe(false);
  });
});
