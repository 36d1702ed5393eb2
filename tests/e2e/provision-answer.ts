/**
 * The flight provision as a traveller meets it: press «continue» on the chosen flights and wait for the edge's
 * answer: `saved` (on its way to the passengers step), `price-changed` (the dialog is open; confirm it or not) or
 * `refused` (sold out since the search; the message is shown, and a traveller picks another flight).
 * Plain TypeScript with type-only imports, so the 40-checkout bench (.mjs on Node 24, which strips the types of a
 * .ts file it imports) runs the same steps as the browser tests' `bookTrip`.
 */
import type { Page } from 'playwright-core';

export type ProvisionAnswer = 'saved' | 'price-changed' | 'refused';

export async function pressBook(page: Page): Promise<ProvisionAnswer> {
  await page.getByTestId('flight-book').click();
  const dialog = page.getByTestId('price-changed');
  const refused = page.getByTestId('provision-error');
  await Promise.race([
    page.waitForURL(/\/passengers/, { timeout: 20_000 }),
    dialog.waitFor({ timeout: 20_000 }),
    refused.waitFor({ timeout: 20_000 }),
  ]);
  if (await refused.isVisible().catch(() => false)) return 'refused';
  if (await dialog.isVisible().catch(() => false)) return 'price-changed';
  return 'saved';
}
