/**
 * Issue 49 point 2: every searched product's results page opens the search-expire dialog after the spec's 600 s
 * (spec 000 §9 "search-expire modal time 600 s"; the hotel results used the 1200 s session expiry before).
 */
import { describe, expect, it } from 'vitest';
import { SEARCH_EXPIRE_MODAL_SECONDS } from '@/lib/constants';
import { attractionResults } from '@/products/attraction/components/results-product';
import { cipResults } from '@/products/cip/components/results-product';
import { flightHotelResults } from '@/products/flight-hotel/components/results-product';
import { flightResultsFor } from '@/products/flight/components/results-product';
import { hotelResults } from '@/products/hotel/components/results-product';

describe('the search-expire dialog', () => {
  it('is 600 s', () => expect(SEARCH_EXPIRE_MODAL_SECONDS).toBe(600));

  it.each([
    ['hotel', hotelResults.expiresAfterMs],
    ['flight (domestic)', flightResultsFor('THR-MHD', true, false).expiresAfterMs],
    ['flight (international)', flightResultsFor('THR-IST', false, true).expiresAfterMs],
    ['flight+hotel', flightHotelResults.expiresAfterMs],
    ['attraction', attractionResults.expiresAfterMs],
    ['cip', cipResults.expiresAfterMs],
  ])('%s results open it after 600 s', (_product, ms) => {
    expect(ms).toBe(600_000);
  });
});
