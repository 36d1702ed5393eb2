/**
 * Issue 49 point 5: /campaign is the lucky wheel from the campaign game data (built worker): a guest sees the
 * awards and the way to log in; a logged-in account sees the question and the spin button; after its one try the page
 * shows its prize and coupon code instead. No lead box and no static prize list any more.
 */
import { describe, expect, it } from 'vitest';
import * as messages from '@/lib/messages';
import { CAMPAIGN_AWARDS, CAMPAIGN_QUESTIONS } from '@/server/sandbox/data/campaign';
import { NAV, text } from './route-table';
import { loginAs as login, ORIGIN, same, worker } from './seeded-traveller';

const page = async (cookie?: string) => {
  const res = await worker.fetch(new Request(`${ORIGIN}/campaign`, { headers: { ...NAV, ...(cookie ? { Cookie: cookie } : {}) } }));
  return { status: res.status, html: await res.text() };
};

describe('/campaign (built worker)', () => {
  it('a guest: the wheel with every award, and a login link back to the campaign', async () => {
    const { status, html } = await page();
    expect(status).toBe(200);
    const body = text(html);
    expect(body).toContain(messages.campaign.wheelTitle);
    for (const a of CAMPAIGN_AWARDS) expect(body).toContain(a.title);
    expect(body).toContain(messages.campaign.loginFirst);
    expect(html).toContain('href="/auth?redirectUrl=%2Fcampaign"');
    expect(html).toContain(`aria-label="${messages.campaign.wheelLabel(CAMPAIGN_AWARDS.length)}"`);
    expect(html).toContain('aria-live="polite"');
    expect(html).not.toContain('type="tel"'); // the old lead box is gone
  });

  it('logged in: the question and the spin button; after the one try, the prize and its coupon code', async () => {
    const cookie = await login('09120000002');
    const before = (await page(cookie)).html;
    expect(text(before)).toContain(CAMPAIGN_QUESTIONS[0]!.text);
    expect(before).toContain(`>${messages.campaign.spin}</button>`);

    const headers = { ...same, Cookie: cookie };
    const answers = { eventId: 16, answers: [{ questionId: 1, itemId: 1 }] };
    expect(
      (await worker.fetch(new Request(`${ORIGIN}/api/campaign/answers`, { method: 'POST', headers, body: JSON.stringify(answers) })))
        .status,
    ).toBe(200);
    const tried = await worker.fetch(
      new Request(`${ORIGIN}/api/campaign/try`, { method: 'POST', headers, body: JSON.stringify({ eventId: 16 }) }),
    );
    expect(tried.status).toBe(200);
    const winner = ((await tried.json()) as { data: { title: string; couponCode: string } }).data;

    const after = await page(cookie);
    expect(after.html).toContain('data-campaign-winner');
    expect(after.html).toContain(winner.couponCode);
    expect(text(after.html)).toContain(messages.campaign.alreadyPlayed);
    expect(after.html).not.toContain(`>${messages.campaign.spin}</button>`);
  });
});
