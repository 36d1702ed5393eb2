import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FlightList, FlightToolbar } from '@/products/flight/components/FlightList';
import { FlightResults } from '@/products/flight/components/FlightResults';
import type { FlightResultsInit } from '@/products/flight/components/store';
import * as messages from '@/lib/messages';
import * as flightMessages from '@/products/flight/messages';
import type { FlightResult } from '@/products/flight/server/upstream';

/** The server render of the results column: the states a traveller must tell apart (flights, none, an outage). */
const m = flightMessages.flightResults;

function flight(id: string, adult: number, leg: 1 | 2 = 1, discountPercent = 0): FlightResult {
  return {
    id,
    leg,
    airline: { code: 'W5', name: 'ماهان', logo: '/sandbox/img/airline/W5.svg' },
    flightNumber: 'W5 1061',
    aircraft: 'A310',
    cabin: { code: 'Y', name: 'اکونومی' },
    bookingClass: 'Y',
    departure: { iata: 'THR', city: 'تهران', airport: 'مهرآباد', time: '2026-12-03T08:30:00+03:30' },
    arrival: { iata: 'MHD', city: 'مشهد', airport: 'هاشمی‌نژاد', time: '2026-12-03T10:00:00+03:30' },
    durationMinutes: 90,
    stops: 0,
    stopAirports: [],
    isCharter: false,
    seatsLeft: 3,
    baggageKg: 20,
    isRefundable: true,
    prices: { adult, child: adult, infant: adult / 10 },
    total: adult * 2,
    provider: 'آژانس الف',
    discountPercent,
    fareRules: [],
    round: 1,
  };
}

function init(o: Partial<FlightResultsInit>): FlightResultsInit {
  return {
    destination: 'THR-MHD',
    query: { flightDate: '2026-12-03', flightType: '1', adults: '2' },
    items: [],
    searchInfo: null,
    searchToken: 'token.x',
    since: 1,
    finished: true,
    stopMessage: null,
    testHooks: false,
    from: { code: 'THR', city: 'تهران' },
    to: { code: 'MHD', city: 'مشهد' },
    departureDate: '2026-12-03',
    returnDate: null,
    passengers: { adults: 2, children: 0, infants: 0 },
    failed: false,
    ...o,
  };
}

const render = (i: FlightResultsInit) => {
  // Children as createElement's arguments; the props type still names them, so the props object is cast.
  const props = { init: i } as Parameters<typeof FlightResults>[0];
  return renderToString(createElement(FlightResults, props, createElement(FlightToolbar), createElement(FlightList)));
};

describe('flight results column (server render)', () => {
  it('cards cheapest first, with the price per adult, the total for the party and the few seats left', () => {
    const html = render(init({ items: [flight('AAA-0001', 30_000_000), flight('BBB-0002', 20_000_000), flight('RRR-0003', 1, 2)] }));
    expect(html.indexOf('BBB-0002')).toBeLessThan(html.indexOf('AAA-0001'));
    expect(html).not.toContain('RRR-0003'); // the return list is not on screen
    expect(html).toContain('data-testid="flight-total"');
    expect(html).toContain(m.seatsLeft(3));
    expect(html).toContain(m.counter(2, 2));
  });

  it('a search that found nothing says «no result found!»', () => {
    const html = render(init({}));
    expect(html).toContain('data-testid="results-empty"');
    expect(html).toContain(m.noResult);
  });

  it('a refused or failed search is an outage, not "no flights"', () => {
    for (const i of [init({ failed: true, searchToken: null }), init({ stopMessage: messages.common.genericError })]) {
      const html = render(i);
      expect(html).toContain('data-testid="results-outage"');
      expect(html).not.toContain(m.noResult);
    }
  });

  it('while the search runs the counter says «so far»', () => {
    const html = render(init({ finished: false, items: [flight('AAA-0001', 30_000_000)] }));
    expect(html).toContain(m.soFar(1));
    expect(html).toContain('data-finished="0"');
  });

  it('the provider (agency) name is on the card for counter and agent users only', () => {
    const items = [flight('AAA-0001', 30_000_000)];
    expect(render(init({ items }))).not.toContain('data-testid="flight-provider"');
    expect(render(init({ items, showProvider: false }))).not.toContain('آژانس الف');
    const counter = render(init({ items, showProvider: true }));
    expect(counter).toContain('data-testid="flight-provider"');
    expect(counter).toContain(messages.results.provider('آژانس الف'));
  });

  it('the "sale" sort is offered for a domestic search only; a discount shows on its card', () => {
    const items = [flight('AAA-0001', 30_000_000, 1, 12)];
    const domestic = render(init({ items, local: true }));
    expect(domestic).toContain('data-testid="sort-sale"');
    expect(domestic).toContain(m.discount(12));
    const abroad = render(init({ items, local: false, destination: 'THR-IST', to: { code: 'IST', city: 'استانبول' } }));
    expect(abroad).not.toContain('data-testid="sort-sale"');
    expect(abroad).toContain('data-testid="sort-priceAsc"');
  });
});
