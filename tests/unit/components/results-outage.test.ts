import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResultsList } from '@/products/hotel/components/ResultsList';
import { hotelResults } from '@/products/hotel/components/results-product';
import type { HotelResultsInit } from '@/products/hotel/components/store';
import { ResultsContext, createResultsStore } from '@/components/results/store';
import * as messages from '@/lib/messages';
import * as hotelMessages from '@/products/hotel/messages';

const init = (over: Partial<HotelResultsInit>): HotelResultsInit => ({
  destination: 'ir-kish',
  query: { fSort: 'priceAsc' },
  items: [],
  searchInfo: null,
  searchToken: 'h1.token',
  since: 0,
  finished: true,
  stopMessage: null,
  testHooks: false,
  offers: [],
  banners: [],
  cityName: 'کیش',
  locationId: 402,
  checkIn: '2030-01-01',
  checkOut: '2030-01-03',
  nights: 2,
  roomsText: '',
  viewer: { isLogin: false, isCounterOrAgent: false, guestBookingAllowed: true },
  tileUrl: '',
  unreachable: false,
  ...over,
});

function render(i: HotelResultsInit, failedLater = false): string {
  const store = createResultsStore(hotelResults, i);
  if (failedLater) store.failed = true;
  const noop = () => {};
  const value = { init: i, store, setFilters: noop, resetFilters: noop, showMore: noop, restartSearch: noop, chooseHotel: noop };
  return renderToString(createElement(ResultsContext.Provider, { value }, createElement(ResultsList)));
}

describe('an outage is never shown as "no hotels"', () => {
  it('a search that could not start (no token) shows the outage, with a way to search again', () => {
    const html = render(init({ searchToken: null }));
    expect(html).toContain('data-testid="results-outage"');
    expect(html).toContain(hotelMessages.hotelJourney.outageTitle);
    expect(html).not.toContain(hotelMessages.hotelSearch.noHotels);
  });

  it('a search stopped by a failure (a stop message, or a stream error later) shows the outage', () => {
    expect(render(init({ stopMessage: messages.common.genericError }))).toContain('results-outage');
    expect(render(init({}), true)).toContain('results-outage');
  });

  it('a search that finished and found nothing says so (the support line)', () => {
    const html = render(init({}));
    expect(html).toContain('data-testid="results-empty"');
    expect(html).not.toContain('results-outage');
  });
});
