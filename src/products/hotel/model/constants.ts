/**
 * The hotel product's own business constants (spec 000 §9 and 001 §9): its search's polling, its results page's
 * paging and card size, its labelled hotel codes and its lead event. Shared constants stay in src/lib/constants.ts.
 */

import { PAGE_PARAMS } from '@/lib/constants';

// ── Search ─────────────────────────────────────────────────────────────────────────────────────────────────────────
export const HOTEL_POLL_INTERVAL_MS = 2_000;
export const HOTEL_SEARCH_TIME_LIMIT_SECONDS = 90;
export const HOTEL_ROOM_SEARCH_MAX_COUNT = 90;
/** The hotel search session expires (and the expire modal shows) after this long. */
export const HOTEL_SESSION_EXPIRE_SECONDS = 1_200;

// ── Results page ───────────────────────────────────────────────────────────────────────────────────────────────────
export const HOTEL_PAGE_SIZE = 10;
/** Spec 001 §9 page parameters: tickets per page 5, the first results shown before the tour offers. */
export const HOTEL_FIRST_RESULTS = PAGE_PARAMS.ticketsPerPage;
export const HOTEL_MORE_RESULTS = 10;
export const HOTEL_MORE_RESULTS_DELAY_MS = 3_000;
export const HOTEL_CARD_HEIGHT = { desktop: 220, mobile: 370 } as const;

// ── Results labels ─────────────────────────────────────────────────────────────────────────────────────────────────
/**
 * Hotel codes whose card carries the "new hotel" label, and the one code labelled "most luxurious in Kish". No
 * codes were specified: these are sandbox placeholders (Kish hotel ids) until the business supplies them.
 */
export const NEW_HOTEL_CODES = ['402004', '402009', '402015'] as const;
export const LUXURY_HOTEL_CODE = '402001';

// ── Leads ──────────────────────────────────────────────────────────────────────────────────────────────────────────
/** The hotel results page's lead dialog: its CreateEvent `eventId` and `product`. */
export const HOTEL_LEAD_EVENT_ID = 6;
export const HOTEL_LEAD_PRODUCT = 'hotel';
