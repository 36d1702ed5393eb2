import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
// @ts-expect-error plain ESM helpers shared with the npm scripts
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium.mjs';

export const baseUrl = () => inject('baseUrl');

const DAY_SHIFT = Number(process.env.E2E_DAY_SHIFT ?? 0) || 0;
/**
 * The "now" `day()` counts from, read as each test starts (a `beforeEach` of `usesBrowser`): every date one test
 * computes is then of the same day, even when the test runs across UTC midnight (session 46: a journey searched with
 * `day(6)` before midnight and compared the review's date with `day(6)` after it, 10 against 11 December). A retry
 * starts from its own now.
 */
let testStart = Date.now();
/**
 * The UTC calendar day n days from the test's start, `YYYY-MM-DD` (search dates in URLs). The sandbox's inventory
 * follows the travel date, so a test that passes today may meet other flights tomorrow: `E2E_DAY_SHIFT=k` moves every
 * date k days further to try the suite on other days' inventory before CI meets them.
 */
export const day = (n: number) => new Date(testStart + (n + DAY_SHIFT) * 86_400_000).toISOString().slice(0, 10);

/**
 * A Chromium for a test file: Debian's headless shell (scripts/lib/chromium.mjs `ensureTestChromium`: ~20 % less of
 * the suite's CPU), or with `frames` the full browser, as travellers run it.
 */
export async function launch({ frames = false } = {}): Promise<Browser> {
  return chromium.launch({ executablePath: inject(frames ? 'fullChromePath' : 'chromePath'), args: CHROMIUM_ARGS as string[] });
}

/**
 * The file's Chromium: `usesBrowser()` at a test file's top level launches it before the file's tests and closes it
 * after them; `browser` (an ES live binding) is that instance. One place for the set-up every browser test file needs.
 * Its hooks are registered by each file's call, not at this module's top level: the files of one lane share this
 * module (`isolate: false`, vitest.config.ts), so a top-level hook would belong to the lane's first file only.
 */
export let browser: Browser;
/** The full browser of a file whose other tests run in the shell (`frameBrowser`), launched at its first use. */
let fullBrowser: Browser | undefined;
let fileMeasuresFrames = false;
/**
 * A test that measures what frames show (layout shift, the first frame, slides) runs in the full browser, as
 * travellers run it, and the other tests in the headless shell. The shell schedules frames otherwise (session 55, same
 * build and steps): the bundle results' slide at 390 px counted a 0.308 layout shift there and 0.001 in the full
 * browser, every run, and the hotel page's packages at 412 px 0.24 once; such a figure would be the shell's, not what
 * a traveller's Chrome shows. `usesBrowser({ frames: true })`: the whole file measures frames (`browser` is the full
 * one); otherwise such a test opens its page in `await frameBrowser()`.
 */
export function usesBrowser({ frames = false } = {}): void {
  beforeEach(() => {
    testStart = Date.now();
  });
  beforeAll(async () => {
    fileMeasuresFrames = frames;
    browser = await launch({ frames });
  }, 60_000);
  afterAll(async () => {
    await Promise.all([browser?.close(), fullBrowser?.close()]);
    fullBrowser = undefined;
  });
}

/** The full browser for a test that measures frames (see `usesBrowser`); the file's own when the whole file does. */
export async function frameBrowser(): Promise<Browser> {
  if (fileMeasuresFrames) return browser;
  fullBrowser ??= await launch({ frames: true });
  return fullBrowser;
}

/**
 * One press where `target` is, as a traveller's finger or mouse makes it: raw input at the centre of its box, without
 * Playwright's check that the element under the point is still `target` when the button goes down. For a stand-in
 * that the pointer's arrival replaces (the search form's preview: its hover swaps in the real form): when the real
 * form was in before the button went down, Playwright swallowed the press (preventDefault and stopPropagation on
 * pointerdown, mouseup and click) and waited for the gone preview, so nothing opened, where a traveller's press lands
 * on the real form's field and opens it (session 53: failed every time with the form's code warm and the press 0–130 ms
 * after the pointer came; the cause of CI's «the picker never showed» in sessions 52 and 53).
 */
export async function pressOnce(page: Page, target: Locator, { touch = false } = {}): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('pressOnce: the target has no box (not visible)');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await (touch ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
}

/**
 * A guest's mobile of its own for each journey, Latin digits (`toPersianDigits` for a test of Persian input). The
 * edge allows a phone 5 guest checkouts in 15 minutes (src/lib/constants.ts RATE_LIMITS.guestReserve), so a suite
 * whose guests all gave one number was refused once enough products' journeys ran in one quarter hour (CI run 6:
 * basket-remove's travellers step). Different per run too, so a rerun against the same server starts clean.
 */
let guests = 0;
const guestBase = Math.floor(Date.now() / 1000) % 9_000_000;
/**
 * Files run several at once (vitest.config.ts), each in a worker of its own: two files started in the same second
 * must not count the same numbers, so each worker (VITEST_POOL_ID 1, 2, 3…) counts a million numbers further on.
 */
const LANE = Number(process.env.VITEST_POOL_ID) || 1;
export const guestMobile = (): string => `0912${String((guestBase + LANE * 1_000_000 + ++guests) % 10_000_000).padStart(7, '0')}`;

/**
 * Each page opened is a client of its own, as each traveller is behind Cloudflare: the test server trusts
 * `CF-Connecting-IP` (TRUST_CF_HEADERS, global-setup.ts) and every context sends its own address. Otherwise every
 * browser test is the one client `local`, and the suite's sum of traveller steps runs into the per-client limits
 * (src/lib/constants.ts RATE_LIMITS: 60 travellers writes per client in 15 minutes), which a suite with more products
 * exceeds. The limits themselves are tested at the edge (tests/edge/rate-limit.test.ts, order-security.test.ts).
 */
let clients = 0;
// An IPv6 documentation address (2001:db8::/32) per page: the worker's lane, when this module was loaded (once per lane,
// whose files share it) and a counter, so that files running at once, or one after another, never share a client.
const fileMark = (Math.floor(Date.now() / 1000) % 0x10000).toString(16);
const nextClientAddress = () => {
  clients++;
  return `2001:db8:${LANE.toString(16)}:${fileMark}::${clients.toString(16)}`;
};

/**
 * The site's idle dialog (25 s without input, once per session: SiteBehaviours.tsx) is a modal. A test that waits
 * longer than that for a slow round on a loaded machine would find it over the control it clicks next (CI run 13:
 * «a new search from the results page», a click timing out at 30 s). So a page starts with the dialog marked as
 * already shown, unless the test is about the dialog (`idleDialog: true`, tests/e2e/shell.test.ts).
 */
const IDLE_SHOWN_KEY = 'sfn-idle-shown';

/** A page that records console errors and CSP violations so tests can assert there were none. */
export async function openPage(
  browser: Browser,
  opts: { viewport?: { width: number; height: number }; hasTouch?: boolean; idleDialog?: boolean } = {},
) {
  const context = await browser.newContext({
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
    viewport: opts.viewport ?? { width: 1280, height: 900 },
    hasTouch: opts.hasTouch ?? false,
    extraHTTPHeaders: { 'CF-Connecting-IP': nextClientAddress() },
  });
  const page: Page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  const failures: string[] = [];
  apiFailures.set(page, failures);
  page.on('response', (r) => {
    if (r.status() >= 400 && new URL(r.url()).pathname.startsWith('/api/')) {
      failures.push(`${r.request().method()} ${new URL(r.url()).pathname} ${r.status()}`);
      if (failures.length > 8) failures.shift();
    }
  });
  if (!opts.idleDialog) await context.addInitScript((key) => sessionStorage.setItem(key, '1'), IDLE_SHOWN_KEY);
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  return { page, errors, context };
}

/** The last few `/api/` answers of 400 or more that each page got (openPage), for a step's failure message. */
const apiFailures = new WeakMap<Page, string[]>();

/**
 * Waits for a journey's next step (its address), and if it never comes says why it did not: where the page is, what
 * its alerts say and which API calls failed. A bare `waitForURL` timeout (CI run 17: the attraction travellers step)
 * tells nothing a retry can be diagnosed from.
 */
export async function waitForStep(page: Page, url: RegExp, timeout = 20_000): Promise<void> {
  await page.waitForURL(url, { timeout }).catch(async (e: Error) => {
    const alerts = await page
      .locator('[role="alert"]')
      .allTextContents()
      .catch(() => []);
    const failed = apiFailures.get(page) ?? [];
    throw new Error(
      `${e.message.split('\n')[0]}; at ${page.url()}; alerts: ${JSON.stringify(alerts)}; API failures: ${JSON.stringify(failed)}`,
    );
  });
}
