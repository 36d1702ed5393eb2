/**
 * Pure rules of the site shell (spec 000 §2.2, §4, §9; spec 001 §2, §4), kept apart from the components so they
 * are unit-tested: the WhatsApp line per path, the floating-button threshold, the cashback-alert and chunk-reload
 * rate limits, the footer visibility and the utm parameters carried to the agency registration.
 */
import { CASHBACK_ALERT_INTERVAL_MS, CHUNK_RELOAD_MIN_INTERVAL_MS, FLOATING_BUTTONS_SCROLL_OFFSET_PX } from '@/lib/constants';

/** WhatsApp sales lines (E.164 without +). Placeholder numbers of the product's sales desks. */
export const WHATSAPP_LINES = {
  default: '989120000100',
  package: '989120000101',
  domesticFlight: '989120000102',
  internationalFlight: '989120000103',
  uae: '989120000104',
  turkey: '989120000105',
  iran: '989120000106',
  europe: '989120000107',
} as const;
export type WhatsappLine = keyof typeof WHATSAPP_LINES;

const IRAN_AIRPORTS = /^(THR|IKA|MHD|KIH|SYZ|IFN|TBZ|AWZ|GSM|BND|KSH|RAS|ZAH|KER|AZD|BUZ|OMH|ADU)$/;
const EUROPE = /^(de|fr|it|es|nl|gb|at|ch|gr|se|no|dk|fi|be|pt|cz|hu|pl)$/;

/** Packages, flights by region, and flight+hotel or hotel pages by country each map to a line; else the default. */
export function whatsappLineFor(path: string): WhatsappLine {
  const p = decodeURIComponent(path).toLowerCase();
  const seg = p.split('/').filter(Boolean);
  if (seg[0] === 'package' || seg[0] === 'tours' || (seg[0] === 'tour' && seg[1])) return 'package';
  if (seg[0] === 'flight' && seg[1]) {
    const [from = '', to = ''] = seg[1].toUpperCase().split('-');
    return IRAN_AIRPORTS.test(from) && IRAN_AIRPORTS.test(to) ? 'domesticFlight' : 'internationalFlight';
  }
  if (seg[0] === 'flight' || seg[0] === 'flight+hotel' || seg[0] === 'flight-hotel' || seg[0] === 'hotel' || seg[0] === 'hotel-map') {
    const dest = seg[1] ?? '';
    const code = dest.split('-')[0] ?? '';
    if (code === 'ae' || /dxb/.test(dest)) return 'uae';
    if (code === 'tr' || /ist/.test(dest)) return 'turkey';
    if (code === 'ir' || code === 'x') return 'iran';
    if (EUROPE.test(code)) return 'europe';
  }
  return 'default';
}

export function whatsappNumberFor(path: string): string {
  return WHATSAPP_LINES[whatsappLineFor(path)];
}

/** Floating buttons show after scrolling more than half the window height plus 200 px. */
export function floatingButtonsVisible(scrollY: number, innerHeight: number): boolean {
  return scrollY > innerHeight / 2 + FLOATING_BUTTONS_SCROLL_OFFSET_PX;
}

/** The cashback alert shows at most once per 5 minutes. */
export function cashbackAlertDue(lastShownAt: number | null, now: number): boolean {
  return lastShownAt === null || !Number.isFinite(lastShownAt) || now - lastShownAt >= CASHBACK_ALERT_INTERVAL_MS || now < lastShownAt;
}

/** A chunk-load failure reloads the page at most once per minute. */
export function chunkReloadAllowed(lastReloadAt: number | null, now: number): boolean {
  return (
    lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_MIN_INTERVAL_MS || now < lastReloadAt
  );
}

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading chunk [\w-]+ failed|ChunkLoadError|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return CHUNK_ERROR.test(text);
}

/** The footer is hidden on hotel-map and invoice paths, and on mobile for passenger paths. */
export function footerVisibility(path: string): 'shown' | 'hidden' | 'desktop-only' {
  const p = path.toLowerCase();
  if (p.includes('hotel-map') || p.includes('invoice')) return 'hidden';
  if (p.includes('passenger')) return 'desktop-only';
  return 'shown';
}

const UTM = /^utm_(source|medium|campaign|term|content)$/;

/** The visit's utm parameters (and gclid), carried on to the agency registration link. */
export function utmQuery(search: string): string {
  const params = new URLSearchParams(search);
  const out = new URLSearchParams();
  for (const [k, v] of params) if (UTM.test(k) || k === 'gclid') out.append(k, v);
  return out.toString();
}

export function agencyRegistrationHref(search: string): string {
  const utm = utmQuery(search);
  return `/register?active=agency${utm ? `&${utm}` : ''}`;
}

/**
 * Idle: the dialog opens after 25 s without activity, once per session, never for counter users, and never over an
 * open form control (`busy`, issue 48 point 9): while a picker or another dialog is open, or focus is in a field, the
 * traveller is filling something in, and the wait starts again once they leave it.
 */
export function idleDialogDue(opts: {
  idleMs: number;
  timeoutMs: number;
  alreadyShown: boolean;
  isCounter: boolean;
  busy?: boolean;
}): boolean {
  return !opts.isCounter && !opts.alreadyShown && opts.busy !== true && opts.idleMs >= opts.timeoutMs;
}

/** What the page is doing, as the idle check reads it from the DOM (SiteBehaviours `pageActivity`). */
export interface PageActivity {
  /** The focused element's tag (upper case), or null when the body has focus. */
  focusTag: string | null;
  focusRole: string | null;
  focusEditable: boolean;
  /** Open dialogs, popovers, listboxes and menus (date picker, travellers picker, combobox lists). */
  openLayers: number;
}

const FORM_TAGS = new Set(['INPUT', 'SELECT', 'TEXTAREA']);
const FORM_ROLES = new Set([
  'combobox',
  'listbox',
  'option',
  'textbox',
  'spinbutton',
  'slider',
  'searchbox',
  'gridcell',
  'menu',
  'menuitem',
]);

/** A form control has focus or a picker/dialog is open: the idle dialog waits. */
export function pageBusy(a: PageActivity): boolean {
  if (a.openLayers > 0) return true;
  if (a.focusEditable) return true;
  if (a.focusTag !== null && FORM_TAGS.has(a.focusTag)) return true;
  return a.focusRole !== null && FORM_ROLES.has(a.focusRole);
}
