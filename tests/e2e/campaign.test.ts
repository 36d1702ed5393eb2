/**
 * Issue 49 point 5 in Chromium, one short journey at 390 px with reduced motion: a newly registered traveller answers
 * the campaign question and spins the wheel with the keyboard only; the prize is announced in text (the live region)
 * and its coupon shown; axe finds nothing serious. (Edge tests cover one try per account and the coupon at checkout.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@/lib/messages';
import { CAMPAIGN_QUESTIONS } from '@/server/sandbox/data/campaign';
import { seriousViolations } from './axe';
import { baseUrl, browser, guestMobile, openPage, usesBrowser } from './browser';
import { registerFromPage } from './shell-helpers';

usesBrowser();

describe('/campaign wheel', () => {
  let opened: Awaited<ReturnType<typeof openPage>>;
  beforeAll(async () => {
    opened = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await opened.page.emulateMedia({ reducedMotion: 'reduce' });
  });
  afterAll(async () => opened.context.close());

  it('keyboard only: answer, spin, the prize announced and its coupon shown', async () => {
    const { page, errors } = opened;
    await page.goto(`${baseUrl()}/campaign`);
    // A fresh account for this run (the sandbox's SMS code is fixed): its one try is still ahead.
    const mobile = guestMobile();
    const status = await registerFromPage(page, mobile, { family: 'گردونه', password: 'Campaign!234' });
    expect(status).toBe(200);
    await page.reload();

    const spin = page.getByRole('button', { name: messages.campaign.spin });
    await spin.waitFor({ timeout: 15_000 });
    // Pressed before its handlers are attached, a key does nothing: wait until the wheel has hydrated.
    await page.locator('[data-lucky-wheel][data-hydrated]').waitFor({ timeout: 15_000 });
    // Before an answer the spin says what is missing.
    await spin.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 5_000 }).toContain(messages.campaign.answerFirst);
    // The question's first choice with the keyboard (focus moved to the question), then the spin with Space.
    const choice = page.getByRole('radio', { name: CAMPAIGN_QUESTIONS[0]!.items[0]!.text });
    await choice.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => choice.isChecked(), { timeout: 5_000 }).toBe(true);
    await spin.focus();
    await page.keyboard.press('Space');

    const live = page.locator('[data-wheel-status]');
    await expect.poll(() => live.textContent(), { timeout: 10_000 }).toMatch(/^تبریک! شما برندهٔ «.+» شدید\.$/);
    await expect.poll(() => page.locator('[data-coupon-code]').textContent(), { timeout: 5_000 }).toMatch(/^WHEEL-[A-Z0-9]{6}$/);
    expect(await page.evaluate(() => localStorage.getItem('campaign-winner'))).toContain('WHEEL-');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
