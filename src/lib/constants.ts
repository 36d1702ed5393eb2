/**
 * Business constants of the product: timeouts, limits, ids and thresholds the site's behaviour depends on (the
 * specs' constants sections, 000 §9 and 001 §9, list most of them). Every other module imports from here, so each
 * number lives in exactly one place. A constant only one product uses lives in that product's folder
 * (src/products/<id>/model/constants.ts); the lead box's order ids are site content (src/content/leads.ts).
 */

// ── Product ────────────────────────────────────────────────────────────────────────────────────────────────────────
// The version lives in package.json alone (one place): the footer, the session cookie's version check and /health read
// it from here. Vite and vitest import JSON named exports, so only the version string is bundled, not the manifest.
import { version } from '../../package.json';

export const APP_VERSION: string = version;
export const BRAND_FA = 'سفرنامه';
export const BRAND_EN = 'Safarnameh';
export const DEFAULT_CURRENCY = 'IRR';
/** Shown first in the currency menu; the rest sit under "show all currencies". */
export const PRIMARY_CURRENCIES = ['GBP', 'USD', 'IRR', 'EUR'] as const;
export const LOGIN_REDIRECT_DEFAULT = '/';

/** Tehran support landline (placeholder number). Display it through `toPersianDigits`. */
export const SUPPORT_PHONE = '021-91000000';
/** The same number for `tel:` links (E.164). */
export const SUPPORT_PHONE_TEL = `+98${SUPPORT_PHONE.replace(/\D/g, '').slice(1)}`;

// ── Time zone ──────────────────────────────────────────────────────────────────────────────────────────────────────
/** Asia/Tehran is UTC+03:30 all year (Iran abolished daylight saving time in 2022). */
export const TEHRAN_UTC_OFFSET_MINUTES = 210;

// ── Upstream calls ─────────────────────────────────────────────────────────────────────────────────────────────────
export const AUTH_TIMEOUT_MS = 15_000;
export const API_TIMEOUT_MS = 120_000;
/** A ticket PDF download waits at most this long for the supplier, retries included (a traveller is watching). */
export const TICKET_DOWNLOAD_BUDGET_MS = 30_000;
export const GUEST_RESERVE_TIMEOUT_MS = 120_000;
export const CONTENT_TIMEOUT_MS = 20_000;
export const MAX_RETRIES = 2;
export const RETRY_DELAY_MS = 2_000;
/** After a 401 the client logs in as guest and retries after this delay. */
export const UNAUTHORIZED_RETRY_DELAY_MS = 100;
export const SESSION_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
/** `GET /health`: the upstream probe's bound (one attempt, no retry) and how long an isolate reuses its answer. */
export const HEALTH_PROBE_TIMEOUT_MS = 3_000;
export const HEALTH_PROBE_CACHE_MS = 5_000;
/** How long an isolate keeps the supplier's exchange rates (prices in the user's currency). */
export const CURRENCY_RATES_TTL_MS = 10 * 60_000;
/** After a failed rates call, how long pages show toman without asking again. */
export const CURRENCY_RATES_RETRY_MS = 60_000;
/** The longest a page waits for the rates before showing toman. */
export const CURRENCY_RATES_DEADLINE_MS = 4_000;

// ── Search ─────────────────────────────────────────────────────────────────────────────────────────────────────────
export const PACKAGE_POLL_INTERVAL_MS = 1_000;
export const TOUR_SEARCH_TIME_LIMIT_SECONDS = 90;
export const SEARCH_EXPIRE_MODAL_SECONDS = 600;
/** sitemap.xml is rebuilt at most this often per isolate, and caches keep it as long (hotels change slowly). */
export const SITEMAP_CACHE_SECONDS = 3_600;
/** robots.txt never changes between deploys: caches may keep it a day. */
export const ROBOTS_CACHE_SECONDS = 86_400;
export const LEAD_DIALOG_DELAY_MS = 60_000;
export const INSURANCE_SEARCH_COUNT_LIMIT = 12;
export const CAMPAIGN_EVENT_ID = 16;
export const LEAD_RECORD_EVENT_ID = 1;
/**
 * A results page's HTML document ends this long after its first round (src/components/results/HoldDocumentEnd.tsx),
 * so the browser's end-of-document work falls after the frame that shows the first cards, even on a slow phone.
 */
export const FIRST_ROUND_DOCUMENT_HOLD_MS = 300;
/** Suggested economy tours are shown as a slider from this many on. */
export const TOUR_OFFER_SLIDER_MIN = 4;
export const CARD_FACILITIES_SHOWN = 3;
/** Images in a result card's swiper. */
export const CARD_IMAGES_SHOWN = 4;
export const PAGE_PARAMS = { limit: 20, ticketsPerPage: 5, second: 1_200 } as const;

// ── Shell timings ──────────────────────────────────────────────────────────────────────────────────────────────────
export const CASHBACK_ALERT_INTERVAL_MS = 300_000;
export const CASHBACK_ALERT_HIDE_MS = 10_000;
export const ALERT_DURATION_MS = 2_000;
export const TOOLTIP_DELAY_MS = 1_500;
export const IDLE_TIMEOUT_MS = 25_000;
export const IDLE_CHECK_INTERVAL_MS = 1_000;
/** Floating buttons appear after scrolling more than half the window height plus this. */
export const FLOATING_BUTTONS_SCROLL_OFFSET_PX = 200;
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60_000;
export const BUTTON_DEBOUNCE_MS = 400;
export const TEXT_FILTER_DEBOUNCE_MS = 500;
export const BANNER_TICK_MS = 1_000;
export const FOOTER_LOGO_ROW_HEIGHT_PX = 102;
export const THEME_CACHE = { maxEntries: 10, ttlMs: 60 * 60 * 1_000 } as const;

// ── Location search ────────────────────────────────────────────────────────────────────────────────────────────────
export const LOCATION_SEARCH_MIN_CHARS = 2;
export const LOCATION_SEARCH_DEBOUNCE_MS = 500;
/** The flight form's supplier search: the longest phrase sent, how many places are asked for, and how long the edge
 *  waits before answering 504 (the form keeps its built-in airport list, so a slow supplier must fail fast). */
export const AIRPORT_PLACE_MAX_CHARS = 60;
export const AIRPORT_PLACE_TAKE = 10;
export const AIRPORT_PLACE_DEADLINE_MS = 4_000;
export const POPULAR_CITY_LIST_HEIGHT_PX = 340;
/** `takeCount` of every location lookup body (src/server/upstream/locations.ts): 0 asks the supplier for its default page of matches. */
export const LOCATION_TAKE_COUNT = 0;
/**
 * The supplier's location type ids, named as its spec names them (a location type, not a product of the site): 3 a
 * city or airport, 4 a single hotel, 5 a city's airports, 7 a flight+hotel destination.
 */
export const LOCATION_TYPES = { cityOrAirport: 3, singleHotel: 4, cityAirports: 5, flightHotel: 7 } as const;

// ── Date picker ────────────────────────────────────────────────────────────────────────────────────────────────────
export const CALENDAR_MONTHS = 12;
export const CALENDAR_MAX_NAV_OFFSET = 10;
export const CALENDAR_MONTH_SHIFT_PX = 371;
export const CALENDAR_ANIMATION_MS = 200;
/** Outside attraction pages only today … today + this many days can be picked. */
export const CALENDAR_SELECTABLE_DAYS = 150;
/** Under `fullScreen` the picker is a full-screen dialog, otherwise `dialogWidth` wide. */
export const CALENDAR_BREAKPOINTS = { fullScreen: 850, wide: 1_170 } as const;
export const CALENDAR_DIALOG_WIDTH = 800;
export const DAY_PRICE_FETCH_DELAY_MS = 1_000;

// ── Rooms and passengers ───────────────────────────────────────────────────────────────────────────────────────────
export const ROOM_LIMITS = {
  maxAdultsPerRoom: 14,
  minAdultsPerRoom: 1,
  maxChildrenPerRoom: 6,
  maxRooms: 4,
  minRooms: 1,
  newRoomAdults: 2,
  newChildAge: 5,
  /** A child of this age or younger counts as an infant. */
  infantMaxAge: 2,
  /** Child age bands are 0–1 … 11–12 years: `maxChildAge` bands. */
  maxChildAge: 12,
} as const;
export const DEFAULT_ROOMS = 1;
export const DEFAULT_ADULTS = 2;
export const RECENT_SEARCHES_LIMIT = 3;

// ── Filters and prices ─────────────────────────────────────────────────────────────────────────────────────────────
export const PRICE_FILTER_DIVISIONS = 15;
/** fPrice bounds (toman) when a side of "min-max" is missing. */
export const PRICE_FILTER_DEFAULT_MIN = 0;
export const PRICE_FILTER_DEFAULT_MAX = 10_000_000;
export const STAR_OPTIONS = [1, 2, 3, 4, 5] as const;
export const CHECKBOX_SHOW_MORE_ABOVE = 7;
export const CHECKBOX_SCROLL_ABOVE = 6;
export const STRIKE_PRICE_MARKUP_PERCENT = 10;
export const RIAL_PER_TOMAN = 10;
/** Price-band thresholds (rial, per night and room) when the city is not in the city price table. */
export const DEFAULT_PRICE_BANDS_RIAL = {
  domestic: [26_190_000, 45_590_000, 81_600_000],
  international: [133_189_000, 240_321_000, 401_472_000],
} as const;
/** Price bands are shown in millions of toman; the first band starts here. */
export const PRICE_BAND_FIRST_START_MILLION_TOMAN = 5;

// ── Auth ───────────────────────────────────────────────────────────────────────────────────────────────────────────
export const RESET_CODE_LENGTH = 5;

// ── Locations with special rules ───────────────────────────────────────────────────────────────────────────────────
/** Location ids of the cities the lead box knows. */
export const LEAD_CITY_LOCATION_IDS = {
  kish: 402,
  mashhad: 401,
  shiraz: 412,
  isfahan: 399,
  tabriz: 439,
  ahvaz: 433,
  qeshm: 448,
  istanbul: 5847,
  vancouver: 50997,
  toronto: 46178,
  frankfurt: 47539,
  london: 46134,
  rome: 46155,
  dubai: 46082,
  paris: 46149,
  amsterdam: 46319,
} as const;
/** Countries (ISO 3166 alpha-2) refused as passenger nationality: for the flight and insurance passenger forms. */
export const BLOCKED_COUNTRIES = ['AF', 'PK'] as const;

// ── Errors ─────────────────────────────────────────────────────────────────────────────────────────────────────────
export const ERROR_PAGE_STATUSES = [401, 403, 404, 410, 500, 503] as const;
export type ErrorPageStatus = (typeof ERROR_PAGE_STATUSES)[number];
export const ERROR_PAGE_FALLBACK_STATUS = 404;
export const DEFAULT_ERROR_STATUS = 500;
/** Every browser-storage key is this prefix + a name, so the site's keys never collide with another app's. */
export const STORAGE_PREFIX = 'safarnameh';

// ── Rate limits at the edge ────────────────────────────────────────────────────────────────────────────────────────
/**
 * Attempts per window, counted per client (IP) AND per account (the username, mobile or code token in the body), so
 * neither many accounts from one client nor one account from many clients gets far. `failures` rules count only
 * refused attempts (a traveller who logs in is not slowed); `attempts` rules count every one as it starts (so parallel
 * requests cannot slip past), because each costs something even when it succeeds (an SMS sent to someone's phone, a
 * phone validated upstream), and give it back when it is refused as malformed (a form with errors sent nothing).
 * - login: 5 wrong passwords per account in 15 minutes stops guessing cold (a real user who forgot it uses the
 *   reset instead) while a lockout of someone else's account ends by itself; 20 per client leaves room for a shared
 *   office or mobile-carrier address.
 * - sms: each mobile check, register code or forgot-password request sends an SMS: 3 per number per 15 minutes is
 *   enough for "didn't arrive, resend" twice, and stops SMS bombing of one phone; 20 per client (a shared address).
 * - code: guessing the SMS code of a reset or a registration: 5 wrong codes per code token, 20 per client.
 * - guestReserve: the guest checkout validates the phone upstream: 5 per number, 20 per client in 15 minutes.
 * - travellers: every travellers step (guest or logged in) writes the basket: 20 per session (a traveller who fixes
 *   the form and goes Back a few times is far below it) and 60 per client (a shared office) in 15 minutes.
 * - Order tracking: asking for its SMS code is an `sms` attempt (per mobile), checking the code a `code` attempt (per
 *   code token), so order numbers cannot be tried in bulk.
 */
export const RATE_LIMITS = {
  login: { counts: 'failures', perAccount: 5, perClient: 20, windowMs: 15 * 60_000 },
  sms: { counts: 'attempts', perAccount: 3, perClient: 20, windowMs: 15 * 60_000 },
  code: { counts: 'failures', perAccount: 5, perClient: 20, windowMs: 15 * 60_000 },
  guestReserve: { counts: 'attempts', perAccount: 5, perClient: 20, windowMs: 15 * 60_000 },
  travellers: { counts: 'attempts', perAccount: 20, perClient: 60, windowMs: 15 * 60_000 },
  /** Passport scans (src/edge/uploads.ts): 30 per session (a party of nine, each sent again a few times), 60 per client. */
  uploads: { counts: 'attempts', perAccount: 30, perClient: 60, windowMs: 15 * 60_000 },
  /** Agency partner applications: a real agency applies once; a burst from one client is a bot filling the queue. */
  agency: { counts: 'attempts', perAccount: 3, perClient: 10, windowMs: 60 * 60_000 },
  /**
   * Payment links opened (`/pay/{externalId}`, src/edge/payment-link.ts): an unknown or expired id counts against the
   * client, like a wrong tracking code; a customer opening a good link again and again costs nothing.
   */
  paymentLink: { counts: 'failures', perAccount: 10, perClient: 20, windowMs: 15 * 60_000 },
} as const;
export type RateLimitRule = (typeof RATE_LIMITS)[keyof typeof RATE_LIMITS];

/**
 * Wrong passwords slow the one who types them (src/edge/login-guard.ts): per account and client (per account and
 * device on a device the account logged in from before), after `freeFailures` each further attempt waits
 * `firstDelayMs`, doubling, up to `maxDelayMs`. Past `RATE_LIMITS.login.perAccount` failures a device the account never
 * used needs the SMS code (password recovery) for the rest of the window; a known device is never locked out.
 */
export const LOGIN_DELAYS = { freeFailures: 3, firstDelayMs: 5_000, maxDelayMs: 15 * 60_000 } as const;
/** The device cookie (a known device) lasts a year and remembers this many accounts. */
export const KNOWN_DEVICE = { maxAgeSeconds: 365 * 86_400, maxAccounts: 5 } as const;

/**
 * sessionStorage key prefix of a product's travellers form draft (`{prefix}{basketId}:{the items' keys}`): kept while
 * the traveller books, removed once the order is paid (the basket is spent; nothing typed is needed again). One rule
 * for every product, so a paid order clears every draft without a list of products: `flight-passengers:`,
 * `hotel-passengers:`.
 */
export const travellersDraftPrefix = (productId: string) => `${productId}-passengers:`;
/** Any product's travellers draft key (src/components/checkout/session-draft.ts `clearDrafts`). */
export const TRAVELLERS_DRAFT_KEY = /^[a-zA-Z]+-passengers:/;

/** The supplier sells a year ahead: a search date later than this many days from today is refused before any search. */
export const MAX_DAYS_AHEAD = 365;
