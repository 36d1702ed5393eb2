import { describe, expect, it } from 'vitest';
import * as messages from '@/lib/messages';
import { changePassengers } from '@/lib/passengers';

const pax = { adults: 1, child: 0, infant: 0 };

describe('passengers by type', () => {
  it('keeps at least one adult', () => {
    const r = changePassengers(pax, 'adults', -1);
    expect(r).toEqual({ ok: false, passengers: pax, message: messages.productForms.minAdults });
  });
  it('caps adults + children at 9', () => {
    const r = changePassengers({ adults: 5, child: 4, infant: 0 }, 'child', 1);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toBe(messages.productForms.maxPassengers(9));
    expect(changePassengers({ adults: 5, child: 3, infant: 0 }, 'child', 1)).toEqual({
      ok: true,
      passengers: { adults: 5, child: 4, infant: 0 },
    });
  });
  it('no more infants than adults, also when removing an adult', () => {
    expect(changePassengers({ adults: 1, child: 0, infant: 1 }, 'infant', 1).ok).toBe(false);
    expect(changePassengers({ adults: 2, child: 0, infant: 2 }, 'adults', -1).ok).toBe(false);
    expect(changePassengers({ adults: 2, child: 0, infant: 1 }, 'infant', 1)).toEqual({
      ok: true,
      passengers: { adults: 2, child: 0, infant: 2 },
    });
  });
  it('does not go below zero', () => {
    expect(changePassengers(pax, 'child', -1)).toEqual({ ok: true, passengers: pax });
  });
});
