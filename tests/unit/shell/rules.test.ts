import { describe, expect, it } from 'vitest';
import { authBackTarget, withRedirect } from '@/components/auth/back';
import {
  agencyRegistrationHref,
  cashbackAlertDue,
  chunkReloadAllowed,
  floatingButtonsVisible,
  footerVisibility,
  idleDialogDue,
  pageBusy,
  isChunkLoadError,
  WHATSAPP_LINES,
  whatsappLineFor,
  whatsappNumberFor,
} from '@/components/layout/rules';

describe('floating buttons threshold (half the window height + 200 px)', () => {
  it.each([
    [0, 900, false],
    [650, 900, false],
    [651, 900, true],
    [401, 400, true],
    [400, 400, false],
  ])('scrollY %i, innerHeight %i → %s', (y, h, shown) => expect(floatingButtonsVisible(y, h)).toBe(shown));
});

describe('WhatsApp line by path', () => {
  it.each([
    ['/', 'default'],
    ['/about', 'default'],
    ['/package/12', 'package'],
    ['/tour/kish', 'package'],
    ['/flight/THR-MHD/search', 'domesticFlight'],
    ['/flight/IKA-IST/search', 'internationalFlight'],
    ['/hotel/ae-dubai/search', 'uae'],
    ['/hotel/tr-istanbul', 'turkey'],
    ['/hotel/ir-kish/search', 'iran'],
    ['/flight%2Bhotel/X-DXB/search', 'uae'],
    ['/hotel/fr-paris', 'europe'],
  ] as const)('%s → %s', (path, line) => {
    expect(whatsappLineFor(path)).toBe(line);
    expect(whatsappNumberFor(path)).toBe(WHATSAPP_LINES[line]);
  });
});

describe('rate limits', () => {
  it('cashback alert at most once per 5 minutes', () => {
    expect(cashbackAlertDue(null, 1_000)).toBe(true);
    expect(cashbackAlertDue(1_000, 1_000 + 299_999)).toBe(false);
    expect(cashbackAlertDue(1_000, 1_000 + 300_000)).toBe(true);
  });
  it('chunk reload at most once per minute', () => {
    expect(chunkReloadAllowed(null, 5)).toBe(true);
    expect(chunkReloadAllowed(10_000, 69_999)).toBe(false);
    expect(chunkReloadAllowed(10_000, 70_000)).toBe(true);
  });
  it('recognises chunk-load failures only', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError('ChunkLoadError: Loading chunk 12 failed')).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
  it('idle dialog: after 25 s, once, never for counters', () => {
    expect(idleDialogDue({ idleMs: 25_000, timeoutMs: 25_000, alreadyShown: false, isCounter: false })).toBe(true);
    expect(idleDialogDue({ idleMs: 24_999, timeoutMs: 25_000, alreadyShown: false, isCounter: false })).toBe(false);
    expect(idleDialogDue({ idleMs: 60_000, timeoutMs: 25_000, alreadyShown: true, isCounter: false })).toBe(false);
    expect(idleDialogDue({ idleMs: 60_000, timeoutMs: 25_000, alreadyShown: false, isCounter: true })).toBe(false);
    expect(idleDialogDue({ idleMs: 60_000, timeoutMs: 25_000, alreadyShown: false, isCounter: false, busy: true })).toBe(false);
  });
  it.each([
    ['nothing focused, nothing open', { focusTag: null, focusRole: null, focusEditable: false, openLayers: 0 }, false],
    ['a link focused', { focusTag: 'A', focusRole: null, focusEditable: false, openLayers: 0 }, false],
    ['a button focused', { focusTag: 'BUTTON', focusRole: null, focusEditable: false, openLayers: 0 }, false],
    ['a text input focused', { focusTag: 'INPUT', focusRole: null, focusEditable: false, openLayers: 0 }, true],
    ['a select focused', { focusTag: 'SELECT', focusRole: null, focusEditable: false, openLayers: 0 }, true],
    ['a date picker day (gridcell)', { focusTag: 'BUTTON', focusRole: 'gridcell', focusEditable: false, openLayers: 0 }, true],
    ['a combobox', { focusTag: 'DIV', focusRole: 'combobox', focusEditable: false, openLayers: 0 }, true],
    ['editable text', { focusTag: 'DIV', focusRole: null, focusEditable: true, openLayers: 0 }, true],
    ['the travellers picker open', { focusTag: null, focusRole: null, focusEditable: false, openLayers: 1 }, true],
  ] as const)('idle dialog waits over a form control: %s', (_, activity, busy) => {
    expect(pageBusy(activity)).toBe(busy);
  });
});

describe('footer', () => {
  it.each([
    ['/', 'shown'],
    ['/hotel-map/ae-dubai/search', 'hidden'],
    ['/invoice/hotel', 'hidden'],
    ['/hotel/ae-dubai/passengers', 'desktop-only'],
  ] as const)('%s → %s', (path, v) => expect(footerVisibility(path)).toBe(v));

  it('agency registration carries the utm parameters of the visit, nothing else', () => {
    expect(agencyRegistrationHref('')).toBe('/register?active=agency');
    expect(agencyRegistrationHref('?utm_source=google&utm_medium=cpc&x=1&gclid=abc')).toBe(
      '/register?active=agency&utm_source=google&utm_medium=cpc&gclid=abc',
    );
  });
});

describe('auth back chain: forgot-verify → forgot → login → auth → redirectUrl', () => {
  const q = '?redirectUrl=%2Fdashboard%2Forders';
  it.each([
    ['/auth/forgot/verify', '/auth/forgot?redirectUrl=%2Fdashboard%2Forders'],
    ['/auth/forgot', '/auth/login?redirectUrl=%2Fdashboard%2Forders'],
    ['/auth/login', '/auth?redirectUrl=%2Fdashboard%2Forders'],
    ['/auth', '/dashboard/orders'],
  ])('%s → %s', (path, target) => expect(authBackTarget(path, q)).toBe(target));

  it('defaults to / and refuses foreign or looping targets', () => {
    expect(authBackTarget('/auth', '')).toBe('/');
    expect(authBackTarget('/auth', '?redirectUrl=https%3A%2F%2Fevil.example')).toBe('/');
    expect(authBackTarget('/auth', '?redirectUrl=%2F%2Fevil.example')).toBe('/');
    expect(authBackTarget('/auth', '?redirectUrl=%2Fauth%2Flogin')).toBe('/');
    expect(authBackTarget('/auth/forgot', '')).toBe('/auth/login');
  });

  it('keeps redirectUrl between steps', () => {
    expect(withRedirect('/auth/forgot', q)).toBe('/auth/forgot?redirectUrl=%2Fdashboard%2Forders');
    expect(withRedirect('/register?active=passenger', q)).toBe('/register?active=passenger&redirectUrl=%2Fdashboard%2Forders');
    expect(withRedirect('/auth/forgot', '')).toBe('/auth/forgot');
  });
});
