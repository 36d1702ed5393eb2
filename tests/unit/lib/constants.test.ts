import { describe, expect, it } from 'vitest';
import { LEAD_ORDER_IDS } from '@/content/leads';
import * as lib from '@/lib/constants';
import * as flight from '@/products/flight/model/constants';
import * as hotel from '@/products/hotel/model/constants';

// The shared constants (src/lib/constants.ts) and the ones a single product owns (src/products/<id>/model/constants.ts).
const c = { ...lib, ...hotel, ...flight, LEAD_ORDER_IDS };

describe('business constants (spec 000 §9, spec 001 §9)', () => {
  it.each([
    ['APP_VERSION', '0.17.1'],
    ['AUTH_TIMEOUT_MS', 15_000],
    ['API_TIMEOUT_MS', 120_000],
    ['GUEST_RESERVE_TIMEOUT_MS', 120_000],
    ['CONTENT_TIMEOUT_MS', 20_000],
    ['MAX_RETRIES', 2],
    ['RETRY_DELAY_MS', 2_000],
    ['UNAUTHORIZED_RETRY_DELAY_MS', 100],
    ['SESSION_COOKIE_MAX_AGE_SECONDS', 604_800],
    ['HOTEL_POLL_INTERVAL_MS', 2_000],
    ['PACKAGE_POLL_INTERVAL_MS', 1_000],
    ['HOTEL_SEARCH_TIME_LIMIT_SECONDS', 90],
    ['TOUR_SEARCH_TIME_LIMIT_SECONDS', 90],
    ['HOTEL_ROOM_SEARCH_MAX_COUNT', 90],
    ['SEARCH_EXPIRE_MODAL_SECONDS', 600],
    ['HOTEL_SESSION_EXPIRE_SECONDS', 1_200],
    ['LEAD_DIALOG_DELAY_MS', 60_000],
    ['FLIGHT_SEARCH_COUNT_LIMIT', 30],
    ['FLIGHT_RESULT_LIMIT', 60],
    ['INSURANCE_SEARCH_COUNT_LIMIT', 12],
    ['CAMPAIGN_EVENT_ID', 16],
    ['HOTEL_LEAD_EVENT_ID', 6],
    ['HOTEL_PAGE_SIZE', 10],
    ['HOTEL_FIRST_RESULTS', 5],
    ['HOTEL_MORE_RESULTS', 10],
    ['HOTEL_MORE_RESULTS_DELAY_MS', 3_000],
    ['CASHBACK_ALERT_INTERVAL_MS', 300_000],
    ['CASHBACK_ALERT_HIDE_MS', 10_000],
    ['ALERT_DURATION_MS', 2_000],
    ['TOOLTIP_DELAY_MS', 1_500],
    ['IDLE_TIMEOUT_MS', 25_000],
    ['FLOATING_BUTTONS_SCROLL_OFFSET_PX', 200],
    ['CHUNK_RELOAD_MIN_INTERVAL_MS', 60_000],
    ['LOCATION_SEARCH_MIN_CHARS', 2],
    ['LOCATION_SEARCH_DEBOUNCE_MS', 500],
    ['POPULAR_CITY_LIST_HEIGHT_PX', 340],
    ['BUTTON_DEBOUNCE_MS', 400],
    ['TEXT_FILTER_DEBOUNCE_MS', 500],
    ['CALENDAR_MONTHS', 12],
    ['CALENDAR_MAX_NAV_OFFSET', 10],
    ['CALENDAR_MONTH_SHIFT_PX', 371],
    ['CALENDAR_ANIMATION_MS', 200],
    ['CALENDAR_SELECTABLE_DAYS', 150],
    ['CALENDAR_DIALOG_WIDTH', 800],
    ['DAY_PRICE_FETCH_DELAY_MS', 1_000],
    ['RECENT_SEARCHES_LIMIT', 3],
    ['DEFAULT_ROOMS', 1],
    ['DEFAULT_ADULTS', 2],
    ['PRICE_FILTER_DIVISIONS', 15],
    ['PRICE_FILTER_DEFAULT_MAX', 10_000_000],
    ['PRICE_FILTER_DEFAULT_MIN', 0],
    ['STRIKE_PRICE_MARKUP_PERCENT', 10],
    ['RESET_CODE_LENGTH', 5],
    ['BANNER_TICK_MS', 1_000],
    ['CHECKBOX_SHOW_MORE_ABOVE', 7],
    ['CHECKBOX_SCROLL_ABOVE', 6],
    ['CARD_FACILITIES_SHOWN', 3],
    ['FOOTER_LOGO_ROW_HEIGHT_PX', 102],
    ['PRICE_BAND_FIRST_START_MILLION_TOMAN', 5],
    ['TEHRAN_UTC_OFFSET_MINUTES', 210],
    ['DEFAULT_CURRENCY', 'IRR'],
    ['LOGIN_REDIRECT_DEFAULT', '/'],
    ['BRAND_FA', 'سفرنامه'],
    ['BRAND_EN', 'Safarnameh'],
  ])('%s = %j', (name, value) => {
    expect((c as Record<string, unknown>)[name]).toEqual(value);
  });

  it('has the structured constants', () => {
    expect(c.HOTEL_CARD_HEIGHT).toEqual({ desktop: 220, mobile: 370 });
    expect(c.CALENDAR_BREAKPOINTS).toEqual({ fullScreen: 850, wide: 1_170 });
    expect(c.PRIMARY_CURRENCIES).toEqual(['GBP', 'USD', 'IRR', 'EUR']);
    expect(c.PAGE_PARAMS).toEqual({ limit: 20, ticketsPerPage: 5, second: 1_200 });
    expect(c.THEME_CACHE).toEqual({ maxEntries: 10, ttlMs: 3_600_000 });
    expect(c.DEFAULT_PRICE_BANDS_RIAL).toEqual({
      domestic: [26_190_000, 45_590_000, 81_600_000],
      international: [133_189_000, 240_321_000, 401_472_000],
    });
    expect(c.LEAD_ORDER_IDS).toEqual({
      domesticFlight: 1,
      internationalFlight: 2,
      domesticHotel: 3,
      internationalHotel: 4,
      domesticTour: 5,
      internationalTour: 6,
    });
    expect(c.ERROR_PAGE_STATUSES).toEqual([401, 403, 404, 410, 500, 503]);
    expect(c.LOCATION_TYPES).toEqual({ cityOrAirport: 3, singleHotel: 4, cityAirports: 5, flightHotel: 7 });
  });

  it('has the lead city location ids', () => {
    expect(c.LEAD_CITY_LOCATION_IDS).toEqual({
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
    });
  });

  it('has one Tehran support landline, in two forms', () => {
    expect(c.SUPPORT_PHONE).toMatch(/^021-\d{8}$/);
    expect(c.SUPPORT_PHONE_TEL).toBe(`+9821${c.SUPPORT_PHONE.slice(4)}`);
  });
});
