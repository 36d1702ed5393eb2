/**
 * The site's route table (spec 000 §2.1) with parameters filled from sandbox data, and how the worker tests ask the
 * built worker for a page as a browser's navigation would: shared by routes.test.ts and magazine.test.ts.
 */
import { exports } from 'cloudflare:workers';
import { hotelsOfCity } from '@/server/sandbox/data/hotels';

export const ORIGIN = 'http://127.0.0.1:8787';
export const worker = (exports as unknown as { default: Fetcher }).default;
/** A browser's navigation (the page's HTML, not its RSC payload). */
export const NAV = { Accept: 'text/html,application/xhtml+xml', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Site': 'none' };
export const get = (path: string) => worker.fetch(new Request(ORIGIN + path, { redirect: 'manual', headers: NAV }));

/** Follows redirects as a browser's navigation does (at most five hops), answering the last response and its path. */
export async function navigate(path: string): Promise<{ res: Response; path: string }> {
  let at = path;
  for (let hop = 0; hop < 5; hop++) {
    const res = await get(at);
    const location = res.headers.get('location');
    if (res.status < 300 || res.status >= 400 || !location) return { res, path: at };
    await res.body?.cancel();
    const next = new URL(location, ORIGIN + at);
    at = next.pathname + next.search;
  }
  throw new Error(`${path}: more than five redirects`);
}

/** The text of an HTML fragment: tags and React's text separators (`<!-- -->`) dropped. */
export const text = (html: string) => html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, '');
export const firstH1 = (html: string) => {
  const m = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return m ? text(m[1]!) : null;
};
/** The href of every <a> whose text is «مجله» (the header's link, the footer's mobile button). */
export function magazineLinks(html: string): string[] {
  return [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)]
    .filter((m) => text(m[2]!).trim() === 'مجله')
    .map((m) => /\bhref="([^"]*)"/.exec(m[1]!)?.[1] ?? '');
}
export const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null;
export const robots = (html: string) => {
  const meta = /<meta\b[^>]*\bname="robots"[^>]*>/.exec(html)?.[0];
  return meta ? (/\bcontent="([^"]*)"/.exec(meta)?.[1] ?? '') : null;
};

// ── Parameters from the sandbox ─────────────────────────────────────────────────────────────────────────────────────
export const KISH = 402;
export const kishHotel = hotelsOfCity(1405, KISH)[0]!;
export const hotelName = kishHotel.en.replace(/\s+/g, '-');
export const DEST = 'ir-kish';
export const FLIGHT = 'THR-MHD';
export const FLIGHT_HOTEL = 'THR-KIH';
// Nothing sells more than a year ahead (a later date is a Persian 400), so the search pages get days two months from now.
export const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
export const FAR = { flightDate: dayFromNow(60), returnDate: dayFromNow(64) };
export const flightQuery = `?flightDate=${FAR.flightDate}&returnDate=${FAR.returnDate}&adults=2&flightClass=Y`;
export const hotelQuery = `?startDate=${FAR.flightDate}&endDate=${dayFromNow(63)}&room=1&pCount=2&room-0=2`;

export interface Route {
  path: string;
  status?: 200 | 404 | 503;
  /** Expected redirect target (path + query), checked without following it. */
  redirectTo?: string;
}

export const LANDINGS = [
  'b2b',
  'exhibition-tour',
  'exhibitions-index-dubai',
  'lottery-registration',
  'passport-dominica',
  'residence-emarat',
  'spain-visa',
  'uae-investment',
  'united-kingdom-visa',
  'visa-canada',
];

/** Every route of the route table with parameters filled. */
export const ROUTES: Route[] = [
  // Top-level paths.
  ...[
    '/',
    '/about',
    '/attraction',
    '/auth',
    '/blog',
    '/campaign',
    '/cip',
    '/contact',
    '/covidterms',
    '/craft',
    '/exhibition',
    '/flight',
    '/flight%2Bhotel',
    '/flight+hotel',
    '/formentrytoturkey',
    '/hotel',
    '/hotel-map',
    '/insurance',
    '/istanbulAirlines',
    '/jobs',
    '/news',
    '/package',
    '/refund',
    '/register',
    '/rules',
    '/suggestion',
    '/terms',
    '/tour',
    '/tourPayment',
    '/track-order',
  ].map((path) => ({ path })),
  // A payment link (issue 49 point 9): one that cannot be used is a Persian page; a malformed one goes there too.
  { path: '/pay?state=paid&order=H14050001' },
  { path: '/pay?state=expired' },
  { path: '/pay?state=continue&link=AAAAAAAAAAAAAAAAAAAAAA' },
  { path: '/pay/not-a-link', redirectTo: '/pay?state=unknown' },
  // Auth and dashboard.
  ...['/auth/login', '/auth/forgot', '/auth/forgot/verify'].map((path) => ({ path })),
  ...['favorites', 'orders', 'passengers', 'pending', 'profile', 'transactions', 'wallet'].map((p) => ({ path: `/dashboard/${p}` })),
  // Other fixed paths.
  ...[
    '/exhibition/intro',
    '/help/flight',
    '/help/hotel',
    '/help/refund',
    '/help/register',
    '/help/tour',
    '/invoice/attraction',
    '/invoice/cip',
    '/invoice/insurance',
    '/invoice/package',
    '/package/faqItems',
    '/package/pdp',
    '/package/reserve',
  ].map((path) => ({ path })),
  // Landings.
  ...LANDINGS.map((slug) => ({ path: `/landings/${slug}` })),
  // Parameterised paths.
  { path: '/attraction/burj-khalifa' },
  // An attraction's own page (issue 47): its slug is a detail, any other segment the product home's destination.
  { path: '/attraction/burj-khalifa-at-the-top' },
  { path: '/cip/ikia-vip-lounge' },
  { path: '/jobs/tour-sales-expert' },
  { path: '/city' },
  { path: '/city/kish' },
  // Not an order of this visitor: the Persian notice and the order search (issue 49; an order goes to its result page).
  { path: `/flight-confirm/F-${kishHotel.id}` },
  // The flight's provision step: without a trip in the basket, the flight search (issue 49).
  { path: '/flight/preprovision', redirectTo: '/flight' },
  { path: `/flight/${FLIGHT}` },
  { path: `/hotel/${DEST}` },
  { path: `/hotel-map/${DEST}` },
  { path: '/insurance/tr-istanbul' },
  { path: '/tour/kish' },
  { path: '/tours/mashhad' },
  { path: `/attraction/ae-dubai/search?startDate=${FAR.flightDate}&adults=2` },
  { path: '/attraction/ae-dubai/passengers', redirectTo: '/attraction/ae-dubai/search' },
  { path: `/cip/ir-tehran/search?flightDate=${FAR.flightDate}&adults=1` },
  { path: '/cip/ir-tehran/passengers' },
  { path: `/flight/${FLIGHT}/search${flightQuery}` },
  { path: `/flight%2Bhotel/${FLIGHT_HOTEL}/search${flightQuery}` },
  { path: `/flight+hotel/${FLIGHT_HOTEL}/search${flightQuery}` },
  // The bundle's travellers step without a bundle in the basket goes back to the search (issue 44).
  { path: `/flight%2Bhotel/${FLIGHT_HOTEL}/passengers${flightQuery}`, redirectTo: `/flight+hotel/${FLIGHT_HOTEL}/search` },
  // A bundle's page (issue 44): the hotel's bundle of a new search of those days.
  { path: `/flight+hotel/${FLIGHT_HOTEL}/${hotelName}${flightQuery}&room=1&room-0=2&hotelId=${kishHotel.id}` },
  { path: `/flight%2Bhotel/${FLIGHT_HOTEL}/${hotelName}${flightQuery}&room=1&room-0=2&hotelId=${kishHotel.id}` },
  { path: `/hotel-map/${DEST}/search${hotelQuery}` },
  // Without a basket the passengers steps go back to their product's page (a booking step without a basket id has nothing to show).
  { path: `/hotel-map/${DEST}/passengers${hotelQuery}`, redirectTo: '/hotel-map' },
  { path: `/flight/${FLIGHT}/passengers${flightQuery}`, redirectTo: '/flight' },
  { path: '/insurance/Passengers', redirectTo: '/insurance' },
  { path: `/hotel/${DEST}/search${hotelQuery}` },
  { path: `/hotel/${DEST}/passengers${hotelQuery}`, redirectTo: '/hotel' },
  // The attraction travellers step without tickets in a basket goes back to the attraction search (issue 47).
  { path: '/passengers/attraction', redirectTo: '/attraction' },
  { path: `/insurance/tr-istanbul/search?startDate=${FAR.flightDate}&endDate=${dayFromNow(69)}&adults=2` },
  // A package the supplier does not know is a Persian «not found» page; the tour travellers step without a tour in the
  // basket goes back to the package (or the tours) (issue 45).
  { path: '/package/7001' },
  { path: '/package/70011' },
  { path: '/package/7001/passengers', redirectTo: '/package/7001' },
  { path: '/package/passengers', redirectTo: '/tour' },
  { path: '/checkout/result?status=success&factorId=1&officialFactorId=SF-1' },
  { path: '/checkout/hotel/result?status=failed&factorId=1' },
  { path: `/flight-hotel/${FLIGHT_HOTEL}` },
  { path: `/flight-hotel/${FLIGHT_HOTEL}/${hotelName}` },
  { path: `/hotel-map/${DEST}/${hotelName}?hotelId=${kishHotel.id}` },
  { path: `/hotel/${DEST}/${hotelName}?hotelId=${kishHotel.id}` },
  { path: '/invoice' },
  { path: `/invoice/${DEST}` },
  { path: `/invoice/${DEST}/hotel` },
  // An order's invoice without a session: the product's invoice page says in Persian the order is not found (200).
  { path: '/invoice/cip?factorId=1' },
  // Redirects of old, renamed, misspelt and upper-case URLs (more after the error pages).
  { path: '/tour/kish/kish-3-nights', redirectTo: '/tour/kish' },
  // Error pages answer with the status they show.
  { path: '/error/404', status: 404 },
  { path: '/server-error', status: 503 },
  { path: '/landings/visa-dominica', redirectTo: '/landings/passport-dominica' },
  { path: '/About', redirectTo: '/about' },
  { path: '/ISTANBULAIRLINES', redirectTo: '/istanbulAirlines' },
  { path: '/rules/', redirectTo: '/rules' },
  { path: '/flight/dehli', redirectTo: '/flight/delhi' },
  { path: '/hotel/kish', redirectTo: '/hotel/ir-kish' },
  // Unknown paths.
  { path: '/no/such/page', status: 404 },
  { path: '/landings/no-such-landing', status: 404 },
  { path: '/help/no-such-topic', status: 404 },
];
