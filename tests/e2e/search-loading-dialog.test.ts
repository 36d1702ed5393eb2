/**
 * The search-loading dialog of every searched product (spec 001 §2): its banner image, and no endless animation in it
 * while the first round is on its way (a running animation has the compositor draw every frame for the whole wait,
 * which slowed the first card on a 2-core machine; issue 15).
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, browser, day, openPage, usesBrowser } from './browser';

usesBrowser();

const PAGES = [
  ['hotel results', `/hotel/ir-kish/search?room=1&pCount=2&adults=2&room-0=2&id=402&scope=l&startDate=${day(12)}&endDate=${day(15)}`],
  ['flight results', `/flight/THR-MHD/search?flightDate=${day(12)}&flightType=1&adults=1&child=0&infant=0&flightClass=Y`],
] as const;

describe('search-loading dialog', () => {
  for (const [name, path] of PAGES)
    it(`${name}: shows the product's banner image and runs no endless animation while the search runs`, async () => {
      const { page, errors, context } = await openPage(browser, { viewport: { width: 390, height: 844 } });
      await page.goto(baseUrl() + path, { waitUntil: 'commit' });
      const dialog = page.locator('[data-testid="search-loading"]');
      await dialog.waitFor();
      const seen = await dialog.evaluate((el) => {
        const banner = el.querySelector('[data-testid="search-loading-banner"]');
        const box = banner?.getBoundingClientRect();
        // Everything the dialog draws: the dialog and its dimmed overlay.
        const overlay = el.parentElement ?? el;
        const endless = document
          .getAnimations()
          .filter((a) => a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY)
          .filter((a) => {
            const target = (a.effect as KeyframeEffect | null)?.target;
            return target instanceof Node && overlay.contains(target);
          }).length;
        return { banner: box ? { width: box.width, height: box.height } : null, endless, stillLoading: el.isConnected };
      });
      expect(seen.stillLoading).toBe(true);
      expect(seen.banner, 'the banner image is in the dialog').not.toBeNull();
      expect(seen.banner!.width).toBeGreaterThan(200);
      expect(seen.banner!.height).toBeGreaterThan(50);
      expect(seen.endless).toBe(0);
      await dialog.waitFor({ state: 'detached', timeout: 30_000 });
      expect(errors).toEqual([]);
      await context.close();
    });
});
